// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a LAN table of High Card autosaves with, and what reads its save back (lan_saves.hpp):
// included before anything that asks for LanSaves<HighCardWire>.
#include <string>

#include "zero/highcard/autosaver.hpp"
#include "zero/highcard/wire.hpp"
#include "zero/net/lan_saves.hpp"

namespace zero::net {

template <>
struct LanSaves<HighCardWire> {
    using Autosaver = highcard::Autosaver;
    using Loaded = highcard::LoadedSave;
    static Loaded load(const std::string& path) { return highcard::load_save(path); }
};

}  // namespace zero::net

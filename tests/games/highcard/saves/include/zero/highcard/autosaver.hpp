// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Saves a match of High Card after every action, as every game's autosaver does (same folder,
// same file format with the game in its header, same atomic write and backup).
#include "zero/highcard/save.hpp"
#include "zero/saves/basic_autosaver.hpp"

namespace zero {
extern template class BasicAutosaver<highcard::State, highcard::EventList>;
}

namespace zero::highcard {

class Autosaver : public BasicAutosaver<State, EventList> {
public:
    using BasicAutosaver::BasicAutosaver;
};

}  // namespace zero::highcard

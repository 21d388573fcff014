// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Each game's saves module, for the registry's list.
#include "zero/saves/saves_module.hpp"

namespace zero::saves_detail {

const SavesModule& knizia_saves();
const SavesModule& soler_saves();
const SavesModule& hero_saves();

}  // namespace zero::saves_detail

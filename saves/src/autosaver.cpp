// SPDX-License-Identifier: GPL-3.0-or-later
// Every game's autosaver, compiled once here rather than in each file that saves a match.
#include "zero/saves/autosaver.hpp"
#include "zero/saves/hero_autosaver.hpp"
#include "zero/saves/soler_autosaver.hpp"

namespace zero {

template class BasicAutosaver<knizia::State, knizia::EventList>;
template class BasicAutosaver<soler::State, soler::EventList>;
template class BasicAutosaver<hero::State, hero::EventList>;

}  // namespace zero

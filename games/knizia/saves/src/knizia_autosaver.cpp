// SPDX-License-Identifier: GPL-3.0-or-later
// Knizia's autosaver, compiled once here rather than in each file that saves a match.
#include "zero/saves/knizia_autosaver.hpp"

namespace zero {

template class BasicAutosaver<knizia::State, knizia::EventList>;

}  // namespace zero

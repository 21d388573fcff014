// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/hero_autosaver.hpp"

namespace zero {

template class BasicAutosaver<hero::AutosaveGame>;

}  // namespace zero

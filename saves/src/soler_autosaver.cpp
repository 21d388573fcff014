// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/soler_autosaver.hpp"

namespace zero {

template class BasicAutosaver<soler::AutosaveGame>;

}  // namespace zero

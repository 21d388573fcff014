// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/autosaver.hpp"

namespace zero {

template class BasicAutosaver<KniziaAutosave>;

}  // namespace zero

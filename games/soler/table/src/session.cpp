// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/soler/session.hpp"

#include "zero/game/local_session_impl.hpp"
#include "zero/saves/soler_autosaver.hpp"

namespace zero::game {

template class LocalSession<SolerSessionGame>;

}  // namespace zero::game

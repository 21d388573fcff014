// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/hero/session.hpp"

#include "zero/game/local_session_impl.hpp"
#include "zero/saves/hero_autosaver.hpp"

namespace zero::game {

template class LocalSession<HeroSessionGame>;

}  // namespace zero::game

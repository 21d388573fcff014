// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/hero/session.hpp"

#include "zero/game/local_session_impl.hpp"
#include "zero/hero/bots/bots.hpp"
#include "zero/saves/hero_autosaver.hpp"

namespace zero::game {

std::unique_ptr<hero::Bot> HeroSessionGame::make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
    return hero::make_bot(kind, seed, seat);
}

template class LocalSession<HeroSessionGame>;

}  // namespace zero::game

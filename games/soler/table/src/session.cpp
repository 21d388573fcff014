// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/soler/session.hpp"

#include "zero/game/local_session_impl.hpp"
#include "zero/saves/soler_autosaver.hpp"
#include "zero/soler/bots/bots.hpp"

namespace zero::game {

std::unique_ptr<soler::Bot> SolerSessionGame::make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
    return soler::make_bot(kind, seed, seat);
}

template class LocalSession<SolerSessionGame>;

}  // namespace zero::game

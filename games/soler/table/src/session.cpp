// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/soler/session.hpp"

#include "zero/game/local_session_impl.hpp"
#include "zero/saves/soler_autosaver.hpp"
#include "zero/soler/bots/bots.hpp"

namespace zero::game {

soler::State SolerSessionGame::new_match(const soler::Rules& rules, std::uint64_t seed, soler::EventList* events) {
    return soler::new_match(rules, seed, events);
}

std::unique_ptr<soler::Bot> SolerSessionGame::make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
    return soler::make_bot(kind, seed, seat);
}

SolerSetup soler_setup_from_save(const soler::SaveGame& save) { return local_setup_from_save(save); }

template class LocalSession<SolerSessionGame>;

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/hero/session.hpp"

#include "zero/game/local_session_impl.hpp"
#include "zero/hero/bots/bots.hpp"
#include "zero/saves/hero_autosaver.hpp"

namespace zero::game {

hero::State HeroSessionGame::new_match(const hero::Rules& rules, std::uint64_t seed, hero::EventList* events) {
    return hero::new_match(rules, seed, events);
}

std::unique_ptr<hero::Bot> HeroSessionGame::make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
    return hero::make_bot(kind, seed, seat);
}

HeroSetup hero_setup_from_save(const hero::SaveGame& save) { return local_setup_from_save(save); }

template class LocalSession<HeroSessionGame>;

}  // namespace zero::game

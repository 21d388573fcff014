// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match of Zero Hero on this screen (LocalSession, zero/game/local_session.hpp): one seat
// decides at a time; the session applies one action per step, so the table animates each on its
// own and a couch hand-off can come between any two.
#include <cstdint>
#include <memory>
#include <string>

#include "zero/game/local_session.hpp"
#include "zero/hero/table.hpp"

namespace zero::hero {
struct SaveGame;
class Autosaver;
class Bot;
}  // namespace zero::hero

namespace zero::game {

// Zero Hero as LocalSession sees it.
struct HeroSessionGame {
    using Module = hero::TableGame;
    using Bot = hero::Bot;
    using Autosaver = hero::Autosaver;
    using Rules = hero::Rules;
    using MatchEnded = hero::MatchEnded;
    // What the shared table shell reads of a view: the stage a decision belongs to (the hint stays
    // while it stays), and the game of the match it is in, from 0.
    static std::uint32_t epoch(const hero::View& view) { return view.epoch; }
    static int part(const hero::View& view) { return view.game; }
    static hero::State new_match(const hero::Rules& rules, std::uint64_t seed, hero::EventList* events);
    // bot_kind is one of zero::hero::bot_kinds()
    static std::unique_ptr<hero::Bot> make_bot(const std::string& kind, std::uint64_t seed, Seat seat);
};

using HeroSetup = LocalSetup<hero::Rules>;

// The seats of a saved match, to carry it on at this screen.
HeroSetup hero_setup_from_save(const hero::SaveGame& save);

extern template class LocalSession<HeroSessionGame>;

class HeroSession : public LocalSession<HeroSessionGame> {
public:
    using LocalSession<HeroSessionGame>::LocalSession;
};

}  // namespace zero::game

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
class Autosaver;
class Bot;
}  // namespace zero::hero

namespace zero::game {

// Zero Hero as LocalSession sees it.
struct HeroSessionGame : RulesSessionGame<hero::TableGame, hero::MatchEnded, hero::Bot, hero::Autosaver> {
    // bot_kind is one of zero::hero::bot_kinds()
    static std::unique_ptr<hero::Bot> make_bot(const std::string& kind, std::uint64_t seed, Seat seat);
};

using HeroSetup = LocalSetup<hero::Rules>;

extern template class LocalSession<HeroSessionGame>;

class HeroSession : public LocalSession<HeroSessionGame> {
public:
    using LocalSession<HeroSessionGame>::LocalSession;
};

}  // namespace zero::game

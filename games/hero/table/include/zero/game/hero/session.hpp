// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match of Zero Hero on this screen (LocalSession, zero/game/local_session.hpp): one seat
// decides at a time; the session applies one action per step, so the table animates each on its
// own and a couch hand-off can come between any two.
#include "zero/game/local_session.hpp"
#include "zero/hero/bots/bots.hpp"
#include "zero/hero/table.hpp"

namespace zero::hero {
class Autosaver;
}  // namespace zero::hero

namespace zero::game {

// Zero Hero as LocalSession sees it.
using HeroSessionGame = BotsSessionGame<hero::TableGame, hero::MatchEnded, hero::Autosaver, hero::make_bot>;
using HeroSetup = LocalSetup<hero::Rules>;
extern template class LocalSession<HeroSessionGame>;
using HeroSession = LocalSession<HeroSessionGame>;

}  // namespace zero::game

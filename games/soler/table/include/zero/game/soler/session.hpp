// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match of Solèr's ZERO on this screen (LocalSession, zero/game/local_session.hpp): several
// seats may play face down at once; the session applies one action per step, so the table
// animates each on its own and a couch hand-off can come between any two. A bot's answer is kept
// for the stage (epoch) it was asked in: other seats' face-down plays do not change it.
#include "zero/game/local_session.hpp"
#include "zero/soler/bots/bots.hpp"
#include "zero/soler/table.hpp"

namespace zero::soler {
class Autosaver;
}  // namespace zero::soler

namespace zero::game {

// Solèr's ZERO as LocalSession sees it.
using SolerSessionGame = BotsSessionGame<soler::TableGame, soler::MatchEnded, soler::Autosaver, soler::make_bot>;
using SolerSetup = LocalSetup<soler::Rules>;
extern template class LocalSession<SolerSessionGame>;
using SolerSession = LocalSession<SolerSessionGame>;

}  // namespace zero::game

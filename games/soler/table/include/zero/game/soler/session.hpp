// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match of Solèr's ZERO on this screen (LocalSession, zero/game/local_session.hpp): several
// seats may play face down at once; the session applies one action per step, so the table
// animates each on its own and a couch hand-off can come between any two. A bot's answer is kept
// for the stage (epoch) it was asked in: other seats' face-down plays do not change it.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "zero/game/local_session.hpp"
#include "zero/soler/table.hpp"

namespace zero::soler {
class Autosaver;
class Bot;
}  // namespace zero::soler

namespace zero::game {

// Solèr's ZERO as LocalSession sees it.
struct SolerSessionGame : RulesSessionGame<soler::TableGame, soler::MatchEnded, soler::Bot, soler::Autosaver> {
    // bot_kind is one of zero::soler::bot_kinds()
    static std::unique_ptr<soler::Bot> make_bot(const std::string& kind, std::uint64_t seed, Seat seat);
};

using SolerSetup = LocalSetup<soler::Rules>;

extern template class LocalSession<SolerSessionGame>;

class SolerSession : public LocalSession<SolerSessionGame> {
public:
    using LocalSession<SolerSessionGame>::LocalSession;
};

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A seat of a game made of dealt games (Solèr's ZERO, Zero Hero) played by an external program
// (docs/bot-protocol.md): one JSON line for each decision the seat is asked, one line back. An
// answer that is not JSON, not an action or not legal, no answer in time, or a program that has
// ended: the seat takes its first legal action (the table's own fallback), the problem is
// reported, the match goes on.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "zero/core/table.hpp"
#include "zero/extbot/channel.hpp"

namespace zero::extbot {

// A program's answer read as one of the game's actions.
template <class Action>
struct ProgramReply {
    std::optional<Action> action;
    std::string error;  // why the line is not an action; empty when it is one
};

// `Lines` is the game's protocol (its `*_protocol.hpp`): its round's and match's end events
// (`RoundEnd`, `MatchEnd`), its lines (`turn(view, legal, id)`, `round_end(event, players)`,
// `match_end(event, players)`), its reader (`parse(line)`, a ProgramReply) and the answers its seat takes
// (`accepts(view, legal, action)`). Compiled once for each game, in its protocol's .cpp
// (net/extbot/src/program_seat_impl.hpp).
template <class Game, class Lines>
class ProgramSeat : public core::SeatController<Game> {
public:
    ProgramSeat(std::string command, Seat seat, ExternalBotOptions options = {});

    std::optional<typename Game::Action> decide(const typename Game::View& view) override;
    void observe(const typename Game::EventList& events, const typename Game::View& view) override;

    const std::vector<std::string>& problems() const { return channel_.problems(); }
    bool running() const { return channel_.running(); }

private:
    Channel channel_;
};

// What a game's `Lines` (its protocol struct, deriving from this) has in common with every other
// game's: its types, its seat, the match's end line (the game's key, totals and winners, nothing of
// its own) and, for a game whose legal list names every action, the answers it takes. The game
// writes `turn`, `round_end` and `parse`, and hides `accepts` where a legal answer may be missing
// from the list. Defined in program_seat_impl.hpp, compiled with the game's seat.
template <class Lines, class Game, class RoundEndEvent, class MatchEndEvent, const std::string_view& kKey>
struct GameLines {
    using View = typename Game::View;
    using Action = typename Game::Action;
    using ActionList = decltype(legal_actions(std::declval<const View&>()));
    using RoundEnd = RoundEndEvent;
    using MatchEnd = MatchEndEvent;
    using Reply = ProgramReply<Action>;
    using ExternalBot = ProgramSeat<Game, Lines>;

    static std::string match_end(const MatchEnd& ended, int players);
    static bool accepts(const View& view, const ActionList& legal, const Action& action);
};

}  // namespace zero::extbot

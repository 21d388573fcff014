// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A seat of a game made of dealt games (Solèr's ZERO, Zero Hero) played by an external program
// (docs/bot-protocol.md): one JSON line for each decision the seat is asked, one line back. An
// answer that is not JSON, not an action or not legal, no answer in time, or a program that has
// ended: the seat takes its first legal action (the table's own fallback), the problem is
// reported, the match goes on.
#include <optional>
#include <string>
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

}  // namespace zero::extbot

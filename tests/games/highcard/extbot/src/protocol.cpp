// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/highcard/protocol.hpp"

#include "json_lines.hpp"
#include "program_seat_impl.hpp"
#include "zero/extbot/protocol.hpp"
#include "zero/highcard/analysis.hpp"
#include "zero/highcard/record_json.hpp"
#include "zero/saves/json_read.hpp"

namespace zero::highcard {

using extbot::lines::Message;

std::string Lines::turn(const View& view, const std::vector<Action>& legal, extbot::TurnId id) {
    Message m(kGameId, id);
    const int players = view.players();
    m.text_field("decision", "play");
    m.seat_and_round(view.seat, players, view.game);
    m.int_field("rounds", view.rules.games);
    m.int_field("leader", view.leader);
    m.list("hand", view.hand, [&](Card card) { m.w.Int(card); });
    m.ints("hand_sizes", view.hand_counts, players);
    m.list("trick", view.trick, [&](const Move& move) {
        m.w.StartObject();
        m.w.Key("seat");
        m.w.Int(move.seat);
        m.w.Key("card");
        m.w.Int(move.action.card);
        m.w.EndObject();
    });
    m.ints("tricks", view.tricks, players);
    return m.finish_turn(view.totals, players, legal, view.seat, move_to_json);
}

// {"type": "round_end", "game": "high-card", "protocol": 2, "end": "out", "scores": [...]}: a
// game's event holds its end and scores only; its totals come with the next turn.
std::string Lines::round_end(const GameEnded& ended, int players) {
    Message m("round_end", kGameId);
    m.text_field("end", ended.end == GameEnd::Sweep ? "sweep" : "out");
    m.ints("scores", ended.scores, players);
    return m.finish();
}

std::string Lines::match_end(const MatchEnded& ended, int players) {
    return extbot::lines::match_end_message(kGameId, ended.totals, ended.winners, players);
}

extbot::ProgramReply<Action> Lines::parse(std::string_view line) {
    using Reply = extbot::ProgramReply<Action>;
    return extbot::lines::read_reply<Reply>(line, extbot::kMaxReplyBytes, [](const rapidjson::Document& doc, std::string_view kind) -> Reply {
        if (kind == "play") return {Action{json::as_int(json::member(doc, "card", "a play "), "\"card\"", 1, kDeck)}, {}};
        return {std::nullopt, "unknown action \"" + std::string(kind.substr(0, 40)) + "\" (play)"};
    });
}

bool Lines::accepts(const View& /*view*/, const std::vector<Action>& legal, const Action& action) {
    return extbot::listed(legal, action);
}

}  // namespace zero::highcard

template class zero::extbot::ProgramSeat<zero::highcard::TableGame, zero::highcard::Lines>;

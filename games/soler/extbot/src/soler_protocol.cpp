// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/soler_protocol.hpp"

#include <array>
#include <cstddef>

#include "json_lines.hpp"
#include "program_seat_impl.hpp"
#include "zero/extbot/protocol.hpp"
#include "zero/saves/json_read.hpp"
#include "zero/saves/soler_record_json.hpp"

namespace zero::extbot {
namespace {

using lines::Message;
using lines::Writer;
using soler::Cards;

void write_cards(Writer& w, const Cards& cards) {
    w.StartArray();
    for (int v : cards.list()) w.Int(v);
    w.EndArray();
}

const char* decision_name(soler::Phase phase) {
    switch (phase) {
        case soler::Phase::Play:
            return "play";
        case soler::Phase::Bet:
            return "bet";
        case soler::Phase::Safe:
            return "safe";
        case soler::Phase::Deal:
        case soler::Phase::MatchOver:
            break;
    }
    return "none";
}

// By Outcome's value (Bet, LoneZero, ZerosCancel, NoZero).
constexpr std::array<const char*, 4> kOutcomeNames{"bet", "lone_zero", "zeros_cancel", "no_zero"};

const char* outcome_name(soler::Outcome outcome) {
    const auto i = static_cast<std::size_t>(outcome);
    return i < kOutcomeNames.size() ? kOutcomeNames[i] : "no_zero";
}

std::vector<int> as_cards(const json::Value& v, const std::string& what) {
    std::vector<int> cards;
    for (const json::Value& c : json::as_array(v, what, soler::kDeckSize).GetArray())
        cards.push_back(json::as_int(c, what, soler::kMinValue, soler::kMaxValue));
    return cards;
}

// {"leader": 0, "plays": [...], "sum": 1, "outcome": "bet", "taker": 2}, or null before the first trick.
void write_last_trick(Message& m, const soler::LastTrick& last, int players) {
    m.object_or_null("last_trick", last.any, [&] {
        m.int_field("leader", last.leader);
        m.ints("plays", last.plays, players);
        m.int_field("sum", last.sum);
        m.text_field("outcome", outcome_name(last.outcome));
        m.int_or_null("taker", last.taker >= 0 ? std::optional<int>(last.taker) : std::nullopt);
    });
}

}  // namespace

std::string SolerLines::turn(const soler::View& view, const soler::ActionList& legal, TurnId id) {
    Message m(soler::kGameId, id);
    const int players = view.players();
    auto at = [](int seat) { return static_cast<std::size_t>(seat); };
    m.text_field("decision", decision_name(view.phase));
    m.seat_and_round(view.seat, players, view.game);
    const bool to_target = view.rules.to_target();
    m.int_or_null("rounds", to_target ? std::nullopt : std::optional<int>(view.rules.games));
    m.int_or_null("target_points", to_target ? std::optional<int>(view.rules.target_points) : std::nullopt);
    m.int_field("trick", view.trick);
    m.int_field("dealer", view.dealer);
    m.int_field("leader", view.leader);
    m.w.Key("hand");
    write_cards(m.w, view.hand);
    m.int_or_null("my_play", view.my_play);
    m.seats("committed", view.committed, players);
    m.array("bets", players, [&](int seat) {
        if (has_seat(view.bet_made, seat))
            m.w.Int(view.bets[at(seat)]);
        else
            m.w.Null();
    });
    m.ints("hand_sizes", view.hand_sizes, players);
    m.int_field("pile", view.pile_size);
    m.array("safe", players, [&](int seat) { write_cards(m.w, view.safe[at(seat)]); });
    m.array("known", players, [&](int seat) { write_cards(m.w, view.known[at(seat)]); });
    write_last_trick(m, view.last, players);
    return m.finish_turn(view.totals, players, legal, view.seat, soler::move_to_json);
}

std::string SolerLines::round_end(const soler::GameScored& scored, int players) {
    const char* end = scored.end == soler::GameEnd::Limit ? "limit" : "out";
    return lines::round_end_message(soler::kGameId, scored.game, end, scored.scores, scored.totals, players,
                                    [&](Message& m) { m.int_field("tricks", scored.tricks); });
}

SolerLines::Reply SolerLines::parse(std::string_view line) {
    return lines::read_reply<Reply>(line, kMaxReplyBytes, [](const rapidjson::Document& doc, std::string_view kind) -> Reply {
        if (kind == "play")
            return {soler::Action::play(json::as_int(json::member(doc, "card", "a play "), "\"card\"", soler::kMinValue,
                                                     soler::kMaxValue)),
                    {}};
        if (kind == "bet") {
            const int most = 3 * soler::kMaxPlayers;
            return {soler::Action::bet(json::as_int(json::member(doc, "total", "a bet "), "\"total\"", -most, most)), {}};
        }
        if (kind == "safe") {
            std::vector<soler::Group> groups;
            for (const json::Value& g :
                 json::as_array(json::member(doc, "groups", "a laying "), "\"groups\"", soler::kDeckSize).GetArray())
                groups.push_back(as_cards(g, "a group"));
            return {soler::Action::safe(std::move(groups)), {}};
        }
        return {std::nullopt, "unknown action \"" + std::string(kind.substr(0, 40)) + "\" (play, bet or safe)"};
    });
}

bool SolerLines::accepts(const soler::View& view, const soler::ActionList& legal, const soler::Action& action) {
    if (action.kind != legal.front().kind) return false;
    if (action.kind == soler::ActionKind::Safe) return soler::check_groups(view.hand, action.groups) == soler::MoveError::None;
    return listed(legal, action);
}

template class ProgramSeat<soler::TableGame, SolerLines>;

}  // namespace zero::extbot

// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/soler_protocol.hpp"

#include "json_lines.hpp"
#include "zero/extbot/protocol.hpp"
#include "zero/saves/json_read.hpp"
#include "zero/saves/soler_record_json.hpp"

namespace zero::extbot {
namespace {

using lines::text;
using lines::write_ints;
using lines::write_seats;
using lines::Writer;
using soler::Cards;

void write_cards(Writer& w, const Cards& cards) {
    w.StartArray();
    for (int v : cards.list()) w.Int(v);
    w.EndArray();
}

void write_header(Writer& w, const char* type) { lines::start_message(w, type, soler::kGameId); }

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

const char* outcome_name(soler::Outcome outcome) {
    switch (outcome) {
        case soler::Outcome::Bet:
            return "bet";
        case soler::Outcome::LoneZero:
            return "lone_zero";
        case soler::Outcome::ZerosCancel:
            return "zeros_cancel";
        case soler::Outcome::NoZero:
            return "no_zero";
    }
    return "no_zero";
}

std::vector<int> as_cards(const json::Value& v, const std::string& what) {
    std::vector<int> cards;
    for (const json::Value& c : json::as_array(v, what, soler::kDeckSize).GetArray())
        cards.push_back(json::as_int(c, what, soler::kMinValue, soler::kMaxValue));
    return cards;
}

}  // namespace

std::string soler_turn_message(const soler::View& view, const soler::ActionList& legal, TurnId id) {
    rapidjson::StringBuffer buffer;
    Writer w(buffer);
    const int players = view.players();
    lines::start_turn(w, soler::kGameId, id);
    w.Key("decision");
    w.String(decision_name(view.phase));
    w.Key("seat");
    w.Int(view.seat);
    w.Key("players");
    w.Int(players);
    w.Key("round");
    w.Int(view.game);
    w.Key("rounds");
    if (view.rules.to_target())
        w.Null();
    else
        w.Int(view.rules.games);
    w.Key("target_points");
    if (view.rules.to_target())
        w.Int(view.rules.target_points);
    else
        w.Null();
    w.Key("trick");
    w.Int(view.trick);
    w.Key("dealer");
    w.Int(view.dealer);
    w.Key("leader");
    w.Int(view.leader);
    w.Key("hand");
    write_cards(w, view.hand);
    w.Key("my_play");
    if (view.my_play)
        w.Int(*view.my_play);
    else
        w.Null();
    w.Key("committed");
    write_seats(w, view.committed, players);
    w.Key("bets");
    w.StartArray();
    for (int seat = 0; seat < players; ++seat) {
        if (has_seat(view.bet_made, seat))
            w.Int(view.bets[static_cast<std::size_t>(seat)]);
        else
            w.Null();
    }
    w.EndArray();
    w.Key("hand_sizes");
    write_ints(w, view.hand_sizes, players);
    w.Key("pile");
    w.Int(view.pile_size);
    w.Key("safe");
    w.StartArray();
    for (int seat = 0; seat < players; ++seat) write_cards(w, view.safe[static_cast<std::size_t>(seat)]);
    w.EndArray();
    w.Key("known");
    w.StartArray();
    for (int seat = 0; seat < players; ++seat) write_cards(w, view.known[static_cast<std::size_t>(seat)]);
    w.EndArray();
    w.Key("last_trick");
    if (!view.last.any) {
        w.Null();
    } else {
        w.StartObject();
        w.Key("leader");
        w.Int(view.last.leader);
        w.Key("plays");
        write_ints(w, view.last.plays, players);
        w.Key("sum");
        w.Int(view.last.sum);
        w.Key("outcome");
        w.String(outcome_name(view.last.outcome));
        w.Key("taker");
        if (view.last.taker >= 0)
            w.Int(view.last.taker);
        else
            w.Null();
        w.EndObject();
    }
    w.Key("totals");
    write_ints(w, view.totals, players);
    w.Key("legal");
    w.StartArray();
    for (const soler::Action& action : legal) {
        const std::string json = soler::move_to_json(soler::Move{view.seat, action}, false);
        w.RawValue(json.c_str(), json.size(), rapidjson::kObjectType);
    }
    w.EndArray();
    w.EndObject();
    return text(buffer);
}

std::string soler_round_end_message(const soler::GameScored& scored, int players) {
    rapidjson::StringBuffer buffer;
    Writer w(buffer);
    write_header(w, "round_end");
    w.Key("round");
    w.Int(scored.game);
    w.Key("end");
    w.String(scored.end == soler::GameEnd::Limit ? "limit" : "out");
    w.Key("tricks");
    w.Int(scored.tricks);
    w.Key("scores");
    write_ints(w, scored.scores, players);
    w.Key("totals");
    write_ints(w, scored.totals, players);
    w.EndObject();
    return text(buffer);
}

std::string soler_match_end_message(const soler::MatchEnded& ended, int players) {
    return lines::match_end_message(soler::kGameId, ended.totals, ended.winners, players);
}

SolerReply parse_soler_reply(std::string_view line) {
    rapidjson::Document doc;
    std::string error;
    const std::optional<std::string_view> action = lines::read_action(line, kMaxReplyBytes, doc, error);
    if (!action) return {std::nullopt, error};
    const std::string_view kind = *action;
    try {
        if (kind == "play")
            return {soler::Action::play(json::as_int(json::member(doc, "card", "a play "), "\"card\"", soler::kMinValue,
                                                     soler::kMaxValue)),
                    {}};
        if (kind == "bet") {
            const int most = 3 * soler::kMaxPlayers;
            return {soler::Action::bet(json::as_int(json::member(doc, "total", "a bet "), "\"total\"", -most, most)),
                    {}};
        }
        if (kind == "safe") {
            std::vector<soler::Group> groups;
            for (const json::Value& g :
                 json::as_array(json::member(doc, "groups", "a laying "), "\"groups\"", soler::kDeckSize).GetArray())
                groups.push_back(as_cards(g, "a group"));
            return {soler::Action::safe(std::move(groups)), {}};
        }
    } catch (const json::ShapeError& e) {
        return {std::nullopt, e.message};
    }
    return {std::nullopt, "unknown action \"" + std::string(kind.substr(0, 40)) + "\" (play, bet or safe)"};
}

}  // namespace zero::extbot

// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/soler_record_json.hpp"

#include "zero/saves/file_io.hpp"
#include "zero/saves/json_read.hpp"
#include "zero/soler/match.hpp"

namespace zero::soler {
namespace {

using json::as_array;
using json::as_int;
using json::as_text;
using json::member;
using json::optional_member;
using json::ShapeError;
using json::Value;

// 500 tricks of five plays, five bets and a laying.
constexpr std::size_t kMaxActions = static_cast<std::size_t>(kTrickLimit) * (2 * kMaxPlayers + 1);

std::vector<int> as_cards(const Value& v, const std::string& what, std::size_t max) {
    std::vector<int> cards;
    for (const Value& c : as_array(v, what, max).GetArray()) cards.push_back(as_int(c, what, kMinValue, kMaxValue));
    return cards;
}

std::vector<int> as_ints(const Value& v, const std::string& what, int lo, int hi) {
    std::vector<int> values;
    for (const Value& x : as_array(v, what, kMaxPlayers).GetArray()) values.push_back(as_int(x, what, lo, hi));
    return values;
}

Move as_move(const Value& v, const std::string& what) {
    if (!v.IsObject()) throw ShapeError{what + " must be an object"};
    Move move;
    move.seat = as_int(member(v, "seat", what + " "), what + " \"seat\"", 0, kMaxPlayers - 1);
    const std::string_view name = as_text(member(v, "action", what + " "));
    if (name == "play") {
        move.action = Action::play(as_int(member(v, "card", what + " "), what + " \"card\"", kMinValue, kMaxValue));
    } else if (name == "bet") {
        const int most = 3 * kMaxPlayers;
        move.action = Action::bet(as_int(member(v, "total", what + " "), what + " \"total\"", -most, most));
    } else if (name == "safe") {
        std::vector<Group> groups;
        const Value& list = as_array(member(v, "groups", what + " "), what + " \"groups\"", kDeckSize);
        for (const Value& g : list.GetArray()) groups.push_back(as_cards(g, what + " group", kDeckSize));
        move.action = Action::safe(std::move(groups));
    } else {
        throw ShapeError{what + " \"action\" must be \"play\", \"bet\" or \"safe\""};
    }
    return move;
}

RecordedGame as_round(const Value& v, const std::string& what) {
    if (!v.IsObject()) throw ShapeError{what + " must be an object"};
    RecordedGame round;
    round.dealer = as_int(member(v, "dealer", what + " "), what + " \"dealer\"", 0, kMaxPlayers - 1);
    for (const Value& hand : as_array(member(v, "hands", what + " "), what + " \"hands\"", kMaxPlayers).GetArray())
        round.hands.push_back(as_cards(hand, what + " hand", kDealSize));
    round.pile = as_cards(member(v, "pile", what + " "), what + " \"pile\"", kDeckSize);
    const Value& actions = as_array(member(v, "actions", what + " "), what + " \"actions\"", kMaxActions);
    std::size_t i = 0;
    for (const Value& a : actions.GetArray()) round.actions.push_back(as_move(a, what + " action " + std::to_string(++i)));
    if (const Value* end = optional_member(v, "end")) {
        const std::string_view name = as_text(*end);
        if (name == "out") round.end = GameEnd::Out;
        else if (name == "limit") round.end = GameEnd::Limit;
        else throw ShapeError{what + " \"end\" must be \"out\" or \"limit\""};
    }
    if (const Value* scores = optional_member(v, "scores"))
        round.scores = as_ints(*scores, what + " \"scores\"", 0, kDeckSize);
    return round;
}

MatchRecord as_record(const Value& doc) {
    if (!doc.IsObject()) throw ShapeError{"the document is not a JSON object"};
    if (as_text(member(doc, "format", "the record ")) != "zero-match")
        throw ShapeError{"this is not a Zero match record (\"format\" is not \"zero-match\")"};
    const int version = as_int(member(doc, "version", "the record "), "\"version\"", 0, 1 << 30);
    if (version != 1)
        throw ShapeError{"record version " + std::to_string(version) + " is not supported (this build reads version 1)"};
    const Value* game = optional_member(doc, "game");
    if (game == nullptr) throw ShapeError{"this is a record of Knizia's Zero (it names no \"game\"), not of Solèr's ZERO"};
    if (as_text(*game) != kGameId)
        throw ShapeError{"this is a record of \"" + std::string(as_text(*game).substr(0, 40)) + "\", not of \"" +
                         std::string(kGameId) + "\""};

    MatchRecord rec;
    if (const Value* seed = optional_member(doc, "seed")) {
        if (!seed->IsUint64()) throw ShapeError{"\"seed\" must be null or a whole number from 0 to 2^64-1"};
        rec.seed = seed->GetUint64();
    } else if (doc.FindMember("seed") == doc.MemberEnd()) {
        throw ShapeError{"the record has no \"seed\" (null when the record carries its own deals)"};
    }
    for (const Value& p : as_array(member(doc, "players", "the record "), "\"players\"", kMaxPlayers).GetArray()) {
        if (!p.IsString() || p.GetStringLength() > 64) throw ShapeError{"\"players\" must hold names of up to 64 bytes"};
        rec.players.emplace_back(p.GetString(), p.GetStringLength());
    }
    if (const Value* planned = optional_member(doc, "rounds_planned"))
        rec.rounds_planned = as_int(*planned, "\"rounds_planned\"", 1, kMaxGames);
    if (const Value* target = optional_member(doc, "target_points"))
        rec.target_points = as_int(*target, "\"target_points\"", 1, kMaxTarget);
    if (rec.rounds_planned.has_value() == rec.target_points.has_value())
        throw ShapeError{"exactly one of \"rounds_planned\" and \"target_points\" must be a number"};
    std::size_t i = 0;
    for (const Value& r : as_array(member(doc, "rounds", "the record "), "\"rounds\"", kMaxGames).GetArray())
        rec.rounds.push_back(as_round(r, "round " + std::to_string(++i)));
    if (const Value* totals = optional_member(doc, "totals"))
        rec.totals = as_ints(*totals, "\"totals\"", 0, kDeckSize * kMaxGames);
    if (const Value* winners = optional_member(doc, "winners"))
        rec.winners = as_ints(*winners, "\"winners\"", 0, kMaxPlayers - 1);
    return rec;
}

template <class Items, class Format>
std::string json_list(const Items& items, Format format) {
    std::string out = "[";
    for (const auto& item : items) out += (out.size() > 1 ? ", " : "") + format(item);
    return out + "]";
}

std::string int_json(int v) { return std::to_string(v); }
std::string cards_json(const std::vector<int>& cards) { return json_list(cards, int_json); }
std::string optional_json(const std::optional<int>& v) { return v ? std::to_string(*v) : "null"; }

}  // namespace

std::string move_to_json(const Move& move, bool with_seat) {
    std::string out = "{";
    if (with_seat) out += "\"seat\": " + std::to_string(move.seat) + ", ";
    switch (move.action.kind) {
        case ActionKind::Play: out += "\"action\": \"play\", \"card\": " + std::to_string(move.action.value); break;
        case ActionKind::Bet: out += "\"action\": \"bet\", \"total\": " + std::to_string(move.action.value); break;
        case ActionKind::Safe: out += "\"action\": \"safe\", \"groups\": " + json_list(move.action.groups, cards_json); break;
    }
    return out + "}";
}

// Laid out by hand, as Knizia's record is, so it reads well in a text editor: one line per hand
// and per action.
std::string record_to_json(const MatchRecord& rec) {
    std::string out = "{\n";
    out += "  \"format\": \"zero-match\",\n  \"version\": 1,\n  \"game\": \"" + std::string(kGameId) + "\",\n";
    out += "  \"seed\": " + (rec.seed ? std::to_string(*rec.seed) : std::string("null")) + ",\n";
    out += "  \"players\": " + json_list(rec.players, json::quoted) + ",\n";
    out += "  \"rounds_planned\": " + optional_json(rec.rounds_planned) + ",\n";
    out += "  \"target_points\": " + optional_json(rec.target_points) + ",\n";
    out += "  \"rounds\": [";
    for (std::size_t r = 0; r < rec.rounds.size(); ++r) {
        const RecordedGame& round = rec.rounds[r];
        out += r == 0 ? "\n" : ",\n";
        out += "    {\n      \"dealer\": " + std::to_string(round.dealer) + ",\n      \"hands\": [\n";
        for (std::size_t h = 0; h < round.hands.size(); ++h)
            out += "        " + cards_json(round.hands[h]) + (h + 1 < round.hands.size() ? ",\n" : "\n");
        out += "      ],\n      \"pile\": " + cards_json(round.pile) + ",\n      \"actions\": [";
        for (std::size_t a = 0; a < round.actions.size(); ++a)
            out += (a == 0 ? "\n        " : ",\n        ") + move_to_json(round.actions[a]);
        out += round.actions.empty() ? "]" : "\n      ]";
        if (round.end) {
            out += ",\n      \"end\": \"" + std::string(end_name(*round.end)) + "\"";
            out += ",\n      \"scores\": " + json_list(round.scores, int_json);
        }
        out += "\n    }";
    }
    out += rec.rounds.empty() ? "]" : "\n  ]";
    if (!rec.totals.empty()) {
        out += ",\n  \"totals\": " + json_list(rec.totals, int_json);
        out += ",\n  \"winners\": " + json_list(rec.winners, int_json);
    }
    return out + "\n}\n";
}

RecordParse record_from_json(std::string_view text) {
    return json::parse_record<RecordParse>(text, kMaxRecordBytes, [](const rapidjson::Document& doc) { return as_record(doc); });
}

RecordParse load_record_file(const std::string& path) {
    return json::load_record<RecordParse>(path, kMaxRecordBytes, [](std::string_view text) { return record_from_json(text); });
}

std::string save_record_file(const std::string& path, const MatchRecord& record) {
    return write_file_atomic(path, record_to_json(record));
}

}  // namespace zero::soler

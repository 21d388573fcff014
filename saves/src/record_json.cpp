// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/record_json.hpp"

#include "zero/saves/file_io.hpp"
#include "zero/saves/json_read.hpp"

namespace zero {
namespace {

using json::as_array;
using json::as_int;
using json::as_text;
using json::member;
using json::optional_member;
using json::ShapeError;
using json::Value;

Card as_card(const Value& v, const std::string& what) {
    if (!v.IsString()) throw ShapeError{what + " must be a card name"};
    const std::string_view text(v.GetString(), v.GetStringLength());
    const std::optional<Card> card = parse_card(text);
    if (!card) throw ShapeError{what + ": \"" + std::string(text.substr(0, 20)) + "\" is not a card"};
    return *card;
}

std::vector<Card> as_cards(const Value& v, const std::string& what, std::size_t max) {
    std::vector<Card> cards;
    for (const Value& c : as_array(v, what, max).GetArray()) cards.push_back(as_card(c, what));
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
    const Value& kind = member(v, "action", what + " ");
    const std::string_view name = as_text(kind);
    if (name == "knock") {
        move.action = Action::knock();
    } else if (name == "swap") {
        move.action = Action::swap(as_card(member(v, "give", what + " "), what + " \"give\""),
                                   as_card(member(v, "take", what + " "), what + " \"take\""));
    } else {
        throw ShapeError{what + " \"action\" must be \"swap\" or \"knock\""};
    }
    return move;
}

RecordedRound as_round(const Value& v, const std::string& what) {
    if (!v.IsObject()) throw ShapeError{what + " must be an object"};
    RecordedRound round;
    round.dealer = as_int(member(v, "dealer", what + " "), what + " \"dealer\"", 0, kMaxPlayers - 1);
    for (const Value& hand : as_array(member(v, "hands", what + " "), what + " \"hands\"", kMaxPlayers).GetArray())
        round.hands.push_back(as_cards(hand, what + " hand", kHandSize));
    round.pool = as_cards(member(v, "pool", what + " "), what + " \"pool\"", kMaxPool);
    // A round of Zero ends after a few hundred turns at most in practice; 100,000 is generous.
    const Value& actions = as_array(member(v, "actions", what + " "), what + " \"actions\"", 100000);
    std::size_t i = 0;
    for (const Value& a : actions.GetArray())
        round.actions.push_back(as_move(a, what + " action " + std::to_string(++i)));
    if (const Value* end = optional_member(v, "end")) {
        const std::string_view name = as_text(*end);
        if (name == "knocks") round.end = RoundEnd::Knocks;
        else if (name == "zero") round.end = RoundEnd::Zero;
        else throw ShapeError{what + " \"end\" must be \"knocks\" or \"zero\""};
    }
    if (const Value* scores = optional_member(v, "scores"))
        round.scores = as_ints(*scores, what + " \"scores\"", 0, 36);
    return round;
}

MatchRecord as_record(const Value& doc) {
    if (!doc.IsObject()) throw ShapeError{"the document is not a JSON object"};
    const Value& format = member(doc, "format", "the record ");
    if (!format.IsString() || std::string_view(format.GetString()) != "zero-match")
        throw ShapeError{"this is not a Zero match record (\"format\" is not \"zero-match\")"};
    const int version = as_int(member(doc, "version", "the record "), "\"version\"", 0, 1 << 30);
    if (version != 1) throw ShapeError{"record version " + std::to_string(version) + " is not supported (this build reads version 1)"};

    // Records written before the envelope named the game are Knizia's.
    if (const Value* game = optional_member(doc, "game"); game && as_text(*game) != kKniziaGameId)
        throw ShapeError{"this is a record of \"" + std::string(as_text(*game).substr(0, 40)) + "\", not of \"" +
                         std::string(kKniziaGameId) + "\""};
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
    rec.pool_size = as_int(member(doc, "pool_size", "the record "), "\"pool_size\"", 1, kMaxPool);
    rec.rounds_planned = as_int(member(doc, "rounds_planned", "the record "), "\"rounds_planned\"", 1, kMaxRounds);
    std::size_t i = 0;
    for (const Value& r : as_array(member(doc, "rounds", "the record "), "\"rounds\"", kMaxRounds).GetArray())
        rec.rounds.push_back(as_round(r, "round " + std::to_string(++i)));
    if (const Value* totals = optional_member(doc, "totals"))
        rec.totals = as_ints(*totals, "\"totals\"", 0, 36 * kMaxRounds);
    if (const Value* winners = optional_member(doc, "winners"))
        rec.winners = as_ints(*winners, "\"winners\"", 0, kMaxPlayers - 1);
    return rec;
}

}  // namespace

std::string move_to_json(const Move& move, bool with_seat) {
    std::string out = "{";
    if (with_seat) out += "\"seat\": " + std::to_string(move.seat) + ", ";
    if (move.action.is_swap())
        out += "\"action\": \"swap\", \"give\": \"" + card_name(move.action.give) + "\", \"take\": \"" +
               card_name(move.action.take) + "\"";
    else
        out += "\"action\": \"knock\"";
    return out + "}";
}

namespace {

// The record is laid out by hand (RapidJSON only escapes strings) so that it reads well in a text
// editor: one line per hand and per action.
template <class Items, class Format>
std::string json_list(const Items& items, Format format) {
    std::string out = "[";
    for (const auto& item : items) out += (out.size() > 1 ? ", " : "") + format(item);
    return out + "]";
}

std::string card_json(Card c) { return "\"" + card_name(c) + "\""; }
std::string int_json(int v) { return std::to_string(v); }

}  // namespace

std::string record_to_json(const MatchRecord& rec) {
    std::string out = "{\n";
    out += "  \"format\": \"zero-match\",\n  \"version\": 1,\n  \"game\": \"" + std::string(kKniziaGameId) + "\",\n";
    out += "  \"seed\": " + (rec.seed ? std::to_string(*rec.seed) : std::string("null")) + ",\n";
    out += "  \"players\": " + json_list(rec.players, json::quoted) + ",\n";
    out += "  \"pool_size\": " + std::to_string(rec.pool_size) + ",\n";
    out += "  \"rounds_planned\": " + std::to_string(rec.rounds_planned) + ",\n";
    out += "  \"rounds\": [";
    for (std::size_t r = 0; r < rec.rounds.size(); ++r) {
        const RecordedRound& round = rec.rounds[r];
        out += r == 0 ? "\n" : ",\n";
        out += "    {\n      \"dealer\": " + std::to_string(round.dealer) + ",\n      \"hands\": [\n";
        for (std::size_t h = 0; h < round.hands.size(); ++h)
            out += "        " + json_list(round.hands[h], card_json) + (h + 1 < round.hands.size() ? ",\n" : "\n");
        out += "      ],\n      \"pool\": " + json_list(round.pool, card_json) + ",\n      \"actions\": [";
        for (std::size_t a = 0; a < round.actions.size(); ++a)
            out += (a == 0 ? "\n        " : ",\n        ") + move_to_json(round.actions[a]);
        out += round.actions.empty() ? "]" : "\n      ]";
        if (round.end) {
            out += std::string(",\n      \"end\": \"") + (*round.end == RoundEnd::Zero ? "zero" : "knocks") + "\"";
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

}  // namespace zero

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The match record's JSON envelope (docs/match-record.md), written once for every game: format,
// version, game, seed, players, the game's plan, the rounds (each: the game's deal, the actions,
// the end and the scores), totals and winners. Laid out by hand (RapidJSON only escapes strings)
// so that a record reads well in a text editor: one line per hand and per action.
//
// A game's traits struct (in its *_record_json.cpp) says what differs:
//   Record; kGameId; kTitle (empty: a record naming no game is this game's, written before the
//   envelope named the game); kLimits (RecordLimits); kEnds (the round end's two names with their
//   values, in the order the error sentence gives them);
//   read_plan(doc, rec) / plan_json(rec): the envelope's lines between players and rounds;
//   read_deal(v, what, round) / deal_json(round): a round's lines before its actions;
//   read_action(v, what) / action_json(action): an action's fields beside its seat.
// Private to saves/src.
#include <cstddef>
#include <ranges>
#include <string>
#include <string_view>
#include <vector>

#include "zero/saves/file_io.hpp"
#include "zero/saves/json_read.hpp"

namespace zero::json {

struct RecordLimits {
    int players = 0;
    int rounds = 0;
    int score = 0;  // a round's; a total is at most score * rounds
    std::size_t actions = 0;  // a round's
    std::size_t bytes = 0;  // the whole text's
};

// A game's round and move, from its record.
template <class T>
using RoundOf = std::ranges::range_value_t<decltype(T::Record::rounds)>;
template <class T>
using MoveOf = std::ranges::range_value_t<decltype(RoundOf<T>::actions)>;

template <class Items, class Format>
std::string json_list(const Items& items, Format format) {
    std::string out = "[";
    for (const auto& item : items) out += (out.size() > 1 ? ", " : "") + format(item);
    return out + "]";
}

inline std::string int_json(int v) { return std::to_string(v); }
inline std::string optional_json(const std::optional<int>& v) { return v ? std::to_string(*v) : "null"; }

// An array of up to `max` whole numbers from lo to hi.
inline std::vector<int> as_ints(const Value& v, const std::string& what, std::size_t max, int lo, int hi) {
    std::vector<int> values;
    for (const Value& x : as_array(v, what, max).GetArray()) values.push_back(as_int(x, what, lo, hi));
    return values;
}

// An array of up to `max` values, each read by `read(value, what)`.
template <class Read>
auto as_list(const Value& v, const std::string& what, std::size_t max, Read read) {
    std::vector<decltype(read(v, what))> values;
    for (const Value& x : as_array(v, what, max).GetArray()) values.push_back(read(x, what));
    return values;
}

// A card by its name, as the cards of Knizia's Zero and Zero Hero are written.
inline std::string name_json(const std::string& name) { return "\"" + name + "\""; }

// Knizia's and Solèr's deals: a dealer, the hands, then one more list of cards (the pool, the
// pile), `rest` of the round (or of the deal it derives from); at most `hand` cards a hand and
// `rest_max` in that list.
//       "dealer": 1,
//       "hands": [
//         [...],
//         [...]
//       ],
//       "pool": [...],
template <class Round, class Cards, class Holder, class ReadCards>
void read_hands(const Value& v, const std::string& what, int players, Round& round, Cards Holder::*rest,
                const char* rest_name, std::size_t hand, std::size_t rest_max, ReadCards read_cards) {
    round.dealer = as_int(member(v, "dealer", what + " "), what + " \"dealer\"", 0, players - 1);
    for (const Value& h : as_array(member(v, "hands", what + " "), what + " \"hands\"", players).GetArray())
        round.hands.push_back(read_cards(h, what + " hand", hand));
    round.*rest = read_cards(member(v, rest_name, what + " "), what + " \"" + rest_name + "\"", rest_max);
}

template <class Round, class Cards, class Holder, class CardsJson>
std::string hands_json(const Round& round, Cards Holder::*rest, const char* rest_name, CardsJson cards_json) {
    std::string out = "      \"dealer\": " + std::to_string(round.dealer) + ",\n      \"hands\": [\n";
    for (std::size_t h = 0; h < round.hands.size(); ++h)
        out += "        " + cards_json(round.hands[h]) + (h + 1 < round.hands.size() ? ",\n" : "\n");
    return out + "      ],\n      \"" + rest_name + "\": " + cards_json(round.*rest) + ",\n";
}

template <class T>
MoveOf<T> read_move(const Value& v, const std::string& what) {
    if (!v.IsObject()) throw ShapeError{what + " must be an object"};
    MoveOf<T> move;
    move.seat = as_int(member(v, "seat", what + " "), what + " \"seat\"", 0, T::kLimits.players - 1);
    move.action = T::read_action(v, what);
    return move;
}

template <class T>
auto read_end(const Value& v, const std::string& what) {
    const std::string_view name = as_text(v);
    for (const auto& [end_name, end] : T::kEnds)
        if (name == end_name) return end;
    throw ShapeError{what + " \"end\" must be \"" + std::string(T::kEnds[0].first) + "\" or \"" +
                     std::string(T::kEnds[1].first) + "\""};
}

template <class T>
RoundOf<T> read_round(const Value& v, const std::string& what) {
    if (!v.IsObject()) throw ShapeError{what + " must be an object"};
    RoundOf<T> round;
    T::read_deal(v, what, round);
    const Value& actions = as_array(member(v, "actions", what + " "), what + " \"actions\"", T::kLimits.actions);
    std::size_t i = 0;
    for (const Value& a : actions.GetArray())
        round.actions.push_back(read_move<T>(a, what + " action " + std::to_string(++i)));
    if (const Value* end = optional_member(v, "end")) round.end = read_end<T>(*end, what);
    if (const Value* scores = optional_member(v, "scores"))
        round.scores = as_ints(*scores, what + " \"scores\"", T::kLimits.players, 0, T::kLimits.score);
    return round;
}

// Format, version and game: a record of another game is refused with one sentence.
template <class T>
void check_envelope(const Value& doc) {
    if (!doc.IsObject()) throw ShapeError{"the document is not a JSON object"};
    if (as_text(member(doc, "format", "the record ")) != "zero-match")
        throw ShapeError{"this is not a Zero match record (\"format\" is not \"zero-match\")"};
    const int version = as_int(member(doc, "version", "the record "), "\"version\"", 0, 1 << 30);
    if (version != 1)
        throw ShapeError{"record version " + std::to_string(version) + " is not supported (this build reads version 1)"};
    const Value* game = optional_member(doc, "game");
    if (game == nullptr && !T::kTitle.empty())
        throw ShapeError{"this is a record of Knizia's Zero (it names no \"game\"), not of " + std::string(T::kTitle)};
    if (game != nullptr && as_text(*game) != T::kGameId)
        throw ShapeError{"this is a record of \"" + std::string(as_text(*game).substr(0, 40)) + "\", not of \"" +
                         std::string(T::kGameId) + "\""};
}

template <class T>
typename T::Record read_record(const Value& doc) {
    check_envelope<T>(doc);
    typename T::Record rec;
    if (const Value* seed = optional_member(doc, "seed")) {
        if (!seed->IsUint64()) throw ShapeError{"\"seed\" must be null or a whole number from 0 to 2^64-1"};
        rec.seed = seed->GetUint64();
    } else if (doc.FindMember("seed") == doc.MemberEnd()) {
        throw ShapeError{"the record has no \"seed\" (null when the record carries its own deals)"};
    }
    for (const Value& p : as_array(member(doc, "players", "the record "), "\"players\"", T::kLimits.players).GetArray()) {
        if (!p.IsString() || p.GetStringLength() > 64) throw ShapeError{"\"players\" must hold names of up to 64 bytes"};
        rec.players.emplace_back(p.GetString(), p.GetStringLength());
    }
    T::read_plan(doc, rec);
    std::size_t i = 0;
    for (const Value& r : as_array(member(doc, "rounds", "the record "), "\"rounds\"", T::kLimits.rounds).GetArray())
        rec.rounds.push_back(read_round<T>(r, "round " + std::to_string(++i)));
    if (const Value* totals = optional_member(doc, "totals"))
        rec.totals = as_ints(*totals, "\"totals\"", T::kLimits.players, 0, T::kLimits.score * T::kLimits.rounds);
    if (const Value* winners = optional_member(doc, "winners"))
        rec.winners = as_ints(*winners, "\"winners\"", T::kLimits.players, 0, T::kLimits.players - 1);
    return rec;
}

template <class T>
std::string move_json(const MoveOf<T>& move, bool with_seat) {
    std::string out = "{";
    if (with_seat) out += "\"seat\": " + std::to_string(move.seat) + ", ";
    return out + T::action_json(move.action) + "}";
}

template <class T>
std::string round_json(const RoundOf<T>& round) {
    std::string out = "    {\n" + T::deal_json(round) + "      \"actions\": [";
    for (std::size_t a = 0; a < round.actions.size(); ++a)
        out += (a == 0 ? "\n        " : ",\n        ") + move_json<T>(round.actions[a], true);
    out += round.actions.empty() ? "]" : "\n      ]";
    if (round.end) {
        for (const auto& [end_name, end] : T::kEnds)
            if (end == *round.end) out += ",\n      \"end\": \"" + std::string(end_name) + "\"";
        out += ",\n      \"scores\": " + json_list(round.scores, int_json);
    }
    return out + "\n    }";
}

template <class T>
std::string record_json(const typename T::Record& rec) {
    std::string out = "{\n";
    out += "  \"format\": \"zero-match\",\n  \"version\": 1,\n  \"game\": \"" + std::string(T::kGameId) + "\",\n";
    out += "  \"seed\": " + (rec.seed ? std::to_string(*rec.seed) : std::string("null")) + ",\n";
    out += "  \"players\": " + json_list(rec.players, quoted) + ",\n";
    out += T::plan_json(rec);
    out += "  \"rounds\": [";
    for (std::size_t r = 0; r < rec.rounds.size(); ++r) out += (r == 0 ? "\n" : ",\n") + round_json<T>(rec.rounds[r]);
    out += rec.rounds.empty() ? "]" : "\n  ]";
    if (!rec.totals.empty()) {
        out += ",\n  \"totals\": " + json_list(rec.totals, int_json);
        out += ",\n  \"winners\": " + json_list(rec.winners, int_json);
    }
    return out + "\n}\n";
}

// A game's public functions, for its traits struct `T` to derive from (its record_to_json,
// record_from_json, ... call these).
template <class T, class Parse>
struct RecordFormat {
    // Templates: `T` is not complete where it derives from this.
    template <class Move>
    static std::string move(const Move& move, bool with_seat) {
        return move_json<T>(move, with_seat);
    }
    template <class Record>
    static std::string to_json(const Record& record) {
        return record_json<T>(record);
    }
    static Parse from_text(std::string_view text) {
        return parse_record<Parse>(text, T::kLimits.bytes, [](const rapidjson::Document& doc) { return read_record<T>(doc); });
    }
    static Parse load(const std::string& path) { return load_record<Parse>(path, T::kLimits.bytes, from_text); }
    template <class Record>
    static std::string save(const std::string& path, const Record& record) {
        return write_file_atomic(path, record_json<T>(record));
    }
};

}  // namespace zero::json

// The bodies of a game's ZERO_RECORD_JSON_FUNCTIONS, over its RecordFormat `Json`.
#define ZERO_RECORD_JSON_BODIES(Json, Record, Move)                                                                    \
    std::string move_to_json(const Move& move, bool with_seat) { return Json::move(move, with_seat); }              \
    std::string record_to_json(const Record& record) { return Json::to_json(record); }                               \
    RecordParse record_from_json(std::string_view text) { return Json::from_text(text); }                            \
    RecordParse load_record_file(const std::string& path) { return Json::load(path); }                               \
    std::string save_record_file(const std::string& path, const Record& record) { return Json::save(path, record); }

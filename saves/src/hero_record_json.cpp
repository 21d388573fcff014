// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/hero_record_json.hpp"

#include "zero/hero/match.hpp"
#include "zero/saves/file_io.hpp"
#include "zero/saves/json_read.hpp"

namespace zero::hero {
namespace {

using json::as_array;
using json::as_int;
using json::as_text;
using json::member;
using json::optional_member;
using json::ShapeError;
using json::Value;

// Each turn either takes at least one of the 40 zerones or buys two of the 56 cards (and may
// swap twice): far fewer than this.
constexpr std::size_t kMaxActions = 20000;

Card as_card(const Value& v, const std::string& what) {
    const std::optional<Card> card = parse_card(as_text(v));
    if (!card) {
        if (!v.IsString()) throw ShapeError{what + " must be a card name such as \"red0z\""};
        throw ShapeError{what + " \"" + std::string(as_text(v).substr(0, 20)) + "\" is not a card"};
    }
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
    move.action = action_from_json(v, what);
    return move;
}

RecordedGame as_round(const Value& v, const std::string& what) {
    if (!v.IsObject()) throw ShapeError{what + " must be an object"};
    RecordedGame round;
    round.first = as_int(member(v, "first", what + " "), what + " \"first\"", 0, kMaxPlayers - 1);
    round.removed = as_cards(member(v, "removed", what + " "), what + " \"removed\"", kDeckSize);
    round.secret = as_cards(member(v, "secret", what + " "), what + " \"secret\"", kMaxPlayers);
    const Value& pairs = as_array(member(v, "pairs", what + " "), what + " \"pairs\"", kSlots);
    if (pairs.Size() != kSlots) throw ShapeError{what + " \"pairs\" must hold the 4 pairs"};
    for (rapidjson::SizeType slot = 0; slot < pairs.Size(); ++slot) {
        const std::vector<Card> pair = as_cards(pairs[slot], what + " pair", 2);
        if (pair.size() != 2) throw ShapeError{what + " pair " + std::to_string(slot) + " must hold 2 cards"};
        round.pairs[slot] = {pair[0], pair[1]};
    }
    round.pile = as_cards(member(v, "pile", what + " "), what + " \"pile\"", kDeckSize);
    const Value& actions = as_array(member(v, "actions", what + " "), what + " \"actions\"", kMaxActions);
    std::size_t i = 0;
    for (const Value& a : actions.GetArray())
        round.actions.push_back(as_move(a, what + " action " + std::to_string(++i)));
    if (const Value* end = optional_member(v, "end")) {
        const std::string_view name = as_text(*end);
        if (name == "flag")
            round.end = GameEnd::Flag;
        else if (name == "pile")
            round.end = GameEnd::Pile;
        else
            throw ShapeError{what + " \"end\" must be \"flag\" or \"pile\""};
    }
    if (const Value* scores = optional_member(v, "scores"))
        round.scores = as_ints(*scores, what + " \"scores\"", 0, 1000);
    return round;
}

MatchRecord as_record(const Value& doc) {
    if (!doc.IsObject()) throw ShapeError{"the document is not a JSON object"};
    if (as_text(member(doc, "format", "the record ")) != "zero-match")
        throw ShapeError{"this is not a Zero match record (\"format\" is not \"zero-match\")"};
    const int version = as_int(member(doc, "version", "the record "), "\"version\"", 0, 1 << 30);
    if (version != 1)
        throw ShapeError{"record version " + std::to_string(version) +
                         " is not supported (this build reads version 1)"};
    const Value* game = optional_member(doc, "game");
    if (game == nullptr) throw ShapeError{"this is a record of Knizia's Zero (it names no \"game\"), not of Zero Hero"};
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
        if (!p.IsString() || p.GetStringLength() > 64)
            throw ShapeError{"\"players\" must hold names of up to 64 bytes"};
        rec.players.emplace_back(p.GetString(), p.GetStringLength());
    }
    rec.rounds_planned = as_int(member(doc, "rounds_planned", "the record "), "\"rounds_planned\"", 1, kMaxGames);
    std::size_t i = 0;
    for (const Value& r : as_array(member(doc, "rounds", "the record "), "\"rounds\"", kMaxGames).GetArray())
        rec.rounds.push_back(as_round(r, "round " + std::to_string(++i)));
    if (const Value* totals = optional_member(doc, "totals"))
        rec.totals = as_ints(*totals, "\"totals\"", 0, 1000 * kMaxGames);
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
std::string card_json(Card card) { return "\"" + card_name(card) + "\""; }
std::string cards_json(const std::vector<Card>& cards) { return json_list(cards, card_json); }
std::string pair_json(const PairCards& pair) { return json_list(pair, card_json); }

}  // namespace

Action action_from_json(const rapidjson::Value& v, const std::string& what) {
    if (!v.IsObject()) throw ShapeError{what + " must be an object"};
    Action action;
    const std::string_view name = as_text(member(v, "action", what + " "));
    if (name == "take") {
        const int slot = as_int(member(v, "pair", what + " "), what + " \"pair\"", 0, kSlots - 1);
        action = Action::take(slot, as_int(member(v, "count", what + " "), what + " \"count\"", 1, 2));
    } else if (name == "buy") {
        action = Action::buy(as_int(member(v, "pair", what + " "), what + " \"pair\"", 0, kSlots - 1));
    } else if (name == "swap") {
        const Value* give = optional_member(v, "give");
        const Value* take = optional_member(v, "take");
        if ((give == nullptr) == (take == nullptr))
            throw ShapeError{what + " must name either \"give\" (with \"to\") or \"take\" (with \"from\")"};
        if (give != nullptr)
            action = Action::give(as_card(*give, what + " \"give\""),
                                  as_int(member(v, "to", what + " "), what + " \"to\"", 0, kMaxPlayers - 1));
        else
            action = Action::take_card(as_card(*take, what + " \"take\""),
                                       as_int(member(v, "from", what + " "), what + " \"from\"", 0, kMaxPlayers - 1));
    } else {
        throw ShapeError{what + " \"action\" must be \"take\", \"buy\" or \"swap\""};
    }
    return action;
}

std::string move_to_json(const Move& move, bool with_seat) {
    std::string out = "{";
    if (with_seat) out += "\"seat\": " + std::to_string(move.seat) + ", ";
    const Action& a = move.action;
    switch (a.kind) {
        case ActionKind::Take:
            out +=
                "\"action\": \"take\", \"pair\": " + std::to_string(a.slot) + ", \"count\": " + std::to_string(a.count);
            break;
        case ActionKind::Buy:
            out += "\"action\": \"buy\", \"pair\": " + std::to_string(a.slot);
            break;
        case ActionKind::Swap:
            if (a.way == SwapWay::Give)
                out += "\"action\": \"swap\", \"give\": " + card_json(a.card) + ", \"to\": " + std::to_string(a.other);
            else
                out +=
                    "\"action\": \"swap\", \"take\": " + card_json(a.card) + ", \"from\": " + std::to_string(a.other);
            break;
    }
    return out + "}";
}

// Laid out by hand, as the other games' records are, so it reads well in a text editor: one line
// per part of the deal and per action.
std::string record_to_json(const MatchRecord& rec) {
    std::string out = "{\n";
    out += "  \"format\": \"zero-match\",\n  \"version\": 1,\n  \"game\": \"" + std::string(kGameId) + "\",\n";
    out += "  \"seed\": " + (rec.seed ? std::to_string(*rec.seed) : std::string("null")) + ",\n";
    out += "  \"players\": " + json_list(rec.players, json::quoted) + ",\n";
    out += "  \"rounds_planned\": " + std::to_string(rec.rounds_planned) + ",\n";
    out += "  \"rounds\": [";
    for (std::size_t r = 0; r < rec.rounds.size(); ++r) {
        const RecordedGame& round = rec.rounds[r];
        out += r == 0 ? "\n" : ",\n";
        out += "    {\n      \"first\": " + std::to_string(round.first) + ",\n";
        out += "      \"removed\": " + cards_json(round.removed) + ",\n";
        out += "      \"secret\": " + cards_json(round.secret) + ",\n";
        out += "      \"pairs\": " + json_list(round.pairs, pair_json) + ",\n";
        out += "      \"pile\": " + cards_json(round.pile) + ",\n      \"actions\": [";
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

}  // namespace zero::hero

// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/hero_record_json.hpp"

#include <array>
#include <utility>

#include "zero/hero/match.hpp"
#include "record_envelope.hpp"

namespace zero::hero {
namespace {

using namespace json;  // the record's readers and writers

Card as_card(const Value& v, const std::string& what) {
    const std::optional<Card> card = parse_card(as_text(v));
    if (!card) {
        if (!v.IsString()) throw ShapeError{what + " must be a card name such as \"red0z\""};
        throw ShapeError{what + " \"" + std::string(as_text(v).substr(0, 20)) + "\" is not a card"};
    }
    return *card;
}

std::vector<Card> as_cards(const Value& v, const std::string& what, std::size_t max) { return as_list(v, what, max, as_card); }
std::string card_json(Card card) { return name_json(card_name(card)); }
std::string cards_json(const std::vector<Card>& cards) { return json_list(cards, card_json); }
std::string pair_json(const PairCards& pair) { return json_list(pair, card_json); }

// Zero Hero in the record's envelope (record_envelope.hpp).
struct RecordJson : RecordFormat<RecordJson, RecordParse> {
    using Record = MatchRecord;
    static constexpr std::string_view kGameId = hero::kGameId, kTitle = "Zero Hero";
    // Each turn either takes at least one of the 40 zerones or buys two of the 56 cards (and may
    // swap twice): far fewer than 20,000 actions.
    static constexpr RecordLimits kLimits{kMaxPlayers, kMaxGames, 1000, 20000, kMaxRecordBytes};
    static constexpr std::array<std::pair<std::string_view, GameEnd>, 2> kEnds{
        {{"flag", GameEnd::Flag}, {"pile", GameEnd::Pile}}};

    static void read_plan(const Value& doc, MatchRecord& rec) {
        rec.rounds_planned = as_int(member(doc, "rounds_planned", "the record "), "\"rounds_planned\"", 1, kMaxGames);
    }
    static std::string plan_json(const MatchRecord& rec) {
        return "  \"rounds_planned\": " + std::to_string(rec.rounds_planned) + ",\n";
    }

    static void read_deal(const Value& v, const std::string& what, RecordedGame& round) {
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
    }
    static std::string deal_json(const RecordedGame& round) {
        return "      \"first\": " + std::to_string(round.first) + ",\n      \"removed\": " + cards_json(round.removed) +
               ",\n      \"secret\": " + cards_json(round.secret) + ",\n      \"pairs\": " +
               json_list(round.pairs, pair_json) + ",\n      \"pile\": " + cards_json(round.pile) + ",\n";
    }

    static Action read_action(const Value& v, const std::string& what) { return action_from_json(v, what); }
    static std::string action_json(const Action& a);
};

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

std::string RecordJson::action_json(const Action& a) {
    switch (a.kind) {
        case ActionKind::Take:
            return "\"action\": \"take\", \"pair\": " + std::to_string(a.slot) + ", \"count\": " + std::to_string(a.count);
        case ActionKind::Buy: return "\"action\": \"buy\", \"pair\": " + std::to_string(a.slot);
        case ActionKind::Swap: break;
    }
    if (a.way == SwapWay::Give)
        return "\"action\": \"swap\", \"give\": " + card_json(a.card) + ", \"to\": " + std::to_string(a.other);
    return "\"action\": \"swap\", \"take\": " + card_json(a.card) + ", \"from\": " + std::to_string(a.other);
}

ZERO_RECORD_JSON_BODIES(RecordJson, MatchRecord, Move)

}  // namespace zero::hero

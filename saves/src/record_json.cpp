// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/record_json.hpp"

#include <array>
#include <utility>

#include "record_envelope.hpp"

namespace zero {
namespace {

using json::as_array;
using json::as_int;
using json::as_text;
using json::json_list;
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

std::string card_json(Card c) { return "\"" + card_name(c) + "\""; }
std::string cards_json(const std::vector<Card>& cards) { return json_list(cards, card_json); }

// Knizia's Zero in the record's envelope (record_envelope.hpp).
struct RecordJson {
    using Record = MatchRecord;
    using Round = RecordedRound;
    using Move = zero::Move;
    static constexpr std::string_view kGameId = kKniziaGameId;
    static constexpr std::string_view kTitle{};  // records written before the envelope named the game are Knizia's
    static constexpr std::size_t kMaxBytes = kMaxRecordBytes;
    static constexpr int kMaxPlayers = zero::kMaxPlayers;
    static constexpr int kMaxRounds = zero::kMaxRounds;
    static constexpr int kMaxScore = 36;
    // A round of Zero ends after a few hundred turns at most in practice; 100,000 is generous.
    static constexpr std::size_t kMaxActions = 100000;
    static constexpr std::array<std::pair<std::string_view, RoundEnd>, 2> kEnds{
        {{"knocks", RoundEnd::Knocks}, {"zero", RoundEnd::Zero}}};

    static void read_plan(const Value& doc, Record& rec) {
        rec.pool_size = as_int(member(doc, "pool_size", "the record "), "\"pool_size\"", 1, kMaxPool);
        rec.rounds_planned = as_int(member(doc, "rounds_planned", "the record "), "\"rounds_planned\"", 1, kMaxRounds);
    }
    static std::string plan_json(const Record& rec) {
        return "  \"pool_size\": " + std::to_string(rec.pool_size) + ",\n  \"rounds_planned\": " +
               std::to_string(rec.rounds_planned) + ",\n";
    }

    static void read_deal(const Value& v, const std::string& what, Round& round) {
        round.dealer = as_int(member(v, "dealer", what + " "), what + " \"dealer\"", 0, kMaxPlayers - 1);
        for (const Value& hand : as_array(member(v, "hands", what + " "), what + " \"hands\"", kMaxPlayers).GetArray())
            round.hands.push_back(as_cards(hand, what + " hand", kHandSize));
        round.pool = as_cards(member(v, "pool", what + " "), what + " \"pool\"", kMaxPool);
    }
    static std::string deal_json(const Round& round) {
        std::string out = "      \"dealer\": " + std::to_string(round.dealer) + ",\n      \"hands\": [\n";
        for (std::size_t h = 0; h < round.hands.size(); ++h)
            out += "        " + cards_json(round.hands[h]) + (h + 1 < round.hands.size() ? ",\n" : "\n");
        return out + "      ],\n      \"pool\": " + cards_json(round.pool) + ",\n";
    }

    static Action read_action(const Value& v, const std::string& what) {
        const std::string_view name = as_text(member(v, "action", what + " "));
        if (name == "knock") return Action::knock();
        if (name != "swap") throw ShapeError{what + " \"action\" must be \"swap\" or \"knock\""};
        return Action::swap(as_card(member(v, "give", what + " "), what + " \"give\""),
                            as_card(member(v, "take", what + " "), what + " \"take\""));
    }
    static std::string action_json(const Action& action) {
        if (!action.is_swap()) return "\"action\": \"knock\"";
        return "\"action\": \"swap\", \"give\": " + card_json(action.give) + ", \"take\": " + card_json(action.take);
    }
};

using Text = json::RecordText<RecordJson, RecordParse>;

}  // namespace

std::string move_to_json(const Move& move, bool with_seat) { return json::move_json<RecordJson>(move, with_seat); }
std::string record_to_json(const MatchRecord& record) { return json::record_json<RecordJson>(record); }
RecordParse record_from_json(std::string_view text) { return Text::from_text(text); }
RecordParse load_record_file(const std::string& path) { return Text::load(path); }
std::string save_record_file(const std::string& path, const MatchRecord& record) { return Text::save(path, record); }

}  // namespace zero

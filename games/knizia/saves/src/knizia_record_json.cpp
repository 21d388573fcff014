// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/knizia_record_json.hpp"

#include <array>
#include <utility>

#include "record_envelope.hpp"

namespace zero::knizia {
namespace {

using namespace json;  // the record's readers and writers

knizia::Card as_card(const Value& v, const std::string& what) {
    if (!v.IsString()) throw ShapeError{what + " must be a card name"};
    const std::string_view text(v.GetString(), v.GetStringLength());
    const std::optional<knizia::Card> card = knizia::parse_card(text);
    if (!card) throw ShapeError{what + ": \"" + std::string(text.substr(0, 20)) + "\" is not a card"};
    return *card;
}

std::vector<knizia::Card> as_cards(const Value& v, const std::string& what, std::size_t max) { return as_list(v, what, max, as_card); }
std::string card_json(knizia::Card c) { return name_json(card_name(c)); }
std::string cards_json(const std::vector<knizia::Card>& cards) { return json_list(cards, card_json); }

// Knizia's Zero in the record's envelope (record_envelope.hpp).
struct RecordJson : RecordFormat<RecordJson, RecordParse> {
    using Record = knizia::MatchRecord;
    // Records written before the envelope named the game are Knizia's: no title to refuse them with.
    static constexpr std::string_view kGameId = knizia::kKniziaGameId, kTitle{};
    // A round of Zero ends after a few hundred turns at most in practice; 100,000 is generous.
    static constexpr RecordLimits kLimits{knizia::kMaxPlayers, knizia::kMaxRounds, 36, 100000, kMaxRecordBytes};
    static constexpr std::array<std::pair<std::string_view, knizia::RoundEnd>, 2> kEnds{
        {{"knocks", knizia::RoundEnd::Knocks}, {"zero", knizia::RoundEnd::Zero}}};

    static void read_plan(const Value& doc, knizia::MatchRecord& rec) {
        rec.pool_size = as_int(member(doc, "pool_size", "the record "), "\"pool_size\"", 1, knizia::kMaxPool);
        rec.rounds_planned = as_int(member(doc, "rounds_planned", "the record "), "\"rounds_planned\"", 1, knizia::kMaxRounds);
    }
    static std::string plan_json(const knizia::MatchRecord& rec) {
        return "  \"pool_size\": " + std::to_string(rec.pool_size) + ",\n  \"rounds_planned\": " +
               std::to_string(rec.rounds_planned) + ",\n";
    }

    static void read_deal(const Value& v, const std::string& what, knizia::RecordedRound& round) {
        read_hands(v, what, knizia::kMaxPlayers, round, &knizia::RecordedRound::pool, "pool", knizia::kHandSize, knizia::kMaxPool, as_cards);
    }
    static std::string deal_json(const knizia::RecordedRound& round) { return hands_json(round, &knizia::RecordedRound::pool, "pool", cards_json); }

    static knizia::Action read_action(const Value& v, const std::string& what) {
        const std::string_view name = as_text(member(v, "action", what + " "));
        if (name == "knock") return knizia::Action::knock();
        if (name != "swap") throw ShapeError{what + " \"action\" must be \"swap\" or \"knock\""};
        return knizia::Action::swap(as_card(member(v, "give", what + " "), what + " \"give\""),
                            as_card(member(v, "take", what + " "), what + " \"take\""));
    }
    static std::string action_json(const knizia::Action& action) {
        if (!action.is_swap()) return "\"action\": \"knock\"";
        return "\"action\": \"swap\", \"give\": " + card_json(action.give) + ", \"take\": " + card_json(action.take);
    }
};

}  // namespace

std::string move_to_json(const knizia::Move& move, bool with_seat) { return RecordJson::move(move, with_seat); }
std::string record_to_json(const knizia::MatchRecord& record) { return RecordJson::to_json(record); }
RecordParse record_from_json(std::string_view text) { return RecordJson::from_text(text); }
RecordParse load_record_file(const std::string& path) { return RecordJson::load(path); }
std::string save_record_file(const std::string& path, const knizia::MatchRecord& record) { return RecordJson::save(path, record); }

}  // namespace zero::knizia

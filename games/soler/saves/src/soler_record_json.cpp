// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/soler_record_json.hpp"

#include <array>
#include <utility>

#include "record_envelope.hpp"
#include "zero/soler/match.hpp"

namespace zero::soler {
namespace {

using namespace json;  // the record's readers and writers

int as_card(const Value& v, const std::string& what) { return as_int(v, what, kMinValue, kMaxValue); }
std::vector<int> as_cards(const Value& v, const std::string& what, std::size_t max) { return as_list(v, what, max, as_card); }
std::string cards_json(const std::vector<int>& cards) { return json_list(cards, int_json); }

// Solèr's ZERO in the record's envelope (record_envelope.hpp).
struct RecordJson : RecordFormat<RecordJson, RecordParse> {
    using Record = MatchRecord;
    static constexpr std::string_view kGameId = soler::kGameId, kTitle = "Solèr's ZERO";
    // 500 tricks of five plays, five bets and a laying.
    static constexpr RecordLimits kLimits{kMaxPlayers, kMaxGames, kDeckSize,
                                          static_cast<std::size_t>(kTrickLimit) * (2 * kMaxPlayers + 1), kMaxRecordBytes};
    static constexpr std::array<std::pair<std::string_view, GameEnd>, 2> kEnds{
        {{"out", GameEnd::Out}, {"limit", GameEnd::Limit}}};

    static void read_plan(const Value& doc, MatchRecord& rec) {
        if (const Value* planned = optional_member(doc, "rounds_planned"))
            rec.rounds_planned = as_int(*planned, "\"rounds_planned\"", 1, kMaxGames);
        if (const Value* target = optional_member(doc, "target_points"))
            rec.target_points = as_int(*target, "\"target_points\"", 1, kMaxTarget);
        if (rec.rounds_planned.has_value() == rec.target_points.has_value())
            throw ShapeError{"exactly one of \"rounds_planned\" and \"target_points\" must be a number"};
    }
    static std::string plan_json(const MatchRecord& rec) {
        return "  \"rounds_planned\": " + optional_json(rec.rounds_planned) + ",\n  \"target_points\": " +
               optional_json(rec.target_points) + ",\n";
    }

    static void read_deal(const Value& v, const std::string& what, RecordedGame& round) {
        read_hands(v, what, kMaxPlayers, round, &RecordedGame::pile, "pile", kDealSize, kDeckSize, as_cards);
    }
    static std::string deal_json(const RecordedGame& round) { return hands_json(round, &RecordedGame::pile, "pile", cards_json); }

    static Action read_action(const Value& v, const std::string& what) {
        const std::string_view name = as_text(member(v, "action", what + " "));
        if (name == "play") return Action::play(as_int(member(v, "card", what + " "), what + " \"card\"", kMinValue, kMaxValue));
        const int most = 3 * kMaxPlayers;
        if (name == "bet") return Action::bet(as_int(member(v, "total", what + " "), what + " \"total\"", -most, most));
        if (name != "safe") throw ShapeError{what + " \"action\" must be \"play\", \"bet\" or \"safe\""};
        std::vector<Group> groups;
        const Value& list = as_array(member(v, "groups", what + " "), what + " \"groups\"", kDeckSize);
        for (const Value& g : list.GetArray()) groups.push_back(as_cards(g, what + " group", kDeckSize));
        return Action::safe(std::move(groups));
    }
    static std::string action_json(const Action& action) {
        switch (action.kind) {
            case ActionKind::Play: return "\"action\": \"play\", \"card\": " + std::to_string(action.value);
            case ActionKind::Bet: return "\"action\": \"bet\", \"total\": " + std::to_string(action.value);
            case ActionKind::Safe: break;
        }
        return "\"action\": \"safe\", \"groups\": " + json_list(action.groups, cards_json);
    }
};

}  // namespace

ZERO_RECORD_JSON_BODIES(RecordJson, MatchRecord, Move)

}  // namespace zero::soler

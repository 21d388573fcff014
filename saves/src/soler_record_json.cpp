// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/soler_record_json.hpp"

#include <array>
#include <utility>

#include "record_envelope.hpp"
#include "zero/soler/match.hpp"

namespace zero::soler {
namespace {

using json::as_array;
using json::as_int;
using json::as_text;
using json::json_list;
using json::member;
using json::optional_member;
using json::ShapeError;
using json::Value;

std::vector<int> as_cards(const Value& v, const std::string& what, std::size_t max) {
    std::vector<int> cards;
    for (const Value& c : as_array(v, what, max).GetArray()) cards.push_back(as_int(c, what, kMinValue, kMaxValue));
    return cards;
}

std::string cards_json(const std::vector<int>& cards) { return json_list(cards, json::int_json); }

// Solèr's ZERO in the record's envelope (record_envelope.hpp).
struct RecordJson {
    using Record = MatchRecord;
    using Round = RecordedGame;
    using Move = soler::Move;
    static constexpr std::string_view kGameId = soler::kGameId;
    static constexpr std::string_view kTitle = "Solèr's ZERO";
    static constexpr std::size_t kMaxBytes = kMaxRecordBytes;
    static constexpr int kMaxPlayers = soler::kMaxPlayers;
    static constexpr int kMaxRounds = kMaxGames;
    static constexpr int kMaxScore = kDeckSize;
    // 500 tricks of five plays, five bets and a laying.
    static constexpr std::size_t kMaxActions = static_cast<std::size_t>(kTrickLimit) * (2 * kMaxPlayers + 1);
    static constexpr std::array<std::pair<std::string_view, GameEnd>, 2> kEnds{
        {{"out", GameEnd::Out}, {"limit", GameEnd::Limit}}};

    static void read_plan(const Value& doc, Record& rec) {
        if (const Value* planned = optional_member(doc, "rounds_planned"))
            rec.rounds_planned = as_int(*planned, "\"rounds_planned\"", 1, kMaxGames);
        if (const Value* target = optional_member(doc, "target_points"))
            rec.target_points = as_int(*target, "\"target_points\"", 1, kMaxTarget);
        if (rec.rounds_planned.has_value() == rec.target_points.has_value())
            throw ShapeError{"exactly one of \"rounds_planned\" and \"target_points\" must be a number"};
    }
    static std::string plan_json(const Record& rec) {
        return "  \"rounds_planned\": " + json::optional_json(rec.rounds_planned) + ",\n  \"target_points\": " +
               json::optional_json(rec.target_points) + ",\n";
    }

    static void read_deal(const Value& v, const std::string& what, Round& round) {
        round.dealer = as_int(member(v, "dealer", what + " "), what + " \"dealer\"", 0, kMaxPlayers - 1);
        for (const Value& hand : as_array(member(v, "hands", what + " "), what + " \"hands\"", kMaxPlayers).GetArray())
            round.hands.push_back(as_cards(hand, what + " hand", kDealSize));
        round.pile = as_cards(member(v, "pile", what + " "), what + " \"pile\"", kDeckSize);
    }
    static std::string deal_json(const Round& round) {
        std::string out = "      \"dealer\": " + std::to_string(round.dealer) + ",\n      \"hands\": [\n";
        for (std::size_t h = 0; h < round.hands.size(); ++h)
            out += "        " + cards_json(round.hands[h]) + (h + 1 < round.hands.size() ? ",\n" : "\n");
        return out + "      ],\n      \"pile\": " + cards_json(round.pile) + ",\n";
    }

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

using Text = json::RecordText<RecordJson, RecordParse>;

}  // namespace

std::string move_to_json(const Move& move, bool with_seat) { return json::move_json<RecordJson>(move, with_seat); }
std::string record_to_json(const MatchRecord& record) { return json::record_json<RecordJson>(record); }
RecordParse record_from_json(std::string_view text) { return Text::from_text(text); }
RecordParse load_record_file(const std::string& path) { return Text::load(path); }
std::string save_record_file(const std::string& path, const MatchRecord& record) { return Text::save(path, record); }

}  // namespace zero::soler

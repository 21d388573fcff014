// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/highcard/record_json.hpp"

#include <array>
#include <utility>

#include "record_envelope.hpp"

namespace zero::highcard {
namespace {

using namespace json;  // the record's readers and writers

struct RecordJson : RecordFormat<RecordJson, RecordParse> {
    using Record = MatchRecord;
    static constexpr std::string_view kGameId = highcard::kGameId, kTitle = "High Card";
    static constexpr RecordLimits kLimits{kMaxPlayers, kMaxGames, kHand, static_cast<std::size_t>(kHand * kMaxPlayers),
                                          kMaxRecordBytes};
    static constexpr std::array<std::pair<std::string_view, GameEnd>, 2> kEnds{
        {{"out", GameEnd::Out}, {"sweep", GameEnd::Sweep}}};

    static void read_plan(const Value& doc, MatchRecord& rec) {
        rec.rounds_planned = as_int(member(doc, "rounds_planned", "the record "), "\"rounds_planned\"", 1, kMaxGames);
    }
    static std::string plan_json(const MatchRecord& rec) {
        return "  \"rounds_planned\": " + std::to_string(rec.rounds_planned) + ",\n";
    }
    static void read_deal(const Value& v, const std::string& what, RecordedGame& round) {
        round.leader = as_int(member(v, "leader", what + " "), what + " \"leader\"", 0, kMaxPlayers - 1);
    }
    static std::string deal_json(const RecordedGame& round) {
        return "      \"leader\": " + std::to_string(round.leader) + ",\n";
    }
    static Action read_action(const Value& v, const std::string& what) {
        if (as_text(member(v, "action", what + " ")) != "play") throw ShapeError{what + " \"action\" must be \"play\""};
        return Action{as_int(member(v, "card", what + " "), what + " \"card\"", 1, kDeck)};
    }
    static std::string action_json(const Action& action) {
        return "\"action\": \"play\", \"card\": " + std::to_string(action.card);
    }
};

}  // namespace

ZERO_RECORD_JSON_BODIES(RecordJson, MatchRecord, Move)

}  // namespace zero::highcard

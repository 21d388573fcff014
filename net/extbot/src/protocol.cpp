// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/protocol.hpp"

#include "zero/saves/record_json.hpp"
#include "json_lines.hpp"

namespace zero::extbot {
namespace {

using lines::text;
using lines::write_ints;
using lines::write_seats;
using lines::Writer;

void write_cards(Writer& w, CardSet cards) {
    w.StartArray();
    for (Card c : cards) w.String(card_name(c));
    w.EndArray();
}

// Moves are written exactly as the match record writes them.
void write_move(Writer& w, const Move& move, bool with_seat) {
    const std::string json = move_to_json(move, with_seat);
    w.RawValue(json.c_str(), json.size(), rapidjson::kObjectType);
}

}  // namespace

std::string turn_message(const View& view, const ActionList& legal, TurnId id) {
    rapidjson::StringBuffer buffer;
    Writer w(buffer);
    const int players = view.players();
    lines::start_turn(w, kKniziaGameId, id);
    w.Key("seat");
    w.Int(view.seat);
    w.Key("players");
    w.Int(players);
    w.Key("round");
    w.Int(view.round);
    w.Key("rounds");
    w.Int(view.rules.rounds);
    w.Key("dealer");
    w.Int(view.dealer);
    w.Key("hand");
    write_cards(w, view.hand);
    w.Key("pool");
    w.StartArray();
    for (int slot = 0; slot < view.rules.pool_size; ++slot) w.String(card_name(view.pool[static_cast<std::size_t>(slot)]));
    w.EndArray();
    w.Key("knocks");
    w.Int(view.knocks);
    w.Key("last_lap");
    w.Bool(view.last_lap);
    w.Key("still_to_play");
    write_seats(w, view.still_to_play, players);
    w.Key("known");
    w.StartArray();
    for (int seat = 0; seat < players; ++seat) write_cards(w, view.known[static_cast<std::size_t>(seat)]);
    w.EndArray();
    w.Key("history");
    w.StartArray();
    for (const Move& move : view.history) write_move(w, move, true);
    w.EndArray();
    w.Key("totals");
    write_ints(w, view.totals, players);
    w.Key("legal");
    w.StartArray();
    for (const Action& action : legal) write_move(w, Move{view.seat, action}, false);
    w.EndArray();
    w.EndObject();
    return text(buffer);
}

std::string round_end_message(const RoundScored& scored, int players) {
    rapidjson::StringBuffer buffer;
    Writer w(buffer);
    lines::start_message(w, "round_end", kKniziaGameId);
    w.Key("round");
    w.Int(scored.round);
    w.Key("end");
    w.String(scored.end == RoundEnd::Zero ? "zero" : "knocks");
    w.Key("hands");
    w.StartArray();
    for (int seat = 0; seat < players; ++seat) write_cards(w, scored.hands[static_cast<std::size_t>(seat)]);
    w.EndArray();
    w.Key("scores");
    write_ints(w, scored.scores, players);
    w.Key("totals");
    write_ints(w, scored.totals, players);
    w.EndObject();
    return text(buffer);
}

std::string match_end_message(const MatchEnded& ended, int players) {
    return lines::match_end_message(kKniziaGameId, ended.totals, ended.winners, players);
}

Reply parse_reply(std::string_view line) {
    rapidjson::Document doc;
    std::string error;
    const std::optional<std::string_view> action = lines::read_action(line, kMaxReplyBytes, doc, error);
    if (!action) return {std::nullopt, error};
    const std::string_view kind = *action;
    if (kind == "knock") return {Action::knock(), {}};
    if (kind != "swap") return {std::nullopt, "unknown action \"" + std::string(kind.substr(0, 40)) + "\""};
    auto card = [&doc](const char* key) -> std::optional<Card> {
        if (!doc.HasMember(key) || !doc[key].IsString()) return std::nullopt;
        return parse_card(std::string_view(doc[key].GetString(), doc[key].GetStringLength()));
    };
    const std::optional<Card> give = card("give");
    const std::optional<Card> take = card("take");
    if (!give || !take) return {std::nullopt, "a swap needs \"give\" and \"take\" cards such as \"red3\""};
    return {Action::swap(*give, *take), {}};
}

}  // namespace zero::extbot

// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/knizia_protocol.hpp"

#include "zero/saves/knizia_record_json.hpp"
#include "json_lines.hpp"

namespace zero::extbot {
namespace {

using lines::Message;
using lines::Writer;

void write_cards(Writer& w, knizia::CardSet cards) {
    w.StartArray();
    for (knizia::Card c : cards) w.String(card_name(c));
    w.EndArray();
}

}  // namespace

std::string turn_message(const knizia::View& view, const knizia::ActionList& legal, TurnId id) {
    Message m(knizia::kKniziaGameId, id);
    const int players = view.players();
    m.seat_and_round(view.seat, players, view.round);
    m.int_field("rounds", view.rules.rounds);
    m.int_field("dealer", view.dealer);
    m.w.Key("hand");
    write_cards(m.w, view.hand);
    m.array("pool", view.rules.pool_size, [&](int slot) { m.w.String(card_name(view.pool[static_cast<std::size_t>(slot)])); });
    m.int_field("knocks", view.knocks);
    m.bool_field("last_lap", view.last_lap);
    m.seats("still_to_play", view.still_to_play, players);
    m.array("known", players, [&](int seat) { write_cards(m.w, view.known[static_cast<std::size_t>(seat)]); });
    // Moves are written exactly as the match record writes them.
    m.list("history", view.history, [&](const knizia::Move& move) { m.raw_move(move_to_json(move, true)); });
    return m.finish_turn(view.totals, players, legal, view.seat, knizia::move_to_json);
}

std::string round_end_message(const knizia::RoundScored& scored, int players) {
    return lines::round_end_message(knizia::kKniziaGameId, scored.round, scored.end == knizia::RoundEnd::Zero ? "zero" : "knocks",
                                    scored.scores, scored.totals, players, [&](Message& m) {
                                        m.array("hands", players, [&](int seat) {
                                            write_cards(m.w, scored.hands[static_cast<std::size_t>(seat)]);
                                        });
                                    });
}

std::string match_end_message(const knizia::MatchEnded& ended, int players) {
    return lines::match_end_message(knizia::kKniziaGameId, ended.totals, ended.winners, players);
}

Reply parse_reply(std::string_view line) {
    return lines::read_reply<Reply>(line, kMaxReplyBytes, [](const rapidjson::Document& doc, std::string_view kind) -> Reply {
        if (kind == "knock") return {knizia::Action::knock(), {}};
        if (kind != "swap") return {std::nullopt, "unknown action \"" + std::string(kind.substr(0, 40)) + "\""};
        auto card = [&doc](const char* key) -> std::optional<knizia::Card> {
            if (!doc.HasMember(key) || !doc[key].IsString()) return std::nullopt;
            return knizia::parse_card(std::string_view(doc[key].GetString(), doc[key].GetStringLength()));
        };
        const std::optional<knizia::Card> give = card("give");
        const std::optional<knizia::Card> take = card("take");
        if (!give || !take) return {std::nullopt, "a swap needs \"give\" and \"take\" cards such as \"red3\""};
        return {knizia::Action::swap(*give, *take), {}};
    });
}

}  // namespace zero::extbot

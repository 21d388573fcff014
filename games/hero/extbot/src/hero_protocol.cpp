// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/hero_protocol.hpp"

#include "json_lines.hpp"
#include "program_seat_impl.hpp"
#include "zero/extbot/protocol.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/json_read.hpp"

namespace zero::extbot {
namespace {

using hero::Card;
using hero::Cards;
using lines::Message;
using lines::Writer;

constexpr std::size_t at(int index) { return static_cast<std::size_t>(index); }

void write_card(Writer& w, Card card) { w.String(hero::card_name(card).c_str()); }

void write_cards(Writer& w, const Cards& cards) {
    w.StartArray();
    for (Card card : cards.list()) write_card(w, card);
    w.EndArray();
}

// The purchase under way: {"pair": 1, "cards": [...], "free": false}, or null.
template <class Purchase>
void write_purchase(Message& m, const Purchase& purchase) {
    m.object_or_null("purchase", purchase.active, [&] {
        m.int_field("pair", purchase.slot);
        m.list("cards", purchase.cards, [&](Card card) { write_card(m.w, card); });
        m.bool_field("free", purchase.free);
    });
}

}  // namespace

std::string HeroLines::turn(const hero::View& view, const hero::ActionList& legal, TurnId id) {
    Message m(hero::kGameId, id);
    const int players = view.players();
    m.text_field("decision", view.phase == hero::Phase::Swap ? "swap" : "turn");
    m.seat_and_round(view.seat, players, view.game);
    m.int_field("rounds", view.rules.games);
    m.int_field("first", view.first);
    m.list("pairs", view.pairs, [&](const hero::Pair& pair) {
        m.w.StartArray();
        for (int k = 0; k < pair.size; ++k) write_card(m.w, pair.cards[at(k)]);
        m.w.EndArray();
    });
    m.list("piles", view.piles, [&](int pile) { m.w.Int(pile); });
    m.int_field("pool", view.pool);
    m.ints("zerones", view.zerones, players);
    m.array("collections", players, [&](int seat) { write_cards(m.w, view.collections[at(seat)]); });
    m.ints("face_down", view.face_down_counts, players);
    m.w.Key("my_face_down");
    write_cards(m.w, view.my_face_down);
    m.int_field("above_end", view.above_end);
    m.int_field("end_cards", view.end_cards);
    write_purchase(m, view.purchase);
    return m.finish_turn(view.totals, players, legal, view.seat, hero::move_to_json);
}

std::string HeroLines::round_end(const hero::GameEnded& ended, int players) {
    return lines::round_end_message(hero::kGameId, ended.game, hero::end_name(ended.end), ended.scores, ended.totals,
                                    players, [&](Message& m) {
                                        m.array("revealed", players,
                                                [&](int seat) { write_cards(m.w, ended.revealed[at(seat)]); });
                                        m.seats("heroes", ended.heroes, players);
                                    });
}

HeroLines::Reply HeroLines::parse(std::string_view line) {
    return lines::read_reply<Reply>(line, kMaxReplyBytes, [](const rapidjson::Document& doc, std::string_view) -> Reply {
        return {hero::action_from_json(doc, "the answer"), {}};
    });
}

template class ProgramSeat<hero::TableGame, HeroLines>;

}  // namespace zero::extbot

// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/hero_protocol.hpp"

#include "json_lines.hpp"
#include "zero/extbot/protocol.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/json_read.hpp"

namespace zero::extbot {
namespace {

using hero::Card;
using hero::Cards;
using lines::text;
using lines::write_ints;
using lines::Writer;

constexpr std::size_t at(int index) { return static_cast<std::size_t>(index); }

void write_card(Writer& w, Card card) { w.String(hero::card_name(card).c_str()); }

void write_cards(Writer& w, const Cards& cards) {
    w.StartArray();
    for (Card card : cards.list()) write_card(w, card);
    w.EndArray();
}

void write_header(Writer& w, const char* type) { lines::start_message(w, type, hero::kGameId); }

}  // namespace

std::string hero_turn_message(const hero::View& view, const hero::ActionList& legal, TurnId id) {
    rapidjson::StringBuffer buffer;
    Writer w(buffer);
    const int players = view.players();
    lines::start_turn(w, hero::kGameId, id);
    w.Key("decision");
    w.String(view.phase == hero::Phase::Swap ? "swap" : "turn");
    w.Key("seat");
    w.Int(view.seat);
    w.Key("players");
    w.Int(players);
    w.Key("round");
    w.Int(view.game);
    w.Key("rounds");
    w.Int(view.rules.games);
    w.Key("first");
    w.Int(view.first);
    w.Key("pairs");
    w.StartArray();
    for (const hero::Pair& pair : view.pairs) {
        w.StartArray();
        for (int k = 0; k < pair.size; ++k) write_card(w, pair.cards[at(k)]);
        w.EndArray();
    }
    w.EndArray();
    w.Key("piles");
    w.StartArray();
    for (int pile : view.piles) w.Int(pile);
    w.EndArray();
    w.Key("pool");
    w.Int(view.pool);
    w.Key("zerones");
    write_ints(w, view.zerones, players);
    w.Key("collections");
    w.StartArray();
    for (int seat = 0; seat < players; ++seat) write_cards(w, view.collections[at(seat)]);
    w.EndArray();
    w.Key("face_down");
    write_ints(w, view.face_down_counts, players);
    w.Key("my_face_down");
    write_cards(w, view.my_face_down);
    w.Key("above_end");
    w.Int(view.above_end);
    w.Key("end_cards");
    w.Int(view.end_cards);
    w.Key("purchase");
    if (!view.purchase.active) {
        w.Null();
    } else {
        w.StartObject();
        w.Key("pair");
        w.Int(view.purchase.slot);
        w.Key("cards");
        w.StartArray();
        for (Card card : view.purchase.cards) write_card(w, card);
        w.EndArray();
        w.Key("free");
        w.Bool(view.purchase.free);
        w.EndObject();
    }
    w.Key("totals");
    write_ints(w, view.totals, players);
    w.Key("legal");
    w.StartArray();
    for (const hero::Action& action : legal) {
        const std::string json = hero::move_to_json(hero::Move{view.seat, action}, false);
        w.RawValue(json.c_str(), json.size(), rapidjson::kObjectType);
    }
    w.EndArray();
    w.EndObject();
    return text(buffer);
}

std::string hero_round_end_message(const hero::GameEnded& ended, int players) {
    rapidjson::StringBuffer buffer;
    Writer w(buffer);
    write_header(w, "round_end");
    w.Key("round");
    w.Int(ended.game);
    w.Key("end");
    w.String(std::string(hero::end_name(ended.end)).c_str());
    w.Key("revealed");
    w.StartArray();
    for (int seat = 0; seat < players; ++seat) write_cards(w, ended.revealed[at(seat)]);
    w.EndArray();
    w.Key("heroes");
    lines::write_seats(w, ended.heroes, players);
    w.Key("scores");
    write_ints(w, ended.scores, players);
    w.Key("totals");
    write_ints(w, ended.totals, players);
    w.EndObject();
    return text(buffer);
}

std::string hero_match_end_message(const hero::MatchEnded& ended, int players) {
    return lines::match_end_message(hero::kGameId, ended.totals, ended.winners, players);
}

HeroReply parse_hero_reply(std::string_view line) {
    rapidjson::Document doc;
    std::string error;
    if (!lines::read_action(line, kMaxReplyBytes, doc, error)) return {std::nullopt, error};
    try {
        return {hero::action_from_json(doc, "the answer"), {}};
    } catch (const json::ShapeError& e) {
        return {std::nullopt, e.message};
    }
}

}  // namespace zero::extbot

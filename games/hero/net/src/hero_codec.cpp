// SPDX-License-Identifier: GPL-3.0-or-later
// The binary form of Zero Hero: its action, view, events and rules (docs/protocol.md, "Zero Hero").
// Every value read is range-checked and every count capped before anything is allocated, so a
// client never holds a view the engine could not have made (no kind of card more often than the
// deck holds it, no more zerones than the box has).
#include "event_framing.hpp"
#include "zero/net/hero_wire.hpp"
#include "zero/net/messages.hpp"
#include "zero/net/seat_points.hpp"

namespace zero::net::hero_codec {

using hero::Action;
using hero::ActionKind;
using hero::Card;
using hero::Cards;
using hero::CardsArray;
using hero::Event;
using hero::EventList;
using hero::FinishedGame;
using hero::GameEnd;
using hero::kDeckSize;
using hero::kMaxGames;
using hero::kMaxPlayers;
static_assert(kMaxPlayers <= kMaxTableSeats, "the net messages refuse a seat past kMaxTableSeats");
using hero::kSlots;
using hero::kZerones;
using hero::MoveError;
using hero::Pair;
using hero::Phase;
using hero::Purchase;
using hero::RowKind;
using hero::Rules;
using hero::ScoreSheet;
using hero::SeatArray;
using hero::SwapWay;
using hero::View;

namespace {

constexpr int kMaxScore = 100;  // a game scores at most 7 rows of 12 and the bonus
constexpr int kMaxTotal = kMaxScore * kMaxGames;

constexpr std::size_t at(int index) { return static_cast<std::size_t>(index); }
std::uint8_t u8_of(int v) { return static_cast<std::uint8_t>(v); }

bool read_u8(Reader& r, int& v, int high) {
    std::uint8_t b = 0;
    if (!r.u8(b)) return false;
    if (b > high) return r.fail();
    v = b;
    return true;
}

void write_card(Writer& w, Card card) { w.u8(card.id); }

bool read_card(Reader& r, Card& card) {
    std::uint8_t id = 0;
    if (!r.u8(id)) return false;
    if (!hero::is_card(id)) return r.fail();
    card = Card{id};
    return true;
}

void write_cards(Writer& w, const Cards& cards) {
    const std::vector<Card> list = cards.list();
    w.u8(u8_of(static_cast<int>(list.size())));
    for (Card card : list) write_card(w, card);
}

// No heap holds more cards of a kind than the deck has.
bool read_cards(Reader& r, Cards& cards) {
    cards = Cards{};
    std::uint8_t n = 0;
    if (!r.u8(n)) return false;
    if (n > kDeckSize || n > r.remaining()) return r.fail();
    for (int i = 0; i < n; ++i) {
        Card card;
        if (!read_card(r, card)) return false;
        if (cards.count(card) >= hero::copies(card)) return r.fail();
        cards.add(card);
    }
    return true;
}

bool read_end(Reader& r, GameEnd& end) { return read_enum_to(r, end, GameEnd::Pile); }

void write_pair(Writer& w, const Pair& pair) {
    w.u8(u8_of(pair.size));
    for (int k = 0; k < pair.size; ++k) write_card(w, pair.cards[at(k)]);
}

bool read_pair(Reader& r, Pair& pair) {
    pair = Pair{};
    if (!read_u8(r, pair.size, 2)) return false;
    for (int k = 0; k < pair.size; ++k)
        if (!read_card(r, pair.cards[at(k)])) return false;
    return true;
}

void write_sheet(Writer& w, const ScoreSheet& sheet) {
    for (const hero::RowScore& row : sheet.rows) {
        w.u8(static_cast<std::uint8_t>(row.kind));
        w.u8(u8_of(row.points));
    }
    w.u8(sheet.hero ? 1 : 0);
    w.u8(u8_of(sheet.total));
}

bool read_sheet(Reader& r, ScoreSheet& sheet) {
    sheet = ScoreSheet{};
    for (hero::RowScore& row : sheet.rows) {
        int kind = 0;
        if (!read_u8(r, kind, static_cast<int>(RowKind::BigZero)) || !read_u8(r, row.points, 16)) return false;
        row.kind = static_cast<RowKind>(kind);
    }
    return read_flag(r, sheet.hero) && read_u8(r, sheet.total, kMaxScore);
}

}  // namespace

void Codec::write_rules(Writer& w, const Rules& rules) {
    w.u8(u8_of(rules.players));
    w.u8(u8_of(rules.games));
}

bool Codec::read_rules(Reader& r, Rules& rules) {
    std::uint8_t players = 0, games = 0;
    if (!r.u8(players) || !r.u8(games)) return false;
    rules = Rules{players, games};
    if (!hero::rules_error(rules).empty()) return r.fail();
    return true;
}

// u8 kind; take: u8 slot, u8 count; buy: u8 slot; swap: u8 way, card, u8 other seat.
void Codec::write_action(Writer& w, const Action& action) {
    w.u8(static_cast<std::uint8_t>(action.kind));
    switch (action.kind) {
        case ActionKind::Take:
            w.u8(u8_of(action.slot));
            w.u8(u8_of(action.count));
            break;
        case ActionKind::Buy:
            w.u8(u8_of(action.slot));
            break;
        case ActionKind::Swap:
            w.u8(static_cast<std::uint8_t>(action.way));
            write_card(w, action.card);
            w.u8(u8_of(action.other));
            break;
    }
}

bool Codec::read_action(Reader& r, Action& action) {
    std::uint8_t kind = 0;
    if (!r.u8(kind)) return false;
    int slot = 0, count = 0, way = 0, other = 0;
    Card card;
    switch (kind) {
        case static_cast<std::uint8_t>(ActionKind::Take):
            if (!read_u8(r, slot, kSlots - 1) || !read_u8(r, count, 2)) return false;
            if (count < 1) return r.fail();
            action = Action::take(slot, count);
            return true;
        case static_cast<std::uint8_t>(ActionKind::Buy):
            if (!read_u8(r, slot, kSlots - 1)) return false;
            action = Action::buy(slot);
            return true;
        case static_cast<std::uint8_t>(ActionKind::Swap):
            if (!read_u8(r, way, static_cast<int>(SwapWay::Take)) || !read_card(r, card) ||
                !read_u8(r, other, kMaxPlayers - 1))
                return false;
            action =
                way == static_cast<int>(SwapWay::Give) ? Action::give(card, other) : Action::take_card(card, other);
            return true;
        default:
            return r.fail();
    }
}

void Codec::write_view(Writer& w, const View& v) {
    const int players = v.rules.players;
    w.u8(u8_of(v.seat));
    write_rules(w, v.rules);
    w.u8(static_cast<std::uint8_t>(v.phase));
    w.u8(u8_of(v.game));
    w.u8(u8_of(v.first));
    w.u8(u8_of(v.to_move));
    w.u8(v.to_act);
    const Purchase& p = v.purchase;
    w.u8(p.active ? 1 : 0);
    if (p.active) {
        w.u8(u8_of(p.slot));
        w.u8(p.free ? 1 : 0);
        write_card(w, p.cards[0]);
        write_card(w, p.cards[1]);
        w.u8(u8_of(p.next));
    }
    for (const Pair& pair : v.pairs) write_pair(w, pair);
    for (int pile : v.piles) w.u8(u8_of(pile));
    w.u8(u8_of(v.pool));
    for (int s = 0; s < players; ++s) w.u8(u8_of(v.zerones[at(s)]));
    for (int s = 0; s < players; ++s) write_cards(w, v.collections[at(s)]);
    for (int s = 0; s < players; ++s) w.u8(u8_of(v.face_down_counts[at(s)]));
    write_cards(w, v.my_face_down);
    w.u8(u8_of(v.above_end));
    w.u8(u8_of(v.end_cards));
    write_points(w, v.totals, players);
    w.u32(v.state_id);
    w.u32(v.epoch);
    w.u8(u8_of(static_cast<int>(v.finished.size())));
    for (const FinishedGame& f : v.finished) {
        w.u8(u8_of(f.first));
        w.u8(static_cast<std::uint8_t>(f.end));
        write_points(w, f.scores, players);
    }
}

bool Codec::read_view(Reader& r, View& v) {
    v = View{};
    int seat = 0, phase = 0;
    if (!read_u8(r, seat, kMaxPlayers - 1) || !read_rules(r, v.rules) ||
        !read_u8(r, phase, static_cast<int>(Phase::MatchOver)) || !read_u8(r, v.game, kMaxGames - 1))
        return false;
    const int n = v.rules.players;
    if (seat >= n || v.game >= v.rules.games) return r.fail();
    v.seat = seat;
    v.phase = static_cast<Phase>(phase);
    if (!read_seat(r, v.first, n) || !read_seat(r, v.to_move, n) || !read_mask(r, v.to_act, n)) return false;
    Purchase& p = v.purchase;
    if (!read_flag(r, p.active)) return false;
    if (p.active && (!read_u8(r, p.slot, kSlots - 1) || !read_flag(r, p.free) || !read_card(r, p.cards[0]) ||
                     !read_card(r, p.cards[1]) || !read_u8(r, p.next, 1)))
        return false;
    for (Pair& pair : v.pairs)
        if (!read_pair(r, pair)) return false;
    for (int& pile : v.piles)
        if (!read_u8(r, pile, kZerones)) return false;
    if (!read_u8(r, v.pool, kZerones)) return false;
    for (int s = 0; s < n; ++s)
        if (!read_u8(r, v.zerones[at(s)], kZerones)) return false;
    for (int s = 0; s < n; ++s)
        if (!read_cards(r, v.collections[at(s)])) return false;
    for (int s = 0; s < n; ++s)
        if (!read_u8(r, v.face_down_counts[at(s)], kDeckSize)) return false;
    if (!read_cards(r, v.my_face_down)) return false;
    if (v.my_face_down.size() != v.face_down_counts[at(v.seat)]) return r.fail();
    if (!read_u8(r, v.above_end, kDeckSize) || !read_u8(r, v.end_cards, hero::kEndCards)) return false;
    if (!read_points(r, v.totals, n, 0, kMaxTotal) || !r.u32(v.state_id) || !r.u32(v.epoch)) return false;
    int finished = 0;
    if (!read_u8(r, finished, kMaxGames)) return false;
    if (finished > static_cast<int>(r.remaining())) return r.fail();
    for (int i = 0; i < finished; ++i) {
        FinishedGame f;
        if (!read_seat(r, f.first, n) || !read_end(r, f.end) || !read_points(r, f.scores, n, 0, kMaxScore)) return false;
        v.finished.push_back(f);
    }
    // What the view shows must fit in the box: View::unseen() takes it from the deck.
    Cards seen = v.my_face_down;
    int zerones = v.pool;
    for (int s = 0; s < n; ++s) {
        seen += v.collections[at(s)];
        zerones += v.zerones[at(s)];
    }
    for (const Pair& pair : v.pairs)
        for (int k = 0; k < pair.size; ++k) seen.add(pair.cards[at(k)]);
    for (int pile : v.piles) zerones += pile;
    const Cards deck = Cards::deck();
    for (int id = 0; id < hero::kKinds; ++id) {
        const Card card{static_cast<std::uint8_t>(id)};
        if (seen.count(card) > deck.count(card)) return r.fail();
    }
    if (zerones > kZerones) return r.fail();
    return true;
}

void Codec::write_events(Writer& w, const EventList& events, int players) {
    write_event_list(w, events, [&](const auto& e) {
        using T = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<T, hero::GameStarted>) {
            w.u8(u8_of(e.game));
            w.u8(u8_of(e.first));
            w.u8(u8_of(e.above_end));
            w.u8(u8_of(e.end_cards));
        } else if constexpr (std::is_same_v<T, hero::ZeronesTaken>) {
            w.u8(u8_of(e.seat));
            w.u8(u8_of(e.slot));
            w.u8(u8_of(e.count));
        } else if constexpr (std::is_same_v<T, hero::PairBought>) {
            w.u8(u8_of(e.seat));
            w.u8(u8_of(e.slot));
            write_card(w, e.cards[0]);
            write_card(w, e.cards[1]);
            w.u8(u8_of(e.cost));
        } else if constexpr (std::is_same_v<T, hero::SymbolActed>) {
            w.u8(u8_of(e.seat));
            write_card(w, e.card);
            w.u8(u8_of(e.gained));
        } else if constexpr (std::is_same_v<T, hero::Swapped>) {
            w.u8(u8_of(e.seat));
            w.u8(static_cast<std::uint8_t>(e.way));
            write_card(w, e.card);
            w.u8(u8_of(e.other));
        } else if constexpr (std::is_same_v<T, hero::CardTurnedUp>) {
            w.u8(u8_of(e.slot));
            write_card(w, e.card);
            w.u8(e.from_end_cards ? 1 : 0);
        } else if constexpr (std::is_same_v<T, hero::PileRefilled>) {
            w.u8(u8_of(e.slot));
            w.u8(u8_of(e.count));
        } else if constexpr (std::is_same_v<T, hero::GameEnded>) {
            w.u8(u8_of(e.game));
            w.u8(static_cast<std::uint8_t>(e.end));
            for (int s = 0; s < players; ++s) write_cards(w, e.revealed[at(s)]);
            w.u8(e.heroes);
            for (int s = 0; s < players; ++s) write_sheet(w, e.sheets[at(s)]);
            write_points(w, e.scores, players);
            write_points(w, e.totals, players);
        } else {
            write_match_end(w, e, players);
        }
    });
}

bool read_fields(Reader& r, hero::GameStarted& e, int players) {
    return read_u8(r, e.game, kMaxGames - 1) &&
           read_seat(r, e.first, players) &&
           read_u8(r, e.above_end, kDeckSize) &&
           read_u8(r, e.end_cards, hero::kEndCards);
}

bool read_fields(Reader& r, hero::ZeronesTaken& e, int players) {
    return read_seat(r, e.seat, players) && read_u8(r, e.slot, kSlots - 1) && read_u8(r, e.count, 2);
}

bool read_fields(Reader& r, hero::PairBought& e, int players) {
    return read_seat(r, e.seat, players) &&
           read_u8(r, e.slot, kSlots - 1) &&
           read_card(r, e.cards[0]) &&
           read_card(r, e.cards[1]) &&
           read_u8(r, e.cost, kZerones);
}

bool read_fields(Reader& r, hero::SymbolActed& e, int players) {
    return read_seat(r, e.seat, players) && read_card(r, e.card) && read_u8(r, e.gained, 1);
}

bool read_fields(Reader& r, hero::Swapped& e, int players) {
    int way = 0;
    if (!read_seat(r, e.seat, players) || !read_u8(r, way, static_cast<int>(SwapWay::Take)) ||
        !read_card(r, e.card) || !read_seat(r, e.other, players))
        return false;
    e.way = static_cast<SwapWay>(way);
    return true;
}

bool read_fields(Reader& r, hero::CardTurnedUp& e, int /*players*/) {
    return read_u8(r, e.slot, kSlots - 1) && read_card(r, e.card) && read_flag(r, e.from_end_cards);
}

bool read_fields(Reader& r, hero::PileRefilled& e, int /*players*/) {
    return read_u8(r, e.slot, kSlots - 1) && read_u8(r, e.count, hero::kFreeRefill);
}

bool read_fields(Reader& r, hero::GameEnded& e, int players) {
    if (!read_u8(r, e.game, kMaxGames - 1) || !read_end(r, e.end)) return false;
    for (int s = 0; s < players; ++s)
        if (!read_cards(r, e.revealed[at(s)])) return false;
    if (!read_mask(r, e.heroes, players)) return false;
    for (int s = 0; s < players; ++s)
        if (!read_sheet(r, e.sheets[at(s)])) return false;
    if (!read_points(r, e.scores, players, 0, kMaxScore) || !read_points(r, e.totals, players, 0, kMaxTotal))
        return false;
    return true;
}

bool read_fields(Reader& r, hero::MatchEnded& e, int players) {
    return read_match_end(r, e, players, 0, kMaxTotal);
}

bool Codec::read_events(Reader& r, EventList& events, int players) {
    return read_event_list(r, events, [&](auto& e) { return read_fields(r, e, players); });
}

// The refusals the games share keep the shared numbers; the rest are Zero Hero's own, so the
// client's screen can say exactly why (an empty pile, a pair it cannot afford ...).
IntentError Codec::intent_error(MoveError error) {
    switch (error) {
        case MoveError::MatchOver: return IntentError::MatchOver;
        case MoveError::GameOver: return IntentError::RoundOver;
        case MoveError::StaleEpoch: return IntentError::StaleState;
        case MoveError::InvalidSeat: return IntentError::InvalidSeat;
        case MoveError::NotYourTurn: return IntentError::NotYourTurn;
        case MoveError::InvalidCard: return IntentError::InvalidCard;
        case MoveError::CardNotInCollection: return IntentError::CardNotInHand;
        case MoveError::AwaitingDeal: return IntentError::AwaitingDeal;
        case MoveError::SwapPending: return IntentError::SwapPending;
        case MoveError::SwapNotDue: return IntentError::SwapNotDue;
        case MoveError::InvalidSlot: return IntentError::InvalidSlot;
        case MoveError::EmptyPile: return IntentError::EmptyPile;
        case MoveError::InvalidCount: return IntentError::InvalidCount;
        case MoveError::PileUnderFive: return IntentError::PileUnderFive;
        case MoveError::CannotAfford: return IntentError::CannotAfford;
        case MoveError::NoPair: return IntentError::NoPair;
        case MoveError::InvalidOtherSeat: return IntentError::InvalidOtherSeat;
        case MoveError::None: break;
    }
    return IntentError::NoMatch;
}

}  // namespace zero::net::hero_codec

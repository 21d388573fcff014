// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/match.hpp"

#include <algorithm>

#include "zero/core/record.hpp"

namespace zero::hero {
namespace {

bool valid_slot(int slot) { return slot >= 0 && slot < kSlots; }

// Events go to an EventList, or nowhere in a search (play_unrecorded): the same steps either way.
struct NoEvents {
    template <class Event>
    void push_back(const Event&) {}
};

template <class Events>
void end_game(State& s, GameEnd end, Events& events);

template <class Events>
void begin_game(State& s, Deal deal, Events& events) {
    const int n = s.players();
    s.first = deal.first;
    s.to_move = deal.first;
    s.phase = Phase::Turn;
    s.purchase = {};
    s.collections = {};
    s.face_down = {};
    s.zerones = {};
    for (int seat = 0; seat < n; ++seat) {
        s.face_down[at(seat)].add(deal.secret[at(seat)]);
        s.zerones[at(seat)] = kStartInHand;
    }
    for (int slot = 0; slot < kSlots; ++slot) {
        s.pairs[at(slot)] = Pair{deal.pairs[at(slot)], 2};
        s.piles[at(slot)] = kStartOnPair;
    }
    s.pool = kZerones - kSlots * kStartOnPair - n * kStartInHand;
    s.pile = Pile::of(deal.pile);
    s.removed = Cards::of(deal.removed);
    GameLog log;
    log.deal = std::move(deal);
    s.log.push_back(std::move(log));
    events.push_back(GameStarted{s.game, s.first, s.pile.above_end(), s.pile.end_cards()});
}

// Step 2 of a purchase: a new pair, one card at a time. Returns false when the game ended.
template <class Events>
bool deal_pair(State& s, int slot, Events& events) {
    Pair& pair = s.pairs[at(slot)];
    pair.size = 0;
    for (int k = 0; k < 2; ++k) {
        if (s.pile.empty()) {
            end_game(s, GameEnd::Pile, events);
            return false;
        }
        const bool from_end = s.pile.at_end_cards();
        const Card card = s.pile.draw();
        pair.cards[at(k)] = card;
        pair.size = k + 1;
        events.push_back(CardTurnedUp{slot, card, from_end});
        // Ruling: a flag as the last end card makes a flag end.
        if (from_end && card.symbol() == Symbol::Flag) {
            end_game(s, GameEnd::Flag, events);
            return false;
        }
        if (s.pile.empty()) {
            end_game(s, GameEnd::Pile, events);
            return false;
        }
    }
    return true;
}

// Steps 1 to 3 of a purchase, from the next symbol on; stops at a swap until it is decided.
template <class Events>
void resolve_purchase(State& s, Events& events) {
    Purchase& p = s.purchase;
    const Seat buyer = s.to_move;
    for (; p.next < 2; ++p.next) {
        const Card card = p.cards[at(p.next)];
        switch (card.symbol()) {
            case Symbol::Zerone: {
                const int gained = s.pool > 0 ? 1 : 0;
                s.pool -= gained;
                s.zerones[at(buyer)] += gained;
                events.push_back(SymbolActed{buyer, card, gained});
                break;
            }
            case Symbol::Card: {
                // Ruling: nothing when the pile is empty; a flag drawn this way is not turned up.
                const int gained = s.pile.empty() ? 0 : 1;
                if (gained > 0) s.face_down[at(buyer)].add(s.pile.draw());
                events.push_back(SymbolActed{buyer, card, gained});
                break;
            }
            case Symbol::Swap:
                events.push_back(SymbolActed{buyer, card, 0});
                s.phase = Phase::Swap;
                return;  // the swap action moves `next` on
            case Symbol::None:
            case Symbol::Flag:
                break;
        }
    }
    p.active = false;
    s.phase = Phase::Turn;
    if (!deal_pair(s, p.slot, events)) return;
    if (p.free) {
        const int refill = std::min(kFreeRefill, s.pool);
        s.pool -= refill;
        s.piles[at(p.slot)] += refill;
        events.push_back(PileRefilled{p.slot, refill});
    }
    s.to_move = next_seat(buyer, s.players());
}

template <class Events>
void end_game(State& s, GameEnd end, Events& events) {
    const int n = s.players();
    GameEnded ended;
    ended.game = s.game;
    ended.end = end;
    const CardsArray whole = final_collections(s);
    ended.heroes = zero_heroes(std::span<const Cards>(whole.data(), at(n)));
    for (int seat = 0; seat < n; ++seat) {
        ended.revealed[at(seat)] = s.face_down[at(seat)];
        ended.sheets[at(seat)] = score_sheet(whole[at(seat)], has_seat(ended.heroes, seat));
        ended.scores[at(seat)] = ended.sheets[at(seat)].total;
        s.totals[at(seat)] += ended.scores[at(seat)];
    }
    ended.totals = s.totals;
    s.purchase = {};
    GameLog& log = s.log.back();
    log.finished = true;
    log.end = end;
    log.scores = ended.scores;
    events.push_back(ended);

    if (s.game + 1 >= s.rules.games) {
        s.phase = Phase::MatchOver;
        events.push_back(MatchEnded{s.totals, winners(s.totals, n)});
        return;
    }
    // Ruling: the first player moves one seat clockwise each game.
    core::next_game(s, s.first, [&](Seat first) { begin_game(s, deal_from(s.rng, first, n), events); });
}

MoveError check_action(const State& s, Seat seat, const Action& a) {
    if (s.phase == Phase::MatchOver) return MoveError::MatchOver;
    if (s.phase == Phase::Deal) return MoveError::AwaitingDeal;
    if (seat < 0 || seat >= s.players()) return MoveError::InvalidSeat;
    if (seat != s.to_move) return MoveError::NotYourTurn;
    switch (a.kind) {
        case ActionKind::Take:
            if (s.phase == Phase::Swap) return MoveError::SwapPending;
            if (!valid_slot(a.slot)) return MoveError::InvalidSlot;
            if (a.count != 1 && a.count != 2) return MoveError::InvalidCount;
            if (s.piles[at(a.slot)] == 0) return MoveError::EmptyPile;
            if (a.count == 2 && s.piles[at(a.slot)] < kTakeTwoFrom) return MoveError::PileUnderFive;
            return MoveError::None;
        case ActionKind::Buy:
            if (s.phase == Phase::Swap) return MoveError::SwapPending;
            if (!valid_slot(a.slot)) return MoveError::InvalidSlot;
            if (s.pairs[at(a.slot)].size != 2) return MoveError::NoPair;
            if (s.zerones[at(seat)] < s.piles[at(a.slot)]) return MoveError::CannotAfford;
            return MoveError::None;
        case ActionKind::Swap: {
            if (s.phase != Phase::Swap) return MoveError::SwapNotDue;
            if (!is_card(a.card.id)) return MoveError::InvalidCard;
            if (a.other < 0 || a.other >= s.players() || a.other == seat) return MoveError::InvalidOtherSeat;
            const Seat holder = a.way == SwapWay::Give ? seat : a.other;
            if (!s.collections[at(holder)].contains(a.card)) return MoveError::CardNotInCollection;
            return MoveError::None;
        }
    }
    return MoveError::InvalidSlot;
}

template <class Events>
void apply_steps(State& s, Seat seat, const Action& a, Events& events) {
    ++s.state_id;
    switch (a.kind) {
        case ActionKind::Take:
            s.piles[at(a.slot)] -= a.count;
            s.zerones[at(seat)] += a.count;
            events.push_back(ZeronesTaken{seat, a.slot, a.count});
            s.to_move = next_seat(seat, s.players());
            break;
        case ActionKind::Buy: {
            const int cost = s.piles[at(a.slot)];
            s.zerones[at(seat)] -= cost;
            s.piles[at(a.slot)] += cost;
            Pair& pair = s.pairs[at(a.slot)];
            for (Card card : pair.cards) s.collections[at(seat)].add(card);
            s.purchase = Purchase{true, a.slot, cost == 0, pair.cards, 0};
            pair.size = 0;
            events.push_back(PairBought{seat, a.slot, s.purchase.cards, cost});
            resolve_purchase(s, events);
            break;
        }
        case ActionKind::Swap: {
            const Seat from = a.way == SwapWay::Give ? seat : a.other;
            const Seat to = a.way == SwapWay::Give ? a.other : seat;
            s.collections[at(from)].remove(a.card);
            s.collections[at(to)].add(a.card);
            events.push_back(Swapped{seat, a.way, a.card, a.other});
            ++s.purchase.next;
            s.phase = Phase::Turn;
            resolve_purchase(s, events);
            break;
        }
    }
    s.epoch = s.state_id;
}

EventList apply_checked(State& s, Seat seat, const Action& a) {
    EventList events;
    s.log.back().moves.push_back(Move{seat, a});
    apply_steps(s, seat, a, events);
    return events;
}

}  // namespace

SeatMask to_act(const State& state) {
    return state.phase == Phase::Turn || state.phase == Phase::Swap ? seat_bit(state.to_move) : SeatMask{0};
}

SeatMask winners(const SeatArray& totals, int players) { return core::best_totals(totals, players, true); }

Cards all_cards(const State& s) {
    Cards all = s.pile.cards() + s.removed;
    for (int seat = 0; seat < s.players(); ++seat) all += s.collections[at(seat)] + s.face_down[at(seat)];
    for (const Pair& pair : s.pairs)
        for (int k = 0; k < pair.size; ++k) all.add(pair.cards[at(k)]);
    return all;
}

int all_zerones(const State& s) {
    int total = s.pool;
    for (int pile : s.piles) total += pile;
    for (int seat = 0; seat < s.players(); ++seat) total += s.zerones[at(seat)];
    return total;
}

CardsArray final_collections(const State& s) {
    CardsArray whole{};
    for (int seat = 0; seat < s.players(); ++seat) whole[at(seat)] = s.collections[at(seat)] + s.face_down[at(seat)];
    return whole;
}

SeatArray game_scores(const CardsArray& collections, int players) {
    SeatArray scores{};
    const SeatMask heroes = zero_heroes(std::span<const Cards>(collections.data(), at(players)));
    for (int seat = 0; seat < players; ++seat)
        scores[at(seat)] = score_sheet(collections[at(seat)], has_seat(heroes, seat)).total;
    return scores;
}

std::string_view describe(MoveError error) {
    switch (error) {
        case MoveError::None:
            return "legal";
        case MoveError::MatchOver:
            return "the match is over";
        case MoveError::AwaitingDeal:
            return "the next game has not been dealt";
        case MoveError::GameOver:
            return "that game is over";
        case MoveError::StaleEpoch:
            return "the table has moved on since this was chosen";
        case MoveError::InvalidSeat:
            return "there is no such seat";
        case MoveError::NotYourTurn:
            return "it is another seat's turn";
        case MoveError::SwapPending:
            return "the swap of the pair just bought must be decided first";
        case MoveError::SwapNotDue:
            return "no swap is due";
        case MoveError::InvalidSlot:
            return "there is no such pair (pairs are 0 to 3)";
        case MoveError::EmptyPile:
            return "there is no zerone on that pair";
        case MoveError::InvalidCount:
            return "take 1 or 2 zerones";
        case MoveError::PileUnderFive:
            return "2 zerones may only be taken from a pile of 5 or more";
        case MoveError::CannotAfford:
            return "you have fewer zerones than lie on that pair";
        case MoveError::NoPair:
            return "that slot holds no pair";
        case MoveError::InvalidCard:
            return "that is not a card";
        case MoveError::InvalidOtherSeat:
            return "a swap is with another player's collection";
        case MoveError::CardNotInCollection:
            return "that card is not face up in that collection";
    }
    return "unknown error";
}

Deal deal_from(Rng& rng, Seat first, int players) {
    std::vector<Card> deck = ordered_deck();
    shuffle(std::span<Card>(deck), rng);
    Deal deal;
    deal.first = first;
    auto next = deck.begin();
    const auto removed = static_cast<std::ptrdiff_t>(removed_count(players));
    deal.removed.assign(next, next + removed);
    next += removed;
    deal.secret.assign(next, next + players);
    next += players;
    for (PairCards& pair : deal.pairs)
        for (Card& card : pair) card = *next++;
    deal.pile.assign(next, deck.end());
    return deal;
}

std::string deal_order_error(const State& state, const Deal& deal) {
    return core::opening_error("first player", state.first, deal.first);
}

std::string deal_error(const Deal& deal, int players) {
    if (deal.first < 0 || deal.first >= players) return "the first player is not a seat";
    if (static_cast<int>(deal.removed.size()) != removed_count(players))
        return std::to_string(removed_count(players)) + " cards are set aside with " + std::to_string(players) +
               " players, not " + std::to_string(deal.removed.size());
    if (static_cast<int>(deal.secret.size()) != players)
        return "the deal has " + std::to_string(deal.secret.size()) + " face-down cards for " +
               std::to_string(players) + " players";
    Cards all = Cards::of(deal.removed) + Cards::of(deal.secret) + Cards::of(deal.pile);
    for (const PairCards& pair : deal.pairs)
        for (Card card : pair) all.add(card);
    // Sizes first: a part too long cannot then hide behind one too short.
    const int expected = kDeckSize - removed_count(players) - players - 2 * kSlots;
    if (static_cast<int>(deal.pile.size()) != expected)
        return "the pile has " + std::to_string(deal.pile.size()) + " cards, not " + std::to_string(expected);
    if (all != Cards::deck())
        return "the cards set aside, face down, in the pairs and in the pile are not the 56 cards";
    return {};
}

// The shared flow (zero/core/match_flow.hpp) around this game's own steps.
using Flow = core::MatchFlow<&begin_game<EventList>, &deal_from, &check_action, &apply_checked>;

State new_match(const Rules& rules, std::uint64_t seed, EventList* events) { return Flow::new_match(rules, seed, events); }
State new_match(const Rules& rules, const Deal& deal, EventList* events) { return Flow::new_match(rules, deal, events); }
EventList start_game(State& state, const Deal& deal) { return Flow::start_game(state, deal); }

ActionList legal_actions(Phase phase, Seat seat, int players, const std::array<int, kSlots>& piles,
                         const std::array<Pair, kSlots>& pairs, int zerones, const CardsArray& collections) {
    ActionList actions;
    if (phase == Phase::Turn) {
        visit_turn_actions(piles, pairs, zerones, [&](const Action& a) {
            actions.push_back(a);
            return false;
        });
    } else if (phase == Phase::Swap) {
        // One action a kind: the two plain 2s of a colour are alike.
        auto add = [&](const Action& a) {
            if (actions.empty() || actions.back() != a) actions.push_back(a);
        };
        for (int other = 0; other < players; ++other) {
            if (other == seat) continue;
            for (Card card : collections[at(seat)].list()) add(Action::give(card, other));
            for (Card card : collections[at(other)].list()) add(Action::take_card(card, other));
        }
    }
    return actions;
}

ActionList legal_actions(const State& state, Seat seat) {
    if (!has_seat(to_act(state), seat)) return {};
    return legal_actions(state.phase, seat, state.players(), state.piles, state.pairs, state.zerones[at(seat)],
                         state.collections);
}

MoveError check(const State& state, const Intent& intent) { return Flow::check(state, intent); }
EventList apply(State& state, Seat seat, const Action& action) { return Flow::apply(state, seat, action); }

void play_unrecorded(State& state, Seat seat, const Action& action) {
    if (MoveError error = check_action(state, seat, action); error != MoveError::None) throw IllegalAction(error);
    NoEvents none;
    apply_steps(state, seat, action, none);
}
ApplyResult try_apply(State& state, const Intent& intent) { return Flow::try_apply(state, intent); }

}  // namespace zero::hero

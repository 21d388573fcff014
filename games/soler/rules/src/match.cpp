// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/soler/match.hpp"

#include <algorithm>
#include <bit>

#include "zero/core/record.hpp"
#include "zero/soler/solver.hpp"

namespace zero::soler {
namespace {

constexpr std::size_t at(Seat seat) { return static_cast<std::size_t>(seat); }

SeatMask all_seats(int players) { return static_cast<SeatMask>((1U << players) - 1); }

// Seats counted clockwise from the leader: 0 for the leader, 1 for the next, ...
int offset_from(Seat leader, Seat seat, int players) { return (seat - leader + players) % players; }

void end_game(State& s, GameEnd end, EventList& events);

void begin_trick(State& s, EventList& events) {
    ++s.trick;
    s.phase = Phase::Play;
    s.committed = 0;
    s.played = {};
    s.bet_made = 0;
    s.bets = {};
    s.trick_start = s.log.back().moves.size();
    events.push_back(TrickStarted{s.trick, s.leader});
}

void begin_game(State& s, Deal deal, EventList& events) {
    s.dealer = deal.dealer;
    s.leader = deal.dealer;  // the dealer leads the first trick
    s.trick = 0;
    s.hands = {};
    s.safe = {};
    s.known = {};
    for (int seat = 0; seat < s.players(); ++seat) s.hands[at(seat)] = Cards::of(deal.hands[at(seat)]);
    s.pile = Pile::of(deal.pile);
    s.last = {};
    GameLog log;
    log.deal = std::move(deal);
    s.log.push_back(std::move(log));
    events.push_back(GameStarted{s.game, s.dealer, s.pile.size()});
    begin_trick(s, events);
}

// Rule 7, then rule 8: draw up to three from the next trick's leader on, then end or go on.
void finish_trick(State& s, EventList& events) {
    Seat seat = s.leader;
    for (int k = 0; k < s.players(); ++k, seat = next_seat(seat, s.players())) {
        int drawn = 0;
        while (s.hands[at(seat)].size() < kRefillTo && !s.pile.empty()) {
            s.hands[at(seat)].add(s.pile.draw());
            ++drawn;
        }
        if (drawn > 0) events.push_back(CardsDrawn{seat, drawn});
    }
    if (s.pile.empty()) {
        for (int p = 0; p < s.players(); ++p) {
            if (s.hands[at(p)].empty()) {
                end_game(s, GameEnd::Out, events);
                return;
            }
        }
    }
    if (s.trick >= kTrickLimit) {
        end_game(s, GameEnd::Limit, events);
        return;
    }
    begin_trick(s, events);
}

void take_all(State& s, Seat taker) {
    for (int seat = 0; seat < s.players(); ++seat) {
        s.hands[at(taker)].add(s.played[at(seat)]);
        s.known[at(taker)].add(s.played[at(seat)]);
    }
    s.phase = Phase::Safe;
    s.to_move = taker;
}

// Rules 3 to 5, after the last bet.
void reveal(State& s, EventList& events) {
    const int n = s.players();
    const Seat leader = s.leader;
    TrickRevealed r;
    r.plays = s.played;
    for (int seat = 0; seat < n; ++seat) {
        r.sum += s.played[at(seat)];
        // The card left the hand: a copy known to be there may have been the one played.
        s.known[at(seat)].remove_at_most(s.played[at(seat)]);
    }
    SeatMask zeros = 0;
    for (int seat = 0; seat < n; ++seat) {
        if (has_seat(s.bet_made, seat) && s.bets[at(seat)] == r.sum) r.taker = seat;
        if (s.played[at(seat)] == 0) zeros |= seat_bit(seat);
    }
    if (r.taker >= 0) {
        r.outcome = Outcome::Bet;
        s.leader = r.taker;
        take_all(s, r.taker);
    } else if (zeros != 0 && (zeros & (zeros - 1)) == 0) {
        r.outcome = Outcome::LoneZero;
        r.taker = static_cast<Seat>(std::countr_zero(static_cast<unsigned>(zeros)));
        take_all(s, r.taker);
    } else {
        r.outcome = zeros != 0 ? Outcome::ZerosCancel : Outcome::NoZero;
        Seat seat = leader;
        for (int k = 0; k < n; ++k, seat = next_seat(seat, n)) {
            const int card = s.played[at(seat)];
            if (has_seat(zeros, seat)) {
                s.hands[at(seat)].add(0);
                s.known[at(seat)].add(0);
                r.zeros_back |= seat_bit(seat);
            } else {
                s.pile.put_under(card);
                r.under_pile.push_back(card);
            }
        }
    }
    s.last = LastTrick{true, leader, s.played, r.sum, r.outcome, r.taker};
    const bool taken = r.taker >= 0;
    events.push_back(std::move(r));
    if (!taken) finish_trick(s, events);
}

void end_game(State& s, GameEnd end, EventList& events) {
    GameScored scored;
    scored.game = s.game;
    scored.end = end;
    scored.tricks = s.trick;
    scored.scores = game_scores(s);
    for (int seat = 0; seat < s.players(); ++seat) s.totals[at(seat)] += scored.scores[at(seat)];
    scored.totals = s.totals;
    GameLog& log = s.log.back();
    log.finished = true;
    log.end = end;
    log.tricks = s.trick;
    log.scores = scored.scores;
    events.push_back(scored);

    bool over = s.game + 1 >= (s.rules.to_target() ? kMaxGames : s.rules.games);
    if (s.rules.to_target())
        for (int seat = 0; seat < s.players(); ++seat) over = over || s.totals[at(seat)] >= s.rules.target_points;
    if (over) {
        s.phase = Phase::MatchOver;
        events.push_back(MatchEnded{s.totals, winners(s.totals, s.players())});
        return;
    }
    core::next_game(s, s.dealer, [&](Seat dealer) { begin_game(s, deal_from(s.rng, dealer, s.players()), events); });
}

MoveError check_action(const State& s, Seat seat, const Action& action) {
    if (s.phase == Phase::MatchOver) return MoveError::MatchOver;
    if (s.phase == Phase::Deal) return MoveError::AwaitingDeal;
    if (seat < 0 || seat >= s.players()) return MoveError::InvalidSeat;
    switch (action.kind) {
        case ActionKind::Play:
            if (s.phase != Phase::Play) return MoveError::WrongPhase;
            if (has_seat(s.committed, seat)) return MoveError::AlreadyPlayed;
            if (!is_card(action.value)) return MoveError::InvalidCard;
            if (!s.hands[at(seat)].contains(action.value)) return MoveError::CardNotInHand;
            return MoveError::None;
        case ActionKind::Bet:
            if (s.phase != Phase::Bet) return MoveError::WrongPhase;
            if (seat != s.to_move) return MoveError::NotYourDecision;
            if (action.value < -s.rules.max_bet() || action.value > s.rules.max_bet()) return MoveError::BetOutOfRange;
            for (int other = 0; other < s.players(); ++other)
                if (has_seat(s.bet_made, other) && s.bets[at(other)] == action.value) return MoveError::BetTaken;
            return MoveError::None;
        case ActionKind::Safe:
            if (s.phase != Phase::Safe) return MoveError::WrongPhase;
            if (seat != s.to_move) return MoveError::NotYourDecision;
            return check_groups(s.hands[at(seat)], action.groups);
    }
    return MoveError::WrongPhase;
}

EventList apply_checked(State& s, Seat seat, const Action& action) {
    EventList events;
    ++s.state_id;
    std::vector<Move>& moves = s.log.back().moves;
    const int n = s.players();
    switch (action.kind) {
        case ActionKind::Play: {
            // Kept clockwise from the leader, so the record does not depend on arrival order.
            const int mine = offset_from(s.leader, seat, n);
            std::size_t pos = s.trick_start;
            while (pos < moves.size() && offset_from(s.leader, moves[pos].seat, n) < mine) ++pos;
            moves.insert(moves.begin() + static_cast<std::ptrdiff_t>(pos), Move{seat, action});
            s.hands[at(seat)].remove(action.value);
            s.played[at(seat)] = action.value;
            s.committed |= seat_bit(seat);
            events.push_back(CardCommitted{seat});
            if (s.committed == all_seats(n)) {
                s.phase = Phase::Bet;
                s.to_move = s.leader;
            }
            break;
        }
        case ActionKind::Bet:
            moves.push_back(Move{seat, action});
            s.bets[at(seat)] = action.value;
            s.bet_made |= seat_bit(seat);
            events.push_back(BetMade{seat, action.value});
            s.to_move = next_seat(seat, n);
            if (s.bet_made == all_seats(n)) reveal(s, events);
            break;
        case ActionKind::Safe:
            moves.push_back(Move{seat, action});
            for (const Group& group : action.groups) {
                for (int card : group) {
                    s.hands[at(seat)].remove(card);
                    s.known[at(seat)].remove_at_most(card);
                    s.safe[at(seat)].add(card);
                }
            }
            events.push_back(SafeLaid{seat, action.groups});
            finish_trick(s, events);
            break;
    }
    // A commit leaves the play stage open: the seats still choosing answer the same epoch.
    if (!(s.phase == Phase::Play && s.committed != 0)) s.epoch = s.state_id;
    return events;
}

}  // namespace

SeatMask to_act(const State& state) {
    switch (state.phase) {
        case Phase::Play: return static_cast<SeatMask>(all_seats(state.players()) & ~state.committed);
        case Phase::Bet:
        case Phase::Safe: return seat_bit(state.to_move);
        case Phase::Deal:
        case Phase::MatchOver: break;
    }
    return 0;
}

SeatMask winners(const SeatArray& totals, int players) { return core::best_totals(totals, players, true); }

SeatArray game_scores(const State& state) {
    SeatArray scores{};
    for (int seat = 0; seat < state.players(); ++seat) scores[at(seat)] = state.safe[at(seat)].size();
    return scores;
}

std::string_view describe(MoveError error) {
    switch (error) {
        case MoveError::None: return "legal";
        case MoveError::MatchOver: return "the match is over";
        case MoveError::AwaitingDeal: return "the next game has not been dealt";
        case MoveError::GameOver: return "that game is over";
        case MoveError::StaleEpoch: return "the table has moved on since this was chosen";
        case MoveError::InvalidSeat: return "there is no such seat";
        case MoveError::WrongPhase: return "that is not what the table is waiting for";
        case MoveError::NotYourDecision: return "another seat decides now";
        case MoveError::AlreadyPlayed: return "this seat has already played a card in this trick";
        case MoveError::InvalidCard: return "that is not a card (cards are -3 to 3)";
        case MoveError::CardNotInHand: return "the card is not in the hand";
        case MoveError::BetOutOfRange: return "a bet lies between -3 and +3 times the number of players";
        case MoveError::BetTaken: return "that total has already been announced in this trick";
        case MoveError::EmptyGroup: return "an empty group cannot be laid";
        case MoveError::GroupSum: return "a safe group must add up to exactly 0 or 10";
        case MoveError::GroupsNotInHand: return "the groups need cards the hand does not hold";
    }
    return "unknown error";
}

std::vector<int> ordered_deck() {
    std::vector<int> deck;
    for (int v = kMinValue; v <= kMaxValue; ++v)
        deck.insert(deck.end(), static_cast<std::size_t>(kDeckCounts[static_cast<std::size_t>(v - kMinValue)]), v);
    return deck;
}

Deal deal_from(Rng& rng, Seat dealer, int players) {
    std::vector<int> deck = ordered_deck();
    shuffle(std::span<int>(deck), rng);
    Deal deal;
    deal.dealer = dealer;
    auto next = deck.begin();
    for (int seat = 0; seat < players; ++seat, next += kDealSize) deal.hands.emplace_back(next, next + kDealSize);
    deal.pile.assign(next, deck.end());
    return deal;
}

std::string deal_order_error(const State& state, const Deal& deal) {
    return core::opening_error("dealer", state.dealer, deal.dealer);
}

std::string deal_error(const Deal& deal, int players) {
    if (deal.dealer < 0 || deal.dealer >= players) return "the dealer is not a seat";
    if (static_cast<int>(deal.hands.size()) != players)
        return "the deal has " + std::to_string(deal.hands.size()) + " hands for " + std::to_string(players) + " players";
    std::array<int, kValues> count{};
    auto count_cards = [&](const std::vector<int>& cards) {
        for (int v : cards) {
            if (!is_card(v)) return false;
            ++count[static_cast<std::size_t>(v - kMinValue)];
        }
        return true;
    };
    for (int seat = 0; seat < players; ++seat) {
        const auto& hand = deal.hands[at(seat)];
        if (hand.size() != static_cast<std::size_t>(kDealSize))
            return "seat " + std::to_string(seat) + " is dealt " + std::to_string(hand.size()) + " cards, not " +
                   std::to_string(kDealSize);
        if (!count_cards(hand)) return "seat " + std::to_string(seat) + "'s hand holds a value that is not a card";
    }
    if (!count_cards(deal.pile)) return "the pile holds a value that is not a card";
    if (count != kDeckCounts) return "the hands and the pile are not the 55 cards of the deck";
    return {};
}

// The shared flow (zero/core/match_flow.hpp) around this game's own steps.
using Flow = core::MatchFlow<&begin_game, &deal_from, &check_action, &apply_checked>;

State new_match(const Rules& rules, std::uint64_t seed, EventList* events) { return Flow::new_match(rules, seed, events); }
State new_match(const Rules& rules, const Deal& deal, EventList* events) { return Flow::new_match(rules, deal, events); }
EventList start_game(State& state, const Deal& deal) { return Flow::start_game(state, deal); }

ActionList legal_actions(Phase phase, const Cards& hand, SeatMask bet_made, const SeatArray& bets, const Rules& rules) {
    ActionList actions;
    switch (phase) {
        case Phase::Play:
            for (int v = kMinValue; v <= kMaxValue; ++v)
                if (hand.contains(v)) actions.push_back(Action::play(v));
            break;
        case Phase::Bet:
            for (int total = -rules.max_bet(); total <= rules.max_bet(); ++total) {
                bool taken = false;
                for (int other = 0; other < rules.players; ++other)
                    taken = taken || (has_seat(bet_made, other) && bets[at(other)] == total);
                if (!taken) actions.push_back(Action::bet(total));
            }
            break;
        case Phase::Safe: {
            actions.push_back(Action::safe({}));
            const int zeros = hand.count(0);
            if (zeros > 0) actions.push_back(Action::safe(std::vector<Group>(static_cast<std::size_t>(zeros), Group{0})));
            std::vector<Group> best = best_laying(hand);
            if (static_cast<int>(best.size()) > zeros) actions.push_back(Action::safe(std::move(best)));
            break;
        }
        case Phase::Deal:
        case Phase::MatchOver: break;
    }
    return actions;
}

ActionList legal_actions(const State& state, Seat seat) {
    if (!has_seat(to_act(state), seat)) return {};
    return legal_actions(state.phase, state.hands[at(seat)], state.bet_made, state.bets, state.rules);
}

MoveError check_groups(const Cards& hand, const std::vector<Group>& groups) {
    std::array<int, kValues> need{};
    int cards = 0;
    for (const Group& group : groups) {
        if (group.empty()) return MoveError::EmptyGroup;
        int sum = 0;
        for (int v : group) {
            if (!is_card(v)) return MoveError::InvalidCard;
            sum += v;
            ++need[static_cast<std::size_t>(v - kMinValue)];
            if (++cards > kDeckSize) return MoveError::GroupsNotInHand;
        }
        if (sum != 0 && sum != 10) return MoveError::GroupSum;
    }
    for (int v = kMinValue; v <= kMaxValue; ++v)
        if (need[static_cast<std::size_t>(v - kMinValue)] > hand.count(v)) return MoveError::GroupsNotInHand;
    return MoveError::None;
}

MoveError check(const State& state, const Intent& intent) { return Flow::check(state, intent); }
EventList apply(State& state, Seat seat, const Action& action) { return Flow::apply(state, seat, action); }
ApplyResult try_apply(State& state, const Intent& intent) { return Flow::try_apply(state, intent); }

}  // namespace zero::soler

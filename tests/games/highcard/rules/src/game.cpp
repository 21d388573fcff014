// SPDX-License-Identifier: GPL-3.0-or-later
#include <algorithm>
#include <numeric>

#include "zero/core/view.hpp"
#include "zero/highcard/game.hpp"

namespace zero::highcard {
namespace {

// Shuffles the whole deck with the match's generator and deals kHand cards to each seat, the
// leader first; the rest is the unseen stock.
void deal(State& s, EventList& events) {
    std::array<Card, kDeck> deck{};
    std::iota(deck.begin(), deck.end(), 1);
    shuffle(std::span<Card>(deck), s.rng);
    std::size_t next = 0;
    for (int i = 0; i < s.players(); ++i) {
        Hand& hand = s.hands[at((s.leader + i) % s.players())];
        hand.assign(deck.begin() + static_cast<std::ptrdiff_t>(next), deck.begin() + static_cast<std::ptrdiff_t>(next + kHand));
        std::sort(hand.begin(), hand.end());
        next += kHand;
    }
    s.stock.assign(deck.begin() + static_cast<std::ptrdiff_t>(next), deck.end());
    s.to_move = s.leader;
    s.tricks = {};
    s.moves.clear();
    s.trick.clear();
    events.push_back(GameStarted{s.game, s.leader});
}

void finish_trick(State& s, EventList& events) {
    const Move best = *std::max_element(s.trick.begin(), s.trick.end(),
                                        [](const Move& a, const Move& b) { return a.action.card < b.action.card; });
    ++s.tricks[at(best.seat)];
    events.push_back(TrickTaken{best.seat, best.action.card});
    s.trick.clear();
    s.to_move = best.seat;
    const bool sweep = s.tricks[at(best.seat)] == kSweep;
    if (!sweep && !s.hands[at(best.seat)].empty()) return;
    const GameEnd end = sweep ? GameEnd::Sweep : GameEnd::Out;
    for (int seat = 0; seat < s.players(); ++seat) s.totals[at(seat)] += s.tricks[at(seat)];
    s.finished.push_back(FinishedGame{s.leader, s.moves, end, s.tricks});
    events.push_back(GameEnded{end, s.tricks});
    ++s.game;
    if (s.game == s.rules.games) {
        s.phase = Phase::MatchOver;
        events.push_back(MatchEnded{s.totals, winners(s.totals, s.players())});
        return;
    }
    s.leader = (s.first + s.game) % s.players();
    deal(s, events);
}

}  // namespace

Rules default_rules(int players) { return Rules{players, 1}; }

std::string rules_error(const Rules& rules) {
    if (rules.players < kMinPlayers || rules.players > kMaxPlayers) return "High Card is played by 2 to 4 players";
    if (rules.games < 1 || rules.games > kMaxGames) return "a match of High Card has 1 to 9 games";
    return {};
}

std::string_view describe(MoveError error) {
    switch (error) {
        case MoveError::None: return "legal";
        case MoveError::MatchOver: return "the match is over";
        case MoveError::StaleEpoch: return "that answers a decision that is past";
        case MoveError::WrongGame: return "that names a game that is not being played";
        case MoveError::InvalidSeat: return "no such seat";
        case MoveError::NotYourTurn: return "it is not this seat's turn";
        case MoveError::NotInHand: return "that card is not in the hand";
    }
    return "unknown error";
}

State new_match(const Rules& rules, std::uint64_t seed, EventList* events) {
    if (std::string why = rules_error(rules); !why.empty()) throw std::invalid_argument(why);
    State s;
    s.rules = rules;
    s.seed = seed;
    s.rng = Rng(seed);
    s.first = static_cast<Seat>(s.rng.below(static_cast<std::uint32_t>(rules.players)));
    s.leader = s.first;
    EventList dealt;
    deal(s, dealt);
    if (events) *events = std::move(dealt);
    return s;
}

SeatMask to_act(const State& state) { return state.phase == Phase::Play ? seat_bit(state.to_move) : SeatMask{0}; }

std::vector<Action> legal_actions(const State& state, Seat seat) {
    std::vector<Action> legal;
    if (state.phase != Phase::Play || seat != state.to_move) return legal;
    for (Card card : state.hands[at(seat)]) legal.push_back(Action{card});
    return legal;
}

MoveError check(const State& s, const Intent& intent) {
    if (s.phase == Phase::MatchOver) return MoveError::MatchOver;
    if (intent.game && *intent.game != s.game) return MoveError::WrongGame;
    if (intent.epoch && *intent.epoch != s.epoch) return MoveError::StaleEpoch;
    if (intent.seat < 0 || intent.seat >= s.players()) return MoveError::InvalidSeat;
    if (intent.seat != s.to_move) return MoveError::NotYourTurn;
    const Hand& hand = s.hands[at(intent.seat)];
    if (!std::binary_search(hand.begin(), hand.end(), intent.action.card)) return MoveError::NotInHand;
    return MoveError::None;
}

ApplyResult try_apply(State& s, const Intent& intent) {
    ApplyResult result;
    result.error = check(s, intent);
    if (!result.ok()) return result;
    Hand& hand = s.hands[at(intent.seat)];
    hand.erase(std::lower_bound(hand.begin(), hand.end(), intent.action.card));
    const Move move{intent.seat, intent.action};
    s.trick.push_back(move);
    s.moves.push_back(move);
    result.events.push_back(CardPlayed{move.seat, move.action.card});
    ++s.state_id;
    ++s.epoch;
    if (static_cast<int>(s.trick.size()) == s.players())
        finish_trick(s, result.events);
    else
        s.to_move = next_seat(s.to_move, s.players());
    return result;
}

SeatMask winners(const SeatArray& totals, int players) { return core::best_totals(totals, players, true); }

View view_for(const State& s, Seat seat) {
    View v = core::common_view<View>(s, seat);
    v.game = s.game;
    v.leader = s.leader;
    v.hand = s.hands[at(seat)];
    for (int other = 0; other < s.players(); ++other)
        v.hand_counts[at(other)] = static_cast<int>(s.hands[at(other)].size());
    v.trick = s.trick;
    v.tricks = s.tricks;
    v.finished = s.finished;
    return v;
}

std::vector<Action> legal_actions(const View& view) {
    std::vector<Action> legal;
    if (!view.may_act()) return legal;
    for (Card card : view.hand) legal.push_back(Action{card});
    return legal;
}

}  // namespace zero::highcard

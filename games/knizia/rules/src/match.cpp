// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/match.hpp"

#include <cstddef>
#include <cstring>

#include "zero/core/record.hpp"
#include "zero/knizia/score.hpp"

namespace zero::knizia {
namespace {

void end_round(State& s, RoundEnd end, EventList& events);

void start_round(State& s, Seat dealer, EventList& events) {
    std::array<Card, kDeckSize> deck{};
    for (int i = 0; i < kDeckSize; ++i) deck[static_cast<std::size_t>(i)] = Card::from_index(i);
    shuffle(std::span<Card>(deck), s.rng);

    const int n = s.players();
    std::size_t next = 0;
    s.hands = {};
    for (int seat = 0; seat < n; ++seat)
        for (int k = 0; k < kHandSize; ++k) s.hands[static_cast<std::size_t>(seat)].insert(deck[next++]);
    s.pool = {};
    s.pool_set = {};
    for (int slot = 0; slot < s.rules.pool_size; ++slot) {
        s.pool[static_cast<std::size_t>(slot)] = deck[next++];
        s.pool_set.insert(deck[next - 1]);
    }
    s.dealer = dealer;
    s.to_move = next_seat(s, dealer);
    s.knocks = 0;
    s.last_lap = false;
    s.last_lap_turns_left = 0;

    RoundLog log;
    log.dealer = dealer;
    log.dealt = s.hands;
    log.pool = s.pool;
    s.log.push_back(std::move(log));
    events.push_back(RoundStarted{s.round, dealer, s.to_move});

    // Ruling: a dealt ZERO is declared before the first turn, in turn order from the first player.
    Seat seat = s.to_move;
    for (int i = 0; i < n; ++i, seat = next_seat(s, seat)) {
        if (is_zero(s.hands[static_cast<std::size_t>(seat)])) {
            events.push_back(ZeroDeclared{seat, true});
            end_round(s, RoundEnd::Zero, events);
            return;
        }
    }
}

void end_round(State& s, RoundEnd end, EventList& events) {
    RoundScored scored;
    scored.round = s.round;
    scored.end = end;
    scored.hands = s.hands;
    for (int seat = 0; seat < s.players(); ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        scored.scores[i] = score(s.hands[i]);
        s.totals[i] += scored.scores[i];
    }
    scored.totals = s.totals;
    RoundLog& log = s.log.back();
    log.finished = true;
    log.end = end;
    log.scores = scored.scores;
    log.final_hands = s.hands;
    events.push_back(scored);

    if (s.round + 1 >= s.rules.rounds) {
        s.phase = Phase::MatchOver;
        events.push_back(MatchEnded{s.totals, winners(s.totals, s.players())});
        return;
    }
    ++s.round;
    start_round(s, next_seat(s, s.dealer), events);
}

MoveError check_action(const State& s, Seat seat, const Action& action) {
    if (s.phase == Phase::MatchOver) return MoveError::MatchOver;
    if (seat < 0 || seat >= s.players()) return MoveError::InvalidSeat;
    if (seat != s.to_move) return MoveError::NotYourTurn;
    if (action.kind == ActionKind::Knock) return MoveError::None;
    if (action.kind != ActionKind::Swap || !action.give.valid() || !action.take.valid())
        return MoveError::InvalidCard;
    if (!s.hands[static_cast<std::size_t>(seat)].contains(action.give)) return MoveError::CardNotInHand;
    if (action.take == action.give) return MoveError::TakesBackGiven;
    if (!s.pool_set.contains(action.take)) return MoveError::CardNotInPool;
    return MoveError::None;
}

EventList apply_checked(State& s, const Action& action) {
    EventList events;
    const Seat seat = s.to_move;
    const auto i = static_cast<std::size_t>(seat);
    const bool was_last_lap = s.last_lap;
    s.log.back().moves.push_back(Move{seat, action});
    ++s.state_id;

    if (action.is_swap()) {
        const int slot = swap_into_pool(s.pool, s.rules.pool_size, action);
        s.pool_set.erase(action.take);
        s.pool_set.insert(action.give);
        s.hands[i].erase(action.give);
        s.hands[i].insert(action.take);
        events.push_back(CardSwapped{seat, action.give, action.take, slot});
        if (is_zero(s.hands[i])) {
            events.push_back(ZeroDeclared{seat, false});
            end_round(s, RoundEnd::Zero, events);
            return events;
        }
    } else {
        ++s.knocks;
        events.push_back(Knocked{seat, s.knocks});
        if (s.knocks == 2 && !was_last_lap) {
            // The second knock: everyone else gets exactly one more turn; the knocker none.
            s.last_lap = true;
            s.last_lap_turns_left = s.players() - 1;
            s.to_move = next_seat(s, seat);
            events.push_back(LastLapStarted{seat, still_to_play(s)});
            return events;
        }
    }

    if (was_last_lap && --s.last_lap_turns_left == 0) {
        end_round(s, RoundEnd::Knocks, events);
        return events;
    }
    s.to_move = next_seat(s, seat);
    return events;
}

}  // namespace

Seat next_seat(const State& state, Seat seat) { return seat + 1 == state.players() ? 0 : seat + 1; }

SeatMask still_to_play(const State& state) {
    SeatMask mask = 0;
    if (!state.last_lap || state.phase == Phase::MatchOver) return mask;
    Seat seat = state.to_move;
    for (int k = 0; k < state.last_lap_turns_left; ++k, seat = next_seat(state, seat)) mask |= seat_bit(seat);
    return mask;
}

SeatMask winners(const SeatArray& totals, int players) { return core::best_totals(totals, players, false); }

bool ActionList::contains(const Action& a) const {
    for (const Action& mine : *this)
        if (mine == a) return true;
    return false;
}

std::string_view describe(MoveError error) {
    switch (error) {
        case MoveError::None: return "legal";
        case MoveError::MatchOver: return "the match is over";
        case MoveError::RoundOver: return "that round is over";
        case MoveError::StaleState: return "the table has moved on since this was chosen";
        case MoveError::NotYourTurn: return "it is not this seat's turn";
        case MoveError::InvalidSeat: return "there is no such seat";
        case MoveError::InvalidCard: return "that is not a card";
        case MoveError::CardNotInHand: return "the card to give is not in the hand";
        case MoveError::CardNotInPool: return "the card to take is not in the pool";
        case MoveError::TakesBackGiven: return "the card just put down cannot be taken back";
    }
    return "unknown error";
}

IllegalAction::IllegalAction(MoveError error) : std::logic_error(std::string(describe(error))), error_(error) {}

State new_match(const Rules& rules, std::uint64_t seed, EventList* events) {
    if (std::string why = rules_error(rules); !why.empty()) throw std::invalid_argument(why);
    State s;
    s.rules = rules;
    s.seed = seed;
    s.rng = Rng(seed);
    s.log.reserve(static_cast<std::size_t>(rules.rounds));
    EventList local;
    const auto first_dealer = static_cast<Seat>(s.rng.below(static_cast<std::uint32_t>(rules.players)));
    start_round(s, first_dealer, events != nullptr ? *events : local);
    return s;
}

namespace {

// The random-playout rate rests on this loop. Each action is written as one 4-byte store (kind,
// give, take and a spare byte the next action overwrites; ActionList keeps a byte of slack), with
// the pool's part of every swap prepared once; the pool size is a template argument so the
// inner loop unrolls.
template <int kPool>
unsigned char* list_swaps(const State& state, unsigned char* out) {
    std::array<std::uint32_t, kPool> take_part{};
    for (std::size_t slot = 0; slot < kPool; ++slot)
        take_part[slot] = static_cast<std::uint32_t>(ActionKind::Swap) |
                          static_cast<std::uint32_t>(state.pool[slot].index()) << 16;
    for (Card give : state.hands[static_cast<std::size_t>(state.to_move)]) {
        const auto give_part = static_cast<std::uint32_t>(give.index()) << 8;
#pragma GCC unroll 9
        for (std::size_t slot = 0; slot < kPool; ++slot) {
            const std::uint32_t word = take_part[slot] | give_part;
            std::memcpy(out, &word, sizeof word);
            out += sizeof(Action);
        }
    }
    return out;
}

}  // namespace

ActionList legal_actions(const State& state) {
    static_assert(sizeof(Action) == 3 && offsetof(Action, give) == 1 && offsetof(Action, take) == 2);
    ActionList actions;
    if (state.phase == Phase::MatchOver) return actions;
    unsigned char* out = actions.raw_bytes();
    switch (state.rules.pool_size) {
        case 5: out = list_swaps<5>(state, out); break;
        case 7: out = list_swaps<7>(state, out); break;
        default: out = list_swaps<9>(state, out); break;  // rules_error allows 5, 7 and 9 only
    }
    const Action knock = Action::knock();
    std::memcpy(out, &knock, sizeof(Action));
    out += sizeof(Action);
    actions.set_size(static_cast<std::size_t>(out - actions.raw_bytes()) / sizeof(Action));
    return actions;
}

MoveError check(const State& state, const Intent& intent) {
    if (state.phase == Phase::MatchOver) return MoveError::MatchOver;
    if (intent.round && *intent.round < state.round) return MoveError::RoundOver;
    if (intent.round && *intent.round != state.round) return MoveError::StaleState;
    if (intent.state_id && *intent.state_id != state.state_id) return MoveError::StaleState;
    return check_action(state, intent.seat, intent.action);
}

EventList apply(State& state, const Action& action) {
    if (MoveError error = check_action(state, state.to_move, action); error != MoveError::None)
        throw IllegalAction(error);
    return apply_checked(state, action);
}

ApplyResult try_apply(State& state, const Intent& intent) {
    ApplyResult result;
    result.error = check(state, intent);
    if (result.ok()) result.events = apply_checked(state, intent.action);
    return result;
}

int swap_into_pool(PoolArray& pool, int pool_size, const Action& swap) {
    for (int slot = 0; slot < pool_size; ++slot)
        if (pool[static_cast<std::size_t>(slot)] == swap.take) {
            pool[static_cast<std::size_t>(slot)] = swap.give;
            return slot;
        }
    return -1;
}

}  // namespace zero::knizia

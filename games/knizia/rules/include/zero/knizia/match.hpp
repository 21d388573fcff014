// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The rules engine: start a match, list legal actions, apply one.
#include <array>
#include <cstring>
#include <new>
#include <type_traits>
#include <optional>
#include <stdexcept>
#include <string>

#include "zero/knizia/action.hpp"
#include "zero/knizia/events.hpp"
#include "zero/knizia/state.hpp"

namespace zero::knizia {

// Every swap (hand × pool) plus the knock: at most 9 × 9 + 1.
class ActionList {
public:
    static constexpr std::size_t kCapacity = kHandSize * kMaxPool + 1;
    ActionList() = default;
    ActionList(const ActionList& other) : size_(other.size_) { std::memcpy(storage_, other.storage_, size_ * sizeof(Action)); }
    ActionList& operator=(const ActionList& other) {
        size_ = other.size_;
        std::memmove(storage_, other.storage_, size_ * sizeof(Action));
        return *this;
    }

    void push_back(const Action& a) { new (storage_ + size_++ * sizeof(Action)) Action(a); }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Action& operator[](std::size_t i) const { return begin()[i]; }
    // Filled only as far as size_: listing legal actions is on the playout hot path.
    const Action* begin() const { return std::launder(reinterpret_cast<const Action*>(storage_)); }
    const Action* end() const { return begin() + size_; }
    bool contains(const Action& a) const;
    // For listing in bulk: write up to kCapacity actions as bytes, then set_size().
    unsigned char* raw_bytes() { return storage_; }
    void set_size(std::size_t n) { size_ = n; }

private:
    static_assert(std::is_trivially_copyable_v<Action>);
    alignas(Action) unsigned char storage_[kCapacity * sizeof(Action) + 1];  // +1: see legal_actions
    std::size_t size_ = 0;
};

enum class MoveError : std::uint8_t {
    None,
    MatchOver,
    RoundOver,      // the intent names a round that has ended
    StaleState,     // the intent was made for an earlier state of the table
    NotYourTurn,
    InvalidSeat,
    InvalidCard,
    CardNotInHand,
    CardNotInPool,
    TakesBackGiven,  // taking back the card just put down
};

std::string_view describe(MoveError error);

// What an untrusted source (a remote seat, a file, a typed command) wants to do.
struct Intent {
    Seat seat = 0;
    Action action;
    std::optional<int> round;              // when given, must be the round being played
    std::optional<std::uint32_t> state_id;  // when given, must be the current state id
};

struct ApplyResult {
    MoveError error = MoveError::None;
    EventList events;
    bool ok() const { return error == MoveError::None; }
};

class IllegalAction : public std::logic_error {
public:
    explicit IllegalAction(MoveError error);
    MoveError error() const { return error_; }

private:
    MoveError error_;
};

// Deals the first round. Throws std::invalid_argument with rules_error() for unplayable rules.
// `events` receives RoundStarted and, for a hand dealt as a ZERO, what that caused.
State new_match(const Rules& rules, std::uint64_t seed, EventList* events = nullptr);

ActionList legal_actions(const State& state);
MoveError check(const State& state, const Intent& intent);
// Applies the action of the seat to move. Throws IllegalAction for an illegal one.
EventList apply(State& state, const Action& action);
// For untrusted input: checks everything, changes nothing on error.
ApplyResult try_apply(State& state, const Intent& intent);
// A swap's given card goes to the slot of the pool card it took, among the first `pool_size`;
// returns that slot, or -1 (the pool unchanged) when the card taken is not there.
int swap_into_pool(PoolArray& pool, int pool_size, const Action& swap);

}  // namespace zero::knizia

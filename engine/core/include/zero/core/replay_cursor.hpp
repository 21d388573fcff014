// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A place in a match record, for watching it again: the match as it stood after the record's
// first k actions, stepped one action forward (with the events that action caused, for a table to
// animate) and back, or moved to any step. The state at step k is always what a fresh replay of
// the record cut to its first k actions gives (cut_record below, the game's own replay()): a step
// forward plays one action on the state before it, a step back or a jump starts again from the
// nearest snapshot at or before the step (one is kept every kSnapshotEvery actions) and plays
// forward. The replay test checks both ways against fresh replays at every step of whole matches.
//
// A game plugs in through a steps struct `S` (soler/replay_steps.hpp and its neighbours):
//   Record, State, EventList;
//   replay(record) -> ReplayResult<State>            the game's checked replay
//   play(state, record, Where) -> EventList          plays the action at `where` on the state
//                                                    before it, then lays out the record's next
//                                                    deal when the action ended a part and the
//                                                    record deals it (no seed)
// Records of every game share the shape cut_record reads: `rounds`, each with `actions`, `end`
// and `scores`, and the match's `totals` and `winners`.
#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <utility>
#include <vector>

#include "zero/core/record.hpp"

namespace zero::core {

// Where an action stands in a record: its step (0-based over the whole match), its part (round or
// game, 0-based) and its place in that part.
struct Where {
    std::size_t step = 0;
    std::size_t part = 0;
    std::size_t index = 0;
};

// The first action of each part, and one past the last action of the record at the end.
template <class Record>
std::vector<std::size_t> part_starts(const Record& record) {
    std::vector<std::size_t> starts;
    std::size_t at = 0;
    for (const auto& part : record.rounds) {
        starts.push_back(at);
        at += part.actions.size();
    }
    starts.push_back(at);
    return starts;
}

// The record as it stood after its first `k` actions: every part played through whole (its end
// and scores kept), the part being played cut to its actions so far, and the next part's deal as
// soon as its first action is the next to come (the table shows the new deal, not the old end).
// The totals and winners stay only on the whole record.
template <class Record>
Record cut_record(const Record& record, std::size_t k) {
    const std::vector<std::size_t> starts = part_starts(record);
    if (k >= starts.back()) return record;
    Record cut = record;
    cut.totals.clear();
    cut.winners.clear();
    cut.rounds.clear();
    for (std::size_t r = 0; r < record.rounds.size() && starts[r] <= k; ++r) {
        cut.rounds.push_back(record.rounds[r]);
        if (starts[r + 1] <= k) continue;  // played through: its end stays
        auto& part = cut.rounds.back();
        part.actions.resize(k - starts[r]);
        part.end.reset();
        part.scores.clear();
        break;
    }
    return cut;
}

template <class S>
class ReplayCursor {
public:
    using Record = typename S::Record;
    using State = typename S::State;
    static constexpr std::size_t kSnapshotEvery = 32;

    // Throws std::invalid_argument (the replay's sentence) for a record that does not replay whole.
    explicit ReplayCursor(Record record) : record_(std::move(record)), starts_(part_starts(record_)) {
        if (auto whole = S::replay(record_); !whole.state)
            throw std::invalid_argument(whole.error ? whole.error->what() : "the record does not replay");
        ReplayResult<State> first = S::replay(cut_record(record_, 0));
        if (!first.state) throw std::invalid_argument(first.error ? first.error->what() : "the record does not replay");
        snapshots_.push_back(*first.state);
        state_ = std::move(*first.state);
    }

    const Record& record() const { return record_; }
    const State& state() const { return state_; }
    std::size_t position() const { return pos_; }
    std::size_t size() const { return starts_.back(); }
    bool at_end() const { return pos_ >= size(); }
    // Parts (rounds or games) in the record, and the part of the next action (the last part at the end).
    std::size_t parts() const { return record_.rounds.size(); }
    std::size_t part() const { return part_of(pos_); }
    // The step at which part `p` begins (its deal shown, none of its actions played).
    std::size_t part_start(std::size_t p) const { return starts_.at(std::min(p, parts())); }

    // Plays the next action; its events (empty at the end).
    typename S::EventList forward() {
        if (at_end()) return {};
        auto events = S::play(state_, record_, where(pos_));
        ++pos_;
        if (pos_ % kSnapshotEvery == 0 && snapshots_.size() == pos_ / kSnapshotEvery) snapshots_.push_back(state_);
        return events;
    }
    // One action back: the state before the last action played, without its events.
    void back() {
        if (pos_ > 0) seek(pos_ - 1);
    }
    // To step `k` (the end at most), from the nearest snapshot or from here when that is nearer.
    void seek(std::size_t k) {
        k = std::min(k, size());
        const std::size_t snap = std::min(k / kSnapshotEvery, snapshots_.size() - 1);
        if (!(pos_ <= k && pos_ >= snap * kSnapshotEvery)) {
            state_ = snapshots_[snap];
            pos_ = snap * kSnapshotEvery;
        }
        while (pos_ < k) forward();
    }

private:
    std::size_t part_of(std::size_t step) const {
        // The last part that starts at or before the step and still has an action there.
        for (std::size_t p = 0; p < parts(); ++p)
            if (step < starts_[p + 1]) return p;
        return parts() == 0 ? 0 : parts() - 1;
    }
    Where where(std::size_t step) const {
        const std::size_t p = part_of(step);
        return Where{step, p, step - starts_[p]};
    }

    Record record_;
    std::vector<std::size_t> starts_;
    std::vector<State> snapshots_;  // snapshots_[i]: the state at step i * kSnapshotEvery
    State state_;
    std::size_t pos_ = 0;
};

}  // namespace zero::core

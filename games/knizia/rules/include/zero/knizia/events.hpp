// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What an action caused. Events carry only public information, so the host can send the
// same list to every seat and the renderer can animate from them without seeing the State.
#include <array>
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <new>
#include <type_traits>
#include <variant>
#include <vector>

#include "zero/knizia/action.hpp"
#include "zero/knizia/rules.hpp"

namespace zero::knizia {

using SeatArray = std::array<int, kMaxPlayers>;
using HandArray = std::array<CardSet, kMaxPlayers>;

enum class RoundEnd : std::uint8_t { Knocks, Zero };

struct RoundStarted {
    int round = 0;  // 0-based
    Seat dealer = 0;
    Seat first = 0;
};
struct CardSwapped {
    Seat seat = 0;
    Card give;
    Card take;
    int slot = 0;  // the pool slot the taken card left and the given card now fills
};
struct Knocked {
    Seat seat = 0;
    int knock_count = 0;  // knocks this round, this one included
};
struct LastLapStarted {
    Seat by = 0;
    SeatMask still_to_play = 0;
};
struct ZeroDeclared {
    Seat seat = 0;
    bool on_deal = false;
};
struct RoundScored {
    int round = 0;
    RoundEnd end = RoundEnd::Knocks;
    HandArray hands{};  // every hand, revealed
    SeatArray scores{};
    SeatArray totals{};  // after this round
};
struct MatchEnded {
    SeatArray totals{};
    SeatMask winners = 0;
};

using Event = std::variant<RoundStarted, CardSwapped, Knocked, LastLapStarted, ZeroDeclared, RoundScored,
                           MatchEnded>;

// A turn causes a handful of events; only a run of rounds dealt as ZEROs causes more, so the
// common case stays off the heap and touches only the slots it fills (the random-playout
// benchmark applies millions of actions a second).
class EventList {
public:
    static_assert(std::is_trivially_copyable_v<Event> && std::is_trivially_destructible_v<Event>);
    using value_type = Event;

    EventList() = default;
    EventList(const EventList& other) : overflow_(other.overflow_), size_(other.size_) { copy_inline(other); }
    EventList& operator=(const EventList& other) {
        if (this != &other) {
            overflow_ = other.overflow_;
            size_ = other.size_;
            copy_inline(other);
        }
        return *this;
    }

    void push_back(const Event& event) {
        if (size_ < kInline) new (slot(size_)) Event(event);
        else overflow_.push_back(event);
        ++size_;
    }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Event& operator[](std::size_t i) const { return i < kInline ? *slot(i) : overflow_[i - kInline]; }
    void append(const EventList& other) {
        for (std::size_t i = 0; i < other.size(); ++i) push_back(other[i]);
    }

    class iterator {
    public:
        using value_type = Event;
        using difference_type = std::ptrdiff_t;
        iterator() = default;
        iterator(const EventList* list, std::size_t i) : list_(list), i_(i) {}
        const Event& operator*() const { return (*list_)[i_]; }
        const Event* operator->() const { return &(*list_)[i_]; }
        iterator& operator++() { ++i_; return *this; }
        iterator operator++(int) { iterator old = *this; ++i_; return old; }
        friend bool operator==(const iterator& a, const iterator& b) { return a.i_ == b.i_; }

    private:
        const EventList* list_ = nullptr;
        std::size_t i_ = 0;
    };
    iterator begin() const { return {this, 0}; }
    iterator end() const { return {this, size_}; }

private:
    static constexpr std::size_t kInline = 6;
    Event* slot(std::size_t i) { return std::launder(reinterpret_cast<Event*>(storage_ + i * sizeof(Event))); }
    const Event* slot(std::size_t i) const {
        return std::launder(reinterpret_cast<const Event*>(storage_ + i * sizeof(Event)));
    }
    void copy_inline(const EventList& other) {
        std::memcpy(storage_, other.storage_, std::min(size_, kInline) * sizeof(Event));
    }

    alignas(Event) unsigned char storage_[kInline * sizeof(Event)];
    std::vector<Event> overflow_;
    std::size_t size_ = 0;
};

}  // namespace zero::knizia

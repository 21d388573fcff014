// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How every game's events travel in an update: a u16 count (at most kMaxEvents; more are cut off),
// then each event as a u8 tag, its place in the game's Event variant counted from 1, and its
// fields. Private to net/src: each game's codec writes and reads the fields.
#include <cstddef>
#include <cstdint>
#include <variant>

#include "zero/net/messages.hpp"
#include "zero/net/wire.hpp"

namespace zero::net {

// `write_fields` is visited with each event's alternative.
template <class EventList, class WriteFields>
void write_event_list(Writer& w, const EventList& events, WriteFields&& write_fields) {
    const std::size_t n = events.size() > kMaxEvents ? kMaxEvents : events.size();
    w.u16(static_cast<std::uint16_t>(n));
    for (std::size_t i = 0; i < n; ++i) {
        w.u8(static_cast<std::uint8_t>(events[i].index() + 1));
        std::visit(write_fields, events[i]);
    }
}

// Replaces `events` with the list read; `read_one(tag)` reads one event's fields and appends it,
// false (the reader failed) on an unknown tag or a value out of range. The count is checked
// against the cap and the bytes left before anything is allocated.
template <class EventList, class ReadOne>
bool read_event_list(Reader& r, EventList& events, ReadOne&& read_one) {
    events = EventList{};
    std::uint16_t n = 0;
    if (!r.u16(n)) return false;
    if (n > kMaxEvents || n > r.remaining()) return r.fail();
    if constexpr (requires { events.reserve(std::size_t{n}); }) events.reserve(n);
    for (int i = 0; i < n; ++i) {
        std::uint8_t tag = 0;
        if (!r.u8(tag) || !read_one(tag)) return false;
    }
    return true;
}

}  // namespace zero::net

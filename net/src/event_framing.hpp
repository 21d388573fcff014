// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How every game's events travel in an update: a u16 count (at most kMaxEvents; more are cut off),
// then each event as a u8 tag, its place in the game's Event variant counted from 1, and its
// fields. Private to net/src: each game's codec writes and reads the fields.
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <variant>

#include "zero/net/messages.hpp"
#include "zero/net/wire.hpp"

namespace zero::net {

// An enum sent as one byte, from 0 to `last`.
template <class Enum>
bool read_enum_to(Reader& r, Enum& value, Enum last) {
    std::uint8_t v = 0;
    if (!r.u8(v)) return false;
    if (v > static_cast<std::uint8_t>(last)) return r.fail();
    value = static_cast<Enum>(v);
    return true;
}

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

// Appends the event of alternative `index` of `Event`, its fields read by `read_fields(event)`.
template <class Event, std::size_t I = 0, class EventList, class ReadFields>
bool read_alternative(EventList& events, std::size_t index, ReadFields& read_fields) {
    if constexpr (I < std::variant_size_v<Event>) {
        if (index != I) return read_alternative<Event, I + 1>(events, index, read_fields);
        std::variant_alternative_t<I, Event> event{};
        if (!read_fields(event)) return false;
        events.push_back(std::move(event));
        return true;
    } else {
        return false;
    }
}

// Replaces `events` with the list read; `read_fields(event)` reads the fields of one event of
// the alternative its tag names, false (the reader failed) on a value out of range; an unknown
// tag fails the reader. The count is checked against the cap and the bytes left before anything
// is allocated.
template <class EventList, class ReadFields>
bool read_event_list(Reader& r, EventList& events, ReadFields&& read_fields) {
    using Event = std::remove_cvref_t<decltype(events[0])>;
    events = EventList{};
    std::uint16_t n = 0;
    if (!r.u16(n)) return false;
    if (n > kMaxEvents || n > r.remaining()) return r.fail();
    if constexpr (requires { events.reserve(std::size_t{n}); }) events.reserve(n);
    for (int i = 0; i < n; ++i) {
        std::uint8_t tag = 0;
        if (!r.u8(tag)) return false;
        if (tag == 0 || tag > std::variant_size_v<Event>) return r.fail();
        if (!read_alternative<Event>(events, tag - 1U, read_fields)) return false;
    }
    return true;
}

}  // namespace zero::net

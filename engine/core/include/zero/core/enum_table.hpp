// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Words (or string ids) for the values of an enum kept as data: a table indexed by the value, so
// that adding a value means adding a row. A value past the table's end (a byte off the wire, or a
// cast from a count) gets the fallback; numbers the enum leaves out hold the fallback in the table.
#include <array>
#include <cstddef>
#include <type_traits>

namespace zero::core {

// A table with an entry for every number from 0 up to kLast, an enum's last value.
template <auto kLast, class T>
using EnumTable = std::array<T, static_cast<std::size_t>(kLast) + 1>;

template <class T, std::size_t N, class E>
    requires std::is_enum_v<E>
constexpr T enum_entry(const std::array<T, N>& table, E value, std::type_identity_t<T> fallback) {
    // A negative value wraps to a huge index, past the end like any other unknown one.
    const auto index = static_cast<std::size_t>(static_cast<std::underlying_type_t<E>>(value));
    return index < N ? table[index] : fallback;
}

}  // namespace zero::core

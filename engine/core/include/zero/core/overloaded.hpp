// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace zero {

// Visiting an Event with one lambda per kind: std::visit(Overloaded{[](const Knocked&) {...}, ...}, e).
template <class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

}  // namespace zero

// SPDX-License-Identifier: GPL-3.0-or-later
// The answer line of an external bot playing Zero Hero is untrusted input from another program.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "zero/extbot/hero_protocol.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view line(reinterpret_cast<const char*>(data), size);
    const zero::extbot::HeroLines::Reply reply = zero::extbot::HeroLines::parse(line);
    // Exactly one of an action and an error.
    if (reply.action.has_value() == !reply.error.empty()) __builtin_trap();
    if (reply.action) {
        // Whatever is read is a pair, a count, a card and a seat the engine can hold.
        const zero::hero::Action& a = *reply.action;
        if (a.slot < 0 || a.slot >= zero::hero::kSlots) __builtin_trap();
        if (a.kind == zero::hero::ActionKind::Take && (a.count < 1 || a.count > 2)) __builtin_trap();
        if (!zero::hero::is_card(a.card.id)) __builtin_trap();
        if (a.other < 0 || a.other >= zero::hero::kMaxPlayers) __builtin_trap();
    }
    return 0;
}

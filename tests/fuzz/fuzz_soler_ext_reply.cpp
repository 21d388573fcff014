// SPDX-License-Identifier: GPL-3.0-or-later
// The answer line of an external bot playing Solèr's ZERO is untrusted input from another program.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "zero/extbot/soler_protocol.hpp"
#include "zero/soler/cards.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view line(reinterpret_cast<const char*>(data), size);
    const zero::extbot::SolerLines::Reply reply = zero::extbot::SolerLines::parse(line);
    // Exactly one of an action and an error.
    if (reply.action.has_value() == !reply.error.empty()) __builtin_trap();
    if (reply.action) {
        // Whatever is read is a card, a total in range, or groups of cards: never a value the
        // engine cannot hold.
        for (const zero::soler::Group& group : reply.action->groups)
            for (int card : group)
                if (!zero::soler::is_card(card)) __builtin_trap();
        if (reply.action->kind == zero::soler::ActionKind::Play && !zero::soler::is_card(reply.action->value))
            __builtin_trap();
        if (reply.action->value < -15 || reply.action->value > 15) __builtin_trap();
    }
    return 0;
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The external bot's answer line is untrusted input from another program: its action and its echoed
// turn id.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "zero/extbot/channel.hpp"
#include "zero/extbot/knizia_protocol.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view line(reinterpret_cast<const char*>(data), size);
    const zero::extbot::Reply reply = zero::extbot::parse_reply(line);
    // Exactly one of an action and an error.
    if (reply.action.has_value() == !reply.error.empty()) __builtin_trap();
    // The echoed turn id, read apart from the action (the channel reads it for every game): no id
    // means no turn's id.
    const zero::extbot::Echo echo = zero::extbot::read_echo(line);
    if (!echo.echoed && echo.id != 0) __builtin_trap();
    return 0;
}

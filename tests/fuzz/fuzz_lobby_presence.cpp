// SPDX-License-Identifier: GPL-3.0-or-later
// A presence from the online lobby's rooms is untrusted input from anyone in the room: the table's
// listing it may carry is read and checked before the game uses it (docs/online.md).
#include <cstddef>
#include <cstdint>
#include <string>

#include "zero/lobby/stanza.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static xmpp_ctx_t* ctx = xmpp_ctx_new(nullptr, nullptr);
    const std::string text(reinterpret_cast<const char*>(data), size);
    xmpp_stanza_t* stanza = xmpp_stanza_new_from_string(ctx, text.c_str());
    if (stanza == nullptr) return 0;
    if (const auto presence = zero::lobby::read_room_presence(stanza); presence && presence->listing) {
        // A listing that was let through passes every check, and writes back to itself.
        if (!zero::lobby::check_listing(*presence->listing).empty()) __builtin_trap();
        const auto attributes = zero::lobby::listing_attributes(*presence->listing);
        std::string error;
        const auto again = zero::lobby::listing_from_attributes(
            [&](const char* name) -> const char* {
                for (const auto& [key, value] : attributes)
                    if (key == name) return value.c_str();
                return nullptr;
            },
            error);
        if (!again || zero::lobby::listing_attributes(*again) != attributes) __builtin_trap();
    }
    xmpp_stanza_release(stanza);
    return 0;
}

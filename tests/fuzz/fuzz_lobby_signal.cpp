// SPDX-License-Identifier: GPL-3.0-or-later
// A private message in a table's room (a knock or a host's answer), a line of the lobby room's chat
// and the lobby's list of STUN and TURN servers are untrusted input: what they name is checked
// before a game sends anywhere or shows it.
#include <cstddef>
#include <cstdint>
#include <string>

#include "zero/lobby/stanza.hpp"

namespace {

bool unicast(const std::string& host) { return zero::lobby::unicast_endpoint(host); }

template <class T, class Write, class Read>
void round_trip(const T& value, Write write, Read read) {
    const auto attributes = write(value);
    const auto again = read([&](const char* name) -> const char* {
        for (const auto& [key, text] : attributes)
            if (key == name) return text.c_str();
        return nullptr;
    });
    if (!again || write(*again) != attributes) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static xmpp_ctx_t* ctx = xmpp_ctx_new(nullptr, nullptr);
    const std::string text(reinterpret_cast<const char*>(data), size);
    xmpp_stanza_t* stanza = xmpp_stanza_new_from_string(ctx, text.c_str());
    if (stanza == nullptr) return 0;
    using namespace zero::lobby;
    if (const auto m = read_room_message(stanza)) {
        if (m->knock) {
            if (!unicast(m->knock->host) || m->knock->port == 0) __builtin_trap();
            round_trip(*m->knock, knock_attributes, knock_from_attributes);
        }
        if (m->answer) {
            if (!unicast(m->answer->host) || (m->answer->relay_port != 0 && !unicast(m->answer->relay_host)))
                __builtin_trap();
            round_trip(*m->answer, answer_attributes, answer_from_attributes);
        }
    }
    // A line of the lobby room's chat is shown as it is: short, printable, and never empty.
    if (const auto c = read_room_chat(stanza))
        if (c->text.empty() || c->text.size() > kMaxChatBytes || !printable_utf8(c->text) || !printable_utf8(c->nick))
            __builtin_trap();
    const ExternalServices services = read_services(stanza);
    for (const auto& s : {services.stun, services.turn})
        if (s && (s->host.empty() || s->host.size() > 253 || s->port == 0)) __builtin_trap();
    xmpp_stanza_release(stanza);
    return 0;
}

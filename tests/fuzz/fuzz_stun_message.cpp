// SPDX-License-Identifier: GPL-3.0-or-later
// A datagram on a game socket or a relay's may come from anyone: STUN and TURN messages and
// ChannelData are decoded with every length checked (docs/online.md).
#include <cstddef>
#include <cstdint>

#include "zero/traversal/stun.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace zero::traversal;
    if (const auto m = stun::decode(data, size)) {
        // What was read stays within the datagram, and its endpoints encode back to themselves.
        if (m->data.size() > size || m->realm.size() > size || m->nonce.size() > size) __builtin_trap();
        if (m->peer) {
            const auto again = stun::Builder(stun::kDataIndication, m->transaction)
                                   .endpoint(stun::kXorPeerAddress, *m->peer)
                                   .bytes(stun::kData, m->data.data(), m->data.size())
                                   .finish();
            const auto back = stun::decode(again.data(), again.size());
            if (!back || back->peer != m->peer || back->data != m->data) __builtin_trap();
        }
    }
    if (const auto c = stun::decode_channel_data(data, size))
        if (c->data + c->size > data + size || c->channel < 0x4000) __builtin_trap();
    return 0;
}

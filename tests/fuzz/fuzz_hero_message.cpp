// SPDX-License-Identifier: GPL-3.0-or-later
// Zero Hero's LAN messages (its intents, lobby and updates: the view and events codec) on
// arbitrary bytes: no crash, no overread, whatever decodes re-encodes to the same bytes, and a
// decoded view never shows more of a kind of card than the deck holds (View::unseen() takes it
// from the deck).
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "zero/net/messages.hpp"

using namespace zero::net;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const ByteView bytes(data, size);
    if (auto m = decode_client<HeroWire>(bytes)) {
        if (encode(*m) != Bytes(bytes.begin(), bytes.end())) std::abort();
    }
    if (auto m = decode_host<HeroWire>(bytes)) {
        const Bytes again = encode(*m);
        auto back = decode_host<HeroWire>(again);
        if (!back || encode(*back) != again) std::abort();
    }
    Reader r(bytes);
    zero::hero::View view;
    if (HeroWire::read_view(r, view)) {
        const zero::hero::Cards unseen = view.unseen();
        if (unseen.size() > zero::hero::kDeckSize) std::abort();
    }
    return 0;
}

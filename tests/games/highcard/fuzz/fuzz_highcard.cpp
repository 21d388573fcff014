// SPDX-License-Identifier: GPL-3.0-or-later
// High Card's decoders on arbitrary bytes: its wire (an action, a view, an update's events), its
// record's JSON and its save's body. No crash, no overread; whatever decodes re-encodes to bytes
// that decode to the same again, and a decoded view's hand holds distinct cards.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "zero/highcard/codec.hpp"
#include "zero/highcard/record_json.hpp"
#include "zero/highcard/save.hpp"

using namespace zero;
using namespace zero::highcard;

namespace {

// Decodes `bytes` with `read`; when it decodes, its re-encoding must decode and re-encode the same.
template <class T, class Write, class Read>
void check_stable(net::ByteView bytes, Write write, Read read) {
    T value{};
    net::Reader r(bytes);
    if (!read(r, value)) return;
    net::Writer w;
    write(w, value);
    T again{};
    net::Reader back(w.bytes());
    if (!read(back, again) || !back.done()) std::abort();
    net::Writer w2;
    write(w2, again);
    if (w2.bytes() != w.bytes()) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const net::ByteView bytes(data, size);
    check_stable<Action>(bytes, codec::write_action, codec::read_action);
    check_stable<View>(bytes, codec::write_view, codec::read_view);
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        check_stable<EventList>(
            bytes, [&](net::Writer& w, const EventList& e) { codec::write_events(w, e, players); },
            [&](net::Reader& r, EventList& e) { return codec::read_events(r, e, players); });
    View view;
    net::Reader r(bytes);
    if (codec::read_view(r, view))
        for (std::size_t i = 1; i < view.hand.size(); ++i)
            if (view.hand[i - 1] >= view.hand[i]) std::abort();

    const std::string_view text(reinterpret_cast<const char*>(data), size);
    if (const RecordParse parsed = record_from_json(text); parsed.record) {
        const std::string json = record_to_json(*parsed.record);
        const RecordParse again = record_from_json(json);
        if (!again.record || record_to_json(*again.record) != json) std::abort();
    }
    if (const auto decoded = SaveFile::decode_body(text); decoded.save) {
        const std::string body = SaveFile::encode_body(*decoded.save);
        const auto again = SaveFile::decode_body(body);
        if (!again.save || !(*again.save == *decoded.save)) std::abort();
        (void)SaveFile::restore(*decoded.save);  // replays untrusted records: must not crash either
    }
    return 0;
}

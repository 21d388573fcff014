// The LAN message decoders (both directions, for each game: Knizia's, Solèr's and Zero Hero's)
// and the discovery packets on arbitrary bytes: no crash, no overread, and whatever decodes
// re-encodes to the same bytes.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "zero/net/discovery.hpp"
#include "zero/net/messages.hpp"

using namespace zero::net;

namespace {

template <class W>
void game_messages(ByteView bytes) {
    if (auto m = decode_client<W>(bytes)) {
        if (encode(*m) != Bytes(bytes.begin(), bytes.end())) std::abort();
    }
    if (auto m = decode_host<W>(bytes)) {
        const Bytes again = encode(*m);
        auto back = decode_host<W>(again);
        if (!back || encode(*back) != again) std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const ByteView bytes(data, size);
    game_messages<KniziaWire>(bytes);
    game_messages<SolerWire>(bytes);
    game_messages<HeroWire>(bytes);
    if (auto probe = decode_probe(bytes)) (void)encode_probe(*probe);
    if (auto reply = decode_announcement(bytes)) {
        if (!decode_announcement(encode_announcement(reply->info, reply->nonce))) std::abort();
    }
    return 0;
}

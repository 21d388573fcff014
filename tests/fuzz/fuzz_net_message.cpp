// The LAN message decoders (both directions) and the discovery packets on arbitrary bytes: no
// crash, no overread, and whatever decodes re-encodes to the same bytes.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "zero/net/discovery.hpp"
#include "zero/net/messages.hpp"

using namespace zero::net;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const ByteView bytes(data, size);
    if (auto m = decode_client(bytes)) {
        if (encode(*m) != Bytes(bytes.begin(), bytes.end())) std::abort();
    }
    if (auto m = decode_host(bytes)) {
        const Bytes again = encode(*m);
        auto back = decode_host(again);
        if (!back || encode(*back) != again) std::abort();
    }
    if (auto probe = decode_probe(bytes)) (void)encode_probe(*probe);
    if (auto reply = decode_announcement(bytes)) {
        if (!decode_announcement(encode_announcement(reply->info, reply->nonce))) std::abort();
    }
    return 0;
}

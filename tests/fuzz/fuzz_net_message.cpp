// SPDX-License-Identifier: GPL-3.0-or-later
// The LAN message decoders (both directions, for each game: Knizia's, Solèr's and Zero Hero's)
// and the discovery packets on arbitrary bytes: no crash, no overread, and whatever decodes
// re-encodes to the same bytes, in the newest layout and in version 4's (Knizia's views differ).
// A Knizia view that decodes also goes through Hard's carried opponent model, which a `join --bot
// hard` client runs on whatever its host sent.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <type_traits>

#include "zero/knizia/bots/deal_chain.hpp"
#include "zero/knizia/bots/hard_bot.hpp"
#include "zero/net/discovery.hpp"
#include "zero/net/messages.hpp"

using namespace zero::net;

namespace {

template <class W>
void game_messages(ByteView bytes) {
    if (auto m = decode_client<W>(bytes)) {
        if (encode(*m) != Bytes(bytes.begin(), bytes.end())) std::abort();
    }
    for (const std::uint16_t protocol : {std::uint16_t{4}, kProtocolMax}) {
        if (auto m = decode_host<W>(bytes, protocol)) {
            const Bytes again = encode(*m, protocol);
            auto back = decode_host<W>(again, protocol);
            if (!back || encode(*back, protocol) != again) std::abort();
            if constexpr (std::is_same_v<W, KniziaWire>) {
                if (const auto* update = std::get_if<UpdateMsgT<W>>(&*m)) {
                    zero::knizia::ChainParams chain = zero::knizia::HardParams{}.chain;
                    chain.carry_rounds = true;
                    const zero::knizia::SeatPriors priors = zero::knizia::carried_priors(update->view, chain);
                    for (const auto& w : priors.swaps)
                        for (double x : w)
                            if (!(x >= 0 && x <= 1)) std::abort();
                }
            }
        }
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

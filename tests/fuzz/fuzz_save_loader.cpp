// SPDX-License-Identifier: GPL-3.0-or-later
// The save loader on untrusted bytes: a whole file (header, checksum, body), and the same bytes
// as a body past the checksum, so that mutations reach the deserializer and the replay.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "zero/saves/knizia_save.hpp"

namespace {

void check_decoded(const zero::SaveDecode& decoded) {
    if (!decoded.save) {
        if (decoded.error.empty()) std::abort();  // a refusal always says why
        return;
    }
    (void)zero::restore(*decoded.save);
    // Whatever decodes encodes back to the same save.
    const zero::SaveDecode again = zero::decode_save(zero::encode_save(*decoded.save));
    if (!again.save || !(*again.save == *decoded.save)) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    check_decoded(zero::decode_save(bytes));
    if (size > zero::kSaveHeaderBytes) check_decoded(zero::decode_save_body(bytes.substr(zero::kSaveHeaderBytes)));
    check_decoded(zero::decode_save_body(bytes));
    return 0;
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The match record's JSON on untrusted bytes: parse, replay, and write back.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "zero/saves/knizia_record_json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const zero::knizia::RecordParse parsed = zero::knizia::record_from_json(text);
    if (!parsed.record) {
        if (parsed.error.empty()) std::abort();
        return 0;
    }
    (void)zero::knizia::replay(*parsed.record);
    // What parses is written back to a document that parses to the same JSON.
    const std::string json = zero::knizia::record_to_json(*parsed.record);
    const zero::knizia::RecordParse again = zero::knizia::record_from_json(json);
    if (!again.record || zero::knizia::record_to_json(*again.record) != json) std::abort();
    return 0;
}

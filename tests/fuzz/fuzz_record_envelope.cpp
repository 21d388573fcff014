// SPDX-License-Identifier: GPL-3.0-or-later
// The record envelope on untrusted bytes: whatever game it names, parse, replay with that game's
// rules, and write back.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "zero/saves/any_record.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/soler_record_json.hpp"

namespace {

template <class Record, class Write>
void check_round_trip(const Record& record, Write write) {
    // What parses is written back to a document that parses to the same JSON, of the same game.
    const std::string json = write(record);
    const zero::AnyRecordParse again = zero::any_record_from_json(json);
    if (!again.record || again.record->get_if<Record>() == nullptr || write(again.record->get<Record>()) != json)
        std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const zero::AnyRecordParse parsed = zero::any_record_from_json(text);
    if (!parsed.record) {
        if (parsed.error.empty()) std::abort();
        return 0;
    }
    if (const auto* knizia = parsed.record->get_if<zero::knizia::MatchRecord>()) {
        (void)zero::knizia::replay(*knizia);
        check_round_trip(*knizia, [](const zero::knizia::MatchRecord& r) { return zero::knizia::record_to_json(r); });
    } else if (const auto* soler = parsed.record->get_if<zero::soler::MatchRecord>()) {
        (void)zero::soler::replay(*soler);
        check_round_trip(*soler, [](const zero::soler::MatchRecord& r) { return zero::soler::record_to_json(r); });
    } else if (const auto* hero = parsed.record->get_if<zero::hero::MatchRecord>()) {
        (void)zero::hero::replay(*hero);
        check_round_trip(*hero, [](const zero::hero::MatchRecord& r) { return zero::hero::record_to_json(r); });
    }
    return 0;
}

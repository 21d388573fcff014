// SPDX-License-Identifier: GPL-3.0-or-later
// Knizia's Zero in the saves layer: its record reader and its save's Resume row.
#include "summary.hpp"
#include "zero/saves/saves_module.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/knizia_save.hpp"
#include "zero/catalogue/module_instance.hpp"

namespace zero::saves_detail {
namespace {

struct KniziaSaves {
    static constexpr games::GameId kGame = knizia::kKniziaGame;
    static constexpr std::size_t kMaxRecordBytes = knizia::kMaxRecordBytes;
    static knizia::RecordParse parse(std::string_view text) { return knizia::record_from_json(text); }
    static SaveDecode decode(std::string_view body) { return decode_save_body(body); }
    static void fill(const SaveGame& save, SaveSummary& summary) {
        summary.round = save.round + 1;
        summary.rounds = save.rules.rounds;
    }
};

}  // namespace

// The registry's entry (cmake/games.cmake lists it).
const SavesModule& knizia_saves();
const SavesModule& knizia_saves() { return games::module_instance<SavesModuleOf<KniziaSaves>>(); }

}  // namespace zero::saves_detail

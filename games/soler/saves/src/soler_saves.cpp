// SPDX-License-Identifier: GPL-3.0-or-later
// Solèr's ZERO in the saves layer: its record reader and its save's Resume row.
#include "summary.hpp"
#include "zero/saves/saves_module.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/saves/soler_save.hpp"
#include "zero/catalogue/module_instance.hpp"

namespace zero::saves_detail {
namespace {

struct SolerSaves : RecordSaves<soler::SaveFile, soler::kMaxRecordBytes, soler::record_from_json> {
    // A match to a number of games, or to a total (no number of games then).
    static void fill(const soler::SaveGame& save, SaveSummary& summary) {
        summary.round = save.game + 1;
        summary.rounds = save.rules.to_target() ? 0 : save.rules.games;
        summary.target_points = save.rules.target_points;
    }
};

}  // namespace

// The registry's entry (cmake/games.cmake lists it).
const SavesModule& soler_saves();
const SavesModule& soler_saves() { return games::module_instance<SavesModuleOf<SolerSaves>>(); }

}  // namespace zero::saves_detail

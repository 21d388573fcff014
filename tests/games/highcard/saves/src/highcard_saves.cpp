// SPDX-License-Identifier: GPL-3.0-or-later
// High Card in the saves layer: its record reader and its save's Resume row, found by the saves
// registry as every game's module is (cmake/games.cmake).
#include "games/summary.hpp"
#include "zero/highcard/record_json.hpp"
#include "zero/highcard/save.hpp"

namespace zero::saves_detail {

const SavesModule& highcard_saves();

const SavesModule& highcard_saves() {
    static const SavesModuleOf<RecordSaves<highcard::SaveFile, highcard::kMaxRecordBytes, highcard::record_from_json>>
        module;
    return module;
}

}  // namespace zero::saves_detail

// SPDX-License-Identifier: GPL-3.0-or-later
// Zero Hero in the saves layer: its record reader and its save's Resume row.
#include "summary.hpp"
#include "zero/saves/saves_module.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/hero_save.hpp"
#include "zero/catalogue/module_instance.hpp"

namespace zero::saves_detail {

// The registry's entry (cmake/games.cmake lists it).
const SavesModule& hero_saves();
const SavesModule& hero_saves() {
    return games::module_instance<
        SavesModuleOf<RecordSaves<hero::SaveFile, hero::kMaxRecordBytes, hero::record_from_json>>>();
}

}  // namespace zero::saves_detail

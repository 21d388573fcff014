// SPDX-License-Identifier: GPL-3.0-or-later
// Zero Hero in the saves layer: its record reader and its save's Resume row.
#include "registry.hpp"
#include "summary.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/hero_save.hpp"

namespace zero::saves_detail {
namespace {

struct HeroSaves {
    static constexpr games::GameId kGame = hero::kGame;
    static constexpr std::size_t kMaxRecordBytes = hero::kMaxRecordBytes;
    static hero::RecordParse parse(std::string_view text) { return hero::record_from_json(text); }
    static hero::SaveDecode decode(std::string_view body) { return hero::decode_save_body(body); }
    static void fill(const hero::SaveGame& save, SaveSummary& summary) {
        summary.round = save.game + 1;
        summary.rounds = save.rules.games;
    }
};

}  // namespace

const SavesModule& hero_saves() {
    static const SavesModuleOf<HeroSaves> module;
    return module;
}

}  // namespace zero::saves_detail

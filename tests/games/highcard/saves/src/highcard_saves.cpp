// SPDX-License-Identifier: GPL-3.0-or-later
// High Card in the saves layer: its record reader and its save's Resume row, found by the saves
// registry as every game's module is (cmake/games.cmake).
#include "games/summary.hpp"
#include "zero/highcard/record_json.hpp"
#include "zero/highcard/save.hpp"

namespace zero::saves_detail {

const SavesModule& highcard_saves();

namespace {

struct HighCardSaves {
    static constexpr games::GameId kGame = highcard::kGame;
    static constexpr std::size_t kMaxRecordBytes = highcard::kMaxRecordBytes;
    static highcard::RecordParse parse(std::string_view text) { return highcard::record_from_json(text); }
    static highcard::SaveFile::Decoded decode(std::string_view body) { return highcard::SaveFile::decode_body(body); }
    static void fill(const highcard::SaveGame& save, SaveSummary& summary) {
        summary.round = save.game + 1;
        summary.rounds = save.rules.games;
    }
};

}  // namespace

const SavesModule& highcard_saves() {
    static const SavesModuleOf<HighCardSaves> module;
    return module;
}

}  // namespace zero::saves_detail

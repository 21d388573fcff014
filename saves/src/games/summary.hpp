// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every game's save summary shares: the players, totals, date and seats of the save.
#include <algorithm>
#include <utility>
#include <vector>

#include "zero/saves/save_store.hpp"
#include "zero/saves/saved_seat.hpp"
#include "zero/saves/saves_module.hpp"

namespace zero::saves_detail {

template <class Save>
void fill_summary(SaveSummary& summary, const Save& save, std::vector<int> totals) {
    summary.players = save.record.players;
    summary.totals = std::move(totals);
    summary.saved_at = save.saved_at;
    summary.finished = save.finished();
    summary.lan = std::any_of(save.seats.begin(), save.seats.end(),
                              [](const SavedSeat& seat) { return seat.kind == SeatKind::Remote; });
}

// Decodes a body with the game's decoder; on success fills the shared part and returns the save.
template <class Decode>
auto decoded_for_summary(const Decode& decoded, SaveSummary& summary) -> decltype(&*decoded.save) {
    if (!decoded.save) {
        summary.error = decoded.error;
        return nullptr;
    }
    fill_summary(summary, *decoded.save, decoded.save->totals);
    return &*decoded.save;
}

// A record parse of one game, as a record of any game.
template <class Parse>
AnyRecordParse any_parse(games::GameId game, Parse parsed) {
    AnyRecordParse out;
    if (parsed.record) out.record = AnyRecord(game, std::move(*parsed.record));
    out.error = std::move(parsed.error);
    return out;
}

// The traits of a game whose save is its record (its RecordSaveFile `File`): its record's reader
// `Parse` and largest size `MaxBytes`; its Resume row counts the save's games (a game with more to
// say hides `fill`).
template <class File, std::size_t MaxBytes, auto Parse>
struct RecordSaves {
    static constexpr games::GameId kGame = File::Save::kGame;
    static constexpr std::size_t kMaxRecordBytes = MaxBytes;
    static auto parse(std::string_view text) { return Parse(text); }
    static auto decode(std::string_view body) { return File::decode_body(body); }
    static void fill(const typename File::Save& save, SaveSummary& summary) {
        summary.round = save.game + 1;
        summary.rounds = save.rules.games;
    }
};

// A game's saves module over its traits T: kGame, kMaxRecordBytes, parse(text) (its record
// reader), decode(body) (its save body's decoder) and fill(save, summary) (its part of the row).
template <class T>
class SavesModuleOf final : public SavesModule {
public:
    games::GameId id() const override { return T::kGame; }
    std::size_t max_record_bytes() const override { return T::kMaxRecordBytes; }
    AnyRecordParse parse_record(std::string_view text) const override { return any_parse(T::kGame, T::parse(text)); }
    bool summarise(std::string_view body, SaveSummary& summary) const override {
        const auto decoded = T::decode(body);
        const auto* save = decoded_for_summary(decoded, summary);
        if (save == nullptr) return false;
        T::fill(*save, summary);
        return true;
    }
};

}  // namespace zero::saves_detail

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match record of any game: the envelope's "game" (none: Knizia's Zero, as records were written
// before it was named) picks the game's reader, its saves module (saves_module.hpp). An unknown
// game, or one this build cannot play, is refused with one sentence. The record is held as its
// game's own type, which only that game's code asks for (get<Record>()): the list of games stays
// open, each game reaching its records through its modules.
#include <any>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/saves/record_parse.hpp"

namespace zero {

class AnyRecord {
public:
    AnyRecord() = default;
    template <class Record>
    AnyRecord(games::GameId game, Record record)
        : game_(game), players_(record.players), record_(std::move(record)) {}

    games::GameId game() const { return game_; }
    const std::vector<std::string>& players() const { return players_; }
    // Null when the record is not of type `Record`.
    template <class Record>
    const Record* get_if() const {
        return std::any_cast<Record>(&record_);
    }
    // Throws std::bad_any_cast when the record is not of type `Record`.
    template <class Record>
    const Record& get() const {
        if (const Record* record = get_if<Record>()) return *record;
        throw std::bad_any_cast();
    }

private:
    games::GameId game_ = games::kUnnamedGame;
    std::vector<std::string> players_;
    std::any record_;
};

using AnyRecordParse = saves::RecordParse<AnyRecord>;

inline games::GameId game_of(const AnyRecord& record) { return record.game(); }

// Checks the envelope, then the game's document shape; replay() checks the game in it.
AnyRecordParse any_record_from_json(std::string_view text);
// Errors name the file: "match.json: ...".
AnyRecordParse load_any_record_file(const std::string& path);

}  // namespace zero

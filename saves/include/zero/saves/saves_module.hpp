// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the saves layer meets a game: what it reads and summarises of that game's files without
// knowing the game. One object per game, listed once in saves/src/games/registry.cpp; a call per
// file read, never per action.
#include <cstddef>
#include <span>
#include <string_view>

#include "zero/catalogue/catalogue.hpp"
#include "zero/saves/any_record.hpp"
#include "zero/saves/save_store.hpp"

namespace zero {

class SavesModule {
public:
    virtual ~SavesModule() = default;
    virtual games::GameId id() const = 0;
    // The largest record this game writes (its reader applies the cap again).
    virtual std::size_t max_record_bytes() const = 0;
    // A record of this game, its envelope already checked to name it.
    virtual AnyRecordParse parse_record(std::string_view text) const = 0;
    // Fills the game's part of a Resume row from the body of a save of this game; false (and
    // summary.error) when the body does not decode.
    virtual bool summarise(std::string_view body, SaveSummary& summary) const = 0;
};

// Every game the saves read, in the catalogue's order.
std::span<const SavesModule* const> saves_modules();
// Null for a game this build does not carry.
const SavesModule* find_saves_module(games::GameId id);

}  // namespace zero

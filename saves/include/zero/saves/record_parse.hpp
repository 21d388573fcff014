// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match record read from its JSON (one game's, or any game's), or why not.
#include <optional>
#include <string>

namespace zero::saves {

template <class Record>
struct RecordParse {
    std::optional<Record> record;
    std::string error;  // one sentence; empty on success
};

}  // namespace zero::saves

// A game's record functions, declared in its own namespace (soler_record_json.hpp,
// hero_record_json.hpp); their bodies are json::RecordFormat's (ZERO_RECORD_JSON_BODIES,
// saves/src/record_envelope.hpp). record_from_json checks the document's shape only (replay()
// checks the game in it); load_record_file's errors name the file ("match.json: ...");
// save_record_file writes the whole to a temporary file, then renames it over `path`, and returns
// an error or empty; move_to_json writes one action as it stands in a record.
#define ZERO_RECORD_JSON_FUNCTIONS(Record, Move)                                  \
    using RecordParse = saves::RecordParse<Record>;                               \
    std::string record_to_json(const Record& record);                             \
    RecordParse record_from_json(std::string_view text);                          \
    RecordParse load_record_file(const std::string& path);                        \
    std::string save_record_file(const std::string& path, const Record& record); \
    std::string move_to_json(const Move& move, bool with_seat = true);

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The match record's JSON form (docs/match-record.md): field names fixed so other tools can read it.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "zero/knizia/game_id.hpp"
#include "zero/knizia/record.hpp"

namespace zero::knizia {

// Records are small (a 50-round match is well under a megabyte); anything larger is refused
// before it is parsed.
inline constexpr std::size_t kMaxRecordBytes = 8U << 20;

struct RecordParse {
    std::optional<knizia::MatchRecord> record;
    std::string error;  // one sentence; empty on success
};

std::string record_to_json(const knizia::MatchRecord& record);
// Checks the document's shape only; replay() checks the game in it. A record naming another game
// is refused (any_record.hpp reads a record of any game).
RecordParse record_from_json(std::string_view text);

// Errors name the file: "match.json: ...".
RecordParse load_record_file(const std::string& path);
// Written whole to a temporary file, then renamed over `path`. Returns an error or empty.
std::string save_record_file(const std::string& path, const knizia::MatchRecord& record);

// One action as it stands in a record: {"seat":1,"action":"swap","give":"red3","take":"blue5"}.
std::string move_to_json(const knizia::Move& move, bool with_seat = true);

}  // namespace zero::knizia

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

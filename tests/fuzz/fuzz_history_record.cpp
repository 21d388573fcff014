// SPDX-License-Identifier: GPL-3.0-or-later
// The history's reading of a record on untrusted bytes: whatever the file holds, one line comes
// back, damaged with a reason or with one seat a player and totals, winners and highlights that
// agree with it.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "zero/history/match_entry.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    zero::history::MatchFacts facts;
    const zero::history::MatchEntry entry = zero::history::read_match_text(text, &facts);
    if (entry.damaged) {
        if (entry.error.empty() || !entry.seats.empty()) std::abort();
        return 0;
    }
    if (entry.seats.size() != facts.players.size() || facts.highlights.size() != facts.players.size()) std::abort();
    if (entry.finished && entry.winner_names().empty()) std::abort();
    for (const auto& running : facts.running)
        if (running.size() != facts.players.size()) std::abort();
    return 0;
}

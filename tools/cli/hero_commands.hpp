// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The commands' Zero Hero side (--game zero-hero): each command parses its options once and hands
// them here when the game is this one.
#include <string>

#include "match_runner.hpp"
#include "saved_match.hpp"
#include "zero/hero/record.hpp"

namespace zero::cli {

void simulate_hero(const SimulateOptions& o);
// Prints what `replay` prints for a record already read from `file`.
void replay_hero(const std::string& file, const hero::MatchRecord& record);
// Carries on the save at options.save_file; prints the result (as JSON with `json`).
void resume_hero(SavedMatchOptions options, bool json);
void show_hero(const std::string& path, const std::string& record_out);
void bench_hero(double seconds);

}  // namespace zero::cli

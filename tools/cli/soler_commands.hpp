// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The commands' Solèr's ZERO side (--game soler-zero): each command parses its options once and
// hands them here when the game is this one.
#include <string>

#include "match_runner.hpp"
#include "saved_match.hpp"
#include "zero/soler/record.hpp"

namespace zero::cli {

void simulate_soler(const SimulateOptions& o);
// Prints what `replay` prints for a record already read from `file`.
void replay_soler(const std::string& file, const soler::MatchRecord& record);
// Carries on the save at options.save_file; prints the result (as JSON with `json`).
void resume_soler(SavedMatchOptions options, bool json);
void show_soler(const std::string& path, const std::string& record_out);
void bench_soler(double seconds);

}  // namespace zero::cli

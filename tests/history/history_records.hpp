// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A history folder of generated records of every game, with what each record says worked out
// here from the records themselves (not through the history library), for the tests to compare.
#include <array>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "../scratch_dir.hpp"

namespace zero::test {

inline const std::vector<std::string> kNames{"Ann", "Bob", "Cy", "Di", "Ed", "Flo"};

struct RecordTruth {
    std::string file;
    std::string game;  // as the record names it ("chess" for the unknown game)
    bool damaged = false;
    std::vector<std::string> players;
    std::vector<int> totals;
    std::vector<int> winners;
    std::vector<std::array<int, 2>> highlights;  // per seat
};

// A scratch folder (../scratch_dir.hpp: removed at the end of the scope unless kept for a
// post-mortem), with the history folder the records go in.
struct ScratchDir {
    test_scratch::ScratchDir folder{"history"};
    std::filesystem::path path = folder.path();
    std::string saves() const { return path.string(); }
    std::filesystem::path history() const { return path / "history"; }
};

// Writes `count` records into `history` (every game in turn, player names rotating through
// kNames, file times one second apart, oldest first); every 97th is cut short, every 89th names a
// winner its actions do not lead to, every 101st names an unknown game. Returns the truth, oldest
// first.
std::vector<RecordTruth> write_records(const std::filesystem::path& history, int count);

// One good record of `game` ("knizia-zero", "soler-zero", "zero-hero") for `players`, the
// `variant`th of the few distinct matches each game's records are drawn from.
std::string record_text(const std::string& game, int variant, const std::vector<std::string>& players,
                        RecordTruth* truth = nullptr);

}  // namespace zero::test

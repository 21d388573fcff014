// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Matches and files for the save tests.
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <vector>

#include "../scratch_dir.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/saves/knizia_save.hpp"
#include "zero/knizia/table.hpp"

namespace zero::test {

inline std::vector<SavedSeat> bot_seats_for(const std::vector<std::string>& kinds) {
    std::vector<SavedSeat> seats;
    for (std::size_t i = 0; i < kinds.size(); ++i)
        seats.push_back(SavedSeat::bot_seat(kinds[i], kinds[i] + " " + std::to_string(i + 1)));
    return seats;
}

// Plays a bot match and calls `each` with the state before the first action and after every one.
inline void for_each_state(const knizia::Rules& rules, std::uint64_t seed, const std::vector<std::string>& kinds,
                           const std::function<void(const knizia::State&)>& each) {
    knizia::Table table(new_match(rules, seed), knizia::bot_seats(kinds, seed));
    each(table.state());
    table.add_observer([&](const knizia::EventList&, const knizia::State& state) { each(state); });
    table.run();
}

// A fresh folder under the temporary directory, removed with the object (kept as ScratchDir keeps
// one: with ZERO_KEEP_SCRATCH, or when a REQUIRE failed).
class TempDir {
public:
    std::string file(const std::string& name) const { return (dir_ / name).string(); }
    const std::string& path() const { return path_; }

private:
    test_scratch::ScratchDir dir_{"saves-test"};
    std::string path_ = dir_.path().string();
};

inline std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void spit(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

}  // namespace zero::test

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the two arenas (bot_arena for Knizia's Zero, soler_arena for Solèr's ZERO) share; their
// decision times come from zero/timing/decision_times.hpp, as zero-cli's do.
#include <string>
#include <vector>

namespace zero::arena {

inline std::vector<std::string> split(const std::string& text) {
    std::vector<std::string> out;
    std::string current;
    for (char ch : text) {
        if (ch == ',') {
            out.push_back(current);
            current.clear();
        } else {
            current += ch;
        }
    }
    out.push_back(current);
    return out;
}

}  // namespace zero::arena

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the external bot tests of both games share.
#include <string>
#include <vector>

namespace zero::test {

// The command that runs tests/bots/ext_test_bot in a mode, logging what it hears to `log`.
inline std::string test_bot(const std::string& mode, const std::string& log = {}) {
    std::string command = std::string("'") + ZERO_EXT_TEST_BOT + "' " + mode;
    if (!log.empty()) command += " '" + log + "'";
    return command;
}

inline bool any_contains(const std::vector<std::string>& lines, const std::string& part) {
    for (const std::string& line : lines)
        if (line.find(part) != std::string::npos) return true;
    return false;
}

}  // namespace zero::test

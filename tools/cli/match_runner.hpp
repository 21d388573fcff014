#pragma once
// Option handling shared by the commands that set up matches.
#include <optional>
#include <string>
#include <vector>

#include "zero/knizia/rules.hpp"

namespace zero::cli {

std::vector<std::string> split_list(const std::string& text);
// The rules a command line asks for, or a CommandError (usage) saying what is wrong.
Rules rules_from_options(int players, std::optional<int> pool, std::optional<int> rounds);

}  // namespace zero::cli

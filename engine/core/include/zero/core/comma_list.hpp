// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A command line's list option ("easy,hard:iters=500,medium"): the items between commas, empty
// ones kept so that the caller can say which item is wrong.
#include <string>
#include <vector>

namespace zero::core {

inline std::vector<std::string> split_commas(const std::string& text) {
    std::vector<std::string> items;
    std::string current;
    for (char ch : text) {
        if (ch == ',') {
            items.push_back(current);
            current.clear();
        } else {
            current += ch;
        }
    }
    items.push_back(current);
    return items;
}

}  // namespace zero::core

#pragma once
// What the two arenas (bot_arena for Knizia's Zero, soler_arena for Solèr's ZERO) share.
#include <algorithm>
#include <chrono>
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

inline double percentile(std::vector<double> values, double p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

// Times a call in milliseconds of wall time and appends it to `times`.
template <class F>
auto timed(std::vector<double>& times, F&& call) {
    const auto start = std::chrono::steady_clock::now();
    auto result = call();
    const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
    times.push_back(took.count());
    return result;
}

}  // namespace zero::arena

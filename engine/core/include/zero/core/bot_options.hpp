// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A bot kind with options, "hard:iters=2000:ms=100", as Solèr's ZERO and Zero Hero spell theirs:
// the name, then key=value pairs after colons. The errors name the problem and quote at most the
// first 80 characters of the kind, since a kind may come from a file or a LAN peer.
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace zero::core {

// The options of `kind`, which must be `name` or start with "name:" (`label` names the kind in the
// error). Throws std::invalid_argument.
inline std::vector<std::pair<std::string, std::string>> bot_options(std::string_view kind, std::string_view name,
                                                                    std::string_view label) {
    const std::string text(kind);
    std::size_t pos = text.find(':');
    if (text.substr(0, pos) != name)
        throw std::invalid_argument("'" + text.substr(0, 80) + "' is not a kind of " + std::string(label));
    std::vector<std::pair<std::string, std::string>> options;
    while (pos != std::string::npos) {
        const std::size_t next = text.find(':', pos + 1);
        const std::string item = text.substr(pos + 1, next == std::string::npos ? std::string::npos : next - pos - 1);
        pos = next;
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos)
            throw std::invalid_argument("bot option '" + item.substr(0, 40) + "' in '" + text.substr(0, 80) +
                                        "' is not key=value");
        options.emplace_back(item.substr(0, eq), item.substr(eq + 1));
    }
    return options;
}

// An option's whole number in [low, high]. Throws std::invalid_argument naming the option.
inline int bot_option_int(std::string_view kind, const std::string& key, const std::string& text, int low, int high) {
    std::size_t used = 0;
    long value = 0;
    try {
        value = std::stol(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != text.size() || value < low || value > high)
        throw std::invalid_argument("bot option " + key + "=" + text + " in '" + std::string(kind.substr(0, 80)) +
                                    "' must be a whole number from " + std::to_string(low) + " to " +
                                    std::to_string(high));
    return static_cast<int>(value);
}

// The options of a search's budget, the same in every game's Hard: iters, ms, threads and deals.
// Sets the one `key` names (its value read by whole(low, high)) and says whether it was one.
struct SearchBudget {
    int& iterations;
    int& time_ms;
    int& threads;
    int& max_deals;
};
template <class Whole>
bool set_budget_option(const std::string& key, Whole&& whole, const SearchBudget& budget) {
    if (key == "iters") budget.iterations = whole(1, 100'000'000);
    else if (key == "ms") budget.time_ms = whole(1, 600'000);
    else if (key == "threads") budget.threads = whole(1, 1024);
    else if (key == "deals") budget.max_deals = whole(1, 100'000'000);
    else return false;
    return true;
}

[[noreturn]] inline void unknown_bot_option(std::string_view kind, const std::string& key) {
    throw std::invalid_argument("unknown bot option '" + key.substr(0, 40) + "' in '" + std::string(kind.substr(0, 80)) +
                                "'");
}

// A Hard's parameters from its kind ("hard:iters=500:width=4"): the budget's options as
// set_budget_option reads them, every other key by own(params, key, whole), which sets the one it
// knows (its value read by whole(low, high)) and returns false for a key it does not. Throws
// std::invalid_argument naming the problem.
template <class Params, class Own>
Params hard_params_of(std::string_view kind, Own&& own) {
    Params p;
    for (const auto& option : bot_options(kind, "hard", "Hard")) {
        // Named copies, not a structured binding: clang 14 cannot capture a binding in a lambda.
        const auto& key = option.first;
        const auto& value = option.second;
        auto whole = [&](int low, int high) { return bot_option_int(kind, key, value, low, high); };
        if (set_budget_option(key, whole, {p.iterations, p.time_ms, p.threads, p.max_deals})) continue;
        if (!own(p, key, whole)) unknown_bot_option(kind, key);
    }
    return p;
}

}  // namespace zero::core

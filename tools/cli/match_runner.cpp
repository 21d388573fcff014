#include "match_runner.hpp"

#include "commands.hpp"

namespace zero::cli {

std::vector<std::string> split_list(const std::string& text) {
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

Rules rules_from_options(int players, std::optional<int> pool, std::optional<int> rounds) {
    Rules rules = default_rules(players);
    if (pool) rules.pool_size = *pool;
    if (rounds) rules.rounds = *rounds;
    if (std::string why = rules_error(rules); !why.empty()) throw CommandError(why, kUsageError);
    return rules;
}

}  // namespace zero::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// A complete external bot for Zero Hero (docs/bot-protocol.md), small on purpose:
//   zero-cli simulate --game zero-hero --players 4 --bots
//   "ext:out/release/tools/bots/hero_example_bot,medium,medium,medium"
// It buys a pair when both cards land in rows that then hold one or three cards (the rows that
// score), otherwise takes zerones from the fullest pile (two when it may); asked to swap, it gives
// away its first card.
#include <iostream>
#include <map>
#include <string>

#include "example_bot_loop.hpp"
#include "zero/saves/json.hpp"

namespace {

// A card's colour is its name without the value and symbol: "turquoise3s" -> "turquoise".
std::string colour_of(const std::string& card) { return card.substr(0, card.find_first_of("0123456789")); }

bool scoring_row(int cards) { return cards == 1 || cards == 3; }

std::string answer(const rapidjson::Document& turn) {
    const auto& legal = turn["legal"];
    const auto& pick = [](const rapidjson::Value& action) {
        rapidjson::StringBuffer out;
        rapidjson::Writer<rapidjson::StringBuffer> w(out);
        action.Accept(w);
        return std::string(out.GetString());
    };
    if (std::string(turn["decision"].GetString()) == "swap") return pick(legal[0]);

    std::map<std::string, int> rows;
    for (const auto& card : turn["collections"][turn["seat"].GetInt()].GetArray()) ++rows[colour_of(card.GetString())];
    const rapidjson::Value* best = nullptr;
    int best_pile = -1;
    for (const auto& action : legal.GetArray()) {
        const std::string kind = action["action"].GetString();
        const int pair = action["pair"].GetInt();
        const int pile = turn["piles"][pair].GetInt();
        if (kind == "buy") {
            std::map<std::string, int> after = rows;
            for (const auto& card : turn["pairs"][pair].GetArray()) ++after[colour_of(card.GetString())];
            bool good = true;
            for (const auto& card : turn["pairs"][pair].GetArray())
                good = good && scoring_row(after[colour_of(card.GetString())]);
            if (good) return pick(action);
        } else if (pile + action["count"].GetInt() > best_pile) {
            best = &action;
            best_pile = pile + action["count"].GetInt();
        }
    }
    return pick(best != nullptr ? *best : legal[0]);
}

}  // namespace

int main() { return answer_turns("zero-hero", answer); }

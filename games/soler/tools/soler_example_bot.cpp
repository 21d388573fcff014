// SPDX-License-Identifier: GPL-3.0-or-later
// A complete external bot for Solèr's ZERO (docs/bot-protocol.md), small on purpose:
//   zero-cli simulate --game soler-zero --players 4 --bots
//   "ext:out/release/tools/bots/soler_example_bot,medium,medium,medium"
// It plays its highest card, bets its own card plus the average of the cards it has not seen
// for every other seat, and lays the legal laying with the most cards.
#include <cstdlib>
#include <iostream>
#include <string>

#include "example_bot_loop.hpp"
#include "zero/saves/json.hpp"

namespace {

// The average of the cards this seat cannot place: the deck less its hand, its own face-down
// card, every safe card and every card known to be in another hand.
double unseen_average(const rapidjson::Document& turn) {
    int counts[7] = {1, 2, 6, 12, 8, 13, 13};  // -3 .. +3
    auto remove = [&counts](const rapidjson::Value& cards) {
        for (const auto& c : cards.GetArray()) --counts[c.GetInt() + 3];
    };
    remove(turn["hand"]);
    if (turn["my_play"].IsInt()) --counts[turn["my_play"].GetInt() + 3];
    for (const auto& pile : turn["safe"].GetArray()) remove(pile);
    const int seat = turn["seat"].GetInt();
    for (rapidjson::SizeType s = 0; s < turn["known"].Size(); ++s)
        if (static_cast<int>(s) != seat) remove(turn["known"][s]);
    int n = 0;
    int sum = 0;
    for (int v = -3; v <= 3; ++v) {
        n += counts[v + 3];
        sum += v * counts[v + 3];
    }
    return n > 0 ? static_cast<double>(sum) / n : 0.0;
}

std::string answer(const rapidjson::Document& turn) {
    const std::string decision = turn["decision"].GetString();
    const auto& legal = turn["legal"];
    if (decision == "play") return R"({"action":"play","card":)" + std::to_string(turn["hand"][0].GetInt()) + "}";
    if (decision == "bet") {
        const double guess = turn["my_play"].GetInt() + (turn["players"].GetInt() - 1) * unseen_average(turn);
        int best = legal[0]["total"].GetInt();
        for (const auto& bet : legal.GetArray())
            if (std::abs(bet["total"].GetInt() - guess) < std::abs(best - guess)) best = bet["total"].GetInt();
        return R"({"action":"bet","total":)" + std::to_string(best) + "}";
    }
    // safe: the legal list offers laying nothing, the zeros, and the laying with the most cards.
    rapidjson::SizeType most = 0;
    std::size_t most_cards = 0;
    for (rapidjson::SizeType i = 0; i < legal.Size(); ++i) {
        std::size_t cards = 0;
        for (const auto& group : legal[i]["groups"].GetArray()) cards += group.Size();
        if (cards > most_cards) {
            most = i;
            most_cards = cards;
        }
    }
    rapidjson::StringBuffer out;
    rapidjson::Writer<rapidjson::StringBuffer> w(out);
    legal[most].Accept(w);
    return out.GetString();
}

}  // namespace

int main() { return answer_turns("soler-zero", answer); }

// SPDX-License-Identifier: GPL-3.0-or-later
// An external bot for High Card (docs/bot-protocol.md's lines), small on purpose: it always plays
// its highest card, the last of the legal list (the hand, lowest first).
//   zero-cli simulate --game high-card --players 3 --bots ext:highcard_example_bot,greedy,random
#include <string>

#include "example_bot_loop.hpp"
#include "zero/saves/json.hpp"

namespace {

std::string answer(const rapidjson::Document& turn) {
    const auto& legal = turn["legal"];
    rapidjson::StringBuffer out;
    rapidjson::Writer<rapidjson::StringBuffer> w(out);
    legal[legal.Size() - 1].Accept(w);
    return out.GetString();
}

}  // namespace

int main() { return answer_turns("high-card", answer); }

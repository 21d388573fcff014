// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The loop every example bot shares (docs/bot-protocol.md): one JSON message a line on stdin, and
// for each turn of its own game one answer line on stdout. Messages of another game, and every
// other message (a round's or the match's end), are read and let pass.
#include <iostream>
#include <string>
#include <string_view>

#include "zero/saves/json.hpp"

// `answer(turn)` gives the reply's JSON object as text.
template <class Answer>
int answer_turns(std::string_view game, Answer answer) {
    std::string line;
    while (std::getline(std::cin, line)) {
        rapidjson::Document message;
        message.Parse(line.c_str());
        if (message.HasParseError() || !message.IsObject()) continue;
        // Every message says its game; one without "game" is Knizia's Zero.
        if (!message.HasMember("game") || std::string_view(message["game"].GetString()) != game) continue;
        if (std::string_view(message["type"].GetString()) != "turn") continue;
        std::string reply = answer(message);
        // Echoing the turn's id (protocol 2) lets the table tell a late answer from the next turn's.
        if (message.HasMember("id") && message["id"].IsUint64())
            reply.insert(reply.size() - 1, ",\"id\":" + std::to_string(message["id"].GetUint64()));
        std::cout << reply << std::endl;
    }
    return 0;
}

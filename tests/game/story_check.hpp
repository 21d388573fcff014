// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reads a table's frame log for the story the couch players are told: after every hand-off the
// table's recap lists each public move made since that player's last turn of the round (one line
// a move), with no hand on screen but the new player's and no move made until it is put away; the
// last move stays marked until the next one; and a player's own move lands on screen before the
// hand-off hides it.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gui_harness.hpp"

namespace zero::game::test {

struct StoryLog {
    int recaps = 0;          // hand-offs followed by a recap
    int moves_replayed = 0;  // moves the recaps listed, all hand-offs together
    int handoffs = 0;
    int held = 0;  // hand-offs that waited, with everything landed, after the move before them
};

inline std::vector<std::string> split_moves(const std::string& list) {
    std::vector<std::string> out;
    std::istringstream in(list);
    std::string word;
    while (std::getline(in, word, ',')) out.push_back(word);
    return out;
}

// "swap:1:red3:blue5" -> 1
inline int mover(const std::string& token) {
    const auto a = token.find(':');
    return std::stoi(token.substr(a + 1, token.find(':', a + 1) - a - 1));
}

inline StoryLog check_story(const std::filesystem::path& log) {
    std::ifstream in(log);
    REQUIRE(in);
    StoryLog out;
    std::string line;
    int round = -1;
    std::vector<std::string> round_moves;  // this round's live moves, as the table started them
    int handed_to = -1;                    // the seat of the hand-off just shown
    bool in_recap = false;
    int recap_seat = -1;
    std::vector<std::string> expected;
    bool held_since_move = false;
    std::string last_live;
    auto finish_recap = [&] {
        if (!in_recap) return;
        if (!expected.empty()) ++out.recaps;
        out.moves_replayed += static_cast<int>(expected.size());
        in_recap = false;
    };
    while (std::getline(in, line)) {
        const auto f = frame_fields(line);
        if (f.count("screen") == 0 || f.at("screen") != "table") continue;
        INFO(line);
        REQUIRE(f.count("recap") == 1);  // the story fields are written on every table frame
        const int hand = std::stoi(f.at("hand"));
        const bool handoff = f.at("handoff") == "1";
        const int recap = std::stoi(f.at("recap"));
        if (std::stoi(f.at("round")) != round) {
            round = std::stoi(f.at("round"));
            round_moves.clear();
            last_live.clear();
        }
        if (handoff) {
            finish_recap();
            if (handed_to < 0) {
                ++out.handoffs;
                if (held_since_move) ++out.held;
            }
            handed_to = std::stoi(f.at("turn"));
            CHECK(recap == 0);
            continue;
        }
        if (handed_to >= 0) {
            // The first frame after the hand-off: the new player's table, and what they missed.
            CHECK(hand == handed_to);
            recap_seat = handed_to;
            expected.clear();
            for (const std::string& move : round_moves) {
                if (mover(move) == recap_seat)
                    expected.clear();
                else
                    expected.push_back(move);
            }
            CHECK(recap == static_cast<int>(expected.size()));
            in_recap = true;
            handed_to = -1;
        }
        if (in_recap) {
            // Nothing but the new player's own hand is ever face up during the recap, no input is
            // taken, and no live move starts before it is put away.
            if (recap > 0) {
                CHECK(hand == recap_seat);
                CHECK(std::stoi(f.at("accepting")) == -1);
                CHECK(f.count("moves") == 0);
                continue;
            }
            finish_recap();
        }
        if (f.count("moves") != 0) {
            for (const std::string& move : split_moves(f.at("moves"))) {
                round_moves.push_back(move);
                last_live = move;
            }
            held_since_move = false;
        }
        if (f.at("hold") == "1") {
            CHECK(hand >= 0);
            held_since_move = true;
        }
        // The latest move stays marked until the next one.
        if (f.at("reveal") == "0") CHECK(f.at("mark") == (last_live.empty() ? "-" : last_live));
    }
    finish_recap();
    return out;
}

}  // namespace zero::game::test

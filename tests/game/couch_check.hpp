// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The couch invariants read from a game's --frame-log, for every game's couch test: the hand-off
// screen never shows a hand, only the people's hands are ever drawn, input is taken only from the
// player shown, and the screen never goes from one hand to another without a hand-off between.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include "gui_harness.hpp"

namespace zero::game::test {

struct CouchLog {
    int frames = 0;
    int handoff_frames = 0;
    int handoffs = 0;                // hand-off screens shown (runs of hand-off frames)
    std::multiset<std::string> handoff_details;  // the frame's detail= word as each hand-off came up
    std::set<int> accepted;          // seats whose input was taken
    bool podium = false;
};

// `people`: the seats played at the screen are 0 .. people-1.
inline CouchLog check_couch_log(const std::filesystem::path& log, int people) {
    CouchLog out;
    std::ifstream in(log);
    REQUIRE(in);
    int last_hand = -1;         // the last seat whose hand was drawn
    bool handoff_since = true;  // a hand-off frame since that hand was drawn
    bool in_handoff = false;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("frame ", 0) != 0) continue;
        const auto f = frame_fields(line);
        ++out.frames;
        const int hand = std::stoi(f.at("hand"));
        const bool handoff = f.at("handoff") == "1";
        const int accepting = std::stoi(f.at("accepting"));
        if (f.at("screen") == "podium") out.podium = true;
        INFO(line);
        if (handoff) {
            ++out.handoff_frames;
            CHECK(hand == -1);
            handoff_since = true;
            if (!in_handoff) {
                ++out.handoffs;
                out.handoff_details.insert(f.count("detail") != 0 ? f.at("detail") : "");
            }
        }
        in_handoff = handoff;
        CHECK(hand < people);
        if (accepting >= 0) {
            CHECK(hand == accepting);
            out.accepted.insert(accepting);
        }
        if (hand >= 0) {
            if (last_hand >= 0 && hand != last_hand) CHECK(handoff_since);
            if (hand != last_hand) handoff_since = false;
            last_hand = hand;
        }
    }
    return out;
}

}  // namespace zero::game::test

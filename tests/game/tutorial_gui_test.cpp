// SPDX-License-Identifier: GPL-3.0-or-later
// The tutorials in the real game binary (`zero --tutorial GAME --autoplay`): the synthetic player
// learns each game to its end in English, French and Japanese; every kind of decision's lesson is
// shown when it first comes up, and the one wrong move it tries is held back with the kind word.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include "gui_harness.hpp"

namespace fs = std::filesystem;

namespace {

struct Learnt {
    std::set<std::string> lessons;  // the frame log's details with a lesson shown ("play+lesson")
    int wrong_moves = 0;            // notes of a move held back
};

Learnt learn(const std::string& game, const std::string& lang) {
    const auto dir = zero::game::test::scratch_dir("tutorial", game + "-" + lang);
    const fs::path log = dir / "frames.log";
    const int status = zero::game::test::run_game("--tutorial " + game + " --autoplay --lang " + lang +
                                                      " --speed 16 --width 640 --height 360 --frame-log '" +
                                                      log.string() + "' --screenshot-dir '" + (dir / "shots").string() + "'",
                                                  dir);
    INFO(zero::game::test::read_all(dir / "out.txt"));
    INFO(zero::game::test::last_lines(log));
    REQUIRE(status == 0);
    CHECK(zero::game::test::read_all(dir / "out.txt").find("match over: totals") != std::string::npos);
    CHECK(fs::exists(dir / "shots" / "tutorial.png"));
    Learnt learnt;
    std::ifstream in(log);
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("note frame", 0) == 0) ++learnt.wrong_moves;
        const std::string detail = zero::game::test::frame_fields(line)["detail"];
        if (detail.find("+lesson") != std::string::npos) learnt.lessons.insert(detail);
    }
    return learnt;
}

// The languages each tutorial is learnt in. The ASan + UBSan build learns it in English only: the
// French and Japanese runs take the same code paths with other strings (whose catalogue loading
// and lookups run sanitized in the strings and menu tests), each a whole tutorial of the software
// rasteriser; the g++ run learns it in all three (tools/check.sh).
#ifdef ZERO_SANITIZED
constexpr const char* kLanguages[] = {"en"};
#else
constexpr const char* kLanguages[] = {"en", "fr", "ja"};
#endif

}  // namespace

TEST_CASE("the tutorial of Soler's ZERO is learnt to its end by synthetic input in every language", "[tutorial]") {
    for (const char* lang : kLanguages) {
        INFO(lang);
        const Learnt learnt = learn("soler-zero", lang);
        CHECK(learnt.lessons == std::set<std::string>{"play+lesson", "bet+lesson", "safe+lesson"});
        CHECK(learnt.wrong_moves == 1);
    }
}

TEST_CASE("the tutorial of Zero Hero is learnt to its end by synthetic input in every language", "[tutorial]") {
    for (const char* lang : kLanguages) {
        INFO(lang);
        const Learnt learnt = learn("zero-hero", lang);
        CHECK_FALSE(learnt.lessons.empty());
        CHECK(learnt.wrong_moves == 1);
    }
}

TEST_CASE("the tutorial of Knizia's Zero is learnt to its end by synthetic input in every language", "[tutorial]") {
    for (const char* lang : kLanguages) {
        INFO(lang);
        const Learnt learnt = learn("knizia-zero", lang);
        CHECK_FALSE(learnt.lessons.empty());
        CHECK(learnt.wrong_moves == 1);
    }
}

// Solèr's ZERO in the real game binary: an autoplay match with one person driven by synthetic
// input writes the pictures of its table, face-down plays, bets, reveal, take, safe laying and
// podium; a couch match between two people never shows a hand (or a face-down card) during a
// hand-off, the simultaneous plays included.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include <SFML/Graphics/Image.hpp>

#include "couch_check.hpp"
#include "gui_harness.hpp"

namespace fs = std::filesystem;

namespace {

int run_soler(const std::string& args, const fs::path& dir) {
    const std::string command = "XDG_CONFIG_HOME='" + (dir / "config").string() + "' XDG_DATA_HOME='" +
                                (dir / "data").string() + "' ZERO_SAVE_DIR='" + (dir / "saves").string() +
                                "' ALSOFT_DRIVERS=null " + zero::game::test::display_prefix() + "'" + ZERO_GAME_BINARY +
                                "' --game soler-zero " + args + zero::game::test::kTestRun + " > '" +
                                (dir / "out.txt").string() + "' 2>&1";
    return std::system(command.c_str());
}

std::string text_of(const fs::path& path) {
    std::ifstream in(path);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("an autoplay match of Soler's ZERO writes its pictures, at the window's size") {
    const fs::path dir = zero::game::test::scratch_dir("soler", "autoplay");
    const int status = run_soler("--autoplay --humans 1 --players 4 --rounds 1 --seed 4 --speed 4 --screenshot-dir '" +
                                     (dir / "shots").string() + "'",
                                 dir);
    INFO(text_of(dir / "out.txt"));
    REQUIRE(status == 0);
    CHECK(text_of(dir / "out.txt").find("match over: totals") != std::string::npos);
    for (const char* name : {"table", "plays", "bets", "reveal", "take", "grouping", "safe", "podium"}) {
        const fs::path png = dir / "shots" / (std::string(name) + ".png");
        INFO(png.string());
        REQUIRE(fs::exists(png));
        sf::Image image;
        REQUIRE(image.loadFromFile(png.string()));
        CHECK(image.getSize().x == 1280);
        CHECK(image.getSize().y == 720);
        const zero::game::test::PictureStats stats = zero::game::test::picture_stats(image);
        CHECK(stats.variance > 200.0);
        CHECK(stats.felt > 1.0 / 25);
    }
    fs::remove_all(dir);
}

TEST_CASE("a couch match of Soler's ZERO never shows a hand during a hand-off, the face-down plays included") {
    const fs::path dir = zero::game::test::scratch_dir("soler", "couch");
    const fs::path log = dir / "frames.log";
    const int status =
        run_soler("--autoplay --humans 2 --players 3 --rounds 1 --seed 9 --speed 4 --frame-log '" + log.string() + "'", dir);
    INFO(text_of(dir / "out.txt"));
    INFO(zero::game::test::last_lines(log));
    REQUIRE(status == 0);
    const zero::game::test::CouchLog couch = zero::game::test::check_couch_log(log, 2);
    CHECK(couch.frames > 100);
    CHECK(couch.handoff_frames > 0);
    // Every trick has both people play face down, so the screen changes hands many times, also
    // while the cards of a trick are being played.
    CHECK(couch.handoffs > 5);
    CHECK(couch.handoff_details.count("play") > 2);
    CHECK(couch.accepted == std::set<int>{0, 1});
    CHECK(couch.podium);
    fs::remove_all(dir);
}

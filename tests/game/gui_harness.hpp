// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the GUI tests share: a scratch folder per test, the virtual display the game needs when
// there is no real one, and reading the game's `--frame-log` (a line a frame of `key=value` words).
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include <SFML/Graphics/Image.hpp>
#include <catch2/catch.hpp>
#include <initializer_list>

#include "../scratch_dir.hpp"

namespace zero::game::test {

using zero::test_scratch::ScratchDir;

// A new scratch folder, zero-KIND-NAME-XXXXXX, gone with the object (../scratch_dir.hpp).
inline ScratchDir scratch_dir(const std::string& kind, const std::string& name) {
    return ScratchDir(kind + "-" + name);
}

// A virtual display for one command. -noreset: Xvfb otherwise resets whenever its last client
// leaves, and a window opening during the reset is refused; a LAN test's games come and go.
inline constexpr const char* kVirtualDisplay = "xvfb-run -a -s '-screen 0 1280x720x24 -noreset' ";

// Put before a command that opens a window: nothing with a display, xvfb-run without one.
inline std::string display_prefix() {
    const char* display = std::getenv("DISPLAY");
    return display != nullptr && *display != '\0' ? "" : kVirtualDisplay;
}

// A display of the command's own, even when there is one: for a test that counts what a window
// does when nothing happens. On a shared display other tests' windows appearing over it send it
// events (pointer entering and leaving), and each event rightly wakes it for half a second.
inline std::string private_display_prefix() { return kVirtualDisplay; }

inline std::string read_all(const std::filesystem::path& path) {
    std::ifstream in(path);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The last lines of a file (a frame log), for a failed test to say where the run stood.
inline std::string last_lines(const std::filesystem::path& path, std::size_t count = 12) {
    std::ifstream in(path);
    std::deque<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
        if (lines.size() > count) lines.pop_front();
    }
    std::string out = path.filename().string() + ", last lines:\n";
    for (const std::string& line : lines) out += line + '\n';
    return out;
}

// The autoplay's "match over: totals ..." line in a run's output, or empty when the match did not end.
inline std::string match_over_line(const std::filesystem::path& output) {
    std::ifstream out(output);
    std::string line;
    while (std::getline(out, line))
        if (line.rfind("match over:", 0) == 0) return line;
    return {};
}

// Whether a run's frame log shows a podium that offers Rematch (its frames say detail=rematch).
inline bool podium_offers_rematch(const std::filesystem::path& frame_log) {
    std::ifstream in(frame_log);
    std::string line;
    while (std::getline(in, line))
        if (line.find("screen=podium") != std::string::npos && line.find(" detail=rematch") != std::string::npos)
            return true;
    return false;
}

// A guard against a hang, never a deadline a slow machine could miss: autoplay runs on a virtual
// clock (1/60 s of match time a frame however slow the frames are), and a run stopped by this
// guard prints where it stood. A stuck synthetic player is caught sooner, by frames (the table
// stops it after 200 inputs without moving on). Generous: four copies of a couch match beside a
// CPU hog and two builds took 480 s each here. Below ctest's own timeout for the GUI tests.
inline constexpr const char* kHangGuard = " --max-seconds 1500 ";
// Autoplay for a test: unpaced (frames as fast as the machine draws them; the virtual clock makes
// it the same match) and guarded against a hang.
inline constexpr const char* kTestRun = " --unpaced --max-seconds 1500 ";

#ifdef ZERO_GAME_BINARY
// The game with `args` as a test runs it (kTestRun), its config, data, state and saves in the
// scratch folder `dir` and its output in dir/out.txt; the exit status.
inline int run_game(const std::string& args, const std::filesystem::path& dir) {
    const std::string command = "XDG_CONFIG_HOME='" + (dir / "config").string() + "' XDG_DATA_HOME='" +
                                (dir / "data").string() + "' XDG_STATE_HOME='" + (dir / "state").string() +
                                "' ZERO_SAVE_DIR='" + (dir / "saves").string() + "' ALSOFT_DRIVERS=null " +
                                display_prefix() + "'" + ZERO_GAME_BINARY + "' " + args + kTestRun + " > '" +
                                (dir / "out.txt").string() + "' 2>&1";
    return std::system(command.c_str());
}
#endif

inline std::map<std::string, std::string> frame_fields(const std::string& line) {
    std::map<std::string, std::string> out;
    std::istringstream in(line);
    std::string word;
    while (in >> word) {
        const auto eq = word.find('=');
        if (eq != std::string::npos) out[word.substr(0, eq)] = word.substr(eq + 1);
    }
    return out;
}

// What a screenshot of a table must show: some spread of brightness (not blank) and the felt's
// green in a good share of it (sampled every 8 pixels).
struct PictureStats {
    double variance = 0;
    double felt = 0;  // share of the samples that are felt green
};
inline PictureStats picture_stats(const sf::Image& image) {
    double sum = 0;
    double sum_sq = 0;
    int samples = 0;
    int felt = 0;
    for (unsigned y = 0; y < image.getSize().y; y += 8) {
        for (unsigned x = 0; x < image.getSize().x; x += 8) {
            const sf::Color c = image.getPixel(x, y);
            const double v = (c.r + c.g + c.b) / 3.0;
            sum += v;
            sum_sq += v * v;
            ++samples;
            if (c.g > c.r + 20 && c.g > c.b + 10) ++felt;
        }
    }
    if (samples == 0) return {};
    const double mean = sum / samples;
    return {sum_sq / samples - mean * mean, static_cast<double>(felt) / samples};
}

// A screenshot of the given size that is not blank (the translated screens' runs check theirs so).
inline void check_screenshot(const std::filesystem::path& png, unsigned width, unsigned height) {
    INFO(png.string());
    REQUIRE(std::filesystem::exists(png));
    sf::Image image;
    REQUIRE(image.loadFromFile(png.string()));
    CHECK(image.getSize().x == width);
    CHECK(image.getSize().y == height);
    CHECK(picture_stats(image).variance > 100.0);
}

// The autoplay's pictures of a table, each at the window's size (1280x720 unless told) and not
// blank: the spread of brightness and the share of green (the felt shows, under the reveal panel too).
inline void check_table_pictures(const std::filesystem::path& shots, std::initializer_list<const char*> names,
                                 unsigned width = 1280, unsigned height = 720) {
    for (const char* name : names) {
        const std::filesystem::path png = shots / (std::string(name) + ".png");
        INFO(png.string());
        REQUIRE(std::filesystem::exists(png));
        sf::Image image;
        REQUIRE(image.loadFromFile(png.string()));
        CHECK(image.getSize().x == width);
        CHECK(image.getSize().y == height);
        const PictureStats stats = picture_stats(image);
        CHECK(stats.variance > 200.0);
        CHECK(stats.felt > 1.0 / 25);
    }
}

}  // namespace zero::game::test

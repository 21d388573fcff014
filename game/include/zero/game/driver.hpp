// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The test driver: what a scripted run (tests, screenshots, measurements) adds to the game, kept
// beside the screens instead of inside them. The app makes one only when a run option asks for it
// (Driver::wanted); a player's run has none. Each frame it watches what the screen on top shows
// (its FrameInfo, and a table's facts, drivable.hpp), feeds the synthetic players' input
// (--humans, --host-seats, --join, a scripted tutorial), takes the pictures of the named moments
// and of every N frames, writes the frame log and the frame times, and owns the hang guards
// (--max-seconds, --max-frames, --sigkill-at-frame, a synthetic player that stops moving the match).
#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>

#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/System/Clock.hpp>
#include <SFML/Window/Event.hpp>

#include "zero/game/options.hpp"

namespace zero::game {

struct Context;
class Screen;
class DrivableTable;
struct TableFacts;
class RunRecorder;

class Driver {
public:
    // Opens the frame log and the screenshot folder; throws when either cannot be written.
    explicit Driver(const Options& options);
    ~Driver();
    Driver(const Driver&) = delete;
    Driver& operator=(const Driver&) = delete;

    // Whether the run's options ask for anything of a driver.
    static bool wanted(const Options& options);

    // Before the frame's update: the synthetic input for the screen on top (fed to it at once),
    // and the picture of every N frames.
    void before_update(long frame, Screen* screen, Context& ctx);
    // The pictures the frame asked for, once the screen has drawn it and before it is shown.
    // Returns whether any was taken (that frame's time includes PNG encoding).
    bool take_shots(sf::RenderWindow& window, Context& ctx);
    // A frame shown: its times and its frame-log line.
    void frame_shown(long frame, Context& ctx, float work_ms, float cpu_ms, bool took_shot);
    // A frame counted: --sigkill-at-frame's crash, before the screens change.
    void frame_counted(long frame);
    // After the frame: the cuts and hang guards (`screens`: how many screens a --screen list opens).
    void after_frame(long frame, Context& ctx, long screens);
    // --frames-report's lines at exit.
    void report() const;

private:
    std::optional<sf::Event> drive_table(DrivableTable& table, const Screen& screen, Context& ctx);
    std::optional<sf::Event> drive_choice(DrivableTable& table, const TableFacts& facts, const Screen& screen,
                                          Context& ctx);

    const Options& options_;
    std::unique_ptr<RunRecorder> recorder_;
    sf::Clock run_clock_;
    // The synthetic player at the table on top; afresh for another table.
    const DrivableTable* table_ = nullptr;
    float pace_ms_ = 0;             // since its last input
    bool picked_ = false;           // a move is picked for the decision below
    std::uint64_t decision_ = 0;
    std::uint32_t progress_ = 0;    // the match's state when it last moved on
    int inputs_ = 0;                // inputs since then: the hang guard's count
    // The named moments pictured already of the screen on top.
    const Screen* moments_of_ = nullptr;
    std::set<std::string> taken_;
};

}  // namespace zero::game

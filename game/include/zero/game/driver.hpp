// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The test driver: what a scripted run (tests, screenshots, measurements) adds to the game, kept
// beside the screens instead of inside them. The app makes one only when a run option asks for it
// (Driver::wanted); a player's run has none. Each frame it watches what the screen on top shows
// (its FrameInfo, and a table's facts, drivable.hpp), feeds the synthetic players' input
// (--humans, --host-seats, --join, a scripted tutorial), pictures the moments the screens tell
// (Context::moment: which, once each a screen, and when) and every N frames, writes the frame log
// and the frame times, and owns the hang guards
// (--max-seconds, --max-frames, --sigkill-at-frame, a synthetic player that stops moving the match).
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

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

    // Before the frame's update (`elapsed`: the frame's seconds): the synthetic input for the
    // screen on top (fed to it at once), and the pictures due (every N frames, a moment's).
    void before_update(long frame, float elapsed, Screen* screen, Context& ctx);
    // The moments the screen told (after its update, and again after its drawing): each name
    // pictured once for the screen on top, when it is in full view.
    void read_moments(Context& ctx);
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
    std::optional<sf::Event> towards_move(DrivableTable& table, Context& ctx);
    // The synthetic player of the other screens (driver_menus.cpp): what it does at each, by the
    // places the screen shows (Screen::place), as a person would.
    std::optional<sf::Event> drive_menu(const Screen& screen, Context& ctx);
    std::optional<sf::Event> drive_join(const Screen& screen, Context& ctx);
    std::optional<sf::Event> drive_online(const Screen& screen, Context& ctx);
    std::optional<sf::Event> drive_history(const Screen& screen, Context& ctx);
    // The end of a run the command line scripted (--autoplay), whoever plays: at the podium at
    // rest, and in the replay's analysis (--replay FILE --analyse SEAT) once a decision is shown.
    std::optional<sf::Event> drive_run_end(const Screen& screen, Context& ctx);
    std::optional<sf::Event> drive_analysis(const Screen& screen, Context& ctx);
    // Whether its synthetic players play the tables: those the command line opened (--autoplay
    // and what implies it: --host-seats, --join, a --tutorial played by script), not one a run
    // reached through the menus.
    bool plays_tables() const { return options_.humans > 0 && options_.autoplay; }
    void same_screen(Context& ctx);
    // A key pressed, as the window would report it.
    static sf::Event key_press(sf::Keyboard::Key code);

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
    std::optional<sf::Vector2f> pointed_;  // where it last moved the pointer
    // The synthetic player at each other screen: frames it has been on top, its steps.
    struct MenuRun {
        long frames = 0;
        int step = 0;
        long next_at = 0;  // the frame of its next step
        bool acted = false;
        std::string said;  // a line it prints once the screen has taken its input
    };
    std::map<const Screen*, MenuRun> menus_;
    MenuRun* menu_ = nullptr;  // the run of the screen driven now
    // The moments of the screen on top pictured already (or due), and those due later.
    struct Due {
        std::string name;
        float ms = 0;  // animation time left
    };
    const Screen* moments_of_ = nullptr;
    std::set<std::string> taken_;
    void say_code(const Context& ctx);
    bool code_said_ = false;  // a hosted online table's code, said once
    std::vector<Due> due_;
};

}  // namespace zero::game

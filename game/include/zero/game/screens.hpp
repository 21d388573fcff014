// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The screens of the game. Each is built by a factory so its internals stay in its own file.
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/game/context.hpp"
#include "zero/game/podium.hpp"
#include "zero/game/session.hpp"
#include "zero/game/ui.hpp"

namespace zero {
struct SaveSummary;
}  // namespace zero

namespace zero::game {

std::unique_ptr<Screen> make_menu_screen(Context& ctx);
std::unique_ptr<Screen> make_new_match_screen(Context& ctx);
std::unique_ptr<Screen> make_rules_screen(Context& ctx);
// Whose the games are, who made this edition, its licence and version.
std::unique_ptr<Screen> make_about_screen(Context& ctx);
// Learn a game: the tutorial of each game that has one (docs/learning.md).
std::unique_ptr<Screen> make_tutorial_screen(Context& ctx);
std::unique_ptr<Screen> make_settings_screen(Context& ctx);
// The settings screen's rows of values (0-based, seven of them): where each is drawn and clicked.
constexpr int kSettingsRows = 7;
ValueRow settings_value_row(int row);
std::unique_ptr<Screen> make_resume_screen(Context& ctx);
// A save's row in the Resume list, in `strings`' language: the game and its players (bots named in
// that language whatever the save's), then the round, totals and date.
std::pair<std::string, std::string> resume_row_lines(const SaveSummary& save, const Strings& strings);
// Why a save does not open, in `strings`' language: the save reader's reason (English, with file
// names and byte counts, for the command line) sorted into what a player can tell apart.
std::string save_problem(const Strings& strings, const std::string& reason);
// LAN play: set up and open a table, or find one and join it (then its lobby and table).
std::unique_ptr<Screen> make_host_screen(Context& ctx);
std::unique_ptr<Screen> make_join_screen(Context& ctx);
// Play online (docs/online.md), and Settings' page of the lobby server and account.
std::unique_ptr<Screen> make_online_screen(Context& ctx);
std::unique_ptr<Screen> make_online_settings_screen(Context& ctx);

// Makes a screen when asked (a rematch's table).
using ScreenMaker = std::function<std::unique_ptr<Screen>(Context&)>;

struct TableOptions {
    bool autoplay = false;   // exit at the podium; take the screenshots
    std::string save_path;   // autosave here after every action (empty: no autosave)
    bool save_path_is_good = true;  // false when the save there was damaged and its backup was loaded
    ScreenMaker rematch;     // the podium's Rematch: the same seats, the next seed (empty: none offered)
    bool tutorial = false;   // a tutorial's table: lessons, the suggestion shown unasked and asked for (docs/learning.md)
};
// Where a new match started from the menu is saved.
std::string new_save_path();


struct PodiumOptions {
    bool autoplay = false;      // exit after the podium's screenshot
    bool highest_wins = false;  // Solèr's ZERO and Zero Hero rank the highest total first, Knizia's the lowest
    bool by_game = false;       // the scores are each game's (Solèr's ZERO, Zero Hero), not each round's
    ScreenMaker rematch;        // a match of this screen's: Rematch offers the same seats again
};
// The podium of a match that ended, seat by seat, with each round's (or game's) scores; an
// autoplay run also prints the "match over: totals ..." line that tests and scripts read.
std::unique_ptr<Screen> make_match_podium(Context& ctx, const std::vector<std::string>& names,
                                          std::span<const int> totals, SeatMask winners, const ScoreRows& rounds,
                                          PodiumOptions options);

class SolerFeed;
class HeroFeed;
// The table of Solèr's ZERO, and of Zero Hero, over any feed of its game (a couch match's
// LocalSeatFeed over its session, or a LAN table's).
std::unique_ptr<Screen> make_soler_table_screen(Context& ctx, std::unique_ptr<SolerFeed> feed, TableOptions options);
std::unique_ptr<Screen> make_hero_table_screen(Context& ctx, std::unique_ptr<HeroFeed> feed, TableOptions options);
// The rules of `game`, in pages (a button turns to the other games').
std::unique_ptr<Screen> make_rules_screen(Context& ctx, games::GameId game);

}  // namespace zero::game

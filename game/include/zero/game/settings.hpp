// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Player settings, kept as JSON in $XDG_CONFIG_HOME/zero/settings.json.
#include <chrono>
#include <string>
#include <vector>

namespace zero::game {

enum class BotPace : int { Quick = 0, Normal = 1, Relaxed = 2 };
enum class WindowMode : int { Windowed = 0, Fullscreen = 1 };

// A seat of the last match started from New match, as that screen sets it up again next time.
struct RememberedSeat {
    bool human = true;
    std::string name;      // a person's name; empty: the default name ("Player 2") in the language shown
    std::string bot_kind;  // the game's bot kind, for a bot seat
    friend bool operator==(const RememberedSeat&, const RememberedSeat&) = default;
};

struct Settings {
    int volume = 80;            // 0..100
    bool muted = false;
    bool symbols = true;        // colour-blind symbols on the cards
    float animation_speed = 1;  // 0.5 .. 2, multiplies every animation's pace
    BotPace bot_pace = BotPace::Normal;
    WindowMode window_mode = WindowMode::Windowed;
    std::string language;       // en, fr or ja; empty until the player chooses: the system's language
    // What the player set up last, so the screens offer it again: New match's game and seats (empty
    // until a match was started there), and the name typed in Join game or Host game.
    std::string last_game;  // the catalogue's key of the game last started
    std::vector<RememberedSeat> last_seats;
    std::string player_name;
    // The online lobby (docs/online.md): its address (empty: none), and an account on it
    // ("name@DOMAIN" and its password) or, with `lobby_guest`, a guest's throwaway address.
    std::string lobby_address;
    std::string lobby_account;
    std::string lobby_password;
    bool lobby_guest = true;

    // Brings every field back into its range (a hand-edited file may hold anything).
    void clamp();
    // Seconds a bot waits after the previous animation before it plays.
    float bot_delay() const;
    friend bool operator==(const Settings&, const Settings&) = default;
};

// Settings' rows stop at their ends, as the volume and the speed do: the pace one step quicker
// (`step` < 0) or more relaxed (> 0), never wrapping from Relaxed to Quick.
BotPace step_bot_pace(BotPace pace, int step);
// A person's moment to take back their move against bots (Undo) before the next bot plays.
inline constexpr float kUndoWindowMs = 1500.F;
// How long the table waits, after the last animation, before it plays a bot's move: the bot pacing
// (`bot_delay_s`, shortened by the animation `speed`) and, while the player may still undo their
// last move, at least kUndoWindowMs, shortened only by the speeds above 2 that tests run at: a
// person's reaction does not speed up with the animations they chose.
float bot_wait_ms(float bot_delay_s, float speed, bool undo_offered);
// How long a bot may think without anyone waiting for it: it starts as the action before its turn
// is played, which the table shows for at least `action_beat_ms` (at speed 1, shortened by the
// speed) before it waits `wait_ms` (bot_wait_ms). Whole milliseconds, at least 1.
std::chrono::milliseconds bot_think_time(float action_beat_ms, float speed, float wait_ms);

// The animation speed as Settings shows it: every quarter step in full ("1.75x", "0.5x", "2x").
std::string animation_speed_text(float speed);

// $XDG_CONFIG_HOME/zero, else $HOME/.config/zero.
std::string config_dir();
std::string settings_path();

// Defaults when the file is missing; otherwise an error sentence naming the file in `error`
// (the defaults are still returned: a broken settings file must not keep the game from starting).
Settings load_settings(const std::string& path, std::string& error);
// Empty on success, else an error sentence naming the file.
std::string save_settings(const std::string& path, const Settings& settings);

std::string settings_to_json(const Settings& settings);
// Throws std::runtime_error on malformed JSON.
Settings settings_from_json(const std::string& json);

}  // namespace zero::game

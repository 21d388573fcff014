// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>

#include "../scratch_dir.hpp"
#include "zero/game/last_match.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/settings.hpp"
#include "zero/hero/bots/bots.hpp"

using namespace zero::game;

TEST_CASE("settings survive a round trip through JSON") {
    Settings s;
    s.volume = 35;
    s.muted = true;
    s.symbols = false;
    s.animation_speed = 1.5F;
    s.bot_pace = BotPace::Relaxed;
    s.window_mode = WindowMode::Fullscreen;
    s.language = "ja";
    CHECK(settings_from_json(settings_to_json(s)) == s);
}

TEST_CASE("a settings file of before the language and an unknown language both read as the system's language") {
    const Settings old = settings_from_json(
        R"({"settings": {"cereal_class_version": 1, "volume": 40, "muted": false, "symbols": true,
            "animation_speed": 1.0, "bot_pace": 1, "window_mode": 0}})");
    CHECK(old.volume == 40);
    CHECK(old.language.empty());
    Settings klingon;
    klingon.language = "tlh";
    CHECK(settings_from_json(settings_to_json(klingon)).language.empty());
}

TEST_CASE("out-of-range settings are brought back into range") {
    Settings s;
    s.volume = 900;
    s.animation_speed = 40.F;
    const Settings back = settings_from_json(settings_to_json(s));
    CHECK(back.volume == 100);
    CHECK(back.animation_speed == 2.F);
    Settings nan;
    nan.animation_speed = std::numeric_limits<float>::quiet_NaN();
    nan.clamp();
    CHECK(nan.animation_speed == 0.5F);
}

TEST_CASE("the bot pacing stops at its ends as the other settings do, and every speed shows in full") {
    CHECK(step_bot_pace(BotPace::Relaxed, +1) == BotPace::Relaxed);
    CHECK(step_bot_pace(BotPace::Quick, -1) == BotPace::Quick);
    CHECK(step_bot_pace(BotPace::Quick, +1) == BotPace::Normal);
    CHECK(step_bot_pace(BotPace::Relaxed, -1) == BotPace::Normal);
    CHECK(animation_speed_text(1.75F) == "1.75x");
    CHECK(animation_speed_text(1.25F) == "1.25x");
    CHECK(animation_speed_text(0.5F) == "0.5x");
    CHECK(animation_speed_text(0.75F) == "0.75x");
    CHECK(animation_speed_text(1.F) == "1x");
    CHECK(animation_speed_text(2.F) == "2x");
}

TEST_CASE("a broken settings file names itself and falls back to the defaults") {
    const zero::test_scratch::ScratchDir dir("settings-test");
    const std::string path = (dir / "settings.json").string();
    {
        std::ofstream out(path);
        out << "{ this is not json";
    }
    std::string error;
    const Settings s = load_settings(path, error);
    CHECK(s == Settings{});
    CHECK(error.find(path) != std::string::npos);

    // Missing: defaults, no error.
    std::filesystem::remove(path);
    CHECK(load_settings(path, error) == Settings{});
    CHECK(error.empty());

    // Saved and loaded back.
    Settings mine;
    mine.volume = 10;
    REQUIRE(save_settings(path, mine).empty());
    CHECK(load_settings(path, error) == mine);
    CHECK(error.empty());
    // The lobby's password is kept in it: nobody but its owner reads the file, also one that an
    // older version wrote readable by all.
    std::filesystem::permissions(path, std::filesystem::perms::others_read | std::filesystem::perms::group_read,
                                 std::filesystem::perm_options::add);
    mine.lobby_password = "secret";
    REQUIRE(save_settings(path, mine).empty());
    using std::filesystem::perms;
    CHECK((std::filesystem::status(path).permissions() & perms::all) == (perms::owner_read | perms::owner_write));
}

TEST_CASE("the settings live under XDG_CONFIG_HOME") {
    ::setenv("XDG_CONFIG_HOME", "/tmp/zero-xdg-test", 1);
    CHECK(settings_path() == "/tmp/zero-xdg-test/zero/settings.json");
    ::unsetenv("XDG_CONFIG_HOME");
}

TEST_CASE("on every settings row a click on \"<\" lowers the value and a click on \">\" raises it") {
    for (int row = 0; row < kSettingsRows; ++row) {
        INFO("row " << row);
        const ValueRow r = settings_value_row(row);
        CHECK(r.step_at(r.lower_arrow()) == -1);
        CHECK(r.step_at(r.raise_arrow()) == +1);
        // Near each arrow, on the side away from the value, still counts for that arrow.
        CHECK(r.step_at(r.lower_arrow() - sf::Vector2f(10.F, 0)) == -1);
        CHECK(r.step_at(r.raise_arrow() + sf::Vector2f(10.F, 0)) == +1);
        // The label only takes the focus.
        CHECK(r.step_at({r.rect.left + 30.F, r.rect.top + r.rect.height / 2.F}) == 0);
        CHECK(r.lower_arrow().x < r.value_centre().x);
        CHECK(r.value_centre().x < r.raise_arrow().x);
    }
}

TEST_CASE("the hint bar is readable: opaque light type on an opaque dark strip, 7:1 or more") {
    CHECK(palette::kHintText.a == 255);
    CHECK(palette::kHintBack.a == 255);
    CHECK(contrast_ratio(palette::kHintText, palette::kHintBack) >= 7.F);
    // What the hint bar was: grey at 150/255 over the room's wood, about 4:1 at best.
    const sf::Color wood(74, 44, 28);
    const sf::Color old_grey(static_cast<sf::Uint8>((220 * 150 + wood.r * 105) / 255),
                             static_cast<sf::Uint8>((230 * 150 + wood.g * 105) / 255),
                             static_cast<sf::Uint8>((220 * 150 + wood.b * 105) / 255));
    CHECK(contrast_ratio(old_grey, wood) < 7.F);
    CHECK(contrast_ratio(sf::Color::Black, sf::Color::White) == Approx(21.F));
    CHECK(contrast_ratio(palette::kHintBack, palette::kHintBack) == Approx(1.F));
}

TEST_CASE("a disabled button (the lobby's Start while blocked) cannot be chosen") {
    ButtonList list;
    list.set({"Ready", "Start the match", "Leave"}, {640.F, 420.F}, {300.F, 44.F}, 8.F);
    CHECK(list.enabled(1));
    list.set_enabled(1, false);
    CHECK_FALSE(list.enabled(1));
    list.set_focus(1);
    CHECK(list.handle_command(Command::Confirm) == -1);
    list.set_enabled(1, true);
    CHECK(list.handle_command(Command::Confirm) == 1);
}

TEST_CASE("the last match's seats and the player's name survive a round trip, and older files have none") {
    Settings s;
    s.last_game = "zero-hero";
    s.last_seats = {{true, "Ann", "medium"}, {false, "", "hard"}, {true, "", "medium"}};
    s.player_name = "Kai";
    CHECK(settings_from_json(settings_to_json(s)) == s);
    const Settings old = settings_from_json(
        R"({"settings": {"cereal_class_version": 2, "volume": 40, "muted": false, "symbols": true,
            "animation_speed": 1.0, "bot_pace": 1, "window_mode": 0, "language": "fr"}})");
    CHECK(old.language == "fr");
    CHECK(old.last_game.empty());
    CHECK(old.last_seats.empty());
    CHECK(old.player_name.empty());
}

TEST_CASE("a hand-edited settings file keeps at most five seats and names the screens can take") {
    Settings s;
    s.last_game = "knizia-zero";
    s.last_seats.assign(9, RememberedSeat{true, std::string(40, 'x'), "greedy"});
    s.player_name = std::string(23, 'a') + "\u00e9\u00e9";  // 27 bytes: cut before the 'é' that would be split
    const Settings back = settings_from_json(settings_to_json(s));
    CHECK(back.last_seats.size() == 5);
    CHECK(back.last_seats[0].name.size() == 24);
    CHECK(back.player_name == std::string(23, 'a'));
}

TEST_CASE("New match sets up again the game, seats and names of the match last started there") {
    const Strings en = Strings::english();
    Settings s;
    CHECK_FALSE(remembered_match(s, en).has_value());
    // Started: Ann, a hard bot, a person left with the default name, a medium bot.
    const std::vector<SeatSetup> seats{{true, "Ann", "medium", false},
                                       {false, "Bot 2 (hard)", "hard", false},
                                       {true, "Player 3", "medium", false},
                                       {false, "Bot 4 (medium)", "medium", false}};
    remember_match(s, zero::games::GameId::Soler, seats, en);
    CHECK(s.last_game == "soler-zero");
    REQUIRE(s.last_seats.size() == 4);
    CHECK(s.last_seats[2].name.empty());  // the default name follows the language next time

    const std::optional<LastMatch> last = remembered_match(s, en);
    REQUIRE(last.has_value());
    CHECK(last->game == zero::games::GameId::Soler);
    REQUIRE(last->seats.size() == 4);
    CHECK(last->seats[0].human);
    CHECK(last->seats[0].name == "Ann");
    CHECK_FALSE(last->seats[1].human);
    CHECK(last->seats[1].bot_kind == "hard");
    CHECK(last->seats[2].name == "Player 3");
    CHECK(last->seats[3].bot_kind == "medium");

    // Another game asked for (--game): the seats stay, a bot kind it lacks becomes its default.
    s.last_seats[1].bot_kind = "no-such-bot";
    const std::optional<LastMatch> hero = remembered_match(s, en, zero::games::GameId::Hero);
    REQUIRE(hero.has_value());
    CHECK(hero->game == zero::games::GameId::Hero);
    CHECK(hero->seats[0].name == "Ann");
    CHECK(hero->seats[1].bot_kind == default_bot_kind(zero::hero::bot_kinds()));

    // An unknown game, or a seat count no game takes, sets up nothing.
    Settings odd = s;
    odd.last_game = "chess";
    CHECK_FALSE(remembered_match(odd, en).has_value());
    odd = s;
    odd.last_seats.resize(1);
    CHECK_FALSE(remembered_match(odd, en).has_value());
}

TEST_CASE("Join game and Host game offer the name typed last, else the user's") {
    Settings s;
    CHECK(remembered_name(s, "user") == "user");
    s.player_name = "Kai";
    CHECK(remembered_name(s, "user") == "Kai");
}

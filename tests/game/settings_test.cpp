#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>

#include "zero/game/settings.hpp"

using namespace zero::game;

TEST_CASE("settings survive a round trip through JSON") {
    Settings s;
    s.volume = 35;
    s.muted = true;
    s.symbols = false;
    s.animation_speed = 1.5F;
    s.bot_pace = BotPace::Relaxed;
    s.window_mode = WindowMode::Fullscreen;
    CHECK(settings_from_json(settings_to_json(s)) == s);
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

TEST_CASE("a broken settings file names itself and falls back to the defaults") {
    const auto dir = std::filesystem::temp_directory_path() / "zero-settings-test";
    std::filesystem::create_directories(dir);
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
    std::filesystem::remove_all(dir);
}

TEST_CASE("the settings live under XDG_CONFIG_HOME") {
    ::setenv("XDG_CONFIG_HOME", "/tmp/zero-xdg-test", 1);
    CHECK(settings_path() == "/tmp/zero-xdg-test/zero/settings.json");
    ::unsetenv("XDG_CONFIG_HOME");
}

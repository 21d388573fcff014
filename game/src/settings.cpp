// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/settings.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <stdexcept>

#include "zero/game/strings.hpp"
#include "zero/saves/json.hpp"
#include "zero/saves/file_io.hpp"

#include <cereal/archives/json.hpp>
#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

namespace zero::game {

namespace {

constexpr std::size_t kMaxSettingsBytes = 64 * 1024;
constexpr std::size_t kMaxRememberedSeats = 5;
constexpr std::size_t kMaxRememberedName = 24;
constexpr std::size_t kMaxLobbyField = 120;  // the longest name a screen takes (the LAN protocol's cap)

// A hand-edited name cut to the longest a screen takes, never inside a UTF-8 character.
void cut_name(std::string& name) {
    if (name.size() <= kMaxRememberedName) return;
    std::size_t end = kMaxRememberedName;
    while (end > 0 && (static_cast<unsigned char>(name[end]) & 0xC0) == 0x80) --end;
    name.resize(end);
}

// The on-disk form: plain fields, so the JSON stays readable and stable across versions.
struct SettingsFile {
    Settings s;
    template <class Archive>
    void serialize(Archive& ar, std::uint32_t const version) {
        int pace = static_cast<int>(s.bot_pace);
        int mode = static_cast<int>(s.window_mode);
        ar(cereal::make_nvp("volume", s.volume), cereal::make_nvp("muted", s.muted),
           cereal::make_nvp("symbols", s.symbols), cereal::make_nvp("animation_speed", s.animation_speed),
           cereal::make_nvp("bot_pace", pace), cereal::make_nvp("window_mode", mode));
        s.bot_pace = static_cast<BotPace>(std::clamp(pace, 0, 2));
        s.window_mode = static_cast<WindowMode>(std::clamp(mode, 0, 1));
        if (version >= 2) ar(cereal::make_nvp("language", s.language));
        if (version >= 3)
            ar(cereal::make_nvp("last_game", s.last_game), cereal::make_nvp("last_seats", s.last_seats),
               cereal::make_nvp("player_name", s.player_name));
        if (version >= 4)
            ar(cereal::make_nvp("lobby_address", s.lobby_address), cereal::make_nvp("lobby_account", s.lobby_account),
               cereal::make_nvp("lobby_password", s.lobby_password), cereal::make_nvp("lobby_guest", s.lobby_guest));
    }
};

}  // namespace

template <class Archive>
void serialize(Archive& ar, RememberedSeat& seat) {
    ar(cereal::make_nvp("human", seat.human), cereal::make_nvp("name", seat.name),
       cereal::make_nvp("bot", seat.bot_kind));
}

}  // namespace zero::game

// Version 2 added the language; 3 the last match's game and seats and the player's name; 4 the
// online lobby and its account.
CEREAL_CLASS_VERSION(zero::game::SettingsFile, 4)

namespace zero::game {

BotPace step_bot_pace(BotPace pace, int step) {
    return static_cast<BotPace>(std::clamp(static_cast<int>(pace) + step, 0, 2));
}

std::string animation_speed_text(float speed) {
    char text[16];
    std::snprintf(text, sizeof text, "%.2f", static_cast<double>(speed));
    std::string shown = text;
    // Trailing zeros and a bare point dropped: "1.50" reads "1.5", "2.00" reads "2".
    while (shown.size() > 1 && shown.back() == '0') shown.pop_back();
    if (shown.back() == '.') shown.pop_back();
    return shown + "x";
}

void Settings::clamp() {
    volume = std::clamp(volume, 0, 100);
    if (!(animation_speed >= 0.5F)) animation_speed = 0.5F;  // also catches NaN
    animation_speed = std::min(animation_speed, 2.0F);
    bot_pace = static_cast<BotPace>(std::clamp(static_cast<int>(bot_pace), 0, 2));
    window_mode = static_cast<WindowMode>(std::clamp(static_cast<int>(window_mode), 0, 1));
    if (!is_language(language)) language.clear();
    if (last_seats.size() > kMaxRememberedSeats) last_seats.resize(kMaxRememberedSeats);
    for (RememberedSeat& seat : last_seats) cut_name(seat.name);
    cut_name(player_name);
    // A hand-edited file's lobby fields stay within what the Online settings screen takes.
    for (std::string* field : {&lobby_address, &lobby_account, &lobby_password})
        if (field->size() > kMaxLobbyField) field->resize(kMaxLobbyField);
}

float bot_wait_ms(float bot_delay_s, float speed, bool undo_offered) {
    const float pace = bot_delay_s * 1000.F / std::max(speed, 0.25F);
    if (!undo_offered) return pace;
    return std::max(pace, kUndoWindowMs * std::min(1.F, 2.F / std::max(speed, 0.25F)));
}

std::chrono::milliseconds bot_think_time(float action_beat_ms, float speed, float wait_ms) {
    const float ms = action_beat_ms / std::max(speed, 0.25F) + std::max(wait_ms, 0.F);
    return std::chrono::milliseconds(std::max(1L, static_cast<long>(ms)));
}

float Settings::bot_delay() const {
    switch (bot_pace) {
        case BotPace::Quick: return 0.15F;
        case BotPace::Normal: return 0.55F;
        case BotPace::Relaxed: return 1.1F;
    }
    return 0.55F;
}

std::string config_dir() {
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg != nullptr && *xdg != '\0')
        return std::string(xdg) + "/zero";
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0')
        return std::string(home) + "/.config/zero";
    return ".zero";
}

std::string settings_path() { return config_dir() + "/settings.json"; }

std::string settings_to_json(const Settings& settings) {
    std::ostringstream out;
    {
        cereal::JSONOutputArchive archive(out);
        SettingsFile file{settings};
        archive(cereal::make_nvp("settings", file));
    }
    return out.str();
}

Settings settings_from_json(const std::string& json) {
    std::istringstream in(json);
    SettingsFile file;
    try {
        cereal::JSONInputArchive archive(in);
        archive(cereal::make_nvp("settings", file));
    } catch (const cereal::Exception& e) {
        throw std::runtime_error(e.what());
    }
    file.s.clamp();
    return file.s;
}

Settings load_settings(const std::string& path, std::string& error) {
    error.clear();
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return Settings{};
    std::string text;
    if (std::string e = read_file_capped(path, kMaxSettingsBytes, text); !e.empty()) {
        error = path + ": " + e;
        return Settings{};
    }
    try {
        return settings_from_json(text);
    } catch (const std::exception& e) {
        error = path + ": not a settings file (" + e.what() + "); using the defaults";
        return Settings{};
    }
}

std::string save_settings(const std::string& path, const Settings& settings) {
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
    if (ec) return path + ": cannot create the folder (" + ec.message() + ")";
    // The lobby's password is in it, in plain text (docs/online.md): readable by its owner only,
    // as desktop programs keep a password without a keyring.
    if (std::string e = write_file_atomic(path, settings_to_json(settings), 0600); !e.empty()) return path + ": " + e;
    return {};
}

}  // namespace zero::game

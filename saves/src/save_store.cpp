// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/save_store.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>

#include "zero/saves/file_io.hpp"
#include "zero/saves/save_format.hpp"
#include "zero/saves/saves_module.hpp"

#include "backup_load.hpp"

namespace zero {
namespace fs = std::filesystem;

namespace {

std::string env(const char* name) {
    const char* value = std::getenv(name);
    return value ? value : "";
}

// Reads a save of any game far enough to list it; `summary.error` says why it cannot be listed.
bool summarize(const std::string& path, SaveSummary& summary) {
    std::string bytes;
    if (std::string error = read_file_capped(path, kMaxSaveBytes, bytes); !error.empty()) {
        summary.error = error;
        return false;
    }
    const SaveEnvelope envelope = open_save(bytes);
    if (!envelope.error.empty()) {
        summary.error = envelope.error;
        return false;
    }
    summary.game = std::string(games::game_info(envelope.game).key);
    if (const SavesModule* module = find_saves_module(envelope.game)) return module->summarise(envelope.body, summary);
    summary.error = games::playable_game_error(summary.game);
    return false;
}

}  // namespace

bool file_exists(const std::string& path) {
    std::error_code ec;
    return fs::exists(fs::symlink_status(path, ec));
}

std::string save_dir(const std::string& override_dir) {
    if (!override_dir.empty()) return override_dir;
    if (std::string dir = env("ZERO_SAVE_DIR"); !dir.empty()) return dir;
    if (std::string data = env("XDG_DATA_HOME"); !data.empty()) return (fs::path(data) / "zero" / "saves").string();
    const std::string home = env("HOME");
    return (fs::path(home.empty() ? "." : home) / ".local" / "share" / "zero" / "saves").string();
}

std::string history_dir(const std::string& saves_folder) { return (fs::path(saves_folder) / "history").string(); }

std::string backup_path(const std::string& path) { return path + ".bak"; }

std::string save_path(const std::string& folder, const std::string& name) {
    if (name.find('/') != std::string::npos) return name;
    std::string file = name;
    if (!file.ends_with(kSaveExtension)) file += kSaveExtension;
    return (fs::path(folder) / file).string();
}

std::string existing_save_path(const std::string& folder, const std::string& name) {
    std::error_code ec;
    if (!name.empty() && fs::is_regular_file(name, ec)) return name;
    return save_path(folder, name);
}

std::int64_t unix_now() {
    return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

std::string write_save_bytes(const std::string& path, const std::string& bytes, bool rotate_backup) {
    if (const fs::path parent = fs::path(path).parent_path(); !parent.empty() && !fs::is_directory(parent)) {
        std::error_code ec;
        fs::create_directories(parent, ec);
        if (ec) return path + ": cannot create its folder: " + ec.message();
    }
    if (rotate_backup && file_exists(path)) {
        // A hard link keeps `path` in place the whole time: a crash at any point leaves a good
        // main file, a good backup, or both.
        const std::string bak = backup_path(path);
        const std::string link_temp = bak + ".tmp";
        ::unlink(link_temp.c_str());
        if (::link(path.c_str(), link_temp.c_str()) != 0 || ::rename(link_temp.c_str(), bak.c_str()) != 0) {
            const std::string why = std::strerror(errno);
            ::unlink(link_temp.c_str());
            return bak + ": cannot keep the backup: " + why;
        }
    }
    return write_file_atomic(path, bytes);
}

games::GameId saved_game(const std::string& path) {
    for (const std::string& file : {path, backup_path(path)}) {
        std::string bytes;
        if (!read_file_capped(file, kMaxSaveBytes, bytes).empty()) continue;
        if (const SaveEnvelope envelope = open_save(bytes); envelope.error.empty()) return envelope.game;
    }
    return games::kUnnamedGame;
}

std::vector<SaveSummary> list_saves(const std::string& folder) {
    std::vector<SaveSummary> out;
    std::error_code ec;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        const fs::path p = it->path();
        if (p.extension() != kSaveExtension || !it->is_regular_file(ec)) continue;
        SaveSummary summary;
        summary.path = p.string();
        summary.name = p.stem().string();
        if (!summarize(summary.path, summary)) {
            // A damaged main file with a good backup is still a match the player can resume.
            SaveSummary backup = summary;
            backup.error.clear();
            if (summarize(backup_path(summary.path), backup)) summary = std::move(backup);
        }
        out.push_back(std::move(summary));
    }
    std::stable_sort(out.begin(), out.end(), [](const SaveSummary& a, const SaveSummary& b) {
        return a.saved_at != b.saved_at ? a.saved_at > b.saved_at : a.name < b.name;
    });
    return out;
}

std::string delete_save(const std::string& path) {
    // SAVE.code, the online code of a table hosted online, goes too: a later save of that name
    // must not reopen under a deleted table's code.
    for (const std::string& file : {path, backup_path(path), path + ".code"}) {
        if (::unlink(file.c_str()) != 0 && errno != ENOENT) return file + ": cannot delete: " + std::strerror(errno);
    }
    return {};
}

std::string archive_record(const std::string& path, const std::string& record_json, const std::string& history_folder) {
    std::error_code ec;
    fs::create_directories(history_folder, ec);
    if (ec) return history_folder + ": cannot create: " + ec.message();
    std::string stem = fs::path(path).stem().string();
    if (stem.empty()) stem = "match";
    // Never overwrite an earlier match that happened to use the same save name.
    std::string target = (fs::path(history_folder) / (stem + ".json")).string();
    for (int n = 2; file_exists(target); ++n)
        target = (fs::path(history_folder) / (stem + "-" + std::to_string(n) + ".json")).string();
    if (std::string error = write_file_atomic(target, record_json); !error.empty()) return error;
    return delete_save(path);
}

}  // namespace zero

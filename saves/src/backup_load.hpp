// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Loading a save with a fallback to its backup, for every game's save. Private to saves/src.
#include <string>
#include <utility>

#include "zero/saves/file_io.hpp"
#include "zero/saves/save_format.hpp"

namespace zero {

std::string backup_path(const std::string& path);
bool file_exists(const std::string& path);

// `attempt(file)` returns {loaded, error}; Loaded has error, from_backup and warning.
template <class Loaded, class Attempt>
Loaded load_with_backup(const std::string& path, Attempt attempt) {
    Loaded out;
    auto [main, main_error] = attempt(path);
    if (main_error.empty()) return main;
    const std::string bak = backup_path(path);
    if (file_exists(bak)) {
        auto [backup, backup_error] = attempt(bak);
        if (backup_error.empty()) {
            backup.from_backup = true;
            backup.warning = path + ": " + main_error + "; continuing from the backup " + bak;
            return backup;
        }
        out.error = path + ": " + main_error + " (the backup " + bak + " does not load either: " + backup_error + ")";
        return out;
    }
    out.error = path + ": " + main_error;
    return out;
}

// The body of `path` if it is a save of `game`; otherwise an error sentence.
struct GameBody {
    std::string bytes;
    SaveEnvelope envelope;  // its body points into `bytes`
};
inline std::string read_game_save(const std::string& path, games::GameId game, GameBody& out) {
    if (std::string error = read_file_capped(path, kMaxSaveBytes, out.bytes); !error.empty()) return error;
    out.envelope = open_save(out.bytes);
    if (!out.envelope.error.empty()) return out.envelope.error;
    if (out.envelope.game != game) return other_game_error(out.envelope.game, game);
    return {};
}

// Reads, decodes and replays a save of `game`, falling back to its backup: `decode(body)` gives
// {save, error}, `restore(save)` gives {state, error}.
template <class Loaded, class Decode, class Restore>
Loaded load_game_save(const std::string& path, games::GameId game, Decode decode, Restore restore) {
    // A whole save of another game is not damage: no backup is tried.
    GameBody main;
    if (const std::string error = read_game_save(path, game, main);
        !error.empty() && main.envelope.error.empty() && !main.bytes.empty()) {
        Loaded out;
        out.error = path + ": " + error;
        return out;
    }
    return load_with_backup<Loaded>(path, [&](const std::string& file) -> std::pair<Loaded, std::string> {
        Loaded loaded;
        GameBody read;
        if (std::string error = read_game_save(file, game, read); !error.empty()) return {std::move(loaded), error};
        auto decoded = decode(read.envelope.body);
        if (!decoded.save) return {std::move(loaded), decoded.error};
        auto restored = restore(*decoded.save);
        if (!restored.state) return {std::move(loaded), restored.error};
        loaded.save = std::move(decoded.save);
        loaded.state = std::move(restored.state);
        return {std::move(loaded), {}};
    });
}

// Writes `bytes` to `path` atomically, the save now there first becoming the backup when
// `rotate_backup`. Returns an error naming the file, or empty.
std::string write_save_bytes(const std::string& path, const std::string& bytes, bool rotate_backup);
// Writes `record_json` to history_folder/<name>.json (never over an earlier one), then deletes the save.
std::string archive_record(const std::string& path, const std::string& record_json, const std::string& history_folder);

}  // namespace zero

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
#include "zero/saves/record_json.hpp"
#include "zero/saves/save_format.hpp"

namespace zero {
namespace fs = std::filesystem;

namespace {

std::string env(const char* name) {
    const char* value = std::getenv(name);
    return value ? value : "";
}

struct FileRead {
    std::optional<SaveGame> save;
    std::string error;
};

FileRead read_save(const std::string& path) {
    FileRead out;
    std::string bytes;
    if (std::string error = read_file_capped(path, kMaxSaveBytes, bytes); !error.empty()) {
        out.error = error;
        return out;
    }
    SaveDecode decoded = decode_save(bytes);
    out.save = std::move(decoded.save);
    out.error = std::move(decoded.error);
    return out;
}

bool exists(const std::string& path) {
    std::error_code ec;
    return fs::exists(fs::symlink_status(path, ec));
}

}  // namespace

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

std::int64_t unix_now() {
    return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

std::string write_save(const std::string& path, const SaveGame& save, bool rotate_backup) {
    if (const fs::path parent = fs::path(path).parent_path(); !parent.empty() && !fs::is_directory(parent)) {
        std::error_code ec;
        fs::create_directories(parent, ec);
        if (ec) return path + ": cannot create its folder: " + ec.message();
    }
    if (rotate_backup && exists(path)) {
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
    return write_file_atomic(path, encode_save(save));
}

LoadedSave load_save(const std::string& path) {
    LoadedSave out;
    auto attempt = [](const std::string& file) -> std::pair<LoadedSave, std::string> {
        LoadedSave loaded;
        FileRead read = read_save(file);
        if (!read.save) return {loaded, read.error};
        Restored restored = restore(*read.save);
        if (!restored.state) return {loaded, restored.error};
        loaded.save = std::move(read.save);
        loaded.state = std::move(restored.state);
        return {loaded, {}};
    };
    auto [main, main_error] = attempt(path);
    if (main_error.empty()) return main;
    const std::string bak = backup_path(path);
    if (exists(bak)) {
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

std::vector<SaveSummary> list_saves(const std::string& folder) {
    std::vector<SaveSummary> out;
    std::error_code ec;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        const fs::path p = it->path();
        if (p.extension() != kSaveExtension || !it->is_regular_file(ec)) continue;
        SaveSummary summary;
        summary.path = p.string();
        summary.name = p.stem().string();
        FileRead read = read_save(summary.path);
        if (!read.save) {
            // A damaged main file with a good backup is still a match the player can resume.
            FileRead backup = read_save(backup_path(summary.path));
            if (!backup.save) {
                summary.error = read.error;
                out.push_back(std::move(summary));
                continue;
            }
            read = std::move(backup);
        }
        const SaveGame& save = *read.save;
        summary.players = save.record.players;
        summary.round = save.round + 1;
        summary.rounds = save.rules.rounds;
        summary.totals = save.totals;
        summary.saved_at = save.saved_at;
        summary.finished = save.finished();
        summary.lan = std::any_of(save.seats.begin(), save.seats.end(),
                                  [](const SavedSeat& seat) { return seat.kind == SeatKind::Remote; });
        out.push_back(std::move(summary));
    }
    std::stable_sort(out.begin(), out.end(), [](const SaveSummary& a, const SaveSummary& b) {
        return a.saved_at != b.saved_at ? a.saved_at > b.saved_at : a.name < b.name;
    });
    return out;
}

std::string delete_save(const std::string& path) {
    for (const std::string& file : {path, backup_path(path)}) {
        if (::unlink(file.c_str()) != 0 && errno != ENOENT) return file + ": cannot delete: " + std::strerror(errno);
    }
    return {};
}

std::string archive_finished(const std::string& path, const SaveGame& save, const std::string& history_folder) {
    if (!save.finished()) return path + ": the match is not over yet";
    std::error_code ec;
    fs::create_directories(history_folder, ec);
    if (ec) return history_folder + ": cannot create: " + ec.message();
    std::string stem = fs::path(path).stem().string();
    if (stem.empty()) stem = "match";
    // Never overwrite an earlier match that happened to use the same save name.
    std::string target = (fs::path(history_folder) / (stem + ".json")).string();
    for (int n = 2; exists(target); ++n)
        target = (fs::path(history_folder) / (stem + "-" + std::to_string(n) + ".json")).string();
    if (std::string error = save_record_file(target, save.record); !error.empty()) return error;
    return delete_save(path);
}

}  // namespace zero

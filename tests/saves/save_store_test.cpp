// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>

#include "save_fixtures.hpp"
#include "zero/knizia/match.hpp"
#include "zero/saves/knizia_autosaver.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/save_format.hpp"
#include "zero/saves/save_store.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::test;
namespace fs = std::filesystem;

namespace {

const std::vector<std::string> kKinds{"random", "greedy", "greedy", "random"};

// Saves of one match after `n` actions.
SaveGame save_after(int n, std::uint64_t seed = 11, std::int64_t when = 1'700'000'000) {
    Table table(new_match(default_rules(4), seed), bot_seats(kKinds, seed));
    for (int i = 0; i < n && !table.over(); ++i) table.step();
    return make_save(table.state(), bot_seats_for(kKinds), when);
}

SaveGame finished_save(std::uint64_t seed = 11, std::int64_t when = 1'700'000'000) {
    return make_save(play_bot_match(default_rules(4), seed, kKinds), bot_seats_for(kKinds), when);
}

class ScopedEnv {
public:
    ScopedEnv(const char* name, const char* value) : name_(name) {
        if (const char* old = std::getenv(name)) old_ = old;
        if (value) ::setenv(name, value, 1);
        else ::unsetenv(name);
    }
    ~ScopedEnv() {
        if (old_) ::setenv(name_, old_->c_str(), 1);
        else ::unsetenv(name_);
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    const char* name_;
    std::optional<std::string> old_;
};

}  // namespace

TEST_CASE("each save keeps the previous one as its backup") {
    TempDir dir;
    const std::string path = dir.file("m.zsave");
    REQUIRE(write_save(path, save_after(3)).empty());
    CHECK_FALSE(fs::exists(backup_path(path)));
    REQUIRE(write_save(path, save_after(4)).empty());
    REQUIRE(write_save(path, save_after(5)).empty());
    CHECK(decode_save(slurp(path)).save->state_id == 5);
    CHECK(decode_save(slurp(backup_path(path))).save->state_id == 4);
    const LoadedSave loaded = load_save(path);
    REQUIRE(loaded.error.empty());
    CHECK_FALSE(loaded.from_backup);
    CHECK(loaded.state->state_id == 5);
    // No temporary files are left behind.
    int files = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir.path())) ++files;
    CHECK(files == 2);
}

TEST_CASE("the backup is used when the main file is damaged, and nothing is overwritten") {
    TempDir dir;
    const std::string path = dir.file("m.zsave");
    REQUIRE(write_save(path, save_after(6)).empty());
    REQUIRE(write_save(path, save_after(7)).empty());
    const std::string backup_bytes = slurp(backup_path(path));
    const std::string good_bytes = slurp(path);

    auto damage = GENERATE(as<std::string>{}, "empty", "truncated", "flipped", "garbage", "future", "deleted");
    std::string bytes = good_bytes;
    if (damage == "empty") bytes.clear();
    if (damage == "truncated") bytes.resize(bytes.size() / 2);
    if (damage == "flipped") bytes[bytes.size() - 3] = static_cast<char>(bytes[bytes.size() - 3] ^ 1);
    if (damage == "garbage") bytes = "\x7f" "ELF garbage";
    if (damage == "future") bytes[8] = 9;
    if (damage == "deleted") fs::remove(path);
    else spit(path, bytes);
    INFO(damage);

    const LoadedSave loaded = load_save(path);
    REQUIRE(loaded.error.empty());
    CHECK(loaded.from_backup);
    CHECK(loaded.state->state_id == 6);
    CHECK(loaded.warning.find(path + ": ") == 0);
    CHECK(loaded.warning.find("continuing from the backup") != std::string::npos);
    // Loading wrote nothing.
    CHECK(slurp(backup_path(path)) == backup_bytes);
    if (damage != "deleted") CHECK(slurp(path) == bytes);

    // Carrying on from the backup replaces the damaged file but keeps the good backup.
    {
        Autosaver saver(path, bot_seats_for(kKinds), AutosaveOptions{false, false, {}});
        Table table(*loaded.state, bot_seats(kKinds, 11));
        table.add_observer(saver.observer());
        table.step();
        REQUIRE(saver.last_error().empty());
        CHECK(slurp(backup_path(path)) == backup_bytes);
        table.step();
        REQUIRE(saver.last_error().empty());
    }
    CHECK(decode_save(slurp(path)).save->state_id == 8);
    CHECK(decode_save(slurp(backup_path(path))).save->state_id == 7);
}

TEST_CASE("a damaged main file with a damaged or missing backup is a clear error") {
    TempDir dir;
    const std::string path = dir.file("m.zsave");
    SECTION("missing") {
        const LoadedSave loaded = load_save(path);
        CHECK_FALSE(loaded.save);
        CHECK(loaded.error == path + ": cannot open: No such file or directory");
    }
    SECTION("both damaged") {
        spit(path, "junk");
        spit(backup_path(path), "");
        const LoadedSave loaded = load_save(path);
        CHECK_FALSE(loaded.save);
        CHECK(loaded.error ==
              path + ": not a Zero save file (the backup " + backup_path(path) + " does not load either: the file is empty)");
        CHECK(loaded.error.find('\n') == std::string::npos);
        CHECK(slurp(path) == "junk");
    }
    SECTION("oversized") {
        spit(path, "ZEROSAVE");
        fs::resize_file(path, kMaxSaveBytes + 1);
        const LoadedSave loaded = load_save(path);
        CHECK(loaded.error.find(path + ": too large") == 0);
    }
    SECTION("a folder") {
        fs::create_directory(path);
        CHECK(load_save(path).error == path + ": not a regular file");
    }
    SECTION("a record whose actions are illegal") {
        SaveGame save = save_after(9);
        std::swap(save.record.rounds[0].actions[0], save.record.rounds[0].actions[1]);
        REQUIRE(write_save(path, save).empty());
        const LoadedSave loaded = load_save(path);
        CHECK(loaded.error.find(path + ": the match record does not replay: round 1, action 1") == 0);
    }
}

TEST_CASE("saves are listed with players, round, totals and time, newest first") {
    TempDir dir;
    REQUIRE(write_save(dir.file("old.zsave"), save_after(2, 1, 1'000)).empty());
    REQUIRE(write_save(dir.file("new.zsave"), save_after(30, 2, 3'000)).empty());
    REQUIRE(write_save(dir.file("new.zsave"), save_after(31, 2, 3'001)).empty());  // leaves new.zsave.bak
    REQUIRE(write_save(dir.file("done.zsave"), finished_save(11, 2'000)).empty());
    spit(dir.file("broken.zsave"), "nope");
    spit(dir.file("notes.txt"), "not a save");
    fs::create_directories(history_dir(dir.path()));

    const std::vector<SaveSummary> saves = list_saves(dir.path());
    REQUIRE(saves.size() == 4);
    CHECK(saves[0].name == "new");
    CHECK(saves[0].saved_at == 3'001);
    CHECK(saves[0].players == std::vector<std::string>{"random 1", "greedy 2", "greedy 3", "random 4"});
    CHECK(saves[0].rounds == 4);
    CHECK(saves[0].round >= 1);
    CHECK(saves[0].totals.size() == 4);
    CHECK(saves[1].name == "done");
    CHECK(saves[1].finished);
    CHECK(saves[2].name == "old");
    CHECK(saves[2].round == 1);
    CHECK(saves[2].totals == std::vector<int>{0, 0, 0, 0});
    CHECK(saves[3].name == "broken");
    CHECK(saves[3].error == "not a Zero save file");
    CHECK(list_saves(dir.file("no-such-folder")).empty());
}

TEST_CASE("deleting a save removes its backup too") {
    TempDir dir;
    const std::string path = dir.file("m.zsave");
    REQUIRE(write_save(path, save_after(1)).empty());
    REQUIRE(write_save(path, save_after(2)).empty());
    CHECK(delete_save(path).empty());
    CHECK_FALSE(fs::exists(path));
    CHECK_FALSE(fs::exists(backup_path(path)));
    CHECK(delete_save(path).empty());
}

TEST_CASE("a finished match's record moves to the history folder") {
    TempDir dir;
    const std::string path = dir.file("m.zsave");
    const SaveGame done = finished_save();
    REQUIRE(write_save(path, save_after(3)).empty());
    REQUIRE(write_save(path, done).empty());
    const std::string history = history_dir(dir.path());
    REQUIRE(archive_finished(path, done, history).empty());
    CHECK_FALSE(fs::exists(path));
    CHECK_FALSE(fs::exists(backup_path(path)));
    const RecordParse record = load_record_file((fs::path(history) / "m.json").string());
    REQUIRE(record.record);
    CHECK_FALSE(replay(*record.record).error);
    CHECK(record.record->finished());

    // Another match saved under the same name does not replace the first one's record.
    REQUIRE(write_save(path, done).empty());
    REQUIRE(archive_finished(path, done, history).empty());
    CHECK(fs::exists(fs::path(history) / "m-2.json"));
    CHECK(archive_finished(path, save_after(3), history).find("not over") != std::string::npos);
}

TEST_CASE("the saves folder comes from the option, ZERO_SAVE_DIR, XDG_DATA_HOME or HOME") {
    ScopedEnv home("HOME", "/home/ann");
    SECTION("option first") {
        ScopedEnv zero_dir("ZERO_SAVE_DIR", "/env/saves");
        CHECK(save_dir("/opt/saves") == "/opt/saves");
        CHECK(save_dir() == "/env/saves");
    }
    SECTION("XDG") {
        ScopedEnv zero_dir("ZERO_SAVE_DIR", nullptr);
        ScopedEnv xdg("XDG_DATA_HOME", "/data");
        CHECK(save_dir() == "/data/zero/saves");
    }
    SECTION("home") {
        ScopedEnv zero_dir("ZERO_SAVE_DIR", nullptr);
        ScopedEnv xdg("XDG_DATA_HOME", nullptr);
        CHECK(save_dir() == "/home/ann/.local/share/zero/saves");
    }
    CHECK(history_dir("/s") == "/s/history");
    CHECK(save_path("/s", "friday") == "/s/friday.zsave");
    CHECK(save_path("/s", "friday.zsave") == "/s/friday.zsave");
    CHECK(save_path("/s", "./here.bin") == "./here.bin");
}

TEST_CASE("the autosaver saves after every action, on the table's thread or in the background") {
    const bool background = GENERATE(false, true);
    INFO(background);
    TempDir dir;
    const std::string path = dir.file("auto.zsave");
    const std::string history = history_dir(dir.path());
    std::vector<std::uint32_t> seen;
    {
        Autosaver saver(path, bot_seats_for(kKinds), AutosaveOptions{background, true, history});
        Table table(new_match(default_rules(4), 77), bot_seats(kKinds, 77));
        table.add_observer(saver.observer());
        for (int i = 0; i < 12; ++i) {
            table.step();
            saver.flush();
            REQUIRE(saver.last_error().empty());
            const LoadedSave loaded = load_save(path);
            REQUIRE(loaded.error.empty());
            CHECK(loaded.state->state_id == table.state().state_id);
        }
        table.run();
        saver.flush();
        CHECK(saver.last_error().empty());
        CHECK(saver.saves_written() >= (background ? 13U : table.state().state_id));
    }
    // Finished: the record is in the history folder and the save is gone.
    CHECK_FALSE(fs::exists(path));
    const RecordParse record = load_record_file((fs::path(history) / "auto.json").string());
    REQUIRE(record.record);
    CHECK(record_to_json(*record.record) == record_to_json(make_record(play_bot_match(default_rules(4), 77, kKinds),
                                                                       record.record->players)));
}

TEST_CASE("an autosave creates its folder, and reports a save it cannot write") {
    TempDir dir;
    {
        Autosaver saver(dir.file("new/folder/auto.zsave"), bot_seats_for(kKinds));
        saver.save(new_match(default_rules(4), 1));
        CHECK(saver.last_error().empty());
        CHECK(load_save(dir.file("new/folder/auto.zsave")).state);
    }
    spit(dir.file("a-file"), "");
    const std::string path = dir.file("a-file/auto.zsave");
    Autosaver saver(path, bot_seats_for(kKinds));
    saver.save(new_match(default_rules(4), 1));
    CHECK(saver.last_error().find(path + ": cannot create its folder") == 0);
    saver.save(new_match(default_rules(4), 1));  // and keeps going
    CHECK_FALSE(saver.last_error().empty());
}

// SPDX-License-Identifier: GPL-3.0-or-later
// A table hosted online keeps its code beside its save (SAVE.code) so that it reopens under it;
// the code must not outlive the save, or a later save of the same name would reopen online under a
// deleted table's code.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "../scratch_dir.hpp"
#include "zero/online/kept_table.hpp"
#include "zero/saves/save_store.hpp"

namespace fs = std::filesystem;

namespace {

struct Folder {
    zero::test_scratch::ScratchDir dir{"saved-code"};
    const fs::path& path = dir.path();
};

void touch(const std::string& file, const std::string& text) { std::ofstream(file) << text; }

}  // namespace

TEST_CASE("a deleted save takes its online code with it", "[lobby]") {
    const Folder folder;
    const std::string save = (folder.path / "match-1.zsave").string();
    touch(save, "not a real save: delete_save only removes files");
    touch(zero::backup_path(save), "backup");
    touch(save + ".code", "FRKAMU\nlobby localhost@127.0.0.1:10286\nprivate\n");
    const std::string other = (folder.path / "match-2.zsave").string();
    touch(other + ".code", "ABCDEF\n");

    CHECK(zero::delete_save(save).empty());
    CHECK_FALSE(fs::exists(save));
    CHECK_FALSE(fs::exists(zero::backup_path(save)));
    CHECK_FALSE(fs::exists(save + ".code"));
    CHECK(fs::exists(other + ".code"));  // another save's code is left alone

    // A save with only its code left (the match never saved) goes the same way, without an error.
    // (A finished match archived to the history is deleted by delete_save too, code and all.)
    CHECK(zero::delete_save(other).empty());
    CHECK_FALSE(fs::exists(other + ".code"));
}

TEST_CASE("a kept online code reads back whole, alone as earlier zero-cli kept it, and not at all when damaged",
          "[lobby]") {
    const Folder folder;
    const std::string save = (folder.path / "kept.zsave").string();
    using zero::online::kept_online_table;
    CHECK_FALSE(kept_online_table(save));  // a LAN table's save keeps none

    REQUIRE(zero::online::keep_online_table(save, {"FRKAMU", "localhost@127.0.0.1:10286", false}).empty());
    const auto whole = kept_online_table(save);
    REQUIRE(whole);
    CHECK(whole->code == "FRKAMU");
    CHECK(whole->lobby_address == "localhost@127.0.0.1:10286");
    CHECK_FALSE(whole->is_private);
    CHECK_FALSE(fs::exists(save + ".code.part"));

    touch(save + ".code", "ABCDEF\n");
    const auto alone = kept_online_table(save);
    REQUIRE(alone);
    CHECK(alone->code == "ABCDEF");
    CHECK(alone->lobby_address.empty());

    for (const char* damaged : {"", "\n", "I0I0I0\n", "ABCDEF\nlobby\n", "ABCDEF\nlobby x maybe\n", "ABCDEF\nhost x private\n"}) {
        touch(save + ".code", damaged);
        INFO(damaged);
        CHECK_FALSE(kept_online_table(save));
    }
    zero::online::forget_online_table(save);
    CHECK_FALSE(fs::exists(save + ".code"));
}

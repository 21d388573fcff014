// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <utility>

#include "child_process.hpp"
#include "save_fixtures.hpp"
#include "zero/knizia/match.hpp"
#include "zero/saves/save_format.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/hero/match.hpp"
#include "zero/saves/hero_save.hpp"
#include "zero/saves/soler_save.hpp"
#include "zero/soler/match.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::test;
namespace fs = std::filesystem;

namespace {

const std::string kCli = ZERO_CLI_PATH;

RunResult run_cli(const TempDir& dir, std::vector<std::string> args, const std::string& cwd = {}) {
    args.insert(args.begin(), kCli);
    ChildProcess child(args, dir.file("stdout.txt"), dir.file("stderr.txt"), cwd);
    const int status = child.wait();
    RunResult r;
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(dir.file("stdout.txt"));
    r.err = slurp(dir.file("stderr.txt"));
    return r;
}

std::vector<std::string> simulate_args(const std::string& seed, const std::string& bots, const std::string& players,
                                       const std::string& rounds) {
    return {"simulate", "--players", players, "--bots", bots, "--seed", seed, "--rounds", rounds};
}

std::vector<std::string> operator+(std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

// Which file the save is now (a save replaces the file whole: a new inode, or a new time).
std::pair<ino_t, std::int64_t> save_identity(const std::string& save) {
    struct stat st {};
    if (::stat(save.c_str(), &st) != 0) return {0, 0};
    return {st.st_ino, static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec};
}

// Waits while `child` writes `saves` more saves, then `extra_ms` more; true when it is still
// running then (to be killed), false when it ended by itself (`status` set). A run that writes
// nothing for a minute counts as still running: the kill then shows what it left.
bool wait_for_saves(ChildProcess& child, const std::string& save, int saves, int extra_ms, int& status) {
    auto seen = save_identity(save);
    auto last_change = std::chrono::steady_clock::now();
    while (saves > 0 && std::chrono::steady_clock::now() - last_change < std::chrono::minutes(1)) {
        if (child.wait_for(1, status)) return false;
        if (const auto now = save_identity(save); now != seen && now.first != 0) {
            seen = now;
            last_change = std::chrono::steady_clock::now();
            --saves;
        }
    }
    return !child.wait_for(extra_ms, status);
}

// Plays `base` (a simulate command) uninterrupted, then again paced, saved and killed with SIGKILL
// at deterministic pseudo-random moments, resumed each time: its final record must be the
// uninterrupted one. `load_error(save)` says why what a kill left on disk does not load (empty: it loads).
void check_killed_match_ends_as_uninterrupted(const std::vector<std::string>& base, std::uint64_t kill_seed,
                                              const std::function<std::string(const std::string&)>& load_error) {
    TempDir dir;
    const RunResult whole = run_cli(dir, base + std::vector<std::string>{"--record", dir.file("whole.json")});
    REQUIRE(whole.exit_code == 0);
    const std::string expected = slurp(dir.file("whole.json"));
    REQUIRE_FALSE(expected.empty());

    const std::string save = dir.file("killed.zsave");
    const std::string out = dir.file("final.json");
    const std::vector<std::string> pacing{"--turn-delay-ms", "4", "--save-dir", dir.path(), "--record", out};
    // Kill moments are counted in saves the run has written (1 to 6, pseudo-random), then a few
    // milliseconds more, which lands some kills in the middle of writing the next one. Counted by
    // what the run did rather than by the clock, the kills come at the same places in the match
    // on a busy machine as on an idle one: a killed run plays a handful of the match's hundreds of
    // actions, so the match outlasts the kills. (Timed from the program's start, a loaded
    // machine's slow first start made every later run play more: the match ended after 17 kills.)
    Rng delays(kill_seed);
    int kills = 0;
    int runs = 0;
    while (!fs::exists(out)) {
        REQUIRE(runs < 400);
        ++runs;
        // No save yet (stopped before the first one was written): start over, otherwise resume.
        std::vector<std::string> args{kCli};
        if (fs::exists(save) || fs::exists(backup_path(save))) args = args + std::vector<std::string>{"resume", save};
        else args = args + base + std::vector<std::string>{"--save", save};
        args = args + pacing;
        ChildProcess child(args, dir.file("run.out"), dir.file("run.err"));
        int status = 0;
        // After 24 kills, let it finish.
        const bool ended = kills < 24 ? !wait_for_saves(child, save, 1 + static_cast<int>(delays.below(6)),
                                                         static_cast<int>(delays.below(5)), status)
                                      : child.wait_for(60'000, status);
        if (ended) {
            INFO(slurp(dir.file("run.err")));
            REQUIRE(WIFEXITED(status));
            REQUIRE(WEXITSTATUS(status) == 0);
        } else {
            child.kill_hard();
            ++kills;
            // Whatever moment the kill hit, what is on disk loads (from the main file or its backup).
            if (fs::exists(save) || fs::exists(backup_path(save))) {
                const std::string error = load_error(save);
                INFO(error);
                REQUIRE(error.empty());
            }
        }
    }
    CHECK(kills >= 20);
    WARN(kills << " kills in " << runs << " runs");
    CHECK(slurp(out) == expected);
    CHECK_FALSE(fs::exists(save));
    CHECK(slurp(dir.file("history/killed.json")) == expected);
}

}  // namespace

TEST_CASE("zero-cli resume carries a saved match on to the same record as an uninterrupted run") {
    TempDir dir;
    const auto base = simulate_args("21", "greedy,random,greedy", "3", "3");
    const RunResult whole = run_cli(dir, base + std::vector<std::string>{"--record", dir.file("whole.json")});
    REQUIRE(whole.exit_code == 0);

    // Stop a saved match part-way by saving only a prefix: play it in-process, save after 25 actions.
    const std::vector<std::string> kinds{"greedy", "random", "greedy"};
    Rules rules = default_rules(3);
    rules.rounds = 3;
    Table table(new_match(rules, 21), bot_seats(kinds, 21));
    for (int i = 0; i < 25; ++i) table.step();
    const std::string save = dir.file("part.zsave");
    REQUIRE(write_save(save, make_save(table.state(), bot_seats_for(kinds), unix_now())).empty());

    const RunResult resumed = run_cli(dir, {"resume", save, "--record", dir.file("resumed.json"), "--json",
                                            "--save-dir", dir.path()});
    INFO(resumed.err);
    REQUIRE(resumed.exit_code == 0);
    CHECK(resumed.out.find("\"resumed_actions\":25") != std::string::npos);
    CHECK(slurp(dir.file("resumed.json")) == slurp(dir.file("whole.json")));
    // Finished: the save is gone and its record is in the history folder.
    CHECK_FALSE(fs::exists(save));
    CHECK(slurp(dir.file("history/part.json")) == slurp(dir.file("whole.json")));
}

TEST_CASE("zero-cli refuses bad save files with one line naming the file, and changes nothing") {
    TempDir dir;
    const std::string path = dir.file("bad.zsave");
    const std::string good = encode_save(make_save(new_match(default_rules(2), 3), bot_seats_for({"random", "greedy"}), 1));
    std::string bytes;
    std::string expected;
    auto damage = GENERATE(as<std::string>{}, "empty", "truncated", "garbage", "wrong format", "future version",
                           "oversized", "checksum", "illegal actions", "human seat", "unknown bot");
    if (damage == "empty") expected = "the file is empty";
    if (damage == "truncated") bytes = good.substr(0, good.size() - 5), expected = "truncated";
    if (damage == "garbage") bytes = std::string("\x00\x01\x02 garbage", 11), expected = "not a Zero save file";
    if (damage == "wrong format") bytes = "{\"format\":\"zero-match\"}", expected = "not a Zero save file";
    if (damage == "future version") bytes = good, bytes[8] = static_cast<char>(kSaveFormatVersion + 1), expected = "newer version of Zero";
    if (damage == "oversized") bytes = good + std::string(kMaxSaveBytes, '\0'), expected = "too large";
    if (damage == "checksum") bytes = good, bytes[30] = static_cast<char>(bytes[30] ^ 4), expected = "checksum mismatch";
    if (damage == "illegal actions") {
        Table table(new_match(default_rules(2), 3), bot_seats({"random", "greedy"}, 3));
        table.step();
        table.step();
        SaveGame save = make_save(table.state(), bot_seats_for({"random", "greedy"}), 1);
        std::swap(save.record.rounds[0].actions[0], save.record.rounds[0].actions[1]);
        bytes = encode_save(save);
        expected = "does not replay";
    }
    if (damage == "human seat") {
        bytes = encode_save(make_save(new_match(default_rules(2), 3), {SavedSeat::human("Ann"), SavedSeat::remote("Bob")}, 1));
        expected = "seat 0 (Ann) is a human player";
    }
    if (damage == "unknown bot") {
        bytes = encode_save(make_save(new_match(default_rules(2), 3), bot_seats_for({"random", "no-such-bot"}), 1));
        expected = "unknown bot";
    }
    INFO(damage);
    spit(path, bytes);
    const std::string backup = damage == "human seat" || damage == "unknown bot" ? "" : "not touched either";
    if (!backup.empty()) spit(backup_path(path), backup);

    const RunResult r = run_cli(dir, {"resume", path, "--save-dir", dir.path()});
    CHECK(r.exit_code == 1);
    CHECK(r.err.find("zero-cli: " + path + ": ") == 0);
    CHECK(r.err.find(expected) != std::string::npos);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK(r.out.empty());
    CHECK(slurp(path) == bytes);
    if (!backup.empty()) CHECK(slurp(backup_path(path)) == backup);

    const RunResult show = run_cli(dir, {"saves", "show", path});
    if (damage != "human seat" && damage != "unknown bot") {
        CHECK(show.exit_code == 1);
        CHECK(show.err.find(path) != std::string::npos);
    }
    CHECK(slurp(path) == bytes);
}

TEST_CASE("zero-cli simulate --save does not replace a save that is already there") {
    TempDir dir;
    const std::string path = dir.file("keep.zsave");
    spit(path, "precious");
    const RunResult r = run_cli(dir, simulate_args("1", "random,random", "2", "1") +
                                         std::vector<std::string>{"--save", path});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("a save is already there") != std::string::npos);
    CHECK(slurp(path) == "precious");
}

TEST_CASE("zero-cli saves lists and deletes saves") {
    TempDir dir;
    const RunResult none = run_cli(dir, {"saves", "--save-dir", dir.path(), "list"});
    CHECK(none.exit_code == 0);
    CHECK(none.out.find("no saves") != std::string::npos);
    Table table(new_match(default_rules(2), 9), bot_seats({"random", "greedy"}, 9));
    table.step();
    REQUIRE(write_save(dir.file("friday.zsave"), make_save(table.state(), bot_seats_for({"random", "greedy"}), 1)).empty());
    const RunResult listed = run_cli(dir, {"saves", "--save-dir", dir.path(), "list", "--json"});
    CHECK(listed.exit_code == 0);
    CHECK(listed.out.find("\"name\":\"friday\"") != std::string::npos);
    CHECK(listed.out.find("\"players\":[\"random 1\",\"greedy 2\"]") != std::string::npos);
    CHECK(listed.out.find("\"round\":1,\"rounds\":2") != std::string::npos);
    const RunResult deleted = run_cli(dir, {"saves", "--save-dir", dir.path(), "delete", "friday"});
    CHECK(deleted.exit_code == 0);
    CHECK_FALSE(fs::exists(dir.file("friday.zsave")));
    const RunResult again = run_cli(dir, {"saves", "--save-dir", dir.path(), "delete", "friday"});
    CHECK(again.exit_code == 1);
    CHECK(again.err.find("no such save") != std::string::npos);
}

TEST_CASE("a paced bot match killed with SIGKILL again and again ends with the uninterrupted record") {
    check_killed_match_ends_as_uninterrupted(simulate_args("2024", "greedy,random,greedy,random,greedy", "5", "20"),
                                             20240601, [](const std::string& save) { return load_save(save).error; });
}

TEST_CASE("a paced Solèr match killed with SIGKILL again and again ends with the uninterrupted record") {
    check_killed_match_ends_as_uninterrupted(
        {"simulate", "--game", "soler-zero", "--players", "4", "--bots", "random,easy,medium,medium", "--seed", "2024",
         "--games", "2"},
        20240602, [](const std::string& save) { return soler::load_save(save).error; });
}

TEST_CASE("a paced Zero Hero match killed with SIGKILL again and again ends with the uninterrupted record") {
    check_killed_match_ends_as_uninterrupted(
        {"simulate", "--game", "zero-hero", "--players", "4", "--bots", "random,easy,medium,medium", "--seed", "2024",
         "--games", "4"},
        20240603, [](const std::string& save) { return hero::load_save(save).error; });
}

TEST_CASE("zero-cli resume falls back to the backup when the save is damaged") {
    TempDir dir;
    const auto base = simulate_args("33", "random,greedy", "2", "2");
    REQUIRE(run_cli(dir, base + std::vector<std::string>{"--record", dir.file("whole.json")}).exit_code == 0);

    const std::vector<std::string> kinds{"random", "greedy"};
    Rules rules = default_rules(2);
    rules.rounds = 2;
    Table table(new_match(rules, 33), bot_seats(kinds, 33));
    const std::string save = dir.file("m.zsave");
    for (int i = 0; i < 6; ++i) {
        table.step();
        REQUIRE(write_save(save, make_save(table.state(), bot_seats_for(kinds), unix_now())).empty());
    }
    spit(save, slurp(save).substr(0, 40));  // torn by a failing disk

    const RunResult r = run_cli(dir, {"resume", save, "--record", dir.file("resumed.json"), "--save-dir", dir.path()});
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    CHECK(r.err.find("zero-cli: " + save + ": the file is truncated") == 0);
    CHECK(r.err.find("continuing from the backup") != std::string::npos);
    CHECK(r.out.find("resumed at round 1 after 5 actions") == 0);
    CHECK(slurp(dir.file("resumed.json")) == slurp(dir.file("whole.json")));
}

TEST_CASE("zero-cli resume, show and delete take a file in the current folder by its bare name") {
    TempDir dir;
    TempDir saves;  // an empty saves folder: the file is not there
    const std::vector<std::string> kinds{"greedy", "random", "greedy"};
    Rules rules = default_rules(3);
    rules.rounds = 1;
    Table table(new_match(rules, 8), bot_seats(kinds, 8));
    for (int i = 0; i < 5; ++i) table.step();
    REQUIRE(write_save(dir.file("old.sav"), make_save(table.state(), bot_seats_for(kinds), unix_now())).empty());

    const RunResult shown = run_cli(dir, {"saves", "--save-dir", saves.path(), "show", "old.sav"}, dir.path());
    INFO(shown.err);
    CHECK(shown.exit_code == 0);
    const RunResult resumed = run_cli(dir, {"resume", "old.sav", "--save-dir", saves.path()}, dir.path());
    INFO(resumed.err);
    CHECK(resumed.exit_code == 0);
    CHECK(resumed.err.find("old.sav.zsave") == std::string::npos);
    // A name that is no file here still means the saves folder, as before.
    const RunResult missing = run_cli(dir, {"resume", "nothing", "--save-dir", saves.path()}, dir.path());
    CHECK(missing.exit_code == 1);
    CHECK(missing.err.find(saves.file("nothing.zsave")) != std::string::npos);
}

TEST_CASE("zero-cli lists and shows saves of both games, each with its game") {
    TempDir dir;
    // A save is written before the first action: one left by a run stopped at once.
    REQUIRE(soler::write_save(dir.file("sol.zsave"),
                              soler::make_save(soler::new_match(soler::target_rules(3, 60), 1),
                                               bot_seats_for({"random", "easy", "medium"}), 100))
                .empty());
    REQUIRE(write_save(dir.file("kni.zsave"),
                       make_save(new_match(default_rules(2), 1), bot_seats_for({"greedy", "random"}), 50))
                .empty());
    const RunResult list = run_cli(dir, {"saves", "--save-dir", dir.path(), "list"});
    REQUIRE(list.exit_code == 0);
    CHECK(list.out.find("sol: soler-zero, random 1 0, easy 2 0, medium 3 0; game 1, to 60 points") == 0);
    CHECK(list.out.find("kni: knizia-zero, greedy 1 0, random 2 0; round 1 of 2") != std::string::npos);
    const RunResult json = run_cli(dir, {"saves", "--save-dir", dir.path(), "list", "--json"});
    CHECK(json.out.find("\"game\":\"soler-zero\"") != std::string::npos);
    const RunResult show = run_cli(dir, {"saves", "--save-dir", dir.path(), "show", "sol"});
    REQUIRE(show.exit_code == 0);
    CHECK(show.out.find(": soler-zero, seed 1, game 1, to 60 points") != std::string::npos);
    // resume --game checks the save's game.
    const RunResult wrong = run_cli(dir, {"resume", "sol", "--game", "knizia-zero", "--save-dir", dir.path()});
    CHECK(wrong.exit_code == 1);
    CHECK(wrong.err == "zero-cli: " + dir.file("sol.zsave") + ": this is a save of soler-zero, not of knizia-zero\n");
    const RunResult resumed = run_cli(dir, {"resume", "sol", "--save-dir", dir.path(), "--json"});
    REQUIRE(resumed.exit_code == 0);
    CHECK(resumed.out.find("\"resumed_game\":1,\"resumed_actions\":0,\"game\":\"soler-zero\"") != std::string::npos);
}

TEST_CASE("zero-cli lists, shows and resumes a Zero Hero save with its game") {
    TempDir dir;
    REQUIRE(hero::write_save(dir.file("hero.zsave"),
                             hero::make_save(hero::new_match(hero::Rules{3, 2}, 5),
                                             bot_seats_for({"random", "easy", "medium"}), 100))
                .empty());
    const RunResult list = run_cli(dir, {"saves", "--save-dir", dir.path(), "list"});
    REQUIRE(list.exit_code == 0);
    CHECK(list.out.find("hero: zero-hero, random 1 0, easy 2 0, medium 3 0; game 1 of 2") == 0);
    const RunResult json = run_cli(dir, {"saves", "--save-dir", dir.path(), "list", "--json"});
    CHECK(json.out.find("\"game\":\"zero-hero\"") != std::string::npos);
    const RunResult show = run_cli(dir, {"saves", "--save-dir", dir.path(), "show", "hero"});
    INFO(show.err);
    REQUIRE(show.exit_code == 0);
    CHECK(show.out.find(": zero-hero, seed 5, game 1 of 2, ") != std::string::npos);
    const RunResult wrong = run_cli(dir, {"resume", "hero", "--game", "soler-zero", "--save-dir", dir.path()});
    CHECK(wrong.exit_code == 1);
    CHECK(wrong.err == "zero-cli: " + dir.file("hero.zsave") + ": this is a save of zero-hero, not of soler-zero\n");
    const RunResult resumed = run_cli(dir, {"resume", "hero", "--save-dir", dir.path(), "--json"});
    INFO(resumed.err);
    REQUIRE(resumed.exit_code == 0);
    CHECK(resumed.out.find("\"resumed_game\":1,\"resumed_actions\":0,\"game\":\"zero-hero\",\"games\":2") !=
          std::string::npos);
}

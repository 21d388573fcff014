// SPDX-License-Identifier: GPL-3.0-or-later
// zero-cli history list, stats and export, run as the real program.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "child_process.hpp"
#include "history_records.hpp"
#include "zero/saves/json.hpp"

using namespace zero::test;
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

RunResult run_cli(const ScratchDir& dir, std::vector<std::string> args) {
    args.insert(args.begin(), ZERO_CLI_PATH);
    ChildProcess child(args, (dir.path / "out.txt").string(), (dir.path / "err.txt").string());
    const int status = child.wait();
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(dir.path / "out.txt"), slurp(dir.path / "err.txt")};
}

rapidjson::Document parsed(const std::string& text) {
    rapidjson::Document doc;
    doc.Parse(text.c_str());
    REQUIRE_FALSE(doc.HasParseError());
    return doc;
}

}  // namespace

TEST_CASE("history list --json prints one object a match, filtered, from --save-dir or ZERO_SAVE_DIR") {
    ScratchDir dir;
    const std::vector<RecordTruth> truth = write_records(dir.history(), 120);
    const RunResult all = run_cli(dir, {"history", "--save-dir", dir.saves(), "list", "--json"});
    REQUIRE(all.exit_code == 0);
    const rapidjson::Document doc = parsed(all.out);
    REQUIRE(doc.IsArray());
    REQUIRE(doc.Size() == truth.size());
    const rapidjson::Value& newest = doc[0];
    CHECK(newest["number"].GetInt() == 120);
    CHECK(std::string(newest["file"].GetString()) == truth.back().file);
    for (const char* field : {"date", "time", "game", "damaged", "players", "totals", "winner", "winners", "length",
                              "unit", "actions", "highlights"})
        CHECK(newest.HasMember(field));
    int damaged = 0;
    for (const auto& m : doc.GetArray()) damaged += m["damaged"].GetBool() && m.HasMember("error");
    CHECK(damaged == std::count_if(truth.begin(), truth.end(), [](const RecordTruth& t) { return t.damaged; }));

    ::setenv("ZERO_SAVE_DIR", dir.saves().c_str(), 1);
    const RunResult hero = run_cli(dir, {"history", "list", "--game", "zero-hero", "--player", "ann", "--json"});
    ::unsetenv("ZERO_SAVE_DIR");
    REQUIRE(hero.exit_code == 0);
    const rapidjson::Document filtered = parsed(hero.out);
    REQUIRE(filtered.Size() > 0);
    CHECK(filtered.Size() < 40);
    for (const auto& m : filtered.GetArray()) CHECK(std::string(m["game"].GetString()) == "zero-hero");

    const RunResult text = run_cli(dir, {"history", "--save-dir", dir.saves(), "list"});
    CHECK(text.exit_code == 0);
    CHECK(text.out.find("damaged") != std::string::npos);
    const RunResult bad = run_cli(dir, {"history", "--save-dir", dir.saves(), "list", "--game", "chess"});
    CHECK(bad.exit_code == 2);
    CHECK(bad.err.find("unknown game 'chess'") != std::string::npos);
}

TEST_CASE("history stats --json gives matches, wins and the rest, and export copies a record") {
    ScratchDir dir;
    const std::vector<RecordTruth> truth = write_records(dir.history(), 60);
    const RunResult r = run_cli(dir, {"history", "stats", "--player", "Bob", "--game", "knizia-zero", "--json",
                                      "--save-dir", dir.saves()});
    REQUIRE(r.exit_code == 0);
    const rapidjson::Document doc = parsed(r.out);
    REQUIRE(doc.IsObject());
    for (const char* field : {"matches", "wins", "win_share", "mean_total", "best_total", "longest_winning_streak",
                              "highlights", "games", "results"})
        CHECK(doc.HasMember(field));
    CHECK(doc["matches"].GetInt() > 0);
    CHECK(doc["highlights"].HasMember("zeros"));

    const fs::path out = dir.path / "exported.json";
    REQUIRE(run_cli(dir, {"history", "--save-dir", dir.saves(), "export", "3", out.string()}).exit_code == 0);
    CHECK(slurp(out) == slurp(dir.history() / truth[2].file));
    const RunResult none = run_cli(dir, {"history", "--save-dir", dir.saves(), "export", "999", out.string()});
    CHECK(none.exit_code == 1);
    CHECK(none.err.find("no match number 999") != std::string::npos);
}

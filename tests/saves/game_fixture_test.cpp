// SPDX-License-Identifier: GPL-3.0-or-later
// Every game's records and saves as the build of save format 2 wrote them (tests/saves/fixtures,
// never regenerated): they must keep replaying, resuming and listing to what that build printed,
// whatever the code that reads them becomes.
//   v2-*-record.json     `zero-cli simulate --players 3 --seed 7 --record F` (knizia-zero:
//                        medium,greedy,random; soler-zero and zero-hero: easy,medium,random)
//   v2-*-partial*.zsave  `zero-cli simulate --seed 11 --save F --turn-delay-ms 20` stopped mid-match
//                        (knizia-zero: 4 players easy,greedy,random,medium; soler-zero: 3 players
//                        easy,medium,random; zero-hero: the same with --games 2)
//   v2-lan-*.zsave       `zero-cli host --seats remote:Ann,bot:easy,bot:random --seed 5 --autosave F`
//                        with Ann a `zero-cli join --bot easy`, the host killed about 40 actions in
#include <catch2/catch.hpp>

#include <filesystem>

#include "child_process.hpp"
#include "save_fixtures.hpp"
#include "zero/saves/any_record.hpp"
#include "zero/saves/hero_save.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/soler_save.hpp"

using namespace zero;
using namespace zero::test;

namespace {

std::string game_fixture(const std::string& name) { return std::string(ZERO_SAVE_FIXTURES) + "/" + name; }

struct FixtureRun {
    int exit_code = -1;
    std::string out;
    std::string err;
};

FixtureRun fixture_cli(const TempDir& dir, std::vector<std::string> args) {
    args.insert(args.begin(), ZERO_CLI_PATH);
    ChildProcess child(args, dir.file("stdout.txt"), dir.file("stderr.txt"));
    const int status = child.wait();
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(dir.file("stdout.txt")), slurp(dir.file("stderr.txt"))};
}

// The fixture copied into `dir`, so that a resume may write to it.
std::string copy_fixture_in(const TempDir& dir, const std::string& name) {
    spit(dir.file(name), slurp(game_fixture(name)));
    return dir.file(name);
}

const SaveSummary* fixture_summary_of(const std::vector<SaveSummary>& saves, const std::string& name) {
    for (const SaveSummary& s : saves)
        if (s.name == name) return &s;
    return nullptr;
}

}  // namespace

TEST_CASE("every game's record of save format 2's build replays to the totals it printed", "[fixtures]") {
    const std::pair<std::string, std::string> cases[] = {
        {"v2-knizia-record.json", "totals: medium 1 32, greedy 2 35, random 3 63\nwinners: medium 1\n"},
        {"v2-soler-record.json", "totals: easy 1 40, medium 2 99, random 3 21\nwinners: medium 2\n"},
        {"v2-hero-record.json", "totals: easy 1 23, medium 2 24, random 3 21\nwinners: medium 2\n"},
    };
    const games::GameId ids[] = {games::GameId::Knizia, games::GameId::Soler, games::GameId::Hero};
    TempDir dir;
    for (std::size_t i = 0; i < std::size(cases); ++i) {
        const auto& [name, printed] = cases[i];
        INFO(name);
        const AnyRecordParse parsed = load_any_record_file(game_fixture(name));
        REQUIRE(parsed.record);
        CHECK(game_of(*parsed.record) == ids[i]);
        const FixtureRun run = fixture_cli(dir, {"replay", game_fixture(name)});
        CHECK(run.exit_code == 0);
        CHECK(run.out == printed);
    }
}

TEST_CASE("every game's save stopped mid-match resumes to the end that build played", "[fixtures]") {
    // Everything after the "file" member of `zero-cli resume --json`, as the writing build printed it.
    const std::pair<std::string, std::string> cases[] = {
        {"v2-knizia-partial-4p",
         R"("seed":11,"resumed_round":3,"resumed_actions":43,"rounds":4,"players":["easy 1","greedy 2","random 3","medium 4"],"totals":[48,41,101,41],"winners":[1,3]})"},
        {"v2-soler-partial",
         R"("seed":11,"resumed_game":1,"resumed_actions":115,"game":"soler-zero","games":3,"players":["easy 1","medium 2","random 3"],"totals":[54,78,17],"winners":[1]})"},
        {"v2-hero-partial",
         R"("seed":11,"resumed_game":2,"resumed_actions":52,"game":"zero-hero","games":2,"players":["easy 1","medium 2","random 3"],"totals":[41,84,7],"winners":[1]})"},
    };
    for (const auto& [name, printed] : cases) {
        INFO(name);
        TempDir dir;
        copy_fixture_in(dir, name + ".zsave");
        const FixtureRun run = fixture_cli(dir, {"resume", "--json", "--save-dir", dir.path(), name});
        CHECK(run.exit_code == 0);
        const std::size_t seed = run.out.find("\"seed\"");
        REQUIRE(seed != std::string::npos);
        CHECK(run.out.substr(seed) == printed + "\n");
    }
}

TEST_CASE("every game's saves, LAN tables' too, are listed as that build listed them", "[fixtures]") {
    TempDir dir;
    for (const char* name : {"v2-knizia-partial-4p", "v2-soler-partial", "v2-hero-partial", "v2-lan-soler", "v2-lan-hero"})
        copy_fixture_in(dir, std::string(name) + ".zsave");
    const std::vector<SaveSummary> saves = list_saves(dir.path());
    REQUIRE(saves.size() == 5);
    struct Expected {
        const char* name;
        const char* game;
        int round, rounds;
        std::vector<int> totals;
        bool lan;
    };
    const Expected expected[] = {
        {"v2-knizia-partial-4p", "knizia-zero", 3, 4, {33, 12, 48, 14}, false},
        {"v2-soler-partial", "soler-zero", 1, 3, {0, 0, 0}, false},
        {"v2-hero-partial", "zero-hero", 2, 2, {10, 52, 2}, false},
        {"v2-lan-soler", "soler-zero", 1, 3, {0, 0, 0}, true},
        {"v2-lan-hero", "zero-hero", 1, 1, {0, 0, 0}, true},
    };
    for (const Expected& e : expected) {
        INFO(e.name);
        const SaveSummary* s = fixture_summary_of(saves, e.name);
        REQUIRE(s != nullptr);
        CHECK(s->error.empty());
        CHECK(s->game == e.game);
        CHECK(s->round == e.round);
        CHECK(s->rounds == e.rounds);
        CHECK(s->totals == e.totals);
        CHECK(s->lan == e.lan);
        CHECK_FALSE(s->finished);
    }
}

TEST_CASE("Solèr's and Zero Hero's LAN saves reopen with the player's seat kept for her", "[fixtures]") {
    const soler::LoadedSave soler_save = soler::load_save(game_fixture("v2-lan-soler.zsave"));
    REQUIRE(soler_save.error.empty());
    CHECK(soler_save.save->seats[0].kind == SeatKind::Remote);
    CHECK(soler_save.save->seats[0].name == "Ann");
    CHECK(soler_save.save->seats[1] == SavedSeat::bot_seat("easy", "easy 2"));
    CHECK(soler_save.state->state_id == 42);
    CHECK(soler_save.state->seed == 5);

    const hero::LoadedSave hero_save = hero::load_save(game_fixture("v2-lan-hero.zsave"));
    REQUIRE(hero_save.error.empty());
    CHECK(hero_save.save->seats[0].kind == SeatKind::Remote);
    CHECK(hero_save.save->seats[0].name == "Ann");
    CHECK(hero_save.save->seats[2] == SavedSeat::bot_seat("random", "random 3"));
    CHECK(hero_save.state->state_id == 44);
    CHECK(hero_save.state->seed == 5);

    // The saves name their game in the header, whatever path they have.
    CHECK(saved_game(game_fixture("v2-lan-soler.zsave")) == games::GameId::Soler);
    CHECK(saved_game(game_fixture("v2-lan-hero.zsave")) == games::GameId::Hero);
    CHECK(saved_game(game_fixture("v2-knizia-partial-4p.zsave")) == games::GameId::Knizia);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// The history index over a folder of thousands of records: listing, filtering, damaged records,
// and bringing the index up to date when the folder changes under it.
#include <catch2/catch.hpp>

#include <sqlite3.h>

#include <fstream>

#include "../scaled.hpp"
#include "history_records.hpp"
#include "zero/history/history_index.hpp"

using namespace zero;
using namespace zero::test;
namespace fs = std::filesystem;

namespace {

constexpr int kRecords = scaled(2000);

// One folder for the file's tests: writing it costs more than any test here.
struct Folder {
    ScratchDir dir;
    std::vector<RecordTruth> truth = write_records(dir.history(), kRecords);
};
const Folder& folder() {
    static const Folder made;
    return made;
}

bool sat_in(const RecordTruth& t, const std::string& player) {
    for (const std::string& p : t.players)
        if (history::same_player(p, player)) return true;
    return false;
}

// Filters by game, and by player letter case aside.
void filters_match_the_records(const history::HistoryIndex& index) {
    for (const std::string game : {"knizia-zero", "soler-zero", "zero-hero", "chess"}) {
        const auto listed = index.list({game, ""});
        const auto expected = std::count_if(folder().truth.begin(), folder().truth.end(),
                                            [&](const RecordTruth& t) { return t.game == game; });
        CHECK(static_cast<long>(listed.size()) == expected);
        for (const auto& m : listed) CHECK(m.game == game);
    }
    for (const std::string& player : {std::string("Ann"), std::string("flo"), std::string("Nobody")}) {
        for (const std::string game : {"", "zero-hero"}) {
            const auto listed = index.list({game, player});
            const auto expected = std::count_if(folder().truth.begin(), folder().truth.end(), [&](const RecordTruth& t) {
                return !t.damaged && sat_in(t, player) && (game.empty() || t.game == game);
            });
            CHECK(static_cast<long>(listed.size()) == expected);
            for (const auto& m : listed) CHECK(m.seat_of(player) >= 0);
        }
    }
}

}  // namespace

// One test case for the big folder: writing and indexing it costs more than every check on it.
TEST_CASE("thousands of records list newest first, numbered from the oldest, damaged ones included, and filter") {
    const history::HistoryIndex index(folder().dir.saves());
    CHECK(index.last_refresh().rebuilt);
    const std::vector<history::MatchEntry> all = index.list();
    REQUIRE(all.size() == folder().truth.size());
    int damaged = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const history::MatchEntry& m = all[i];
        const RecordTruth& t = folder().truth[all.size() - 1 - i];
        INFO(t.file);
        REQUIRE(m.file == t.file);
        CHECK(m.number == static_cast<int>(all.size() - i));
        CHECK(m.damaged == t.damaged);
        CHECK(m.game == t.game);
        damaged += m.damaged;
        if (m.damaged) {
            CHECK_FALSE(m.error.empty());
            CHECK(m.seats.empty());
            continue;
        }
        REQUIRE(m.seats.size() == t.players.size());
        for (std::size_t seat = 0; seat < t.players.size(); ++seat) {
            CHECK(m.seats[seat].name == t.players[seat]);
            CHECK(m.seats[seat].total == t.totals[seat]);
            CHECK(m.seats[seat].won == (std::find(t.winners.begin(), t.winners.end(), int(seat)) != t.winners.end()));
            CHECK(m.seats[seat].highlights[0] == t.highlights[seat][0]);
            CHECK(m.seats[seat].highlights[1] == t.highlights[seat][1]);
        }
        CHECK(m.finished);
        CHECK(m.parts > 0);
    }
    CHECK(damaged == std::count_if(folder().truth.begin(), folder().truth.end(),
                                   [](const RecordTruth& t) { return t.damaged; }));
    CHECK(damaged > kRecords / 60);
    // Opening again reads nothing: the index is up to date.
    const history::HistoryIndex again(folder().dir.saves());
    CHECK(again.last_refresh().read == 0);
    CHECK_FALSE(again.last_refresh().rebuilt);
    CHECK(again.list().size() == all.size());
    filters_match_the_records(again);
}
TEST_CASE("a stale index is brought up to date: new, changed and deleted records") {
    ScratchDir dir;
    write_records(dir.history(), 30);
    {
        const history::HistoryIndex index(dir.saves());
        CHECK(index.last_refresh().read == 30);
        REQUIRE(index.list().size() == 30);
    }
    // A new record, one rewritten with other players, one deleted.
    std::ofstream(dir.history() / "zz-new.json") << record_text("zero-hero", 1, {"Gus", "Hal", "Ivy"});
    std::ofstream(dir.history() / "match-00003.json") << record_text("soler-zero", 2, {"Jo", "Kim", "Lu"});
    fs::remove(dir.history() / "match-00004.json");
    history::HistoryIndex index(dir.saves());
    CHECK(index.last_refresh().read == 2);
    CHECK(index.last_refresh().dropped == 1);
    CHECK_FALSE(index.last_refresh().rebuilt);
    CHECK(index.list().size() == 30);
    CHECK(index.list({"", "gus"}).size() == 1);
    REQUIRE(index.list({"", "kim"}).size() == 1);
    CHECK(index.list({"", "kim"}).front().game == "soler-zero");
    for (const auto& m : index.list()) CHECK(m.file != "match-00004.json");

    SECTION("deleting through the index") {
        const auto match = index.list({"", "kim"}).front();
        CHECK(index.remove(match).empty());
        CHECK_FALSE(fs::exists(dir.history() / "match-00003.json"));
        CHECK(index.list().size() == 29);
    }
    SECTION("a missing index is built again") {
        fs::remove(dir.history() / "index.sqlite");
        const history::HistoryIndex rebuilt(dir.saves());
        CHECK(rebuilt.last_refresh().rebuilt);
        CHECK(rebuilt.last_refresh().read == 30);
        CHECK(rebuilt.list({"", "gus"}).size() == 1);
    }
    SECTION("an index of another layout is built again") {
        sqlite3* db = nullptr;
        REQUIRE(sqlite3_open((dir.history() / "index.sqlite").c_str(), &db) == SQLITE_OK);
        CHECK(sqlite3_exec(db, "PRAGMA user_version = 1", nullptr, nullptr, nullptr) == SQLITE_OK);
        sqlite3_close(db);
        const history::HistoryIndex rebuilt(dir.saves());
        CHECK(rebuilt.last_refresh().rebuilt);
        CHECK(rebuilt.list().size() == 30);
    }
    SECTION("an index another program holds locked is left alone, and the list still comes") {
        sqlite3* db = nullptr;
        REQUIRE(sqlite3_open((dir.history() / "index.sqlite").c_str(), &db) == SQLITE_OK);
        REQUIRE(sqlite3_exec(db, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr) == SQLITE_OK);
        std::ofstream(dir.history() / "zz-newer.json") << record_text("knizia-zero", 2, {"Mo", "Ned", "Oz"});
        const history::HistoryIndex locked(dir.saves());  // waits out its busy timeout, then reads the records
        CHECK(locked.list().size() == 31);
        CHECK(locked.list({"", "ned"}).size() == 1);
        sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
        sqlite3_close(db);
        const history::HistoryIndex after(dir.saves());
        CHECK_FALSE(after.last_refresh().rebuilt);  // the file was kept
        CHECK(after.last_refresh().read == 1);
    }
    SECTION("a damaged index is built again") {
        std::ofstream(dir.history() / "index.sqlite", std::ios::trunc) << "not a database, just words";
        const history::HistoryIndex rebuilt(dir.saves());
        CHECK(rebuilt.last_refresh().rebuilt);
        CHECK(rebuilt.list().size() == 30);
    }
}

TEST_CASE("an empty or missing history lists nothing") {
    ScratchDir dir;
    const history::HistoryIndex index(dir.saves());
    CHECK(index.list().empty());
    CHECK_FALSE(index.find(1));
    CHECK(history::export_record(index, 1, (dir.path / "out.json").string()).find("no match number 1") == 0);
}

TEST_CASE("a record's facts carry each seat's total after each part, for the score chart") {
    ScratchDir dir;
    fs::create_directories(dir.history());
    RecordTruth t;
    std::ofstream(dir.history() / "one.json") << record_text("soler-zero", 0, {"Ann", "Bob", "Cy"}, &t);
    history::MatchFacts facts;
    const history::MatchEntry m = history::read_match_file((dir.history() / "one.json").string(), &facts);
    REQUIRE_FALSE(m.damaged);
    REQUIRE(facts.running.size() == static_cast<std::size_t>(m.parts));
    CHECK(facts.running.back() == t.totals);
}

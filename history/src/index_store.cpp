// SPDX-License-Identifier: GPL-3.0-or-later
#include "index_store.hpp"

#include <sqlite3.h>

#include <stdexcept>

namespace zero::history {
namespace {

// Raised whenever the layout below changes: an index of another layout is laid out afresh.
constexpr int kLayout = 2;

constexpr const char* kTables = R"sql(
CREATE TABLE matches(id INTEGER PRIMARY KEY, file TEXT NOT NULL UNIQUE, time_ns INTEGER NOT NULL,
                     size INTEGER NOT NULL, game TEXT NOT NULL, damaged INTEGER NOT NULL, error TEXT NOT NULL,
                     finished INTEGER NOT NULL, parts INTEGER NOT NULL, actions INTEGER NOT NULL,
                     number INTEGER NOT NULL DEFAULT 0);
CREATE TABLE seats(match INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE, seat INTEGER NOT NULL,
                   name TEXT NOT NULL, total INTEGER NOT NULL, won INTEGER NOT NULL,
                   h0 INTEGER NOT NULL, h1 INTEGER NOT NULL, PRIMARY KEY(match, seat));
CREATE INDEX seats_by_name ON seats(name COLLATE NOCASE);
CREATE INDEX matches_by_number ON matches(number);
)sql";

// One row a seat, newest match first. The numbers are kept up to date by renumber(), so that a
// filtered list reads only the lines it shows.
constexpr const char* kQuery = R"sql(
SELECT m.number, m.file, m.time_ns, m.size, m.game, m.damaged, m.error, m.finished, m.parts, m.actions,
       s.name, s.total, s.won, s.h0, s.h1
FROM matches m LEFT JOIN seats s ON s.match = m.id
WHERE (?1 = '' OR m.game = ?1)
  AND (?2 = '' OR EXISTS (SELECT 1 FROM seats p WHERE p.match = m.id AND p.name = ?2 COLLATE NOCASE))
  AND (?3 = 0 OR m.number = ?3)
ORDER BY m.number DESC, s.seat
)sql";

[[noreturn]] void failed(sqlite3* db, const std::string& why) {
    const int code = sqlite3_errcode(db) & 0xFF;
    if (code == SQLITE_NOTADB || code == SQLITE_CORRUPT) throw DamagedIndex("history index: " + why);
    throw std::runtime_error("history index: " + why);
}

// A prepared statement, finalised however the scope ends.
class Statement {
public:
    Statement(sqlite3* db, const char* sql) : db_(db) {
        if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK) fail();
    }
    ~Statement() { sqlite3_finalize(stmt_); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    Statement& bind(int at, const std::string& text) {
        if (sqlite3_bind_text(stmt_, at, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT) != SQLITE_OK)
            fail();
        return *this;
    }
    Statement& bind(int at, std::int64_t value) {
        if (sqlite3_bind_int64(stmt_, at, value) != SQLITE_OK) fail();
        return *this;
    }
    // True while a row is ready.
    bool step() {
        const int rc = sqlite3_step(stmt_);
        if (rc == SQLITE_ROW) return true;
        if (rc != SQLITE_DONE) fail();
        return false;
    }
    void run() {
        step();
        sqlite3_reset(stmt_);
    }
    std::int64_t integer(int column) const { return sqlite3_column_int64(stmt_, column); }
    int number(int column) const { return sqlite3_column_int(stmt_, column); }
    bool is_null(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }
    std::string text(int column) const {
        const auto* bytes = sqlite3_column_text(stmt_, column);
        return bytes ? std::string(reinterpret_cast<const char*>(bytes),
                                   static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column)))
                     : std::string();
    }

private:
    [[noreturn]] void fail() const { failed(db_, sqlite3_errmsg(db_)); }
    sqlite3* db_;
    sqlite3_stmt* stmt_ = nullptr;
};

int layout_of(sqlite3* db) {
    Statement version(db, "PRAGMA user_version");
    return version.step() ? version.number(0) : 0;
}

}  // namespace

IndexStore::IndexStore(const std::string& path, bool& rebuilt) {
    if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK) {
        const std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
        sqlite3_close(db_);
        throw std::runtime_error("history index: " + why);
    }
    try {
        sqlite3_busy_timeout(db_, 2000);  // the game and zero-cli may open it at once
        exec("PRAGMA foreign_keys = ON");
        rebuilt = layout_of(db_) != kLayout;
        if (rebuilt) lay_out();
    } catch (...) {
        sqlite3_close(db_);
        throw;
    }
}

IndexStore::~IndexStore() { sqlite3_close(db_); }

void IndexStore::exec(const char* sql) const {
    char* message = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &message) != SQLITE_OK) {
        const std::string why = message ? message : sqlite3_errmsg(db_);
        sqlite3_free(message);
        failed(db_, why);
    }
}

void IndexStore::lay_out() {
    exec("BEGIN; DROP TABLE IF EXISTS seats; DROP TABLE IF EXISTS matches;");
    exec(kTables);
    exec(("PRAGMA user_version = " + std::to_string(kLayout) + "; COMMIT;").c_str());
}

std::map<std::string, IndexStore::Stamp> IndexStore::stamps() const {
    std::map<std::string, Stamp> out;
    Statement rows(db_, "SELECT file, time_ns, size FROM matches");
    while (rows.step()) out[rows.text(0)] = Stamp{rows.integer(1), rows.integer(2)};
    return out;
}

void IndexStore::begin() { exec("BEGIN IMMEDIATE"); }
void IndexStore::commit() { exec("COMMIT"); }
void IndexStore::rollback() noexcept { sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr); }

void IndexStore::put(const MatchEntry& e) {
    drop(e.file);
    Statement match(db_,
                    "INSERT INTO matches(file, time_ns, size, game, damaged, error, finished, parts, actions) "
                    "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    match.bind(1, e.file).bind(2, e.stamp).bind(3, e.size).bind(4, e.game).bind(5, std::int64_t{e.damaged});
    match.bind(6, e.error).bind(7, std::int64_t{e.finished}).bind(8, std::int64_t{e.parts}).bind(9, std::int64_t{e.actions});
    match.run();
    const std::int64_t id = sqlite3_last_insert_rowid(db_);
    Statement seat(db_, "INSERT INTO seats(match, seat, name, total, won, h0, h1) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    for (std::size_t i = 0; i < e.seats.size(); ++i) {
        const SeatEntry& s = e.seats[i];
        seat.bind(1, id).bind(2, static_cast<std::int64_t>(i)).bind(3, s.name).bind(4, std::int64_t{s.total});
        seat.bind(5, std::int64_t{s.won}).bind(6, std::int64_t{s.highlights[0]}).bind(7, std::int64_t{s.highlights[1]});
        seat.run();
    }
}

void IndexStore::renumber() {
    exec("UPDATE matches SET number = r.n FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY time_ns, file) AS n "
         "FROM matches) AS r WHERE matches.id = r.id AND matches.number != r.n");
}

void IndexStore::drop(const std::string& file) { Statement(db_, "DELETE FROM matches WHERE file = ?1").bind(1, file).run(); }

std::vector<MatchEntry> IndexStore::query(const Filter& filter, int number) const {
    std::vector<MatchEntry> out;
    Statement rows(db_, kQuery);
    rows.bind(1, filter.game).bind(2, filter.player).bind(3, std::int64_t{number});
    while (rows.step()) {
        const int n = rows.number(0);
        if (out.empty() || out.back().number != n) {
            MatchEntry& e = out.emplace_back();
            e.number = n;
            e.file = rows.text(1);
            e.stamp = rows.integer(2);
            e.time = e.stamp / 1'000'000'000;
            e.size = rows.integer(3);
            e.game = rows.text(4);
            e.damaged = rows.integer(5) != 0;
            e.error = rows.text(6);
            e.finished = rows.integer(7) != 0;
            e.parts = rows.number(8);
            e.actions = rows.number(9);
        }
        if (rows.is_null(10)) continue;
        SeatEntry& s = out.back().seats.emplace_back();
        s.name = rows.text(10);
        s.total = rows.number(11);
        s.won = rows.integer(12) != 0;
        s.highlights = {rows.number(13), rows.number(14)};
    }
    return out;
}

}  // namespace zero::history

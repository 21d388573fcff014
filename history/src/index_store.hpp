// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The SQLite side of the history index: its layout, and writing and querying its lines. Errors
// throw std::runtime_error; HistoryIndex decides what a failing index costs (nothing: it builds
// another).
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "zero/history/history_index.hpp"

struct sqlite3;

namespace zero::history {

// An index file that is not a database, or a damaged one: it may be deleted and made again. Any
// other error (a lock held too long, a full disk) leaves the file alone.
struct DamagedIndex : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class IndexStore {
public:
    // Opens or creates the index at `path` (":memory:" for one in memory). An index of another
    // layout is emptied and laid out afresh; then `rebuilt` is true.
    IndexStore(const std::string& path, bool& rebuilt);
    ~IndexStore();
    IndexStore(const IndexStore&) = delete;
    IndexStore& operator=(const IndexStore&) = delete;

    struct Stamp {
        std::int64_t time_ns = 0;
        std::int64_t size = 0;
    };
    // Every record the index holds, by file name.
    std::map<std::string, Stamp> stamps() const;

    // Writes are batched between begin() and commit(): one transaction for a whole refresh.
    void begin();
    void commit();
    void rollback() noexcept;
    void put(const MatchEntry& entry);  // replaces the line of the same file
    void drop(const std::string& file);
    // Numbers the matches oldest first (time, then file name): after any put() or drop().
    void renumber();

    // Lines passing the filter, newest first; `number` > 0 keeps only that match.
    std::vector<MatchEntry> query(const Filter& filter, int number = 0) const;

private:
    void exec(const char* sql) const;
    void lay_out();
    sqlite3* db_ = nullptr;
};

}  // namespace zero::history

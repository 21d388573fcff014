// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/history/history_index.hpp"

#include <sys/stat.h>

#include <filesystem>
#include <map>

#include "index_store.hpp"
#include "zero/saves/file_io.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::history {
namespace fs = std::filesystem;
namespace {

constexpr const char* kIndexName = "index.sqlite";

// Every record file in the folder with its stamp (time to the nanosecond and size): a record
// rewritten in place changes one or the other.
std::map<std::string, IndexStore::Stamp> records_in(const std::string& folder) {
    std::map<std::string, IndexStore::Stamp> out;
    std::error_code ec;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        const fs::path& p = it->path();
        if (p.extension() != ".json") continue;
        struct stat st{};
        if (::stat(p.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) continue;
        out[p.filename().string()] =
            IndexStore::Stamp{std::int64_t{st.st_mtim.tv_sec} * 1'000'000'000 + st.st_mtim.tv_nsec, st.st_size};
    }
    return out;
}

// The index in the history folder; a damaged one is removed and made again; one that cannot be
// opened or written for another reason (a lock held too long, a read-only folder) is left alone
// and an index in memory serves this opening (the list still works; it is read again next time).
std::unique_ptr<IndexStore> open_store(const std::string& folder, bool& rebuilt) {
    const std::string path = (fs::path(folder) / kIndexName).string();
    std::error_code ec;
    if (fs::is_directory(folder, ec)) {
        for (int attempt = 0; attempt < 2; ++attempt) {
            try {
                return std::make_unique<IndexStore>(path, rebuilt);
            } catch (const DamagedIndex&) {
                fs::remove(path, ec);
                fs::remove(path + "-journal", ec);
            } catch (const std::runtime_error&) {
                break;
            }
        }
    }
    rebuilt = true;
    return std::make_unique<IndexStore>(":memory:", rebuilt);
}

}  // namespace

HistoryIndex::HistoryIndex(const std::string& saves_folder) : folder_(history_dir(saves_folder)) {
    bool rebuilt = false;
    store_ = open_store(folder_, rebuilt);
    try {
        last_ = refresh();
    } catch (const std::runtime_error&) {
        // An index file that opens but cannot be written (a read-only folder): one in memory.
        store_ = std::make_unique<IndexStore>(":memory:", rebuilt);
        rebuilt = true;
        last_ = refresh();
    }
    last_.rebuilt = rebuilt;
}

HistoryIndex::~HistoryIndex() = default;

RefreshCount HistoryIndex::refresh() {
    const auto on_disk = records_in(folder_);
    const auto known = store_->stamps();
    std::vector<std::string> gone, to_read;
    for (const auto& [file, stamp] : known)
        if (!on_disk.contains(file)) gone.push_back(file);
    for (const auto& [file, stamp] : on_disk) {
        const auto it = known.find(file);
        if (it == known.end() || it->second.time_ns != stamp.time_ns || it->second.size != stamp.size)
            to_read.push_back(file);
    }
    RefreshCount count;
    count.dropped = static_cast<int>(gone.size());
    count.read = static_cast<int>(to_read.size());
    last_ = count;
    // Up to date: no write, so no lock taken (the game and zero-cli may both have it open).
    if (gone.empty() && to_read.empty()) return count;
    store_->begin();
    try {
        for (const std::string& file : gone) store_->drop(file);
        for (const std::string& file : to_read) {
            MatchEntry entry = read_match_file((fs::path(folder_) / file).string());
            const IndexStore::Stamp& stamp = on_disk.at(file);
            entry.stamp = stamp.time_ns;
            entry.size = stamp.size;
            store_->put(entry);
        }
        store_->renumber();
        store_->commit();
    } catch (...) {
        store_->rollback();
        throw;
    }
    return count;
}

std::vector<MatchEntry> HistoryIndex::list(const Filter& filter) const { return store_->query(filter); }

std::optional<MatchEntry> HistoryIndex::find(int number) const {
    if (number <= 0) return std::nullopt;
    std::vector<MatchEntry> found = store_->query({}, number);
    if (found.empty()) return std::nullopt;
    return std::move(found.front());
}

std::string HistoryIndex::path_of(const MatchEntry& entry) const { return (fs::path(folder_) / entry.file).string(); }

std::string HistoryIndex::remove(const MatchEntry& entry) {
    const std::string path = path_of(entry);
    std::error_code ec;
    if (!fs::remove(path, ec) && ec) return path + ": cannot delete: " + ec.message();
    store_->begin();
    store_->drop(entry.file);
    store_->renumber();
    store_->commit();
    return {};
}

std::string export_record(const HistoryIndex& index, int number, const std::string& target) {
    const std::optional<MatchEntry> entry = index.find(number);
    if (!entry) return "no match number " + std::to_string(number) + " in " + index.folder();
    std::string text;
    const std::string path = index.path_of(*entry);
    if (std::string error = read_file_capped(path, std::size_t{64} << 20, text); !error.empty())
        return path + ": " + error;
    return write_file_atomic(target, text);
}

}  // namespace zero::history

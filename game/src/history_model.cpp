// SPDX-License-Identifier: GPL-3.0-or-later
// The History screens' model (zero/game/history_view.hpp): the index opened and listed once on a
// thread of its own, then everything in memory.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <mutex>
#include <utility>

#include "zero/catalogue/catalogue.hpp"
#include "zero/game/history_view.hpp"

namespace zero::game {

namespace fs = std::filesystem;

struct HistoryModel::Loaded {
    std::unique_ptr<history::HistoryIndex> index;
    std::vector<history::MatchEntry> matches;
};

struct HistoryModel::LeftReads {
    std::mutex mutex;
    std::map<std::string, Read> reads;  // by saves folder
};

// A function's static, made when History first opens: the program's end destroys it before the
// statics the read uses, and waits there for a read still writing the index.
HistoryModel::LeftReads& HistoryModel::left_reads() {
    static LeftReads left;
    return left;
}

HistoryModel::HistoryModel(std::string saves, std::function<void()> before_read) : saves_(std::move(saves)) {
    {
        LeftReads& left = left_reads();
        const std::lock_guard lock(left.mutex);
        // A read left unfinished is taken over: two reads of one index would each write it. One
        // left finished is dropped (without a wait): the index it wrote makes a new read quick.
        if (const auto it = left.reads.find(saves_); it != left.reads.end()) {
            if (it->second.wait_for(std::chrono::seconds(0)) != std::future_status::ready) loading_ = std::move(it->second);
            left.reads.erase(it);
        }
    }
    if (loading_.valid()) return;
    loading_ = std::async(std::launch::async, [folder = saves_, before = std::move(before_read)] {
        if (before) before();
        auto loaded = std::make_unique<Loaded>();
        loaded->index = std::make_unique<history::HistoryIndex>(folder);
        loaded->matches = loaded->index->list();
        return loaded;
    });
}

// A screen left while the history is still being read does not wait for it: the read goes on
// under the folder's name, for the next model or the program's end.
HistoryModel::~HistoryModel() {
    if (!loading_.valid() || loading_.wait_for(std::chrono::seconds(0)) == std::future_status::ready) return;
    LeftReads& left = left_reads();
    const std::lock_guard lock(left.mutex);
    left.reads[saves_] = std::move(loading_);
}

bool HistoryModel::read_left_running(const std::string& saves) {
    LeftReads& left = left_reads();
    const std::lock_guard lock(left.mutex);
    const auto it = left.reads.find(saves);
    return it != left.reads.end() && it->second.wait_for(std::chrono::seconds(0)) != std::future_status::ready;
}

bool HistoryModel::ready() {
    if (!loading_.valid()) return true;
    if (loading_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return false;
    std::unique_ptr<Loaded> loaded;
    try {
        loaded = loading_.get();
    } catch (const std::exception&) {
        loaded = std::make_unique<Loaded>();  // an unreadable folder is an empty history
    }
    index_ = std::move(loaded->index);
    all_ = std::move(loaded->matches);
    // The games in the catalogue's order, then any a record alone names.
    for (const games::GameInfo& info : games::catalogue())
        if (std::any_of(all_.begin(), all_.end(), [&](const auto& m) { return m.game == info.key; }))
            games_.emplace_back(info.key);
    for (const history::MatchEntry& m : all_)
        if (!m.game.empty() && std::find(games_.begin(), games_.end(), m.game) == games_.end()) games_.push_back(m.game);
    refilter();
    return true;
}

void HistoryModel::wait() {
    if (loading_.valid()) loading_.wait();
    ready();
}

bool name_contains(const std::string& name, const std::string& part) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    return std::search(name.begin(), name.end(), part.begin(), part.end(),
                       [&](char a, char b) { return lower(a) == lower(b); }) != name.end();
}

void HistoryModel::set_filter(std::string game, std::string player) {
    game_ = std::move(game);
    player_ = std::move(player);
    refilter();
}

void HistoryModel::refilter() {
    shown_.clear();
    for (std::size_t i = 0; i < all_.size(); ++i) {
        const history::MatchEntry& m = all_[i];
        if (!game_.empty() && m.game != game_) continue;
        if (!player_.empty() &&
            std::none_of(m.seats.begin(), m.seats.end(), [&](const auto& s) { return name_contains(s.name, player_); }))
            continue;
        shown_.push_back(i);
    }
}

std::string HistoryModel::path_of(const history::MatchEntry& entry) const {
    return (fs::path(saves_) / "history" / entry.file).string();
}

std::string HistoryModel::remove(std::size_t index) {
    if (index >= all_.size()) return "no such match";
    const history::MatchEntry gone = all_[index];
    std::string error;
    if (index_) {
        error = index_->remove(gone);
    } else {
        std::error_code ec;
        if (!fs::remove(path_of(gone), ec) && ec) error = path_of(gone) + ": " + ec.message();
    }
    if (!error.empty()) return error;
    all_.erase(all_.begin() + static_cast<std::ptrdiff_t>(index));
    for (history::MatchEntry& m : all_)
        if (m.number > gone.number) --m.number;
    refilter();
    return {};
}

std::optional<std::string> HistoryModel::export_to(std::size_t index, const std::string& folder,
                                                   std::string& error) const {
    if (index >= all_.size() || !index_) {
        error = "no such match";
        return std::nullopt;
    }
    const std::string target = (fs::path(folder) / all_[index].file).string();
    error = history::export_record(*index_, all_[index].number, target);
    if (!error.empty()) return std::nullopt;
    return target;
}

std::vector<std::string> HistoryModel::player_names() const {
    std::vector<std::pair<std::string, int>> counted;  // a name's first spelling, its matches
    std::map<std::string, std::size_t> at;               // by the name in lower case (same_player's)
    for (const history::MatchEntry& m : all_) {
        if (m.damaged || !m.finished) continue;
        for (const history::SeatEntry& seat : m.seats) {
            std::string key = seat.name;
            for (char& c : key) c = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
            const auto [it, added] = at.emplace(std::move(key), counted.size());
            if (added) counted.emplace_back(seat.name, 0);
            ++counted[it->second].second;
        }
    }
    std::stable_sort(counted.begin(), counted.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    std::vector<std::string> names;
    for (auto& [name, n] : counted) names.push_back(std::move(name));
    return names;
}

history::PlayerStats HistoryModel::stats(const std::string& player) const { return history::player_stats(all_, player); }

std::string export_folder() {
    const char* home = std::getenv("HOME");
    const fs::path base = home != nullptr && *home != '\0' ? fs::path(home) : fs::current_path();
    std::error_code ec;
    if (const char* docs = std::getenv("XDG_DOCUMENTS_DIR"); docs != nullptr && *docs != '\0' && fs::is_directory(docs, ec))
        return docs;
    if (fs::is_directory(base / "Documents", ec)) return (base / "Documents").string();
    return base.string();
}

}  // namespace zero::game

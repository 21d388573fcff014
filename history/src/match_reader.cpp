// SPDX-License-Identifier: GPL-3.0-or-later
// One record read for the history: through the envelope to its game's reader, then its game's
// history module. Nothing here throws: a bad record is a damaged line in the list.
#include <algorithm>
#include <filesystem>

#include "zero/history/match_entry.hpp"
#include "zero/saves/file_io.hpp"
#include "zero/saves/json_read.hpp"

namespace zero::history {
namespace {

// The largest record of any game; the game's reader applies its own cap again.
constexpr std::size_t kMaxRecordFile = 32U << 20;

// The game a record names, for a line whose record does not read: the catalogue's key when the
// envelope names a known game (or none, Knizia's), else the name as written, cut short.
std::string named_game(std::string_view text) {
    rapidjson::Document doc;
    doc.Parse(text.data(), text.size());
    if (doc.HasParseError() || !doc.IsObject()) return {};
    const rapidjson::Value* game = json::optional_member(doc, "game");
    if (game == nullptr) return std::string(games::game_info(games::kUnnamedGame).key);
    if (!game->IsString()) return {};
    return std::string(json::as_text(*game).substr(0, 40));
}

void fill(MatchEntry& entry, const MatchFacts& facts) {
    entry.finished = facts.finished;
    entry.parts = facts.parts;
    entry.actions = facts.actions;
    for (std::size_t seat = 0; seat < facts.players.size(); ++seat) {
        SeatEntry s;
        s.name = facts.players[seat];
        s.total = seat < facts.totals.size() ? facts.totals[seat] : 0;
        s.won = std::find(facts.winners.begin(), facts.winners.end(), static_cast<int>(seat)) != facts.winners.end();
        if (seat < facts.highlights.size()) s.highlights = facts.highlights[seat];
        entry.seats.push_back(std::move(s));
    }
}

}  // namespace

std::vector<std::string> MatchEntry::winner_names() const {
    std::vector<std::string> out;
    for (const SeatEntry& seat : seats)
        if (seat.won) out.push_back(seat.name);
    return out;
}

int MatchEntry::seat_of(const std::string& player) const {
    for (std::size_t seat = 0; seat < seats.size(); ++seat)
        if (same_player(seats[seat].name, player)) return static_cast<int>(seat);
    return -1;
}

bool same_player(const std::string& a, const std::string& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
        return lower(x) == lower(y);
    });
}

MatchEntry read_match_file(const std::string& path, MatchFacts* facts_out) {
    std::string text;
    if (std::string error = read_file_capped(path, kMaxRecordFile, text); !error.empty()) {
        MatchEntry entry;
        entry.damaged = true;
        entry.error = error;
        entry.file = std::filesystem::path(path).filename().string();
        return entry;
    }
    MatchEntry entry = read_match_text(text, facts_out);
    entry.file = std::filesystem::path(path).filename().string();
    return entry;
}

MatchEntry read_match_text(std::string_view text, MatchFacts* facts_out) {
    MatchEntry entry;
    try {
        const AnyRecordParse parsed = any_record_from_json(text);
        const HistoryModule* module = parsed.record ? find_history_module(game_of(*parsed.record)) : nullptr;
        if (module == nullptr) {
            entry.game = named_game(text);
            entry.damaged = true;
            entry.error = parsed.error.empty() ? "no game of this build reads it" : parsed.error;
            return entry;
        }
        entry.game = std::string(games::game_info(module->id()).key);
        MatchFacts facts;
        if (std::string error = module->facts(*parsed.record, facts); !error.empty()) {
            entry.damaged = true;
            entry.error = "it does not replay: " + error;
            return entry;
        }
        fill(entry, facts);
        if (facts_out) *facts_out = std::move(facts);
    } catch (const std::exception& e) {
        // The readers refuse bad records with an error, but a replay that throws must not cost
        // the player the whole list.
        entry.damaged = true;
        entry.error = e.what();
    }
    return entry;
}

}  // namespace zero::history

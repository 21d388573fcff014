// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Each game's history module, for the registry's list.
#include "zero/history/history_module.hpp"

namespace zero::history::detail {

const HistoryModule& knizia_history();
const HistoryModule& soler_history();
const HistoryModule& hero_history();

// Fills facts' envelope part (players, totals, winners, parts) shared by every game's record.
template <class Record>
void envelope_facts(const Record& record, MatchFacts& out) {
    out.players = record.players;
    out.totals = record.totals;
    out.winners = record.winners;
    out.finished = record.finished();
    out.parts = static_cast<int>(record.rounds.size());
    out.highlights.assign(record.players.size(), Highlights{});
    std::vector<int> running(record.players.size(), 0);
    for (const auto& part : record.rounds) {
        out.actions += static_cast<int>(part.actions.size());
        if (part.scores.size() != running.size()) continue;
        for (std::size_t seat = 0; seat < running.size(); ++seat) running[seat] += part.scores[seat];
        out.running.push_back(running);
    }
    // A record of a match in progress has no totals yet: its finished parts' sum stands for them.
    if (out.totals.empty()) out.totals = running;
}

// A record of the game replayed (its first problem returned), then its envelope's facts and the
// game's highlights, counted by `count(record, highlights)`.
template <class Record, class Count>
std::string replayed_facts(const AnyRecord& any, MatchFacts& out, Count count) {
    const Record& record = any.get<Record>();
    if (const auto replayed = replay(record); replayed.error) return replayed.error->what();  // the game's, by ADL
    envelope_facts(record, out);
    count(record, out.highlights);
    return {};
}

// A game's module: its id, which total wins, its highlights' keys and how they are counted.
template <class Record, void (*Count)(const Record&, std::vector<Highlights>&)>
class GameHistory final : public HistoryModule {
public:
    GameHistory(games::GameId game, bool highest, std::span<const std::string_view> keys)
        : game_(game), highest_(highest), keys_(keys) {}
    games::GameId id() const override { return game_; }
    bool highest_wins() const override { return highest_; }
    std::span<const std::string_view> highlights() const override { return keys_; }
    std::string facts(const AnyRecord& any, MatchFacts& out) const override {
        return replayed_facts<Record>(any, out, Count);
    }

private:
    games::GameId game_;
    bool highest_;
    std::span<const std::string_view> keys_;
};

}  // namespace zero::history::detail

// SPDX-License-Identifier: GPL-3.0-or-later
// Zero Hero in the history: its highlights are each seat's sets of three and Zero Hero bonuses,
// read from the score sheets the engine hands out at each game's end.
#include <type_traits>

#include "registry.hpp"
#include "zero/hero/match.hpp"
#include "zero/hero/record.hpp"

namespace zero::history::detail {
namespace {

constexpr std::array<std::string_view, 2> kHeroHighlights{"sets_of_three", "hero_bonuses"};

void count_sheets(const hero::EventList& events, std::vector<Highlights>& highlights) {
    for (const hero::Event& event : events) {
        const auto* ended = std::get_if<hero::GameEnded>(&event);
        if (ended == nullptr) continue;
        for (std::size_t seat = 0; seat < highlights.size(); ++seat) {
            const hero::ScoreSheet& sheet = ended->sheets[seat];
            for (const hero::RowScore& row : sheet.rows)
                if (row.kind == hero::RowKind::Three) ++highlights[seat][0];
            if (sheet.hero) ++highlights[seat][1];
        }
    }
}

// The record played again for its events; replay() has already checked every step of it.
void count_highlights(const hero::MatchRecord& record, std::vector<Highlights>& highlights) {
    const hero::Rules rules = record.rules();
    hero::EventList events;
    hero::State state = record.seed ? hero::new_match(rules, *record.seed, &events)
                                    : hero::new_match(rules, record.rounds.front().deal(), &events);
    count_sheets(events, highlights);
    for (std::size_t r = 0; r < record.rounds.size(); ++r) {
        if (state.log.size() <= r) count_sheets(hero::start_game(state, record.rounds[r].deal()), highlights);
        for (const hero::Move& move : record.rounds[r].actions)
            count_sheets(hero::apply(state, move.seat, move.action), highlights);
    }
}

}  // namespace

const HistoryModule& hero_history() {
    static const GameHistory<hero::MatchRecord, count_highlights> module(games::GameId::Hero, true, kHeroHighlights);
    return module;
}

}  // namespace zero::history::detail

// SPDX-License-Identifier: GPL-3.0-or-later
// The hint at Solèr's table, in this game's words (SeatTable runs it: seat_table.hpp): for a card,
// how many cards the hand left could still lay safe; for a bet, its chance; for a laying, the
// groups and the points they keep. The suggested card, total or cards are ringed on the table.
#include <algorithm>

#include "table_screen.hpp"
#include "zero/game/soler/log_line.hpp"
#include "zero/game/layout.hpp"

namespace zero::game {

// Under Undo and the move log's button, top right.
sf::FloatRect SolerTableScreen::hint_rect() const { return {1110.F, 112.F, 150.F, 36.F}; }

// Up to three players (the tutorial's table), the empty left of the table, between the other
// seats' plates and this screen's refusal line (at 458): the others' plates and played cards, the
// pile, this screen's card, the free totals and the hand all stay in view. With more, a seat sits
// there: over the middle of the table, its bottom above this screen's face-down card (at 350).
sf::FloatRect SolerTableScreen::hint_room() const {
    if (players() <= 3) return {24.F, 200.F, 446.F, 240.F};
    return {290.F, 150.F, 700.F, 190.F};
}

std::string SolerTableScreen::hint_words(const soler::Hint& answer, const Strings& strings) const {
    const soler::Action& best = answer.best;
    switch (best.kind) {
        case soler::ActionKind::Play:
            return strings.format(Str::HintSolerPlay, {soler_value_text(best.value), std::to_string(answer.safe)});
        case soler::ActionKind::Bet: {
            const int percent = static_cast<int>(answer.chance * 100.0 + 0.5);
            return strings.format(Str::HintSolerBet, {soler_value_text(best.value), std::to_string(percent)});
        }
        case soler::ActionKind::Safe: break;
    }
    if (best.groups.empty()) return strings.get(Str::HintSolerSafeNone);
    const std::string groups = soler_groups_text(best.groups);
    return strings.count(Str::HintSolerSafe, answer.safe, {groups, std::to_string(answer.safe)});
}

std::vector<sf::FloatRect> SolerTableScreen::hint_marks(const soler::Action& best) const {
    std::vector<sf::FloatRect> marks;
    if (best.kind == soler::ActionKind::Bet) {
        const std::vector<int> bets = free_bets(view_);
        const auto at = std::find(bets.begin(), bets.end(), best.value);
        if (at != bets.end())
            marks.push_back(bet_button(static_cast<int>(at - bets.begin()), static_cast<int>(bets.size())));
        return marks;
    }
    // The hand cards the move uses, each card of the hand once (a hand may hold a value twice).
    std::vector<int> wanted;
    if (best.kind == soler::ActionKind::Play) wanted.push_back(best.value);
    for (const soler::Group& group : best.groups) wanted.insert(wanted.end(), group.begin(), group.end());
    const std::vector<int> cards = hand_cards();
    const int n = static_cast<int>(cards.size());
    std::vector<bool> used(cards.size(), false);
    const float w = kCardWidth * soler_layout::kHandScale;
    const float h = kCardHeight * soler_layout::kHandScale;
    for (const int value : wanted)
        for (int k = 0; k < n; ++k) {
            if (used[static_cast<std::size_t>(k)] || cards[static_cast<std::size_t>(k)] != value) continue;
            used[static_cast<std::size_t>(k)] = true;
            const sf::Vector2f c = hand_card(k, n, false);
            marks.push_back({c.x - w / 2.F, c.y - h / 2.F, w, h});
            break;
        }
    return marks;
}

std::optional<Str> SolerTableScreen::lesson() const {
    switch (view_.phase) {
        case soler::Phase::Play: return Str::TutorialSolerPlay;
        case soler::Phase::Bet: return Str::TutorialSolerBet;
        case soler::Phase::Safe: return Str::TutorialSolerSafe;
        default: return std::nullopt;
    }
}

// A laying fits when it lays as many cards as the one suggested: the groups may be other ones.
bool SolerTableScreen::tutorial_fits(const soler::Action& played, const soler::Action& best) const {
    if (played.kind != soler::ActionKind::Safe || best.kind != soler::ActionKind::Safe) return played == best;
    auto cards = [](const soler::Action& a) {
        std::size_t n = 0;
        for (const soler::Group& group : a.groups) n += group.size();
        return n;
    };
    return cards(played) == cards(best);
}

}  // namespace zero::game

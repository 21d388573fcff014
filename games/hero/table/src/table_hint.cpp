// SPDX-License-Identifier: GPL-3.0-or-later
// The hint at Zero Hero's table, in this game's words (SeatTable runs it: seat_table.hpp): what
// the pair Hard would buy adds to the seat's face-up rows and what it costs, or why it takes
// zerones instead; for a swap, what the card moved does to the rows. The pair, the take button or
// the card (and the swap's way) are ringed on the table.
#include "table_screen.hpp"

namespace zero::game {

// Right of the pairs, under the general pool and its count, above this screen's panel (its top at 466).
sf::FloatRect HeroTableScreen::hint_rect() const { return {1098.F, 404.F, 150.F, 36.F}; }

// The right of this screen's panel, under its name line: the other seats' panels (what a swap
// gives to or takes from), the pairs, their take buttons and the status line stay in view, with
// the rings on them; this seat's face-down cards and zerones, its own, are under it a while.
sf::FloatRect HeroTableScreen::hint_room() const { return {700.F, 474.F, 552.F, 218.F}; }

std::string HeroTableScreen::hint_words(const hero::Hint& answer, const Strings& strings) const {
    const hero::Action& best = answer.best;
    const std::string now = std::to_string(answer.rows_now);
    const std::string after = std::to_string(answer.rows_after);
    switch (best.kind) {
        case hero::ActionKind::Take:
            return strings.format(best.count == 2 ? Str::HintHeroTakeTwo : Str::HintHeroTakeOne,
                                  {std::to_string(best.slot + 1), now});
        case hero::ActionKind::Buy: {
            const hero::Pair& pair = view_.pairs[static_cast<std::size_t>(best.slot)];
            const std::string a = pair.size > 0 ? hero_card_label(strings, pair.cards[0]) : std::string();
            const std::string b = pair.size > 1 ? hero_card_label(strings, pair.cards[1]) : std::string();
            return strings.count(Str::HintHeroBuy, answer.cost,
                                 {std::to_string(best.slot + 1), a, b, std::to_string(answer.cost), after, now});
        }
        case hero::ActionKind::Swap: break;
    }
    return strings.format(best.way == hero::SwapWay::Give ? Str::HintHeroGive : Str::HintHeroTakeCard,
                          {hero_card_label(strings, best.card), feed_->name(best.other), after, now});
}

std::vector<sf::FloatRect> HeroTableScreen::hint_marks(const hero::Action& best) const {
    switch (best.kind) {
        case hero::ActionKind::Take: return {take_button(best.slot, best.count)};
        case hero::ActionKind::Buy: return {pair_rect(best.slot)};
        case hero::ActionKind::Swap: break;
    }
    // The card where it lies now (this seat's rows when given, the other's when taken), and the
    // swap's way in the dialog.
    std::vector<sf::FloatRect> marks{way_button(best.way == hero::SwapWay::Give ? 0 : 1)};
    const Seat owner = best.way == hero::SwapWay::Give ? view_.seat : best.other;
    for (const PlacedCard& placed : placed_cards(owner))
        if (placed.card == best.card) {
            marks.push_back(placed.rect);
            break;
        }
    return marks;
}

std::optional<Str> HeroTableScreen::lesson() const {
    return view_.phase == hero::Phase::Swap ? Str::TutorialHeroSwap : Str::TutorialHeroTurn;
}

}  // namespace zero::game

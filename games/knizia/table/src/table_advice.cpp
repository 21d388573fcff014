// SPDX-License-Identifier: GPL-3.0-or-later
// The hint at Knizia's table (docs/analysis.md, "Hint"): SeatTable asks what Hard would play for
// the person whose turn it is, from that seat's View alone; this is the answer in words, and the
// places on the table the suggested move touches.
#include <algorithm>

#include "table_screen_impl.hpp"

namespace zero::game {

std::string KniziaTableScreen::hint_words(const knizia::Hint& h, const Strings& strings) const {
    if (!h.best.is_swap()) return strings.format(Str::AdviceKnock, {std::to_string(h.score_now)});
    const std::string group =
        h.by_colour ? strings.get(static_cast<Str>(static_cast<std::size_t>(Str::ColourRed) + static_cast<std::size_t>(h.group)))
                    : std::to_string(h.group);
    return strings.format(h.by_colour ? Str::AdviceSwapColour : Str::AdviceSwapNumber,
                          {card_label(strings, h.best.give), card_label(strings, h.best.take), std::to_string(h.score_after),
                           std::to_string(h.score_now), std::to_string(h.group_size), group});
}

sf::FloatRect KniziaTableScreen::hand_card_rect(knizia::Card card) const {
    const std::vector<knizia::Card> cards = order();
    const auto it = std::find(cards.begin(), cards.end(), card);
    if (it == cards.end()) return {};
    return card_rect(layout_.hand_card(static_cast<int>(it - cards.begin()), static_cast<int>(cards.size())));
}

std::vector<sf::FloatRect> KniziaTableScreen::hint_marks(const knizia::Action& best) const {
    if (!best.is_swap()) return {layout_.knock_button()};
    std::vector<sf::FloatRect> marks{hand_card_rect(best.give)};
    for (int slot = 0; slot < model_.rules.pool_size; ++slot) {
        if (model_.pool[static_cast<std::size_t>(slot)] != best.take) continue;
        marks.push_back(card_rect(layout_.pool_slot(slot)));
    }
    return marks;
}

}  // namespace zero::game

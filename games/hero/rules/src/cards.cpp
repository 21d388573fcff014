// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/cards.hpp"

#include <array>
#include <cctype>
#include <cstddef>

namespace zero::hero {

namespace {

// By Symbol's value (None, Zerone, Card, Swap, Flag), as card names end: "red3s".
constexpr std::array<std::string_view, 5> kSymbolNames{"", "z", "c", "s", "f"};

}  // namespace

std::string_view symbol_name(Symbol symbol) {
    const auto i = static_cast<std::size_t>(symbol);
    return i < kSymbolNames.size() ? kSymbolNames[i] : "";
}

std::string card_name(Card card) {
    return std::string(kColourNames[static_cast<std::size_t>(card.colour())]) + std::to_string(card.value()) +
           std::string(symbol_name(card.symbol()));
}

std::optional<Card> parse_card(std::string_view name) {
    if (name.size() > 16) return std::nullopt;
    std::string lower;
    for (char c : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (int id = 0; id < kKinds; ++id) {
        const Card card{static_cast<std::uint8_t>(id)};
        if (card_name(card) == lower) return card;
    }
    return std::nullopt;
}

std::vector<Card> Cards::list() const {
    std::vector<Card> out;
    for (int id = 0; id < kKinds; ++id)
        for (int k = 0; k < n_[static_cast<std::size_t>(id)]; ++k) out.push_back(Card{static_cast<std::uint8_t>(id)});
    return out;
}

std::vector<Card> ordered_deck() { return Cards::deck().list(); }

std::string to_string(const Cards& cards) {
    std::string out;
    for (Card c : cards.list()) out += (out.empty() ? "" : ", ") + card_name(c);
    return "[" + out + "]";
}

}  // namespace zero::hero

// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/card.hpp"

#include <cctype>

namespace zero::knizia {
namespace {

constexpr std::array<std::string_view, kColours> kColourNames = {
    "red", "yellow", "green", "blue", "violet", "grey", "black"};

}  // namespace

std::string_view colour_name(Colour colour) {
    return kColourNames.at(static_cast<std::size_t>(colour));
}

std::string card_name(Card card) {
    if (!card.valid()) return "none";
    std::string name(colour_name(card.colour()));
    name += static_cast<char>('0' + card.number());
    return name;
}

std::optional<Card> parse_card(std::string_view text) {
    if (text.size() < 2 || text.size() > 7) return std::nullopt;
    const char digit = text.back();
    if (digit < '1' || digit > '8') return std::nullopt;
    std::string lower;
    for (char ch : text.substr(0, text.size() - 1))
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    for (int c = 0; c < kColours; ++c) {
        if (kColourNames[static_cast<std::size_t>(c)] == lower)
            return Card(static_cast<Colour>(c), digit - '0');
    }
    return std::nullopt;
}

std::string to_string(CardSet cards) {
    std::string out;
    for (Card c : cards) {
        if (!out.empty()) out += ' ';
        out += card_name(c);
    }
    return out;
}

}  // namespace zero::knizia

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Zero Hero's 56 cards: seven colours, each 0, 0, 2, 2, 2, 3, 3, 4, some carrying a symbol. Two
// cards of one colour, value and symbol are alike (the two plain 2s), so a card is its *kind*
// (colour and one of seven faces) and any heap of cards is a count per kind.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "zero/core/card_counts.hpp"

namespace zero::hero {

inline constexpr int kColours = 7;
inline constexpr int kDeckSize = 56;

enum class Symbol : std::uint8_t { None, Zerone, Card, Swap, Flag };

// One face a colour's cards may show: its value, its symbol, and how many cards of each colour
// show it.
struct Face {
    int value = 0;
    Symbol symbol = Symbol::None;
    int copies = 1;
};

// The symbol table, the one place it is written (zero-hero.md, Components, Ruling): in every
// colour one 0 carries +1 zerone, one 2 carries +1 card, one 3 carries swap, and the 4 a flag.
// Correct it here if the printed distribution turns up.
inline constexpr std::array<Face, 7> kFaces{{
    {0, Symbol::None, 1},
    {0, Symbol::Zerone, 1},
    {2, Symbol::None, 2},
    {2, Symbol::Card, 1},
    {3, Symbol::None, 1},
    {3, Symbol::Swap, 1},
    {4, Symbol::Flag, 1},
}};
inline constexpr int kFacesPerColour = static_cast<int>(kFaces.size());
inline constexpr int kKinds = kColours * kFacesPerColour;

// In the rules file's order (red, orange, yellow, green, turquoise, blue, purple).
inline constexpr std::array<std::string_view, kColours> kColourNames{"red",       "orange", "yellow", "green",
                                                                     "turquoise", "blue",   "purple"};

// A card by kind: colour x 7 + face.
struct Card {
    std::uint8_t id = 0;
    constexpr int colour() const { return id / kFacesPerColour; }
    constexpr int face() const { return id % kFacesPerColour; }
    constexpr int value() const { return kFaces[static_cast<std::size_t>(face())].value; }
    constexpr Symbol symbol() const { return kFaces[static_cast<std::size_t>(face())].symbol; }
    friend constexpr bool operator==(Card, Card) = default;
    friend constexpr auto operator<=>(Card, Card) = default;
};

constexpr Card make_card(int colour, int face) {
    return Card{static_cast<std::uint8_t>(colour * kFacesPerColour + face)};
}
constexpr bool is_card(int id) { return id >= 0 && id < kKinds; }
// How many cards of the deck are of this kind.
constexpr int copies(Card card) { return kFaces[static_cast<std::size_t>(card.face())].copies; }

// "red0", "red0z", "red2", "red2c", "red3", "red3s", "red4f".
std::string card_name(Card card);
// Case-insensitive; nothing for a name that is not a card.
std::optional<Card> parse_card(std::string_view name);
std::string_view symbol_name(Symbol symbol);

// A heap of cards (a collection row set, face-down cards, what is left unseen): a count per kind
// (sizes and differences of heaps come from core::CardCounts).
class Cards : public core::CardCounts<Cards, kKinds> {
public:
    constexpr Cards() = default;
    static constexpr Cards deck() {
        Cards d;
        for (int id = 0; id < kKinds; ++id)
            d.n_[static_cast<std::size_t>(id)] = static_cast<std::uint8_t>(copies(Card{static_cast<std::uint8_t>(id)}));
        return d;
    }
    static Cards of(const std::vector<Card>& cards) {
        Cards c;
        for (Card card : cards) c.add(card);
        return c;
    }

    constexpr int count(Card card) const { return n_[card.id]; }
    constexpr bool contains(Card card) const { return n_[card.id] > 0; }
    constexpr void add(Card card, int n = 1) { n_[card.id] = static_cast<std::uint8_t>(n_[card.id] + n); }
    // The caller checks contains(): removing a card that is not there is a bug.
    constexpr void remove(Card card) { --n_[card.id]; }
    // Cards of one colour (a row).
    constexpr int in_colour(int colour) const {
        int total = 0;
        for (int f = 0; f < kFacesPerColour; ++f) total += n_[static_cast<std::size_t>(colour * kFacesPerColour + f)];
        return total;
    }
    // Cards of value 0 (Zero Hero counts them).
    constexpr int zeros() const {
        // Colour by colour over the faces of value 0 (bots count 0s on every action they weigh).
        int total = 0;
        for (std::size_t colour = 0; colour < kColours; ++colour)
            for (std::size_t face = 0; face < kFaces.size(); ++face)
                if (kFaces[face].value == 0) total += n_[colour * kFaces.size() + face];
        return total;
    }
    // Every card, in kind order (colour by colour, low faces first).
    std::vector<Card> list() const;
};

// The 56 cards in kind order: the shuffle starts from it.
std::vector<Card> ordered_deck();
// "[red0z, blue3]".
std::string to_string(const Cards& cards);

}  // namespace zero::hero

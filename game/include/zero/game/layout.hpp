// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where everything sits on the table. All positions are in a 1280x720 design space; the window
// shows that space scaled uniformly (no stretching) and extends the felt to fill any extra room.
#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/Vector2.hpp>

namespace zero::game {

inline constexpr float kDesignWidth = 1280.F;
inline constexpr float kDesignHeight = 720.F;
inline constexpr float kCardWidth = 100.F;   // a hand card at scale 1
inline constexpr float kCardHeight = 140.F;

// How the design space maps onto a window of the given pixel size.
struct ViewFit {
    float scale = 1;          // window pixels per design unit
    sf::FloatRect visible;    // the part of design space the window shows (contains 0,0..1280,720)
};
ViewFit fit_view(unsigned width, unsigned height);

// Where a window of `window` pixels goes to sit in the middle of a desktop of `desktop` pixels
// (its top-left corner; never left of or above the desktop). SFML 2.5 centres a new window
// itself, but measures its height against the screen's width, so the game places it.
sf::Vector2i centred_window_position(sf::Vector2u window, sf::Vector2u desktop);

// The size a new window opens at: `wanted` (1280x720, or --width/--height) when it fits the
// desktop; otherwise shrunk, in the same proportions, to the desktop less room for its panels and
// the window's frame (a 1280x720 window on an 800x600 screen would put the hand below its edge).
// A desktop of unknown size (0) leaves `wanted` as it is.
sf::Vector2u fitting_window_size(sf::Vector2u wanted, sf::Vector2u desktop);

// A card's centre, rotation (degrees) and scale relative to a hand card.
struct Placement {
    sf::Vector2f pos;
    float rotation = 0;
    float scale = 1;
};

// Seats are drawn relative to the seat shown at the bottom; relative 1 is the next seat clockwise
// (to the bottom player's left).
int relative_seat(int seat, int bottom, int players);

class TableLayout {
public:
    TableLayout(int players, int pool_size) : players_(players), pool_size_(pool_size) {}

    int players() const { return players_; }
    int pool_size() const { return pool_size_; }

    // The bottom hand: card `index` of `count`; `lift` raises it (0 none, 1 hover, 2 selected).
    Placement hand_card(int index, int count, int lift = 0) const;
    Placement pool_slot(int slot) const;
    // Centre of an opponent's seat (relative 1..players-1); relative 0 is the bottom hand's centre.
    sf::Vector2f seat_anchor(int relative) const;
    Placement opponent_card(int relative, int index, int count) const;
    // The name plate under (or, for the bottom seat, beside) a seat.
    sf::FloatRect name_plate(int relative) const;

    sf::FloatRect knock_button() const;
    // The move log's button, over the knock button.
    sf::FloatRect log_button() const { return {1090.F, 548.F, 150.F, 38.F}; }
    sf::FloatRect undo_button() const { return {1090.F, 500.F, 150.F, 38.F}; }
    // The hint's button over Undo, and where its answer is shown (the panel as tall as its lines
    // from the room's bottom edge): beside the pool or at the table's top left, clear of every
    // opponent's seat (its cards, plate and marks) and of the pool, the hand and the buttons.
    sf::FloatRect advice_button() const { return {1090.F, 452.F, 150.F, 38.F}; }
    sf::FloatRect advice_panel() const;
    sf::FloatRect score_panel() const;
    sf::FloatRect pool_area() const;
    sf::Vector2f status_line() const { return {640.F, 458.F}; }
    // What an opponent's seat covers: its fan of cards (up to a full hand), its name plate and the
    // marks around it.
    sf::FloatRect opponent_area(int relative) const;
    // A panel `height` tall from `top_left`, as wide as it can be (up to `max_width`) without
    // reaching an opponent's seat; when that is narrower than `min_width`, moved down below the
    // seats at the top. The LAN connection and chat lines go there.
    sf::FloatRect clear_panel(sf::Vector2f top_left, float height, float max_width, float min_width = 0.F) const;

    // Topmost hand card under a point, or -1.
    int hit_hand(sf::Vector2f point, int count, int selected_index) const;
    int hit_pool(sf::Vector2f point) const;

private:
    int players_;
    int pool_size_;
};

}  // namespace zero::game

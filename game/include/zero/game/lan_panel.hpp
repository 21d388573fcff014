// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every game's LAN table shows and takes on top of its couch table: the connection line and
// the latest chat lines under the round box, and the chat line Enter opens.
#include <cstddef>
#include <functional>
#include <string>

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>

#include "zero/game/context.hpp"
#include "zero/game/feed_base.hpp"
#include "zero/game/layout.hpp"

namespace zero::game {

// The chat line of a LAN table. At a LAN table Enter is the chat key; Space and the gamepad's A
// confirm.
struct LanChatLine {
    bool open = false;
    std::string text;

    // Enter opens the line when `may_open` (the hand-off and the reveal keep Enter, as they say on
    // screen); while it is open every key types into it, Enter sends it and Escape drops it. True
    // when the event was the chat's.
    bool handle(const sf::Event& event, FeedBase& feed, bool may_open);
};

// The connection line and the chat lines (with the one being typed), never over an opponent's
// cards or plate: as wide as the table leaves room for, lines cut to fit. Drawn over the hand-off
// too: the connection matters while the screen changes hands.
void draw_lan_panel(sf::RenderTarget& target, Context& ctx, const FeedBase& feed, const TableLayout& layout,
                    const LanChatLine& chat);
// The same for a table laid out otherwise: `room` gives the place for a panel of a height (its
// width the most the panel may take), and at most `max_lines` chat lines are shown, the latest.
void draw_lan_panel(sf::RenderTarget& target, Context& ctx, const FeedBase& feed, const LanChatLine& chat,
                    const std::function<sf::FloatRect(float height)>& room, std::size_t max_lines);
// The frame log's word for who plays each seat: "seats-" and a letter a seat, '-' its player, 's' a
// stand-in, 'w' awaited.
std::string lan_seats_word(const FeedBase& feed, int players);
// A hash of what the LAN parts of a table show (chat lines, the connection line, the badges), for a
// table's changed_since_drawn(): a LAN message changes the picture without any input.
std::size_t lan_shown_state(const FeedBase& feed, const Strings& strings, int players);
// A name plate's badge while its player is away: "stand-in" (a bot plays the seat) or "away" (the
// match waits); nothing while they are here.
void draw_presence_badge(sf::RenderTarget& target, const Context& ctx, Presence presence, sf::FloatRect plate);

}  // namespace zero::game

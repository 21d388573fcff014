// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The LAN screens that are not built from the menu's factories (screens.hpp): the lobby, opened
// by Host game and Join game, and the screen of a join the host refused.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/game/lan_link.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

// A one-line text field: click it (or Tab to it) and type.
struct Field {
    sf::FloatRect rect;
    std::string text;
    bool secret = false;  // drawn as dots (a password)
    void draw(sf::RenderTarget& target, const Context& ctx, const std::string& label, bool focused) const {
        draw_text(target, ctx, label, 18.F, {rect.left - 16.F, rect.top + rect.height / 2}, Align::Right,
                  palette::kMuted);
        sf::RectangleShape box({rect.width, rect.height});
        box.setPosition(rect.left, rect.top);
        box.setFillColor(sf::Color(0, 0, 0, 110));
        box.setOutlineThickness(2.F);
        box.setOutlineColor(focused ? palette::kGold : palette::kPanelEdge);
        target.draw(box);
        const std::string shown = secret ? std::string(text.size(), '*') : text;
        draw_text(target, ctx, shown + (focused ? "_" : ""), 20.F, {rect.left + 10.F, rect.top + rect.height / 2},
                  Align::Left, palette::kCream, false, false);
    }
};

// Host game, or Host online (`online`: the lobby the table is announced in once it opens).
std::unique_ptr<Screen> make_host_screen(Context& ctx, std::shared_ptr<const OnlineHosting> online);

// The game's table over a LAN link (its feed from the link's clients, made by make_lan_feed), given
// what the clients learnt before it opened; the game's module hands it to the lobby.
template <class W>
using LanTableMaker = std::unique_ptr<Screen> (*)(Context&, std::shared_ptr<LanLinkT<W>>, std::vector<LinkEventT<W>>,
                                                  TableOptions);
// The lobby of a LAN table this screen hosts or joined, for every game; the match starting opens
// the game's table (`table`).
template <class W>
std::unique_ptr<Screen> make_lan_lobby_screen(Context& ctx, std::shared_ptr<LanLinkT<W>> link, LanTableMaker<W> table);
// A saved match opened again, from Resume or `zero --autoplay --resume FILE`: a LAN table this game
// hosted at its lobby, hosting again (plan_lan_resume(); `auto_start`: Start by itself once every
// kept seat is taken and ready), any other at its table with `table`'s options, autosaving to the
// same file. A null screen and a one-line `error` when the save does not load, the table cannot
// open, or its game has no table in this version.
struct ReopenedMatch {
    std::unique_ptr<Screen> screen;
    std::optional<std::uint16_t> hosting;  // the lobby's game port, when it is a LAN table's
    bool from_backup = false;              // the save was damaged and its backup was loaded
};
ReopenedMatch reopen_saved_match(Context& ctx, const std::string& path, const TableOptions& table,
                                 const net::ServiceOptions& service, bool auto_start, std::string& error);
// Why this screen's player could not join a table (the host's reason, when it gave one), and the
// way back to Join game (to Play online for a table joined online).
std::unique_ptr<Screen> make_lan_turned_away_screen(Context& ctx, std::optional<net::RefuseReason> reason,
                                                    std::string why, bool online = false);

}  // namespace zero::game

#pragma once
// The LAN screens that are not built from the menu's factories (screens.hpp): the lobby, opened
// by Host game and Join game, and the screen of a join the host refused.
#include <memory>
#include <optional>
#include <string>

#include "zero/game/lan_link.hpp"
#include "zero/game/screens.hpp"

namespace zero::game {

std::unique_ptr<Screen> make_lan_lobby_screen(Context& ctx, std::shared_ptr<LanLink> link);
std::unique_ptr<Screen> make_lan_lobby_screen(Context& ctx, std::shared_ptr<SolerLink> link);
// Why this screen's player could not join a table (the host's reason, when it gave one), and the
// way back to Join game.
std::unique_ptr<Screen> make_lan_turned_away_screen(Context& ctx, std::optional<net::RefuseReason> reason,
                                                    std::string why);

}  // namespace zero::game

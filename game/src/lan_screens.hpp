#pragma once
// The LAN screens that are not built from the menu's factories (screens.hpp): the lobby, opened
// by Host game and Join game.
#include <memory>

#include "zero/game/lan_link.hpp"
#include "zero/game/screens.hpp"

namespace zero::game {

std::unique_ptr<Screen> make_lan_lobby_screen(Context& ctx, std::shared_ptr<LanLink> link);

}  // namespace zero::game

# SPDX-License-Identifier: GPL-3.0-or-later
# Zero Hero in the build: its entry in the catalogue and its module in every layer (cmake/games.cmake).
zero_add_game(hero INCLUDE ${CMAKE_CURRENT_LIST_DIR}/rules/include LAYERS saves history cli app
              WIRE zero/net/hero_wire.hpp zero::net::HeroWire
              CONFORMANCE games/hero.hpp zero::conformance::HeroGame)

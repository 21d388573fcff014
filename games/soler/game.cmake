# SPDX-License-Identifier: GPL-3.0-or-later
# Solèr's ZERO in the build: its entry in the catalogue and its module in every layer (cmake/games.cmake).
zero_add_game(soler INCLUDE ${CMAKE_CURRENT_LIST_DIR}/rules/include LAYERS saves history cli app
              WIRE zero/net/soler_wire.hpp zero::net::SolerWire
              CONFORMANCE games/soler.hpp zero::conformance::SolerGame)

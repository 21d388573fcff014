# SPDX-License-Identifier: GPL-3.0-or-later
# Knizia's Zero in the build: its entry in the catalogue and its module in every layer (cmake/games.cmake).
zero_add_game(knizia INCLUDE ${CMAKE_CURRENT_LIST_DIR}/rules/include LAYERS saves history cli app
              WIRE zero/net/knizia_wire.hpp zero::net::KniziaWire
              CONFORMANCE games/knizia.hpp zero::conformance::KniziaGame)

# SPDX-License-Identifier: GPL-3.0-or-later
# High Card, the test build's own game: its entry in the catalogue and its modules (cmake/games.cmake).
# Its libraries are built by its CMakeLists.txt, which tests/CMakeLists.txt adds.
zero_add_game(highcard INCLUDE ${CMAKE_CURRENT_LIST_DIR}/rules/include
              LAYERS saves history cli app LINK_SAVES zero_highcard_saves LINK_HISTORY zero_highcard_history
              LINK_CLI zero_highcard_cli LINK_APP zero_highcard_app
              WIRE zero/highcard/lan_saves.hpp zero::net::HighCardWire LINK_NET zero_highcard_wire
              CONFORMANCE highcard/conformance.hpp zero::conformance::HighCardGame)

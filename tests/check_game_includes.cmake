# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a file under DIR (one game's folder in the engine) includes a project header other
# than the shared core's (zero/core/*), the catalogue's (zero/catalogue/*: the games' ids, data
# only, which a game's game_id.hpp names itself by) and its own game's (zero/GAME/*): no game
# includes another game's code, and the engine includes no SFML, ENet or cereal.
file(GLOB_RECURSE files ${DIR}/*.hpp ${DIR}/*.cpp)
set(bad "")
foreach(f ${files})
  file(STRINGS ${f} lines REGEX "^#include [\"<]")
  foreach(line ${lines})
    if(line MATCHES "^#include \"zero/" AND NOT line MATCHES "^#include \"zero/(core|catalogue|${GAME})/")
      list(APPEND bad "${f}: ${line}")
    elseif(line MATCHES "^#include [\"<](SFML|enet|cereal|rapidjson)/")
      list(APPEND bad "${f}: ${line}")
    endif()
  endforeach()
endforeach()
list(LENGTH files count)
if(count EQUAL 0)
  message(FATAL_ERROR "no sources under ${DIR}")
endif()
if(bad)
  string(REPLACE ";" "\n" bad "${bad}")
  message(FATAL_ERROR "includes from outside the core and ${GAME}:\n${bad}")
endif()
message(STATUS "${count} files include only the core and their own game (${GAME})")

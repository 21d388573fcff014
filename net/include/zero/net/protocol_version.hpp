// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <cstdint>

#include "zero/catalogue/catalogue.hpp"

namespace zero::net {

// Hosts and clients accept each other when their ranges overlap, and speak the highest version
// both know (Welcome says which). Version 2 names the game in Hello, Welcome, Lobby, Update,
// Intent and the discovery reply (docs/protocol.md); a version 1 client is refused with
// VersionMismatch, in the Refused layout every version reads. Version 3 lets IntentRefused carry
// Zero Hero's own refusals (IntentError 15-24); its other bytes are version 2's. Version 4 lets
// Refused say SeatKept (a seat kept a few seconds for its player's token), which an older decoder
// drops as out of range: such peers are told NameTaken instead, so every game still plays with them.
// Version 5 adds to Knizia's view each finished round's last pool and moves (Hard's opponent model
// reads them); the host writes an older peer's views in that peer's layout, without them.
// Version 6 ends the Lobby with whether the host allows hints at the table; an older peer is sent
// the Lobby without it, and a Lobby from an older host reads as hints not allowed.
inline constexpr std::uint16_t kProtocolMin = 2;
inline constexpr std::uint16_t kProtocolMax = 6;
// The first version whose Hello and discovery reply name a game.
inline constexpr std::uint16_t kFirstGameProtocol = 2;
// The first version whose IntentRefused may carry Zero Hero's refusals (15-24).
inline constexpr std::uint16_t kFirstHeroRefusalProtocol = 3;
// The first version whose Refused may say SeatKept.
inline constexpr std::uint16_t kFirstSeatKeptProtocol = 4;
// The first version whose Knizia view carries the finished rounds' pools and moves.
inline constexpr std::uint16_t kFirstPastMovesProtocol = 5;
// The first version whose Lobby says whether hints are allowed.
inline constexpr std::uint16_t kFirstHintsProtocol = 6;

// The oldest version a table of `game` speaks. A version 2 peer's decoder refuses an
// IntentRefused holding 15-24 as out of range, so Zero Hero's hosts and clients speak 3 only (a
// version 2 peer is refused with VersionMismatch, in either direction); Knizia's and Solèr's
// tables send the same bytes in 2 and 3 and keep playing with version 2 peers. Version 4 needs no
// minimum of its own: the host words its refusal for the version the peer speaks.
constexpr std::uint16_t protocol_min_for(games::GameId game) {
    return game == games::GameId::Hero ? kFirstHeroRefusalProtocol : kProtocolMin;
}

bool enet_ready();

}  // namespace zero::net

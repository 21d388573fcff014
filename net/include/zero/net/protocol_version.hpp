#pragma once
#include <cstdint>

namespace zero::net {

// Hosts and clients accept each other when their ranges overlap. Version 2 names the game in
// Hello, Welcome, Lobby, Update, Intent and the discovery reply (docs/protocol.md); a version 1
// client is refused with VersionMismatch, in the Refused layout every version reads.
inline constexpr std::uint16_t kProtocolMin = 2;
inline constexpr std::uint16_t kProtocolMax = 2;
// The first version whose Hello and discovery reply name a game.
inline constexpr std::uint16_t kFirstGameProtocol = 2;

bool enet_ready();

}  // namespace zero::net

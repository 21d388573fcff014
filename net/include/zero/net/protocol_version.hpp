#pragma once
#include <cstdint>

namespace zero::net {

// Hosts and clients accept each other when their ranges overlap.
inline constexpr std::uint16_t kProtocolMin = 1;
inline constexpr std::uint16_t kProtocolMax = 1;

bool enet_ready();

}  // namespace zero::net

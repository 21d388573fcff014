// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the game's LAN tests share: a host service on 127.0.0.1, on any free port, not announced.
#include <optional>

#include "zero/net/host_service.hpp"

namespace zero::game::test {

inline net::ServiceOptions loopback_service() {
    net::ServiceOptions service;
    service.port = 0;
    service.discovery_port = std::nullopt;
    service.bind_address = "127.0.0.1";
    return service;
}

}  // namespace zero::game::test

// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/net/protocol_version.hpp"

#include <enet/enet.h>

namespace zero::net {

bool enet_ready() {
    static const bool ready = enet_initialize() == 0;
    return ready;
}

}  // namespace zero::net

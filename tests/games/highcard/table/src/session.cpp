// SPDX-License-Identifier: GPL-3.0-or-later
#include "session.hpp"

#include "zero/game/local_session_impl.hpp"

namespace zero::game {

template class LocalSession<HighCardSessionGame>;

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The JSON lines of the external bot protocol (docs/bot-protocol.md): what every game's lines share.
// Each game's lines are in its folder (games/<id>/extbot).
#include <cstddef>

#include "zero/extbot/channel.hpp"

namespace zero::extbot {

// Answers longer than this are not read as answers.
inline constexpr std::size_t kMaxReplyBytes = 4096;

}  // namespace zero::extbot

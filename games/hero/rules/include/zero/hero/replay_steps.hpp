// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Zero Hero for core::ReplayCursor (zero/core/replay_cursor.hpp): one recorded action played on the
// state before it, and the record's next deal laid out when it has no seed.
#include "zero/core/dealt_replay_steps.hpp"
#include "zero/hero/match.hpp"
#include "zero/hero/record.hpp"

namespace zero::hero {

using ReplaySteps = core::DealtReplaySteps<MatchRecord, State, Intent>;
using ReplayCursor = core::ReplayCursor<ReplaySteps>;

}  // namespace zero::hero

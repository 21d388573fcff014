// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Solèr's ZERO for core::ReplayCursor (zero/core/replay_cursor.hpp): one recorded action played on the
// state before it, and the record's next deal laid out when it has no seed.
#include "zero/core/dealt_replay_steps.hpp"
#include "zero/soler/match.hpp"
#include "zero/soler/record.hpp"

namespace zero::soler {

using ReplaySteps = core::DealtReplaySteps<MatchRecord, State, Intent>;
using ReplayCursor = core::ReplayCursor<ReplaySteps>;

}  // namespace zero::soler

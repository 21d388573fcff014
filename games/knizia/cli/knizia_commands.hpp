// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Knizia's Zero's `simulate`, which simulate_command.cpp holds beside the command's options.
#include "match_runner.hpp"

namespace zero::cli {

void simulate_knizia(const SimulateOptions& o);

}  // namespace zero::cli

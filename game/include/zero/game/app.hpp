// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <vector>

#include "zero/game/options.hpp"

namespace zero::game {

// Frame times in milliseconds, for --frames-report.
struct FrameStats {
    std::vector<float> all;
    std::vector<float> animating;
    std::vector<float> cpu;  // CPU time of the whole process (the software rasteriser's threads too)
    static float mean(const std::vector<float>& ms);
    static float percentile(std::vector<float> ms, float p);
};

// Opens the window and runs the game until it is closed. Returns the process exit status.
int run_game(const Options& options);

}  // namespace zero::game

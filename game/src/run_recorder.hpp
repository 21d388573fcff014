// SPDX-License-Identifier: GPL-3.0-or-later
// What a run leaves for whoever checks it: the screenshots asked for, the frame log and the frame
// times of --frames-report. It sits beside the main loop, which hands it each drawn frame; no
// screen knows of it.
#pragma once

#include <fstream>
#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/System/Clock.hpp>

#include "zero/game/app.hpp"
#include "zero/game/context.hpp"

namespace zero::game {

class RunRecorder {
public:
    // Opens the frame log and makes the screenshot folder; throws when either cannot be written.
    explicit RunRecorder(const Options& options);
    // The pictures the frame asked for, once the screen has drawn it and before it is shown.
    // Returns whether any was taken (that frame's time includes PNG encoding).
    bool take_shots(sf::RenderWindow& window, Context& ctx);
    // A frame shown: its times (not the first, which includes start-up, nor one with a picture) and
    // its frame-log line.
    void frame_shown(long frame, Context& ctx, float work_ms, float cpu_ms, bool took_shot);
    // --frames-report's lines at exit.
    void report() const;

private:
    const Options& options_;
    std::ofstream frame_log_;
    FrameStats stats_;
    sf::Clock launch_;
    bool first_frame_reported_ = false;
};

}  // namespace zero::game

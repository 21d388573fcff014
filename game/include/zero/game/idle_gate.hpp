// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Whether the main loop draws this turn. A screen waiting on a player with nothing moving
// (FrameInfo::idle) is not drawn again until something changes: drawing is what an idle game would
// spend its CPU on, on a software rasteriser about 20 ms a frame. Input, a window event, a new
// screen, a screenshot or a change the screen reports draws it at once; after half a second of
// stillness only the safety redraw remains (a window uncovered without an event), every few
// seconds. Time is what the loop says passed, so a test drives it with a virtual clock.
namespace zero::game {

class IdleGate {
public:
    static constexpr float kIdleAfter = 0.5F;    // seconds of stillness before drawing stops
    static constexpr float kQuietRedraw = 3.F;   // the safety redraw's period

    // What this turn of the loop brings: `woken` for anything that must be drawn now (input, a
    // window event, a new screen, a screenshot, a change the screen reports), `idle` for what the
    // last frame drawn said of itself. Returns whether to draw; `seconds` is the time since the
    // previous turn.
    bool draw(float seconds, bool woken, bool idle) {
        still_ = woken || !idle ? 0.F : still_ + seconds;
        since_drawn_ += seconds;
        if (woken || still_ <= kIdleAfter || since_drawn_ >= kQuietRedraw) {
            since_drawn_ = 0;
            return true;
        }
        return false;
    }

private:
    float still_ = 0;        // how long the screen has been idle with nothing waking it
    float since_drawn_ = 0;  // how long since the last frame drawn
};

}  // namespace zero::game

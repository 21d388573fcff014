// SPDX-License-Identifier: GPL-3.0-or-later
// `--screen a,b,c`: the named screens opened over the menu one after another, each for the same
// number of frames, with a picture of each when --screenshot-dir asks. One window for a whole set
// of screens: most of a short run is the window's, the fonts' and the card art's start-up, which a
// run per screen would pay again each time. `rules:GAME` is another game's rules in the same run.
#pragma once

#include <string>
#include <vector>

#include "zero/game/context.hpp"

namespace zero::game {

// The names a --screen value lists, in order (one name is a list of one).
std::vector<std::string> screen_names(const std::string& value);
// Empty when every name is a screen --screen can open; otherwise the first that is not.
std::string unknown_screen(const std::string& value);

class ScreenTour {
public:
    // `frames_each`: --max-frames when given (each screen stays that long), else 21 frames.
    ScreenTour(const Options& options);
    bool active() const { return !names_.empty(); }
    // How many screens the run shows (at least one): --max-frames counts per screen.
    long count() const { return names_.empty() ? 1 : static_cast<long>(names_.size()); }
    // The first screen, over the menu.
    void open_first(Context& ctx) const;
    // At the start of each frame: the picture at a screen's 20th frame, the next screen after
    // its last, and the end of the run after the last screen when only pictures were asked for.
    void at_frame(long frame, Context& ctx) const;

private:
    void open(Context& ctx, const std::string& name, bool first) const;
    std::vector<std::string> names_;
    long frames_each_ = 21;
    bool quit_after_last_ = false;
    bool pictures_ = false;
};

}  // namespace zero::game

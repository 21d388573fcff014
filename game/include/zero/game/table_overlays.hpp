// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every game's table screen lays over itself alike: the pause menu and the couch hand-off.
#include <functional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include "zero/catalogue/catalogue.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

class Effects;

// The hand-off prompt pulses (a period of 2π × 260 ms) until this crest, then rests.
inline constexpr float kHandoffPulseMs = 260.F * 4.5F * 3.14159265F;

// The pause menu a table opens with Escape: Resume, Settings, Back to the menu.
class TablePause {
public:
    bool open() const { return open_; }
    void show(const Context& ctx);
    // While open it takes every event.
    void handle(const sf::Event& event, Context& ctx);
    void draw(sf::RenderTarget& target, const Context& ctx) const;

private:
    bool open_ = false;
    ButtonList menu_;
};

// A card's back at `centre` (the card art's back, a smaller texture below 0.6): every game's
// face-down cards and piles.
void draw_card_back(sf::RenderTarget& target, Context& ctx, sf::Vector2f centre, float scale);

// Whether an event confirms a hand-off: a click, Enter or Space, the gamepad's A.
bool confirms_handoff(const sf::Event& event);
// The opaque hand-off screen, "Pass to NAME", under the logo of the game played (`game`);
// `ms` since it came up (its prompt pulses, then rests, so a screen left waiting costs nothing to
// keep showing).
void draw_handoff_screen(sf::RenderTarget& target, const Context& ctx, const std::string& name, float ms,
                         games::GameId game = games::kDefaultGameId);

// The felt and what lies on it: `scene` drawn between the effects' ripples (under it) and their
// banners, bubbles and confetti (over it), all moved by the effects' shake; the target's view is as
// it was afterwards.
void draw_table_scene(sf::RenderTarget& target, const Context& ctx, const Effects& effects, const std::function<void()>& scene);
// The line under the middle of the table that says who chooses, or the message of the moment
// (`warn`: a refusal or a notice, in the warning colour).
void draw_status_line(sf::RenderTarget& target, const Context& ctx, const std::string& status, float y, bool warn);
// The bar of key hints along the bottom of the window; `fit` cuts a hint too long for it.
void draw_hint_bar(sf::RenderTarget& target, const Context& ctx, const std::string& hint, bool fit);

// A panel of lines over the middle of the table: the move log, or the recap after a hand-off. A
// line holding '\n' is drawn as two rows; past `rows` the earliest give way to a line that counts
// them. The latest row stands out, as the latest move does on the table.
struct LogPanelWords {
    std::string title;
    std::string close;  // how to put it away
    std::string empty;  // what it says without a line
};
void draw_log_panel(sf::RenderTarget& target, const Context& ctx, const LogPanelWords& words,
                    const std::vector<std::string>& lines, std::size_t rows = 18);

}  // namespace zero::game

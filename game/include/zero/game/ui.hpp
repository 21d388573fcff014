// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Drawing helpers shared by the screens: crisp text at any window size, panels, buttons, the felt.
#include <functional>
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include "zero/game/context.hpp"
#include "zero/game/input_map.hpp"

namespace zero::game {

enum class Align { Left, Centre, Right };

namespace palette {
inline const sf::Color kGold(255, 214, 90);
inline const sf::Color kCream(250, 244, 226);
inline const sf::Color kInk(26, 30, 38);
inline const sf::Color kPanel(14, 32, 26, 215);
inline const sf::Color kPanelEdge(255, 214, 90, 120);
inline const sf::Color kMuted(190, 205, 195);
inline const sf::Color kWarn(255, 120, 100);
// The hint bar under the table: opaque, and at least 7:1 apart (tests check it).
inline const sf::Color kHintText(244, 238, 220);
inline const sf::Color kHintBack(16, 20, 18);
}  // namespace palette

inline constexpr float kHintSize = 15.F;

// The contrast ratio of two opaque colours as WCAG 2 defines it: 1 (none) to 21 (black on white).
float contrast_ratio(sf::Color a, sf::Color b);

// Text rendered at the window's real pixel size (so it stays sharp) and placed in design units.
sf::Text make_text(const Context& ctx, const std::string& s, float size, bool bold = false,
                   sf::Color colour = palette::kCream);
// `s` as it fits in `width` design units at this window's size: whole, or cut with an ellipsis.
// `report`: --check-text reports the cut (not for what players typed: names, a file's path).
std::string fit_text(const Context& ctx, const std::string& s, float size, bool bold, float width, bool report = true);
// `s` broken into lines that each fit in `width` design units: at spaces, or between any two
// characters in a word too long for a line (Japanese has no spaces).
std::vector<std::string> wrap_text(const Context& ctx, const std::string& s, float size, bool bold, float width);
// The size (at most `size`, at least 70% of it) at which `s` fits in `width` design units at this
// window's size: a sentence a translation made longer is drawn a little smaller rather than cut.
float fitting_size(const Context& ctx, const std::string& s, float size, bool bold, float width);
// Draws text anchored at `pos` (its vertical centre); returns its bounds in design units.
sf::FloatRect draw_text(sf::RenderTarget& target, const Context& ctx, const std::string& s, float size,
                        sf::Vector2f pos, Align align = Align::Left, sf::Color colour = palette::kCream,
                        bool bold = false, bool shadow = true);
void draw_panel(sf::RenderTarget& target, sf::FloatRect rect, sf::Color fill = palette::kPanel,
                sf::Color outline = palette::kPanelEdge, float radius = 16.F, bool shadow = true, float edge = 2.F);
// Darkens everything the window shows except `hole` (drawn over right after): no pixel is
// shaded twice, which matters on a software rasteriser.
void dim_around(sf::RenderTarget& target, const sf::FloatRect& visible, const sf::FloatRect& hole, sf::Color colour);
void draw_button(sf::RenderTarget& target, const Context& ctx, sf::FloatRect rect, const std::string& label,
                 bool focused, bool enabled = true, bool primary = false);
// The wooden room and the green felt, filling whatever part of design space the window shows.
void draw_backdrop(sf::RenderTarget& target, const Context& ctx, bool table = true);
// The room alone, for the screens away from the table.
void paint_room(sf::RenderTarget& target, const ViewFit& fit);
// How a menu screen's frame starts: the frame log's entry (`screen`; `idle`: nothing moves until
// the player does something), then the felt.
void begin_menu_frame(sf::RenderTarget& target, Context& ctx, const char* screen, bool idle = true);
// A screen's title, in gold, centred at height `y`.
void draw_title(sf::RenderTarget& target, const Context& ctx, const std::string& title, float size, float y);
// The app's status line (a setting not saved, a lost connection) at the foot of a menu, if any.
void draw_status_line(sf::RenderTarget& target, const Context& ctx);
// Shades the whole window under a question asked over a screen.
void dim_window(sf::RenderTarget& target, const Context& ctx);
// A page of lines ("# " starts a heading: the rules pages, About), its first line at `top_left`,
// each line drawn smaller if it would be wider than `width`.
void draw_marked_text(sf::RenderTarget& target, const Context& ctx, const std::string& text, sf::Vector2f top_left,
                      float width);
// The title logo: "ZERO" with a card fan behind it.
void draw_logo(sf::RenderTarget& target, const Context& ctx, sf::Vector2f centre, float size);

// A row of a list of values (settings): its label on the left, "<  value  >" at the right. The
// arrows sit at fixed places, and a click is read by where they are drawn: the "<" half of the
// value lowers it, the ">" half raises it, the label only takes the focus.
struct ValueRow {
    sf::FloatRect rect;
    float value_width = 230.F;  // from the "<" to the ">"

    sf::Vector2f lower_arrow() const;
    sf::Vector2f raise_arrow() const;
    sf::Vector2f value_centre() const;
    // -1 ("<"), +1 (">"), or 0 on the label or outside the row.
    int step_at(sf::Vector2f p) const;
};

// A vertical list of buttons with keyboard/gamepad focus and mouse hover.
// The scripted runs' synthetic input, as the window would report it: a left-button press or a
// pointer move (`type`) at a point of the design space, and a left click at the middle of `rect`.
sf::Event mouse_event(const Context& ctx, sf::Event::EventType type, sf::Vector2f design);
sf::Event click_at(const Context& ctx, sf::FloatRect rect);

class ButtonList {
public:
    // New labels (a language changed, a row came or went): the focus stays on its row, or on the
    // last if there are fewer now.
    void set(std::vector<std::string> labels, sf::Vector2f top_centre, sf::Vector2f size, float gap);
    // Returns the chosen index (click or confirm), else -1.
    int handle(const sf::Event& event, const Context& ctx);
    int handle_command(Command command);
    void draw(sf::RenderTarget& target, const Context& ctx) const;
    int focus() const { return focus_; }
    void set_focus(int f) { focus_ = f; }
    // A disabled button is drawn greyed out and cannot be chosen (it can hold the focus).
    void set_enabled(int i, bool enabled);
    bool enabled(int i) const;
    sf::FloatRect rect(int i) const;
    std::size_t size() const { return labels_.size(); }

private:
    std::vector<std::string> labels_;
    std::vector<bool> enabled_;
    sf::Vector2f top_centre_;
    sf::Vector2f size_;
    float gap_ = 0;
    int focus_ = 0;
    AxisRepeater axes_;
};

// The answers to "delete it?": Delete, then Keep it, centred under `top_centre`, Keep it chosen
// first (the safe answer).
ButtonList delete_answers(const Context& ctx, sf::Vector2f top_centre);
// Reads an event as the answer to "delete it?" (Esc keeps), with its click: true once answered,
// after `erase` has run if the answer is Delete.
bool answer_delete(ButtonList& answers, const sf::Event& event, Context& ctx, const std::function<void()>& erase);
}  // namespace zero::game

#pragma once
// Drawing helpers shared by the screens: crisp text at any window size, panels, buttons, the felt.
#include <string>

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
}  // namespace palette

// Text rendered at the window's real pixel size (so it stays sharp) and placed in design units.
sf::Text make_text(const Context& ctx, const std::string& s, float size, bool bold = false,
                   sf::Color colour = palette::kCream);
// Draws text anchored at `pos` (its vertical centre); returns its bounds in design units.
sf::FloatRect draw_text(sf::RenderTarget& target, const Context& ctx, const std::string& s, float size,
                        sf::Vector2f pos, Align align = Align::Left, sf::Color colour = palette::kCream,
                        bool bold = false, bool shadow = true);
void draw_panel(sf::RenderTarget& target, sf::FloatRect rect, sf::Color fill = palette::kPanel,
                sf::Color outline = palette::kPanelEdge, float radius = 16.F, bool shadow = true);
// Darkens everything the window shows except `hole` (drawn over right after): no pixel is
// shaded twice, which matters on a software rasteriser.
void dim_around(sf::RenderTarget& target, const sf::FloatRect& visible, const sf::FloatRect& hole, sf::Color colour);
void draw_button(sf::RenderTarget& target, const Context& ctx, sf::FloatRect rect, const std::string& label,
                 bool focused, bool enabled = true, bool primary = false);
// The wooden room and the green felt, filling whatever part of design space the window shows.
void draw_backdrop(sf::RenderTarget& target, const Context& ctx, bool table = true);
// The room alone, for the screens away from the table.
void paint_room(sf::RenderTarget& target, const ViewFit& fit);
// The title logo: "ZERO" with a card fan behind it.
void draw_logo(sf::RenderTarget& target, const Context& ctx, sf::Vector2f centre, float size);

// A vertical list of buttons with keyboard/gamepad focus and mouse hover.
// A left click at the middle of `rect` (design space), as the window would report it: the scripted
// runs' synthetic input.
sf::Event click_at(const Context& ctx, sf::FloatRect rect);

class ButtonList {
public:
    void set(std::vector<std::string> labels, sf::Vector2f top_centre, sf::Vector2f size, float gap);
    // Returns the chosen index (click or confirm), else -1.
    int handle(const sf::Event& event, const Context& ctx);
    int handle_command(Command command);
    void draw(sf::RenderTarget& target, const Context& ctx) const;
    int focus() const { return focus_; }
    void set_focus(int f) { focus_ = f; }
    sf::FloatRect rect(int i) const;
    std::size_t size() const { return labels_.size(); }

private:
    std::vector<std::string> labels_;
    sf::Vector2f top_centre_;
    sf::Vector2f size_;
    float gap_ = 0;
    int focus_ = 0;
    AxisRepeater axes_;
};

}  // namespace zero::game

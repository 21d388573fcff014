// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
// Everything a screen needs, passed in by the app: no globals, no singletons.
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <SFML/Graphics.hpp>

#include "zero/game/card_art.hpp"
#include "zero/game/layout.hpp"
#include "zero/game/options.hpp"
#include "zero/game/settings.hpp"
#include "zero/game/sound.hpp"
#include "zero/game/strings.hpp"

namespace zero::game {

class ScreenStack;
struct Context;
class DrivableTable;

// The table's room, rim and felt, built once per window shape. Every pixel is painted exactly once
// and without blending: on a software rasteriser the backdrop is the largest thing drawn each frame.
class Backdrop {
public:
    void draw(sf::RenderTarget& target, const Context& ctx);

private:
    sf::VertexArray room_{sf::Triangles};
    sf::VertexArray rim_{sf::TriangleStrip};
    sf::VertexArray felt_{sf::Triangles};
    sf::VertexArray inlay_{sf::LineStrip};
    sf::FloatRect built_for_;
    bool built_ = false;
};

struct Fonts {
    sf::Font regular;
    sf::Font bold;
};

// What the last frame showed, for --frame-log and the frame-time report.
struct FrameInfo {
    std::string screen;
    int drawn_hand = -1;   // the seat whose hand was drawn face up, -1 for none
    bool reveal = false;   // the round-end reveal (every hand, public) was drawn
    bool handoff = false;  // the hand-off screen was drawn
    bool animating = false;
    int turn = -1;         // seat to move
    int accepting = -1;    // the human seat whose input is being taken, -1 for none
    bool idle = false;     // nothing moves until the player does something: the app may draw less often
    std::string detail;    // one word a screen adds (LAN: which seats a stand-in plays, whether Ready is offered)
    // The table's story: the round shown, the lines of the recap after a hand-off (0: none open),
    // the move marked on the table ("-": none), the move log open, and the moves whose animation
    // started this frame ("swap:1:red3:blue5", "knock:2"); the app empties them.
    int round = -1;
    int recap = 0;
    std::string mark = "-";
    bool log_open = false;
    bool holding = false;  // a move has landed and the hand-off waits a moment so its player sees it
    std::string hint = "-";  // the move the hint shown suggests ("thinking" until worked out; "-": none shown)
    std::vector<std::string> moves;
};

// A moment of what a screen shows that began this frame, or lasts (the table dealt and at rest, a
// trick revealed, cards swapped, the podium), by name; `after_ms` (animation time) says how long
// after its start it is in full view (cards half way, a banner up).
struct Moment {
    std::string name;
    float after_ms = 0;
};

struct Context {
    sf::RenderWindow& window;
    const Fonts& fonts;
    SoundBank& sounds;
    Settings& settings;
    std::string settings_file;
    const Strings& strings;
    CardArt& cards;
    const Options& options;
    ScreenStack& screens;
    Backdrop& backdrop;
    ViewFit fit;
    std::vector<std::string> shots;  // screenshots to take of this frame (the driver's, and F12's)
    std::vector<std::string> notes;  // what the screen told the player this frame (a line each in the frame log)
    FrameInfo frame;
    bool quit = false;
    bool toggle_fullscreen = false;
    std::string status;  // a one-line problem to show (settings not saved...)
    bool language_changed = false;  // Settings chose another language: the app loads it before the next frame
    std::vector<Moment> moments;    // the moments screens told since the driver last read them
    bool keeps_moments = false;     // the test driver reads them (a run that takes pictures)
    // The test driver's synthetic players play the human seats: no person to leave time to undo.
    bool synthetic_players = false;

    const std::string& str(Str id) const { return strings.get(id); }
    sf::Vector2f to_design(sf::Vector2i pixel) const { return window.mapPixelToCoords(pixel); }
    sf::Vector2i to_pixel(sf::Vector2f design) const { return window.mapCoordsToPixel(design); }
    float animation_speed() const { return options.speed > 0 ? options.speed : settings.animation_speed; }
    // Writes the settings and applies what changes at once (volume, card symbols).
    void settings_changed();
    // A picture of this frame, by name (F12, a --screen list's pictures).
    void shot(const std::string& name);
    // What a screen shows now, told as a neutral fact (Moment): the test driver decides which to
    // picture and when; without a reader it is dropped at once. A screen may tell a lasting moment
    // every frame it lasts.
    void moment(const char* name, float after_ms = 0.F) {
        if (keeps_moments) moments.push_back({name, after_ms});
    }
};

// A thing a screen shows that a person could act on (a button, a row, a field, a status line):
// where it is (design units) and what it says.
struct Place {
    sf::FloatRect rect;
    std::string words;
};

class Screen {
public:
    virtual ~Screen() = default;
    virtual const char* name() const = 0;
    virtual void handle(const sf::Event& event, Context& ctx) = 0;
    // Time passing; a screen that changes only on input keeps this one.
    virtual void update(float /*dt*/, Context& /*ctx*/) {}
    virtual void draw(sf::RenderTarget& target, Context& ctx) = 0;
    // A table shows the test driver what a person at it could see and do (drivable.hpp); the
    // driver decides what its synthetic players do.
    virtual DrivableTable* drivable() { return nullptr; }
    // What the screen shows by a name it gives it ("top save", "join code", "status"), for the
    // test driver's synthetic players, which act from it as a person would (driver_menus.cpp);
    // none when the screen shows no such thing now.
    virtual std::optional<Place> place(std::string_view what, const Context& ctx) const {
        (void)what;
        (void)ctx;
        return std::nullopt;
    }
    // Where the screen stands, in a line: what a run stopped by its time limit reports.
    virtual std::string report() const { return name(); }
    // A screen that drew itself idle (FrameInfo::idle) is drawn again only on input or when this
    // says that what it shows has changed without any (a LAN message, a notice).
    virtual bool changed_since_drawn() const { return false; }
    // The language changed: a screen that keeps text it looked up once looks it up again.
    virtual void retranslate(Context& /*ctx*/) {}
};

// Screens change between frames, never while one is handling an event.
class ScreenStack {
public:
    void push(std::unique_ptr<Screen> screen) { ops_.push_back({Op::Push, std::move(screen)}); }
    void pop() { ops_.push_back({Op::Pop, nullptr}); }
    void replace(std::unique_ptr<Screen> screen) { ops_.push_back({Op::Replace, std::move(screen)}); }
    void reset(std::unique_ptr<Screen> screen) { ops_.push_back({Op::Reset, std::move(screen)}); }
    void apply();
    Screen* top() { return stack_.empty() ? nullptr : stack_.back().get(); }
    // Every screen, bottom first.
    const std::vector<std::unique_ptr<Screen>>& all() const { return stack_; }
    bool empty() const { return stack_.empty() && ops_.empty(); }
    // Changes whenever the stack does: a new top screen is drawn at once.
    long generation() const { return generation_; }

private:
    enum class Op { Push, Pop, Replace, Reset };
    struct Pending {
        Op op;
        std::unique_ptr<Screen> screen;
    };
    std::vector<std::unique_ptr<Screen>> stack_;
    std::vector<Pending> ops_;
    long generation_ = 0;
};

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table of Solèr's ZERO: its state, shared by its logic (table_screen.cpp) and its drawing
// (table_draw.cpp). It draws the shown seat's View and animates the engine's events; it never
// reads the State. SeatTable (seat_table.hpp) runs the frame loop, the hand-off and the synthetic
// player it shares with Zero Hero's table.
#include <array>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/game/animation.hpp"
#include "zero/game/couch.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/seat_table.hpp"
#include "zero/game/soler/layout.hpp"
#include "zero/game/lan_panel.hpp"
#include "zero/game/soler/card_face.hpp"
#include "zero/game/soler/feed.hpp"
#include "zero/game/soler/table_input.hpp"
#include "zero/game/table_overlays.hpp"
#include "zero/game/soler/log_line.hpp"
#include "zero/game/ui.hpp"
#include "zero/soler/bots/analysis.hpp"  // SeatTable's hint
#include "zero/soler/bots/bots.hpp"      // SeatTable's synthetic player asks a bot

namespace zero::game {

// A card of Solèr's ZERO in the air: face up with its value, or a back.
struct SolerFlight : Glide {
    int value = 0;
    bool face = false;
};

class SolerTableScreen : public SeatTable<SolerSessionGame, SolerFlight> {
public:
    SolerTableScreen(Context& ctx, std::unique_ptr<SolerFeed> feed, TableOptions options);
    void draw(sf::RenderTarget& target, Context& ctx) override;

    // Timings of the reveal (ms from its start).
    static constexpr float kFlipMs = 450.F;
    static constexpr float kCountStepMs = 260.F;
    static constexpr float kOutcomeHoldMs = 1100.F;
    static constexpr float kFlyMs = 650.F;

private:
    struct Reveal {
        soler::TrickRevealed trick;
        int players = 0;
        float clock_ms = 0;
        bool outcome_shown = false;
        bool flown = false;
        float count_end() const;
        float fly_start() const { return count_end() + kOutcomeHoldMs; }
        float end() const { return fly_start() + kFlyMs + 150.F; }
    };

    int rel(int seat) const { return relative_seat(seat, director_.bottom(), players()); }
    // The shown seat's own cards (hand, face-down card, picker) may be drawn.
    bool shows_hand() const { return !handoff() && director_.viewer() >= 0 && view_.seat == director_.viewer() && deal_ms_ <= 0; }
    Seat deciding() const;  // who bets or lays safe cards now, or -1 while cards are played

    // Places on the table (design space).
    sf::Vector2f seat_at(int seat) const;
    sf::Vector2f slot_at(int seat) const;
    sf::Vector2f safe_at(int seat) const;
    sf::FloatRect plate_at(int seat) const;  // the seat's name plate
    static sf::Vector2f pile_at() { return {640.F, 300.F}; }
    sf::Vector2f hand_card(int index, int count, bool lifted) const;
    int hit_hand(sf::Vector2f p) const;
    std::vector<int> hand_cards() const;  // the shown hand, in the order drawn
    sf::FloatRect bet_button(int index, int count) const;
    static sf::FloatRect safe_button(int index);

    // The focus ring of the keyboard and gamepad: hand cards (playing, laying) then the safe
    // buttons, or the free totals (betting).
    int focus_items() const;
    void activate(int item, Context& ctx);

    void step_reveal(float ms, Context& ctx);
    void show_outcome(const soler::TrickRevealed& t, Context& ctx);
    void fly_trick(const soler::TrickRevealed& t, Context& ctx);
    // start_event's part for each event: the view moves on and its animation starts.
    void animate(const soler::GameStarted& e, Context& ctx);
    void animate(const soler::TrickStarted& e, Context& ctx);
    void animate(const soler::CardCommitted& e, Context& ctx);
    void animate(const soler::BetMade& e, Context& ctx);
    void animate(const soler::TrickRevealed& e, Context& ctx);
    void animate(const soler::SafeLaid& e, Context& ctx);
    void animate(const soler::CardsDrawn& e, Context& ctx);
    void animate(const soler::GameScored& e, Context& ctx);
    void animate(const soler::MatchEnded& e, Context& ctx);

    // SeatTable's hooks.
    bool accepting() const override;
    sf::FloatRect undo_rect() const override;
    sf::FloatRect log_rect() const override;
    // The hint's place and words (table_hint.cpp).
    sf::FloatRect hint_rect() const override;
    sf::FloatRect hint_room() const override;
    std::string hint_words(const soler::Hint& answer, const Strings& strings) const override;
    std::vector<sf::FloatRect> hint_marks(const soler::Action& best) const override;
    std::optional<Str> lesson() const override;
    bool tutorial_fits(const soler::Action& played, const soler::Action& best) const override;
    std::optional<LogLine> log_line(const soler::Event& event, const std::vector<std::string>& names,
                                    const Strings& strings) const override {
        return soler_log_line(event, names, strings);
    }
    void sync(const soler::View& view) override;
    void start_event(const soler::Event& event, Context& ctx) override;
    void step_clocks(float ms, Context& ctx) override;
    bool showing() const override { return reveal_.has_value(); }
    bool step_show(float ms, Context& ctx) override;
    void clear_hover() override { hover_ = -1; }
    void handle_choice(const sf::Event& event, Command command, Context& ctx) override;
    sf::Vector2f confirm_point() const override { return {640.F, 400.F}; }
    std::optional<Reach> reach(const soler::Action& action) const override;
    std::optional<Reach> reach_safe(const soler::Action& action) const;

    void draw_table(sf::RenderTarget& target, Context& ctx);
    void draw_seats(sf::RenderTarget& target, Context& ctx);
    void draw_hand(sf::RenderTarget& target, Context& ctx);
    void draw_picker(sf::RenderTarget& target, Context& ctx);
    void draw_reveal(sf::RenderTarget& target, Context& ctx);
    void draw_hud(sf::RenderTarget& target, Context& ctx);
    void draw_handoff(sf::RenderTarget& target, Context& ctx);
    void draw_card(sf::RenderTarget& target, Context& ctx, int value, sf::Vector2f centre, float scale,
                   float flip = 1.F, bool glow = false, bool dim = false);
    void draw_back(sf::RenderTarget& target, Context& ctx, sf::Vector2f centre, float scale);

    TableLayout layout_;
    std::optional<Reveal> reveal_;
    float deal_ms_ = 0;
    // Input.
    int focus_ = 0;
    int hover_ = -1;
    SafeBuilder safe_;
    int safe_last_card_ = 0;  // the card the focus goes back up to from the safe buttons
    std::uint32_t safe_epoch_ = ~0U;
    std::uint32_t focus_epoch_ = ~0U;
};

}  // namespace zero::game

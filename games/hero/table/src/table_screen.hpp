// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table of Zero Hero: its state, shared by its logic (table_screen.cpp), its input
// (table_screen_input.cpp) and its drawing (table_draw.cpp). It draws the shown seat's View and
// animates the engine's events; it never reads the State. SeatTable (seat_table.hpp) runs the
// frame loop, the hand-off and the synthetic player it shares with Solèr's table.
#include <array>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/game/animation.hpp"
#include "zero/game/couch.hpp"
#include "zero/game/hero/feed.hpp"
#include "zero/game/hero/layout.hpp"
#include "zero/game/hero/table_input.hpp"
#include "zero/game/lan_panel.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/seat_table.hpp"
#include "zero/game/table_overlays.hpp"
#include "zero/game/hero/log_line.hpp"
#include "zero/game/ui.hpp"
#include "zero/hero/bots/analysis.hpp"  // SeatTable's hint
#include "zero/hero/bots/bots.hpp"      // SeatTable's synthetic player asks a bot

namespace zero::game {

// A card (face up or a back) or a zerone in the air; what it changes on the table happens when
// it lands.
struct HeroFlight : Glide {
    enum class Kind { Token, Face, Back };
    Kind kind = Kind::Token;
    hero::Card card;
    bool flips = false;  // a back that turns face up on the way (a new pair, a face-down card at the end)
    std::function<void()> land;
};

// A card of a collection as drawn: where it lies and whose it is, for drawing and for clicks.
struct PlacedCard {
    hero::Card card;
    sf::FloatRect rect;
};

class HeroTableScreen : public SeatTable<HeroSessionGame, HeroFlight> {
public:
    HeroTableScreen(Context& ctx, std::unique_ptr<HeroFeed> feed, TableOptions options);
    void draw(sf::RenderTarget& target, Context& ctx) override;

    // The end of a game (ms from GameEnded): face-down cards turn, the bonus, the rows count up.
    static constexpr float kRevealMs = 700.F;
    static constexpr float kBonusAtMs = 1000.F;
    static constexpr float kCountAtMs = 1500.F;
    static constexpr float kRowStepMs = 260.F;
    static constexpr float kEndHoldMs = 2600.F;

private:
    struct Ending {
        hero::GameEnded event;
        float clock_ms = 0;
        bool revealed = false;
        bool bonus_shown = false;
        bool banner_shown = false;
        float count_end() const { return kCountAtMs + kRowStepMs * static_cast<float>(hero::kColours); }
        float end() const { return count_end() + kEndHoldMs; }
        // Colours counted so far (0 to 7).
        int counted() const;
    };

    int rel(int seat) const;
    // The shown seat's face-down cards may be drawn face up.
    bool shows_private() const { return !handoff() && director_.viewer() >= 0 && view_.seat == director_.viewer(); }
    bool picking_swap() const { return accepting() && view_.phase == hero::Phase::Swap && swap_.ready(); }

    // Places on the table (design space).
    sf::FloatRect panel_at(int seat) const;
    sf::Vector2f purse_at(int seat) const;     // the seat's zerones
    sf::Vector2f secret_at(int seat) const;    // the seat's face-down cards
    sf::Vector2f column_at(int seat, int colour) const;  // where a card joining that row lands
    float column_width(int seat) const;
    float mini_scale(int seat) const;
    std::vector<PlacedCard> placed_cards(int seat) const;
    static sf::Vector2f slot_at(int slot);
    static sf::Vector2f pair_card_at(int slot, int index);
    static sf::Vector2f tokens_at(int slot);
    static sf::FloatRect take_button(int slot, int count);
    static sf::FloatRect pair_rect(int slot);
    static sf::Vector2f pile_at() { return hero_layout::pile(); }
    static sf::Vector2f end_pile_at() { return hero_layout::end_pile(); }
    static sf::Vector2f pool_at() { return {1168.F, 318.F}; }
    static sf::FloatRect swap_box() { return {300.F, 206.F, 740.F, 250.F}; }
    static sf::FloatRect way_button(int way);
    static sf::FloatRect swap_step_button(int delta);
    static sf::FloatRect swap_confirm();
    // The LAN panel (connection line and chat) for a height: the room left of the pairs.
    static sf::FloatRect lan_room(float height);
    static constexpr std::size_t kLanLines = 3;  // chat lines shown there, the latest

    // Input.
    void activate(int slot, SlotChoice choice, Context& ctx);
    void confirm_swap(Context& ctx);
    std::string refusal_text(const Context& ctx, hero::MoveError why, int slot) const;
    bool handle_swap(const sf::Event& event, Command command, Context& ctx);

    // Events and their animation.
    void step_ending(float ms, Context& ctx);
    void tokens(int count, sf::Vector2f from, sf::Vector2f to, std::function<void()> each, float delay = 0);
    // start_event's part for each event: the view moves on and its animation starts.
    void animate(const hero::GameStarted& e, Context& ctx);
    void animate(const hero::ZeronesTaken& e, Context& ctx);
    void animate(const hero::PairBought& e, Context& ctx);
    void animate(const hero::SymbolActed& e, Context& ctx);
    void animate(const hero::Swapped& e, Context& ctx);
    void animate(const hero::CardTurnedUp& e, Context& ctx);
    void animate(const hero::PileRefilled& e, Context& ctx);
    void animate(const hero::GameEnded& e, Context& ctx);
    void animate(const hero::MatchEnded& e, Context& ctx);

    // SeatTable's hooks.
    bool accepting() const override;
    sf::FloatRect undo_rect() const override;
    sf::FloatRect log_rect() const override;
    // The hint's place and words (table_hint.cpp).
    sf::FloatRect hint_rect() const override;
    sf::FloatRect hint_room() const override;
    std::string hint_words(const hero::Hint& answer, const Strings& strings) const override;
    std::vector<sf::FloatRect> hint_marks(const hero::Action& best) const override;
    std::optional<Str> lesson() const override;
    std::optional<LogLine> log_line(const hero::Event& event, const std::vector<std::string>& names,
                                    const Strings& strings) const override {
        return hero_log_line(event, names, strings);
    }
    void sync(const hero::View& view) override;
    void start_event(const hero::Event& event, Context& ctx) override;
    void step_clocks(float ms, Context& ctx) override;
    bool showing() const override { return ending_.has_value(); }
    bool step_show(float ms, Context& ctx) override;
    bool at_rest() const override { return !effects_.busy(); }
    void clear_hover() override { hover_slot_ = -1; }
    void handle_choice(const sf::Event& event, Command command, Context& ctx) override;
    sf::Vector2f confirm_point() const override { return {640.F, 330.F}; }
    std::optional<Reach> reach(const hero::Action& action) const override;

    // Drawing.
    void draw_middle(sf::RenderTarget& target, Context& ctx);
    void draw_piles(sf::RenderTarget& target, Context& ctx);
    void draw_panel_of(sf::RenderTarget& target, Context& ctx, int seat);
    float draw_panel_head(sf::RenderTarget& target, Context& ctx, int seat);
    float draw_purse(sf::RenderTarget& target, Context& ctx, int seat);
    void draw_face_down(sf::RenderTarget& target, Context& ctx, int seat, float score_width);
    void draw_bonus_tag(sf::RenderTarget& target, Context& ctx, int seat, float purse_end, float score_width);
    void draw_rows(sf::RenderTarget& target, Context& ctx, int seat);
    void draw_swap(sf::RenderTarget& target, Context& ctx);
    void draw_status(sf::RenderTarget& target, Context& ctx);
    void draw_hud(sf::RenderTarget& target, Context& ctx);
    void draw_handoff_over(sf::RenderTarget& target, Context& ctx);
    // `stacked`: a card of a collection column, its value and symbol along its top edge, where the
    // card over it leaves it showing.
    void draw_card(sf::RenderTarget& target, Context& ctx, hero::Card card, sf::Vector2f centre, float scale,
                   float flip = 1.F, bool glow = false, bool stacked = false) const;
    float column_step(int seat) const;
    void draw_back(sf::RenderTarget& target, Context& ctx, sf::Vector2f centre, float scale) const;
    void draw_token_stack(sf::RenderTarget& target, sf::Vector2f base, int count) const;
    void draw_row_tag(sf::RenderTarget& target, Context& ctx, int seat, int colour, sf::Vector2f at, bool words) const;

    std::optional<Ending> ending_;
    SeatMask bonus_seats_ = 0;  // who won the Zero Hero bonus of the game counted last, until the next deal
    int lit_slot_ = -1;  // a pair just bought or dealt, lit for a moment
    float lit_ms_ = 0;
    hero::Card lit_card_;  // a bought card whose symbol acts, lit at its buyer's row
    int lit_seat_ = -1;
    // Input.
    int focus_slot_ = 0;
    SlotChoice focus_choice_ = SlotChoice::TakeOne;
    int hover_slot_ = -1;
    SlotChoice hover_choice_ = SlotChoice::TakeOne;
    SwapPicker swap_;
    std::uint32_t swap_epoch_ = ~0U;
};

}  // namespace zero::game

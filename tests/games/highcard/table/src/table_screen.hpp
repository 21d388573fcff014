// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table of High Card, the test build's own game, on the shared seat shell (SeatTable,
// zero/game/seat_table.hpp), which runs its frame loop, hand-off, pacing, pause, move log, undo,
// hint and podium. The scene is plain on purpose: the shown seat's hand along the bottom, the other
// seats' panels along the top, the trick in the middle; a card flies from its player to the trick.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "session.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/seat_table.hpp"
#include "zero/highcard/analysis.hpp"  // SeatTable's hint
#include "zero/highcard/bot.hpp"       // SeatTable's synthetic player asks a bot

namespace zero::game {

// A card on its way from its player to the trick, its place there (`slot`) empty until it lands.
struct HighCardFlight : Glide {
    highcard::Card card = 0;
    int slot = 0;
};

class HighCardTable : public SeatTable<HighCardSessionGame, HighCardFlight> {
public:
    HighCardTable(std::unique_ptr<HighCardFeed> feed, TableOptions options);
    void draw(sf::RenderTarget& target, Context& ctx) override;

private:
    static SeatTableWords words();
    int rel(int seat) const { return relative_seat(seat, director_.bottom(), players()); }
    // The shown seat's hand may be drawn face up.
    bool shows_hand() const { return !handoff() && director_.viewer() >= 0 && view_.seat == director_.viewer(); }

    // Places (design units).
    sf::FloatRect panel_at(int seat) const;
    sf::Vector2f trick_at(int slot) const;
    sf::FloatRect hand_card(std::size_t index) const;
    std::optional<std::size_t> hand_index(highcard::Card card) const;

    // Events.
    void animate(const highcard::GameStarted& e, Context& ctx);
    void animate(const highcard::CardPlayed& e, Context& ctx);
    void animate(const highcard::TrickTaken& e, Context& ctx);
    void animate(const highcard::GameEnded& e, Context& ctx);
    void animate(const highcard::MatchEnded& e, Context& ctx);
    void play(std::size_t index, Context& ctx);

    // SeatTable's hooks.
    bool accepting() const override;
    void sync(const highcard::View& view) override { view_ = view; }
    void start_event(const highcard::Event& event, Context& ctx) override {
        std::visit([&](const auto& e) { animate(e, ctx); }, event);
    }
    void step_clocks(float ms, Context& ctx) override;
    bool showing() const override { return false; }
    bool step_show(float ms, Context& ctx) override {
        (void)ms;
        (void)ctx;
        return false;
    }
    bool at_rest() const override { return !effects_.busy(); }
    void clear_hover() override { hover_ = -1; }
    void handle_choice(const sf::Event& event, Command command, Context& ctx) override;
    sf::Vector2f confirm_point() const override { return {640.F, 360.F}; }
    std::optional<Reach> reach(const highcard::Action& action) const override;
    std::optional<LogLine> log_line(const highcard::Event& event, const std::vector<std::string>& names,
                                    const Strings& strings) const override;
    sf::FloatRect log_rect() const override { return {1100.F, 300.F, 150.F, 36.F}; }
    sf::FloatRect undo_rect() const override { return {1100.F, 250.F, 150.F, 36.F}; }
    sf::FloatRect hint_rect() const override { return {1100.F, 350.F, 150.F, 36.F}; }
    sf::FloatRect hint_room() const override { return {30.F, 250.F, 360.F, 210.F}; }
    std::string hint_words(const highcard::Hint& answer, const Strings& strings) const override;
    std::vector<sf::FloatRect> hint_marks(const highcard::Action& best) const override;
    std::optional<Str> lesson() const override { return std::nullopt; }

    // Drawing.
    void draw_card(sf::RenderTarget& target, Context& ctx, highcard::Card card, sf::Vector2f centre, float scale,
                   bool lit) const;
    void draw_panel_of(sf::RenderTarget& target, Context& ctx, int seat);
    void draw_hand(sf::RenderTarget& target, Context& ctx);
    void draw_trick(sf::RenderTarget& target, Context& ctx);
    void draw_status(sf::RenderTarget& target, Context& ctx);

    int hover_ = -1;  // the hand's card under the pointer
    int focus_ = 0;   // the hand's card the keys light
    highcard::Card taken_by_ = 0;  // the card that took the trick, lit until the next
    float taken_ms_ = 0;
};

// The table of a match on this screen, or of any feed (the replay viewer's).
std::unique_ptr<Screen> make_highcard_table(Context& ctx, std::unique_ptr<HighCardFeed> feed, TableOptions options);
std::unique_ptr<Screen> make_highcard_table(Context& ctx, std::unique_ptr<HighCardSession> session, TableOptions options);
// The words of the move log and the replay viewer.
std::optional<LogLine> highcard_log_line(const highcard::Event& event, const std::vector<std::string>& names,
                                         const Strings& strings);
std::string highcard_move_words(const highcard::Action& action, const std::vector<std::string>& names,
                                const Strings& strings);
// The spectator's panel of the replay viewer: a seat's hand, small, left to right.
float draw_highcard_hidden(sf::RenderTarget& target, const Context& ctx, const highcard::State& state, int seat,
                           sf::Vector2f at);

}  // namespace zero::game

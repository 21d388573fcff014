// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table of Knizia's Zero: its state, shared by its logic (table_screen.cpp) and its drawing
// (table_draw.cpp). It draws the shown seat's table and animates the engine's events; SeatTable
// (seat_table.hpp) runs the frame loop, the hand-off, the pause, the chat, the bot pacing, the
// move log and its recap, the hint, undo and the podium it shares with the other games' tables.
#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "zero/game/animation.hpp"
#include "zero/game/knizia/lesson.hpp"
#include "zero/game/knizia/log_line.hpp"
#include "zero/game/knizia/move_log.hpp"
#include "zero/game/knizia/table_input.hpp"
#include "zero/game/knizia/table_model.hpp"
#include "zero/game/painted.hpp"
#include "zero/game/seat_table.hpp"
#include "zero/game/knizia/feed.hpp"
#include "zero/knizia/bots/analysis.hpp"  // SeatTable's hint
#include "zero/knizia/bots/bot.hpp"       // SeatTable's synthetic player asks a bot

namespace zero::game {

inline constexpr float kRevealFlipsMs = 1700.F;

// Where a card placed at `p` lies on the table.
inline sf::FloatRect card_rect(const Placement& p) {
    const float w = kCardWidth * p.scale;
    const float h = kCardHeight * p.scale;
    return {p.pos.x - w / 2.F, p.pos.y - h / 2.F, w, h};
}

class KniziaTableScreen : public SeatTable<KniziaSessionGame, Flight> {
public:
    KniziaTableScreen(Context& ctx, std::unique_ptr<KniziaFeed> feed, TableOptions options)
        : KniziaTableScreen(feed.get(), std::move(feed), std::move(options)) {
        (void)ctx;
    }

    void handle(const sf::Event& event, Context& ctx) override;
    void draw(sf::RenderTarget& target, Context& ctx) override;
    TableFacts facts() const override;

private:
    // `feed` is kept by reference too: the shell may wrap it (a tutorial's), and its seat to move
    // and each seat's hand order are Knizia's own.
    KniziaTableScreen(KniziaFeed* own, std::unique_ptr<KniziaFeed>&& feed, TableOptions options);

    int bottom() const { return director_.bottom(); }
    int rel(int seat) const { return relative_seat(seat, bottom(), players()); }
    // The seat to move is a person at this screen whose input the table takes now; the status line
    // says so even while the move log is open.
    bool open_to_input() const;
    // Who is to play on the table as shown: nobody from a round's last move (or a ZERO still to
    // be shown) until the next deal.
    std::optional<Seat> seat_to_play() const;
    // The seat whose hand is at the bottom: the player shown, else (autoplay) the bottom seat.
    Seat hand_seat() const { return model_.viewer >= 0 ? model_.viewer : bottom(); }
    std::vector<knizia::Card> order() const { return hand_order(model_.hand, knizia_->sort_by_number(hand_seat())); }
    int selected_index(const std::vector<knizia::Card>& cards) const;
    void apply_pick(const PickResult& result, Context& ctx);
    // start_event's two longer animations: the deal, and a swap's two cards crossing.
    void deal(const knizia::RoundStarted& e, Context& ctx);
    void animate_swap(const knizia::CardSwapped& e, Context& ctx);
    void animate_knock(const knizia::Knocked& e, Context& ctx);
    // The keys the table takes before the shell's (Tab sorts at any time, Escape first drops a
    // chosen card), and the round-end panel's: true when one was taken.
    bool handle_own_keys(const sf::Event& event, Context& ctx);
    bool handle_reveal(const sf::Event& event, Context& ctx);
    void refuse_early(const sf::Event& event, Context& ctx);
    // The seat's cards in its fan: backs first, then the cards known to be there.
    std::vector<knizia::Card> opponent_cards(int seat) const;
    Placement opponent_card_at(int seat, knizia::Card card) const;
    sf::FloatRect hand_card_rect(knizia::Card card) const;

    // SeatTable's hooks.
    bool accepting() const override { return open_to_input() && !story_open(); }
    void sync(const knizia::View& view) override;
    void start_event(const knizia::Event& event, Context& ctx) override;
    void step_clocks(float ms, Context& ctx) override;
    bool showing() const override { return reveal_.has_value(); }
    bool step_show(float ms, Context& ctx) override;
    bool hold_handoff(float ms) override;
    void clear_hover() override;
    void handle_choice(const sf::Event& event, Command command, Context& ctx) override;
    sf::Vector2f confirm_point() const override { return {640.F, 400.F}; }
    std::optional<Reach> reach(const knizia::Action& action) const override;
    std::optional<sf::Keyboard::Key> key_towards(const knizia::Action& action) const override;
    std::optional<LogLine> log_line(const knizia::Event& event, const std::vector<std::string>& names,
                                    const Strings& strings) const override {
        return knizia_event_line(event, names, strings);
    }
    sf::FloatRect log_rect() const override { return layout_.log_button(); }
    sf::FloatRect undo_rect() const override { return layout_.undo_button(); }
    // The hint's place and words (table_advice.cpp).
    sf::FloatRect hint_rect() const override { return layout_.advice_button(); }
    sf::FloatRect hint_room() const override { return layout_.advice_panel(); }
    std::string hint_words(const knizia::Hint& answer, const Strings& strings) const override;
    std::vector<sf::FloatRect> hint_marks(const knizia::Action& best) const override;
    // The tutorial's lesson for the decision shown (lesson.cpp).
    std::optional<Str> lesson() const override { return knizia_lesson(view_); }


    void log_frame_extras(Context& ctx);
    // The table around the round-end panel, band by band, so the opaque panel costs no pixels.
    void draw_around_reveal(sf::RenderTarget& target, const Context& ctx, const std::function<void()>& table);
    // What the flights in the air keep off the table until they land.
    struct InFlight {
        std::array<int, knizia::kMaxPlayers> backs{};             // backs per relative seat
        std::array<knizia::CardSet, knizia::kMaxPlayers> known{};  // known cards per relative seat
        std::array<bool, knizia::kMaxPool> slot{};
        knizia::CardSet hand;
    };
    InFlight in_flight() const;
    void draw_cards(sf::RenderTarget& target, Context& ctx);
    void add_fans(sf::VertexArray& fans, const CardArt& art, const InFlight& hidden) const;
    void add_pool(sf::VertexArray& batch, const CardArt& art, const InFlight& hidden) const;
    void add_bottom_hand(sf::VertexArray& batch, sf::VertexArray& strikes, const CardArt& art,
                         const InFlight& hidden) const;
    void draw_mark(sf::RenderTarget& target, Context& ctx, const InFlight& hidden) const;
    void draw_flights(sf::RenderTarget& target, Context& ctx);
    void draw_seats(sf::RenderTarget& target, Context& ctx);
    // A seat's name plate (painted again only when what it shows changes), and the last move's tag.
    void draw_plate(sf::RenderTarget& target, Context& ctx, int seat);
    void draw_move_tag(sf::RenderTarget& target, Context& ctx, const LoggedMove& marked);
    void draw_hud(sf::RenderTarget& target, Context& ctx);
    // The HUD's parts: round and knocks in the top corners, whose turn, the hand's score help.
    void draw_corners(sf::RenderTarget& target, Context& ctx);
    void draw_status(sf::RenderTarget& target, Context& ctx);
    void draw_score_help(sf::RenderTarget& target, Context& ctx);
    void draw_reveal(sf::RenderTarget& target, Context& ctx);
    void draw_lan_above_reveal(sf::RenderTarget& target, Context& ctx);
    sf::FloatRect reveal_panel() const;

    KniziaFeed* knizia_;  // the match's own feed (feed_ may wrap it)
    TableModel model_;
    TableLayout layout_;
    HandPicker picker_;
    // Pictures of the name plates and HUD boxes, painted again only when what they show changes.
    std::array<Painted, knizia::kMaxPlayers> plates_;
    Painted round_box_, knock_box_, score_box_, knock_button_;
    struct Reveal {
        knizia::RoundScored scored;
        float clock_ms = 0;
    };
    std::optional<Reveal> reveal_;
    std::optional<knizia::ZeroDeclared> last_zero_;
    int hover_hand_ = -1;
    int hover_pool_ = -1;
    bool hover_knock_ = false;
    // This round's moves as the table showed them: the last one stays marked until the next.
    MoveLog moves_;
    float land_ms_ = 0;                    // since the last flight landed, while a hand-off waits
    std::vector<std::string> frame_moves_;  // for the frame log
};

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table screen's state, shared by its logic (table_screen.cpp) and drawing (table_draw.cpp).
#include <array>
#include <deque>
#include <functional>
#include <future>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "zero/game/animation.hpp"
#include "zero/game/couch.hpp"
#include "zero/game/lan_panel.hpp"
#include "zero/game/knizia/move_log.hpp"
#include "zero/game/painted.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/table_feed.hpp"
#include "zero/game/table_overlays.hpp"
#include "zero/game/table_shell.hpp"
#include "zero/game/knizia/table_input.hpp"
#include "zero/game/knizia/table_model.hpp"
#include "zero/game/ui.hpp"
#include "zero/knizia/bots/analysis.hpp"

namespace zero::game {

inline constexpr float kRevealFlipsMs = 1700.F;

class KniziaTableScreen : public Screen {
public:
    KniziaTableScreen(Context& ctx, std::unique_ptr<KniziaFeed> feed, TableOptions options)
        : feed_(std::move(feed)),
          options_(std::move(options)),
          director_(feed_->humans(), 0),
          layout_(feed_->rules().players, feed_->rules().pool_size) {
        (void)ctx;
        const int viewer = director_.viewer();
        const knizia::EventList opening = feed_->opening_events();
        sync_model(feed_->view(viewer >= 0 ? viewer : director_.bottom()), viewer);
        for (const knizia::Event& e : opening) queue_.push_back(e);
        if (!opening.empty()) {
            pending_view_ = feed_->view(viewer >= 0 ? viewer : director_.bottom());
            pending_viewer_ = viewer;
        }
    }

    const char* name() const override { return "table"; }

    void handle(const sf::Event& event, Context& ctx) override;
    void update(float dt, Context& ctx) override;
    void draw(sf::RenderTarget& target, Context& ctx) override;
    std::optional<sf::Event> script_event(Context& ctx) override;
    std::string report() const override;
    bool changed_since_drawn() const override { return drawn_ != shown_state(); }

private:
    int bottom() const { return director_.bottom(); }
    int players() const { return model_.rules.players; }
    int rel(int seat) const { return relative_seat(seat, bottom(), players()); }
    bool handoff() const { return director_.handoff_pending(); }
    // The seat to move is a person at this screen whose input the table takes now.
    bool accepting() const { return open_to_input() && !log_open_; }
    // The same, but for the move log being open (the status line still says whose turn it is).
    bool open_to_input() const;
    // Who is to play on the table as shown: nobody from a round's last move (or a ZERO still to
    // be shown) until the next deal.
    std::optional<Seat> seat_to_play() const;
    // The seat whose hand is at the bottom: the player shown, else (autoplay) the bottom seat.
    Seat hand_seat() const { return model_.viewer >= 0 ? model_.viewer : bottom(); }
    std::vector<knizia::Card> order() const { return hand_order(model_.hand, feed_->sort_by_number(hand_seat())); }
    int selected_index(const std::vector<knizia::Card>& cards) const;
    void apply_pick(const PickResult& result, Context& ctx);
    void say(const std::string& text) {
        message_ = text;
        message_ms_ = 2600.F;
    }
    void start_event(const knizia::Event& event, Context& ctx);
    // start_event's two longer animations: the deal, and a swap's two cards crossing.
    void deal(const knizia::RoundStarted& e, Context& ctx);
    void animate_swap(const knizia::CardSwapped& e, Context& ctx, float tempo);
    void do_step();
    // update()'s parts: the autoplay's pictures, the round-end reveal's clock, the podium once the
    // match's events have played, and the turn (hand-off, a person's move, the bot pacing).
    void step_shots(float ms, float dt, Context& ctx);
    void step_reveal(float ms, Context& ctx);
    void to_podium(Context& ctx);
    void step_turn(float dt, float ms, Context& ctx);
    void continue_reveal(Context& ctx);
    void confirm_handoff(Context& ctx);
    // The seat's cards in its fan: backs first, then the cards known to be there.
    std::vector<knizia::Card> opponent_cards(int seat) const;
    Placement opponent_card_at(int seat, knizia::Card card) const;

    void log_frame(Context& ctx);
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
    void draw_handoff(sf::RenderTarget& target, Context& ctx);
    // The LAN chat line: Enter opens it, Enter sends, Escape drops it. True when it took the event.
    bool handle_chat(const sf::Event& event);
    // The synthetic player's next key towards `action` (--keys-only).
    sf::Keyboard::Key next_key(const knizia::Action& action) const;
    // The synthetic player's next input towards `action`, from what the table shows now.
    std::optional<sf::Event> script_input(const knizia::Action& action, Context& ctx);
    // What an idle table shows that can change without input reaching it (a LAN batch, chat or
    // status line, a notice, the bot thread's move), folded into one number.
    std::size_t shown_state() const;
    static std::string describe_action(const knizia::Action& action);

    // The story of the round (table_story.cpp): the move log, the replay of what a couch player
    // missed, the last move's mark, and the pause that lets a move land before the hand-off.
    void sync_model(const knizia::View& view, int viewer);
    // Called as each event starts: a live event goes into the log, a replayed one is used up.
    void note_event(const knizia::Event& event);
    // Animations run this much of their time: briskly while replaying.
    float tempo() const { return recap_running() ? 0.55F : 1.F; }
    void start_recap();
    bool recap_running() const { return recap_ && (recap_->events_left > 0 || pending_view_.has_value()); }
    // A click or key during the replay skips it. True when it took the event.
    bool skip_recap(const sf::Event& event);
    // L (or the button) opens and closes the move log. True when it took the event.
    bool handle_log(const sf::Event& event, Context& ctx);
    // Undo of the player's last move (U, Ctrl+Z or its button over Moves), while the feed allows it
    // and nothing else holds the table. True when it took the event.
    bool undo_offered() const;
    bool handle_undo(const sf::Event& event, Context& ctx);
    // The hint (table_advice.cpp): H or its button, for the person whose turn it is at a local
    // table; worked out on a thread of its own, shown until the turn is over.
    bool advice_offered() const;
    bool handle_advice(const sf::Event& event, Context& ctx);
    void poll_advice();
    std::string advice_text(const Strings& strings) const;
    void draw_advice(sf::RenderTarget& target, Context& ctx);
    // True while the move just made is still landing and the screen must not change hands yet.
    bool hold_before_handoff(Seat turn, float ms);
    // The move marked on the table: the one being replayed, else the round's latest.
    const LoggedMove* marked_move() const;
    std::vector<std::string> names() const;
    void draw_story(sf::RenderTarget& target, Context& ctx);
    void draw_log(sf::RenderTarget& target, Context& ctx);

    std::unique_ptr<KniziaFeed> feed_;
    TableOptions options_;
    CouchDirector director_;
    TableModel model_;
    TableLayout layout_;
    HandPicker picker_;
    std::deque<knizia::Event> queue_;
    float beat_ms_ = 0;
    std::optional<knizia::View> pending_view_;
    int pending_viewer_ = -1;
    std::vector<Flight> flights_;
    Effects effects_;
    // Pictures of the name plates and HUD boxes, painted again only when what they show changes.
    std::array<Painted, knizia::kMaxPlayers> plates_;
    Painted round_box_, knock_box_, score_box_, knock_button_, log_button_;
    struct Reveal {
        knizia::RoundScored scored;
        float clock_ms = 0;
    };
    std::optional<Reveal> reveal_;
    std::optional<knizia::ZeroDeclared> last_zero_;
    float end_ms_ = 0;
    bool podium_pushed_ = false;
    long long last_turn_id_ = -1;
    float idle_ms_ = 0;
    std::string message_;
    float message_ms_ = 0;
    int hover_hand_ = -1;
    int hover_pool_ = -1;
    bool hover_knock_ = false;
    TablePause pause_;
    AxisRepeater axes_;
    // Screenshots of the autoplay run.
    bool shot_table_ = false, shot_swap_ = false, shot_knock_ = false, shot_reveal_ = false;
    bool shot_handoff_ = false, shot_choice_ = false, shot_lap_ = false, shot_zero_ = false;
    float lap_shot_ms_ = -1, zero_shot_ms_ = -1;
    float knock_shot_ms_ = -1;
    // Synthetic input.
    std::optional<knizia::Action> script_action_;  // what the scripted player chose for the view below
    std::pair<std::uint32_t, int> script_for_{0, -1};  // that view's state id and seat
    std::string script_note_;               // what it did last, for a stuck run's report
    // Inputs made since the table last moved on (turn, hand-off, reveal, pause): past this many the
    // synthetic player is stuck. A move takes 3 clicks, or up to about 15 keys with --keys-only.
    static constexpr int kScriptInputsPerMove = 200;
    int script_inputs_ = 0;
    std::tuple<std::uint32_t, bool, bool, bool> script_progress_{0, false, false, false};
    float script_ms_ = 0;
    float handoff_ms_ = 0;
    LanChatLine chat_;
    const Strings* strings_ = nullptr;  // the last frame's, for shown_state()
    std::size_t drawn_ = 0;             // shown_state() of the last frame drawn
    // The story of the round.
    MoveLog log_;
    struct Recap {
        int total = 0;        // moves replayed
        int shown = 0;        // moves started so far
        int events_left = 0;  // replayed events still in the queue
        std::vector<LoggedMove> moves;
    };
    std::optional<Recap> recap_;
    bool log_open_ = false;
    bool hover_log_ = false;
    bool hover_undo_ = false;
    bool hover_advice_ = false;
    long long advice_turn_ = -1;  // the turn the hint was asked for; -1: none
    std::optional<knizia::Hint> advice_;
    std::future<knizia::Hint> advice_job_;
    bool shot_recap_ = false;
    float land_ms_ = 0;  // since the last flight landed, while a hand-off waits
    std::vector<std::string> frame_moves_, frame_replays_;  // for the frame log
};

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the table scenes of the games whose seats each answer on their own (Solèr's ZERO, Zero Hero)
// do alike, as one base over the game (`G`: SolerSessionGame or HeroSessionGame) and its flights:
// the frame loop that steps the match one action at a time when the animations allow (with the
// couch hand-off, the pause, the bot pacing and a LAN table's batches), the events every table
// takes first (chat, pause, hand-off), what a frame log and a hang report say, what the test driver
// is shown (drivable.hpp: the moment, the named targets, the moves a bot or the hint would make;
// the driver decides what its synthetic players do), and the podium. Each game's scene keeps its
// places, its events' animations, its drawing and its input, through the few hooks below (called
// once a frame or once an event, never in a bot's playouts).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "zero/game/animation.hpp"
#include "zero/game/couch.hpp"
#include "zero/game/drivable.hpp"
#include "zero/game/input_map.hpp"
#include "zero/game/lan_panel.hpp"
#include "zero/game/painted.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/seat_feed.hpp"
#include "zero/game/seat_hint.hpp"
#include "zero/game/seat_log.hpp"
#include "zero/game/table_overlays.hpp"
#include "zero/game/table_shell.hpp"
#include "zero/game/tutorial_feed.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

// What a scene's hang report and messages say of it.
struct SeatTableWords {
    const char* report = "table";  // the report's first words: "soler table", "hero table"
    const char* show = "show";     // the report's word while the scene's show (a reveal, the scoring) plays
    float message_ms = 2400.F;     // how long a message (a refusal, a notice) stays up
    // The podium's order and rows: the highest total first, and each game's scores (Solèr's ZERO,
    // Zero Hero), else the lowest first and each round's.
    bool highest_wins = true;
    bool by_game = true;
    // How far every card in the air must have flown before the next bot's move plays: 1, all
    // landed; less lets the next move start while the last cards settle.
    float bot_settle = 1.F;
    // The shortest animation an action gets at speed 1 before the next seat's turn: with the bot
    // pace after it, how long a bot may think without anyone waiting (its clock, as Hard's).
    float action_beat_ms = 0.F;
    // The move log's title and empty line: a Solèr or Zero Hero game's, or a Knizia round's.
    Str log_title = Str::LogGameTitle;
    Str log_empty = Str::LogGameEmpty;
    // The bot kind the test driver's synthetic player asks for its moves.
    const char* script_bot = "medium";
};

template <class G, class Flight>
class SeatTable : public Screen, public DrivableTable {
public:
    using Feed = SeatFeed<G>;
    using View = typename Feed::View;
    using Action = typename Feed::Action;
    using EventList = typename Feed::EventList;
    using Event = typename EventList::value_type;
    using MatchEnded = typename G::MatchEnded;
    // The game's hint (its bots' analysis.hpp: what Hard would play and the numbers behind it).
    using Hint = decltype(hint(std::declval<const View&>(), core::AnalysisParams{}));

    const char* name() const override { return "table"; }
    // What the last frame showed has changed without input: another seat's choice arrived (a bot
    // here, a player at a LAN table), a chat line, a notice.
    bool changed_since_drawn() const override { return drawn_ != shown_state(); }

    void update(float dt, Context& ctx) override;
    void handle(const sf::Event& event, Context& ctx) override;
    std::string report() const override;

    // ---- What the test driver is shown (drivable.hpp) ----
    DrivableTable* drivable() override { return this; }
    TableFacts facts() const override;
    sf::FloatRect hint_button() const override { return hint_rect(); }
    bool pick_move(MoveSource source, const char* bot_kind, std::uint64_t seed) override;
    std::optional<Reach> reach_move() const override { return picked_ ? reach(*picked_) : std::nullopt; }
    std::optional<sf::Keyboard::Key> key_towards_move() const override {
        return picked_ ? key_towards(*picked_) : std::nullopt;
    }
    void note(std::string what) override { driver_note_ = std::move(what); }

protected:
    SeatTable(std::unique_ptr<Feed> feed, TableOptions options, SeatTableWords words)
        : feed_(std::move(feed)),
          options_(std::move(options)),
          director_(feed_->humans(), 0),
          humans_(feed_->humans()),
          words_(words) {
        if (!options_.save_path.empty()) feed_->autosave(options_.save_path, options_.save_path_is_good);
        // A tutorial's moves pass the lesson first (tutorial_feed.hpp).
        if (options_.tutorial)
            feed_ = std::make_unique<TutorialFeed<G>>(
                std::move(feed_), [this](Seat seat, const Action& action) { return tutorial_check(seat, action); });
    }

    // ---- What each game's scene gives ----
    // The shown player may choose now.
    virtual bool accepting() const = 0;
    // A new view of the shown seat (after a batch's animations, or a hand-off).
    virtual void sync(const View& view) = 0;
    // One event's animation; it sets beat_ms_ (how long the table waits before the next event).
    virtual void start_event(const Event& event, Context& ctx) = 0;
    // The game's own clocks of a frame (lit cards, the moments it tells); `ms` scaled by speed.
    virtual void step_clocks(float ms, Context& ctx) = 0;
    // The scene's longer show (Solèr's reveal, Zero Hero's scoring), which holds the events after it.
    virtual bool showing() const = 0;
    // Plays the show on by `ms`; whether it still holds the table.
    virtual bool step_show(float ms, Context& ctx) = 0;
    // Nothing of what was dealt is still moving: the table at rest, a moment (Context::moment).
    virtual bool at_rest() const { return flights_.empty(); }
    // Whether the screen keeps its seat a moment longer before handing off (the move just made
    // still landing, so the person who made it sees it land); `ms` scaled by speed.
    virtual bool hold_handoff(float ms) {
        (void)ms;
        return false;
    }
    // No item is under the pointer any more (a hand-off came up, or went).
    virtual void clear_hover() = 0;
    // An event once the chat, the pause, the hand-off and Back have had theirs, while accepting().
    virtual void handle_choice(const sf::Event& event, Command command, Context& ctx) = 0;
    // How a person makes `action` from what the scene shows now (drivable.hpp): where the next
    // click goes, and the next key when the scene is played by keys alone too. (The place where a
    // click confirms a hand-off is DrivableTable::confirm_point, which each scene gives.)
    virtual std::optional<Reach> reach(const Action& action) const = 0;
    virtual std::optional<sf::Keyboard::Key> key_towards(const Action& action) const {
        (void)action;
        return std::nullopt;
    }
    // One event in the move log's words (the game's log_line function), and where the log's button
    // sits (design units, a free corner of the table).
    virtual std::optional<LogLine> log_line(const Event& event, const std::vector<std::string>& names,
                                            const Strings& strings) const = 0;
    virtual sf::FloatRect log_rect() const = 0;
    // The hint (seat_table.hpp's hint part): where its button sits, the room its words take (their
    // panel grows up from the room's bottom), the words for an answer, and the places on the table
    // the suggested move would touch (a card, a button, a pair), ringed while the words show.
    virtual sf::FloatRect hint_rect() const = 0;
    virtual sf::FloatRect hint_room() const = 0;
    virtual std::string hint_words(const Hint& answer, const Strings& strings) const = 0;
    virtual std::vector<sf::FloatRect> hint_marks(const Action& best) const = 0;
    // The tutorial (docs/learning.md): the lesson that explains the kind of decision the shown seat
    // has now (shown the first time it comes up), and whether a move the player chose does what
    // the suggested one does (by default: it is that move).
    virtual std::optional<Str> lesson() const = 0;
    virtual bool tutorial_fits(const Action& played, const Action& best) const { return played == best; }

    // ---- Shared ----
    int players() const { return view_.players(); }
    bool handoff() const { return director_.handoff_pending(); }
    bool busy() const { return !queue_.empty() || pending_view_.has_value() || showing() || beat_ms_ > 0; }
    // The seat shown (a hand-off's target once confirmed, else the bottom seat).
    int shown_seat() const { return director_.viewer() >= 0 ? director_.viewer() : director_.bottom(); }

    // What dealing caused (the opening batch), then the shown seat's view as of it: `sync_first`
    // takes it as any later view (Zero Hero's), else it is only shown (Solèr's).
    void open(bool sync_first) {
        const EventList opening = feed_->opening_events();
        const View first = feed_->view(shown_seat());
        if (sync_first)
            sync(first);
        else
            view_ = first;
        for (const Event& e : opening) enqueue(e, 0);
    }

    void say(const std::string& text) {
        message_ = text;
        message_ms_ = words_.message_ms;
    }
    void do_step();
    void confirm_handoff();
    void to_podium(Context& ctx);
    // A match that ended: the podium follows once its events have played.
    void end_match(const MatchEnded& e) {
        ended_ = e;
        view_.totals = e.totals;
        beat_ms_ = 0;
    }
    std::size_t shown_state() const;

    // Undo of the player's last move (U, Ctrl+Z or the button), offered while the feed allows it
    // (a local match, one person among bots, no bot has moved since) and the table is neither
    // handing off, paused nor in its show.
    bool undo_offered() const {
        return feed_->can_undo() && !handoff() && !pause_.open() && !showing() && !story_open();
    }
    // Where the scene draws the button (design units); the scene gives a free corner.
    virtual sf::FloatRect undo_rect() const = 0;
    // For draw(): the button while undo is offered.
    // Under it, a bar drains as the moment to undo passes: at its end the next bot plays.
    void draw_undo(sf::RenderTarget& target, const Context& ctx) const {
        if (!undo_offered()) return;
        const sf::FloatRect r = undo_rect();
        draw_button(target, ctx, r, ctx.str(Str::UndoButton), undo_hover_);
        if (bot_wait_ms_ <= 0 || idle_ms_ <= 0) return;
        const float left = std::clamp(1.F - idle_ms_ / bot_wait_ms_, 0.F, 1.F);
        sf::RectangleShape bar({(r.width - 16.F) * left, 3.F});
        bar.setPosition(r.left + 8.F, r.top + r.height + 3.F);
        bar.setFillColor(palette::kGold);
        target.draw(bar);
    }
    // For draw(), over the table and under the hand-off: the move log's button, and the log or the
    // recap when open.
    void draw_story(sf::RenderTarget& target, Context& ctx);
    // The move log (L or its button) or the recap after a hand-off is open: it takes every key and
    // click, and any of them closes it.
    bool story_open() const { return log_open_ || recap_open_; }
    // The hint (H or its button): offered to the person whose choice it is at this screen, while
    // the table allows it (this screen's own match; a LAN table whose host allows hints).
    bool hint_offered() const { return accepting() && feed_->hints_allowed() && !story_open(); }
    // The decision the shown seat has to make at this screen: the seat and its stage's epoch
    // (another seat's face-down card leaves it the same); none when that seat has nothing to
    // decide here. The hint shown stays while this stays.
    std::optional<std::uint64_t> hint_key() const {
        const Seat me = view_.seat;
        if (handoff() || feed_->over() || !feed_->hints_allowed() || !humans_[static_cast<std::size_t>(me)] ||
            !has_seat(feed_->to_act(), me) || feed_->submitted(me))
            return std::nullopt;
        return static_cast<std::uint64_t>(me) << 32U | G::epoch(view_);
    }
    // The move the hint suggests, while its words show.
    const Action* hinted() const {
        const std::optional<std::uint64_t> key = hint_key();
        return key && hint_.shown_for(*key) && hint_.answer() != nullptr ? &hint_.answer()->best : nullptr;
    }
    // The table as the match stands after the undo: what was still to animate of the undone move
    // is dropped and the shown seat's view taken afresh.
    void undo_move();

    // The start of every table's draw(): the frame log's line afresh, with the seat whose hand is
    // drawn face up (-1: none), the seat to move (-1: none), the stage in a word, and what every
    // table says (log_frame); the frame counted as drawn.
    void begin_frame(Context& ctx, int drawn_hand, int turn, std::string detail = {}) {
        ctx.frame = FrameInfo{};
        ctx.frame.screen = "table";
        ctx.frame.drawn_hand = drawn_hand;
        ctx.frame.turn = turn;
        ctx.frame.detail = std::move(detail);
        log_frame(ctx);
    }

private:
    void log_frame(Context& ctx) {
        ctx.frame.handoff = handoff();
        ctx.frame.reveal = showing() && !handoff();
        ctx.frame.animating = !flights_.empty() || effects_.busy() || showing();
        ctx.frame.accepting = accepting() ? view_.seat : -1;
        strings_ = &ctx.strings;
        drawn_ = shown_state();
        // Waiting on a person, here or at another screen of a LAN table (no batch until the host
        // sends one), with nothing in motion.
        ctx.frame.idle = (accepting() || (handoff() && handoff_ms_ >= kHandoffPulseMs) || pause_.open() ||
                          (!feed_->ready() && queue_.empty() && !pending_view_)) &&
                         flights_.empty() && !effects_.busy() && message_ms_ <= 0;
        ctx.frame.round = G::part(view_) + 1;
        ctx.frame.log_open = log_open_;
        ctx.frame.recap = recap_open_ ? static_cast<int>(recap_.size()) : 0;
    }

protected:

    std::unique_ptr<Feed> feed_;
    TableOptions options_;
    CouchDirector director_;
    std::vector<bool> humans_;
    View view_;
    std::optional<View> pending_view_;
    std::deque<Event> queue_;
    std::optional<MatchEnded> ended_;
    std::vector<Flight> flights_;
    Effects effects_;
    float beat_ms_ = 0;
    float idle_ms_ = 0;
    float end_ms_ = 0;
    bool podium_pushed_ = false;
    AxisRepeater axes_;
    std::string message_;
    float message_ms_ = 0;
    TablePause pause_;
    LanChatLine chat_;
    std::size_t drawn_ = 0;             // shown_state() of the last frame drawn
    const Strings* strings_ = nullptr;  // for the LAN lines in shown_state()
    float handoff_ms_ = 0;
    std::string driver_note_;  // what the test driver's synthetic player did last (the report's last words)

private:
    // A flight that changes the table when it lands (Zero Hero's): the view shown waits for them.
    static constexpr bool kFlightsLand = requires(Flight f) { f.land; };

    SeatTableWords words_;
    std::optional<Action> picked_;  // the move the driver picked for its synthetic player
    int refusals_ = 0;                      // the tutorial's refusals: a decision to take anew
    bool undo_hover_ = false;
    float bot_wait_ms_ = 0;  // the wait before the next bot's move, as last worked out
    bool dealt_ = false;     // the opening deal has landed

    // The story told at the table (seat_table.hpp's second half).
    std::vector<std::string> names() const;
    std::vector<LogLine> log_lines(const Strings& strings, bool* from_game_start = nullptr) const {
        const std::vector<std::string> who = names();
        return log_.lines([&](const Event& e) { return log_line(e, who, strings); }, from_game_start);
    }
    void enqueue(const Event& event, long step) {
        queue_.push_back(event);
        queue_steps_.push_back(step);
    }
    // An event the table starts showing: into the log with the step that played it.
    void show_event(const Event& event, Context& ctx) {
        log_.add(event, queue_steps_.empty() ? step_ : queue_steps_.front());
        if (!queue_steps_.empty()) queue_steps_.pop_front();
        start_event(event, ctx);
    }
    bool handle_story(const sf::Event& event, Command command, Context& ctx);
    void open_recap(const Strings& strings);
    bool handle_hint(const sf::Event& event, Command command, Context& ctx);
    void draw_hint(sf::RenderTarget& target, Context& ctx);
    // The tutorial's lesson still to be taught for the decision shown, if any.
    std::optional<Str> lesson_due() const {
        const std::optional<Str> due = options_.tutorial && hint_offered() ? lesson() : std::nullopt;
        return due && std::find(taught_.begin(), taught_.end(), *due) == taught_.end() ? due : std::nullopt;
    }
    // A move of the player's in a tutorial: held back, with a kind word, unless it fits the one
    // the table suggests (any move while the suggestion is still worked out).
    std::optional<std::string> tutorial_check(Seat seat, const Action& action) {
        const Action* best = hinted();
        if (best == nullptr || seat != view_.seat || tutorial_fits(action, *best)) {
            if (const std::optional<Str> due = lesson_due()) taught_.push_back(*due);
            return std::nullopt;
        }
        ++refusals_;  // a new decision: the synthetic player reads the table again, as a person would
        tutorial_erred_ = true;
        return strings_ != nullptr ? strings_->get(Str::TutorialWrong) : std::string();
    }

    SeatLog<Event> log_;
    std::deque<long> queue_steps_;  // the step of each event in queue_
    long step_ = 0;                 // steps of the match that played something, from 1
    bool log_open_ = false;
    bool log_hover_ = false;
    Painted log_button_;
    bool recap_open_ = false;
    std::vector<LogLine> recap_;  // the lines the recap shows
    SeatHint<View, Hint> hint_;
    bool hint_hover_ = false;
    std::vector<Str> taught_;      // the tutorial's lessons the player has acted on
    bool tutorial_erred_ = false;  // a move the lesson refuses has been tried (the synthetic player tries one)
};

template <class G, class Flight>
void SeatTable<G, Flight>::undo_move() {
    if (!undo_offered() || !feed_->undo()) return;
    // The undone move was the last step to play anything: a bot's step ends the undo.
    log_.drop_step(step_);
    queue_steps_.clear();
    queue_.clear();
    flights_.clear();
    pending_view_.reset();
    beat_ms_ = 0;
    idle_ms_ = 0;
    sync(feed_->view(shown_seat()));
    clear_hover();
}

template <class G, class Flight>
void SeatTable<G, Flight>::do_step() {
    // A LAN batch without events is a fresh view (after rejoining the table): take it all the same.
    const bool batch = feed_->lan() && feed_->ready();
    EventList events = feed_->step();
    if (events.empty() && !batch) return;
    idle_ms_ = 0;
    if (!events.empty()) ++step_;
    for (const Event& e : events) enqueue(e, step_);
    pending_view_ = feed_->view(view_.seat);
}

template <class G, class Flight>
void SeatTable<G, Flight>::confirm_handoff() {
    director_.confirm();
    sync(feed_->view(director_.viewer()));
    clear_hover();
    if (strings_ != nullptr) open_recap(*strings_);
}

template <class G, class Flight>
void SeatTable<G, Flight>::to_podium(Context& ctx) {
    podium_pushed_ = true;
    PodiumOptions podium{options_.autoplay, words_.highest_wins, words_.by_game, options_.rematch};
    show_podium(ctx, *feed_, players(), ended_->totals, ended_->winners, feed_->view(view_.seat).finished,
                std::move(podium));
}

template <class G, class Flight>
void SeatTable<G, Flight>::update(float dt, Context& ctx) {
    feed_->poll();
    hint_.poll(hint_key());
    // A tutorial shows the suggestion unasked.
    if (options_.tutorial && hint_offered() && !hint_.shown_for(*hint_key())) hint_.ask(feed_->view(view_.seat), *hint_key());
    if (const std::string notice = feed_->take_notice(ctx.strings); !notice.empty()) {
        say(notice);
        ctx.notes.push_back(notice);
    }
    const float ms = dt * 1000.F * ctx.animation_speed();
    for (Flight& f : flights_) {
        f.step(ms);
        if constexpr (kFlightsLand)
            if (f.done() && f.land) std::exchange(f.land, nullptr)();
    }
    std::erase_if(flights_, [](const Flight& f) { return f.done(); });
    effects_.step(ms);
    if (message_ms_ > 0) message_ms_ -= dt * 1000.F;
    if (const std::string error = feed_->take_save_error(); !error.empty())
        say(ctx.strings.format(Str::SaveFailed, {error}));
    step_clocks(ms, ctx);
    if (handoff()) {
        handoff_ms_ += dt * 1000.F;
        // The hand-off is in full view once its 200 ms of fading in are over.
        if (handoff_ms_ > 200.F) ctx.moment("handoff");
        return;
    }
    if (pause_.open()) return;
    if (showing() && step_show(ms, ctx)) return;
    if (!play_events(
            queue_, beat_ms_, ms, [&](const Event& e) { show_event(e, ctx); }, [&] { return showing(); }))
        return;
    if constexpr (kFlightsLand)
        if (!flights_.empty()) return;
    if (pending_view_) {
        sync(*pending_view_);
        pending_view_.reset();
    }
    if (ended_) {
        end_ms_ += ms;
        if (end_ms_ > 600.F && !podium_pushed_) to_podium(ctx);
        return;
    }
    if (feed_->over()) return;
    // The match's first move waits for the opening deal to land, so every player (and a picture)
    // sees the table as dealt.
    if (!dealt_ && !flights_.empty()) return;
    dealt_ = true;
    if (at_rest()) ctx.moment("table");
    // The next person at this screen to choose; a couch hand-off when it is not the one shown.
    const int who = next_human(feed_->to_act(), humans_, shown_seat());
    if (who >= 0 && director_.hands_off_at(who)) {
        if (hold_handoff(ms)) return;
        director_.on_turn(who);
        handoff_ms_ = 0;
        clear_hover();
        return;
    }
    // A choice made at this screen is played at once; any other seat's (a bot here, or whoever
    // chose at the host) waits for the bot pacing, and at a LAN table for the host's batch.
    bool mine_waiting = false;
    for (Seat s = 0; s < players(); ++s) mine_waiting = mine_waiting || feed_->submitted(s);
    if (mine_waiting || !feed_->ready()) {
        if (feed_->ready()) do_step();
        return;
    }
    idle_ms_ += dt * 1000.F;
    // The moment to undo is a person's: the synthetic players of the tests take none.
    bot_wait_ms_ = bot_wait_ms(ctx.settings.bot_delay(), ctx.animation_speed(), feed_->can_undo() && !ctx.synthetic_players);
    // The next bot starts thinking as the action before it is played (feed_->step()); the table
    // shows that action and then waits the pace, and a bot on a clock fits in both.
    feed_->allow_bot_time(bot_think_time(words_.action_beat_ms, ctx.animation_speed(), bot_wait_ms_));
    if (idle_ms_ >= bot_wait_ms_ && flights_settled(flights_, words_.bot_settle)) do_step();
}

template <class G, class Flight>
void SeatTable<G, Flight>::handle(const sf::Event& event, Context& ctx) {
    if (!pause_.open() && chat_.handle(event, *feed_, !handoff() && !showing())) return;
    if (pause_.open()) {
        pause_.handle(event, ctx);
        return;
    }
    if (handoff()) {
        if (confirms_handoff(event) && handoff_ms_ > 150.F) confirm_handoff();
        return;
    }
    const Command command = command_for_event(event, axes_);
    if (handle_story(event, command, ctx)) return;
    if (command == Command::Back) {
        pause_.show(ctx);
        return;
    }
    // Undo comes before accepting(): the bot's pacing after the player's move is its time.
    if (event.type == sf::Event::MouseMoved)
        undo_hover_ = undo_offered() && undo_rect().contains(ctx.to_design({event.mouseMove.x, event.mouseMove.y}));
    const bool undo_click = event.type == sf::Event::MouseButtonPressed && undo_offered() &&
                            undo_rect().contains(ctx.to_design({event.mouseButton.x, event.mouseButton.y}));
    if (command == Command::Undo || undo_click) {
        undo_move();
        return;
    }
    if (handle_hint(event, command, ctx)) return;
    if (!accepting()) return;
    handle_choice(event, command, ctx);
}

template <class G, class Flight>
TableFacts SeatTable<G, Flight>::facts() const {
    TableFacts f;
    f.progress = feed_->state_id();
    f.tutorial = options_.tutorial;
    f.tutorial_erred = tutorial_erred_;
    f.bot_kind = words_.script_bot;
    f.log_open = log_open_;
    if (handoff()) {
        f.awaits = TableFacts::Awaits::Handoff;
        f.shown_ms = handoff_ms_;
        return f;
    }
    if (log_open_ || !(recap_open_ || accepting())) return f;
    if (recap_open_) {
        f.awaits = TableFacts::Awaits::Recap;
        return f;
    }
    f.awaits = TableFacts::Awaits::Choice;
    f.seat = view_.seat;
    f.view_state = feed_->view(view_.seat).state_id;
    f.decision = static_cast<std::uint64_t>(f.view_state) << 24U ^ static_cast<std::uint64_t>(view_.seat) << 16U ^
                 static_cast<std::uint64_t>(refusals_);
    f.stand_in = stand_in_plays(*feed_, players());
    f.hint_offered = hint_offered();
    const std::optional<std::uint64_t> key = hint_key();
    f.hint_asked = key && hint_.shown_for(*key);
    f.hint_ready = hinted() != nullptr;
    return f;
}

template <class G, class Flight>
bool SeatTable<G, Flight>::pick_move(MoveSource source, const char* bot_kind, std::uint64_t seed) {
    // The seat's own view only, as a person has.
    const View view = feed_->view(view_.seat);
    switch (source) {
        case MoveSource::Bot: picked_ = G::make_bot(bot_kind, seed, view.seat)->choose(view); break;
        case MoveSource::Hint:
            if (hinted() == nullptr) return false;
            picked_ = *hinted();
            break;
        case MoveSource::OffLesson: {
            const Action* best = hinted();
            if (best == nullptr) return false;
            const auto legal = legal_actions(view);
            const auto other = std::find_if(legal.begin(), legal.end(), [&](const Action& a) { return !tutorial_fits(a, *best); });
            if (other == legal.end()) return false;
            picked_ = *other;
            break;
        }
    }
    return true;
}

template <class G, class Flight>
std::size_t SeatTable<G, Flight>::shown_state() const {
    ShownState shown;
    const auto mix = [&shown](const auto& v) { shown.mix(v); };
    mix(feed_->state_id());
    mix(queue_.size());
    mix(flights_.size());
    mix(pending_view_.has_value());
    mix(feed_->ready());
    for (Seat s = 0; s < players(); ++s) mix(static_cast<std::size_t>(feed_->submitted(s)));
    mix(static_cast<std::size_t>(accepting()) | static_cast<std::size_t>(handoff()) << 1U |
        static_cast<std::size_t>(showing()) << 2U | static_cast<std::size_t>(pause_.open()) << 3U |
        static_cast<std::size_t>(chat_.open) << 4U | static_cast<std::size_t>(message_ms_ > 0) << 5U |
        static_cast<std::size_t>(log_open_) << 6U | static_cast<std::size_t>(recap_open_) << 7U |
        static_cast<std::size_t>(log_hover_) << 8U);
    mix(log_.size());
    mix(static_cast<std::size_t>(hint_.shown()) | static_cast<std::size_t>(hint_.answer() != nullptr) << 1U |
        static_cast<std::size_t>(hint_hover_) << 2U);
    mix(message_);
    mix(chat_.text);
    if (feed_->lan() && strings_ != nullptr) mix(lan_shown_state(*feed_, *strings_, players()));
    return shown.hash;
}

template <class G, class Flight>
std::string SeatTable<G, Flight>::report() const {
    std::string out = std::string(words_.report) + ": ";
    out += feed_->over() ? "the match is over" : "to act mask " + std::to_string(feed_->to_act());
    out += ", phase " + std::to_string(static_cast<int>(view_.phase)) + ", screen shows seat " +
           std::to_string(director_.viewer());
    if (handoff()) out += ", hand-off to seat " + std::to_string(director_.handoff_to());
    if (showing()) out += std::string(", ") + words_.show;
    if (pause_.open()) out += ", paused";
    out += accepting() ? ", taking input" : ", not taking input";
    out += ", " + std::to_string(queue_.size()) + " events waiting, " + std::to_string(flights_.size()) + " flights";
    if (!driver_note_.empty()) out += "; the synthetic player last " + driver_note_;
    if (picked_) out += ", towards " + to_string(*picked_);
    return out;
}

template <class G, class Flight>
std::vector<std::string> SeatTable<G, Flight>::names() const {
    std::vector<std::string> out;
    for (int s = 0; s < players(); ++s) out.push_back(feed_->name(s));
    return out;
}

template <class G, class Flight>
void SeatTable<G, Flight>::open_recap(const Strings& strings) {
    recap_ = since_last_move(log_lines(strings), director_.viewer());
    recap_open_ = !recap_.empty();
}

template <class G, class Flight>
bool SeatTable<G, Flight>::handle_story(const sf::Event& event, Command command, Context& ctx) {
    const bool press = event.type == sf::Event::KeyPressed || event.type == sf::Event::MouseButtonPressed ||
                       event.type == sf::Event::JoystickButtonPressed;
    if (event.type == sf::Event::MouseMoved)
        log_hover_ = log_rect().contains(ctx.to_design({event.mouseMove.x, event.mouseMove.y}));
    if (story_open()) {
        // Open, the panel takes every key and click: any of them puts it away.
        if (press) {
            log_open_ = false;
            recap_open_ = false;
            ctx.sounds.play(Sfx::Click, 0.6F);
        }
        return press || command != Command::None;
    }
    const bool click = event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left &&
                       log_rect().contains(ctx.to_design({event.mouseButton.x, event.mouseButton.y}));
    if (command != Command::MoveLog && !click) return false;
    log_open_ = true;
    ctx.sounds.play(Sfx::Click, 0.6F);
    return true;
}

template <class G, class Flight>
void SeatTable<G, Flight>::draw_story(sf::RenderTarget& target, Context& ctx) {
    if (handoff()) return;
    draw_hint(target, ctx);
    if (director_.humans() > 0 || feed_->lan()) {
        // Painted once, the button costs one quad a frame until it lights or goes out.
        const sf::FloatRect button = log_rect();
        const bool lit = log_hover_ || log_open_;
        const std::string label = ctx.str(Str::LogButton);
        log_button_.draw(target, ctx, {button.left - 4.F, button.top - 4.F, button.width + 12.F, button.height + 14.F},
                         label + std::to_string(lit), [&](sf::RenderTarget& t) { draw_button(t, ctx, button, label, lit); });
    }
    if (recap_open_) {
        std::vector<std::string> rows;
        for (const LogLine& line : recap_) rows.push_back(line.text);
        draw_log_panel(target, ctx, {ctx.str(Str::LogRecapTitle), ctx.str(Str::LogRecapGoOn), {}}, rows);
        ctx.moment("recap");
    } else if (log_open_) {
        bool from_start = false;
        const std::vector<LogLine> lines = log_lines(ctx.strings, &from_start);
        std::vector<std::string> rows;
        if (!from_start) rows.push_back(ctx.str(Str::LogOpenedMidGame));
        for (const LogLine& line : lines) rows.push_back(line.text);
        draw_log_panel(target, ctx,
                       {ctx.strings.format(words_.log_title, {std::to_string(G::part(view_) + 1)}),
                        ctx.str(Str::LogClose), ctx.str(words_.log_empty)},
                       rows);
    }
}

template <class G, class Flight>
bool SeatTable<G, Flight>::handle_hint(const sf::Event& event, Command command, Context& ctx) {
    const bool offered = hint_offered();
    if (event.type == sf::Event::MouseMoved)
        hint_hover_ = offered && hint_rect().contains(ctx.to_design({event.mouseMove.x, event.mouseMove.y}));
    const bool click = event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left &&
                       hint_rect().contains(ctx.to_design({event.mouseButton.x, event.mouseButton.y}));
    if (!offered || (command != Command::Advice && !click)) return command == Command::Advice;
    const std::uint64_t key = *hint_key();
    if (hint_.shown_for(key)) return true;  // asked already: the words stay up
    ctx.sounds.play(Sfx::Click, 0.6F);
    // The seat's own view, and nothing else of the match: the hint knows what its player knows.
    hint_.ask(feed_->view(view_.seat), key);
    return true;
}

template <class G, class Flight>
void SeatTable<G, Flight>::draw_hint(sf::RenderTarget& target, Context& ctx) {
    if (hint_offered()) draw_button(target, ctx, hint_rect(), ctx.str(Str::AdviceButton), hint_hover_);
    const std::optional<std::uint64_t> key = hint_key();
    if (!key || !hint_.shown_for(*key) || pause_.open() || story_open()) return;
    if (const Action* best = hinted())
        for (const sf::FloatRect& r : hint_marks(*best)) {
            sf::RectangleShape ring({r.width + 8.F, r.height + 8.F});
            ring.setPosition(r.left - 4.F, r.top - 4.F);
            ring.setFillColor(sf::Color::Transparent);
            ring.setOutlineColor(palette::kGold);
            ring.setOutlineThickness(3.F);
            target.draw(ring);
        }
    const std::string words = hint_.answer() != nullptr ? hint_words(*hint_.answer(), ctx.strings) : ctx.str(Str::AdviceThinking);
    const sf::FloatRect room = hint_room();
    // A tutorial's lesson first, in gold, then the suggestion and why; a size or two smaller when
    // at 17 they would stand taller than the room (a longer language), so the panel stays in it.
    const std::optional<Str> due = lesson_due();
    std::vector<std::string> taught;
    std::vector<std::string> lines;
    float size = 17.F;
    const float gap = due ? 8.F : 0.F;
    for (;; size -= 1.F) {
        taught = due ? wrap_text(ctx, ctx.str(*due), size, false, room.width - 28.F) : std::vector<std::string>{};
        lines = wrap_text(ctx, words, size, false, room.width - 28.F);
        if (size <= 15.F || 20.F + std::round(size * 24.F / 17.F) * static_cast<float>(taught.size() + lines.size()) + gap <= room.height)
            break;
    }
    const float step = std::round(size * 24.F / 17.F);
    const float height = 20.F + step * static_cast<float>(taught.size() + lines.size()) + gap;
    draw_panel(target, {room.left, room.top + room.height - height, room.width, height});
    float y = room.top + room.height - height + 22.F;
    for (const std::string& line : taught) {
        draw_text(target, ctx, line, size, {room.left + 14.F, y}, Align::Left, palette::kGold);
        y += step;
    }
    y += gap;
    for (const std::string& line : lines) {
        draw_text(target, ctx, line, size, {room.left + 14.F, y}, Align::Left, palette::kCream);
        y += step;
    }
    if (due) ctx.frame.detail += "+lesson";
    ctx.frame.hint = hinted() != nullptr ? to_string(*hinted()) : "thinking";
    std::replace(ctx.frame.hint.begin(), ctx.frame.hint.end(), ' ', '_');
    if (hinted() != nullptr) ctx.moment(options_.tutorial ? "tutorial" : "hint");
}

}  // namespace zero::game

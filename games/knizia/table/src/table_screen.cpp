// SPDX-License-Identifier: GPL-3.0-or-later
// The table: draws one seat's view, animates the engine's events, takes the human's input, and
// steps the match when the animations allow.
#include <algorithm>
#include <cmath>
#include <deque>
#include <optional>

#include <cstdio>
#include <tuple>

#include "zero/knizia/bots/bot.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/game/animation.hpp"
#include "zero/game/couch.hpp"
#include "zero/game/lan_lobby.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/knizia/table_input.hpp"
#include "zero/game/knizia/table_model.hpp"
#include "zero/game/ui.hpp"
#include "zero/core/overloaded.hpp"
#include "zero/knizia/score.hpp"
#include "table_screen_impl.hpp"

namespace zero::game {

namespace {

constexpr float kSwapMs = 520.F;
constexpr float kRevealAutoMs = 3600.F;

sf::Event press_key(sf::Keyboard::Key key) {
    sf::Event e{};
    e.type = sf::Event::KeyPressed;
    e.key.code = key;
    return e;
}

}  // namespace

std::string new_save_path() {
    return save_path(save_dir(), "match-" + std::to_string(unix_now()));
}

bool KniziaTableScreen::open_to_input() const {
    // A record watched again (the replay viewer) takes no move: every move is the record's.
    if (feed_->watched() || handoff() || reveal_ || !queue_.empty() || pending_view_ || feed_->over() || pause_.open() ||
        chat_.open)
        return false;
    const Seat turn = feed_->to_move();
    return director_.is_human(turn) && director_.viewer() == turn && !feed_->submitted(feed_->to_move());
}

std::optional<Seat> KniziaTableScreen::seat_to_play() const {
    for (const knizia::Event& e : queue_) {
        if (std::holds_alternative<knizia::RoundStarted>(e)) break;
        if (std::holds_alternative<knizia::ZeroDeclared>(e) || std::holds_alternative<knizia::RoundScored>(e)) return std::nullopt;
    }
    return model_.seat_to_play();
}

int KniziaTableScreen::selected_index(const std::vector<knizia::Card>& cards) const {
    if (!picker_.selected()) return -1;
    const auto it = std::find(cards.begin(), cards.end(), *picker_.selected());
    return it == cards.end() ? -1 : static_cast<int>(it - cards.begin());
}

void KniziaTableScreen::apply_pick(const PickResult& result, Context& ctx) {
    if (result.refusal && *result.refusal == Str::PickPoolCard) {
        // Not a refusal: the status line already says what comes next.
        ctx.sounds.play(Sfx::Click);
    } else if (result.refusal) {
        if (*result.refusal == Str::NotYourTurn) {
            say(ctx.strings.format(Str::NotYourTurn, {feed_->name(feed_->to_move())}));
        } else {
            say(ctx.str(*result.refusal));
        }
        ctx.sounds.play(Sfx::Click, 0.6F);
    }
    if (result.action) {
        feed_->submit(director_.viewer(), *result.action);
        message_.clear();
    }
}

std::vector<knizia::Card> KniziaTableScreen::opponent_cards(int seat) const {
    const knizia::CardSet known = model_.known[static_cast<std::size_t>(seat)];
    std::vector<knizia::Card> cards(static_cast<std::size_t>(knizia::kHandSize - known.size()), knizia::Card::none());
    for (knizia::Card c : known) cards.push_back(c);
    return cards;
}

Placement KniziaTableScreen::opponent_card_at(int seat, knizia::Card card) const {
    const std::vector<knizia::Card> cards = opponent_cards(seat);
    auto it = std::find(cards.begin(), cards.end(), card);
    const int index = it == cards.end() ? knizia::kHandSize / 2 : static_cast<int>(it - cards.begin());
    return layout_.opponent_card(rel(seat), index, knizia::kHandSize);
}

bool KniziaTableScreen::handle_chat(const sf::Event& event) {
    return chat_.handle(event, *feed_, !handoff() && !reveal_);
}

void KniziaTableScreen::handle(const sf::Event& event, Context& ctx) {
    if (!pause_.open() && handle_chat(event)) return;
    if (pause_.open()) {
        pause_.handle(event, ctx);
        return;
    }
    if (handoff()) {
        if (confirms_handoff(event) && handoff_ms_ > 150.F) confirm_handoff(ctx);
        return;
    }
    if (reveal_) {
        const bool go = event.type == sf::Event::MouseButtonPressed ||
                        command_for_event(event, axes_) == Command::Confirm;
        if (go && reveal_->clock_ms > 600.F) continue_reveal(ctx);
        return;
    }
    if (skip_recap(event) || handle_log(event, ctx) || handle_undo(event, ctx) || handle_advice(event, ctx)) return;
    if (feed_->watched()) return;
    const std::vector<knizia::Card> cards = order();
    const int selected = selected_index(cards);
    switch (event.type) {
        case sf::Event::MouseMoved: {
            const sf::Vector2f p = ctx.to_design({event.mouseMove.x, event.mouseMove.y});
            hover_hand_ = layout_.hit_hand(p, static_cast<int>(cards.size()), selected);
            hover_pool_ = layout_.hit_pool(p);
            hover_knock_ = layout_.knock_button().contains(p);
            picker_.hover_hand(hover_hand_);
            picker_.hover_pool(hover_pool_);
            return;
        }
        case sf::Event::MouseButtonPressed: {
            if (event.mouseButton.button != sf::Mouse::Left) return;
            const sf::Vector2f p = ctx.to_design({event.mouseButton.x, event.mouseButton.y});
            if (director_.viewer() < 0) return;
            const knizia::View view = feed_->view(director_.viewer());
            if (!accepting() && view.my_turn()) {
                say(ctx.str(Str::WaitAnimation));
                return;
            }
            if (layout_.knock_button().contains(p)) return apply_pick(picker_.knock(view), ctx);
            const int h = layout_.hit_hand(p, static_cast<int>(cards.size()), selected);
            if (h >= 0) return apply_pick(picker_.click_hand(view, cards, h), ctx);
            const int slot = layout_.hit_pool(p);
            if (slot >= 0) return apply_pick(picker_.click_pool(view, slot), ctx);
            return;
        }
        default: break;
    }
    const Command command = command_for_event(event, axes_);
    if (command == Command::None || command == Command::Fullscreen) return;
    if (command == Command::Back && !picker_.selected()) {
        pause_.show(ctx);
        return;
    }
    if (command == Command::SortHand) {
        feed_->set_sort_by_number(hand_seat(), !feed_->sort_by_number(hand_seat()));
        return;
    }
    if (director_.viewer() < 0) return;
    const knizia::View view = feed_->view(director_.viewer());
    if (!accepting()) {
        if (view.my_turn()) say(ctx.str(Str::WaitAnimation));
        else if (command == Command::Confirm || command == Command::Knock)
            say(ctx.strings.format(Str::NotYourTurn, {feed_->name(feed_->to_move())}));
        return;
    }
    apply_pick(picker_.command(view, cards, command), ctx);
}

void KniziaTableScreen::confirm_handoff(Context& ctx) {
    director_.confirm();
    const int viewer = director_.viewer();
    sync_model(feed_->view(viewer), viewer);
    picker_.reset();
    hover_hand_ = hover_pool_ = -1;
    ctx.sounds.play(Sfx::Click);
    start_recap();
}

void KniziaTableScreen::continue_reveal(Context& ctx) {
    reveal_.reset();
    ctx.sounds.play(Sfx::Click);
}

void KniziaTableScreen::do_step() {
    // A LAN batch without events is a fresh view (after rejoining the table): take it all the same.
    const bool batch = feed_->lan() && feed_->ready();
    const knizia::EventList events = feed_->step();
    if (events.empty() && !batch) return;
    for (const knizia::Event& e : events) queue_.push_back(e);
    idle_ms_ = 0;
    const int viewer = director_.viewer();
    pending_view_ = feed_->view(viewer >= 0 ? viewer : bottom());
    pending_viewer_ = viewer;
}

void KniziaTableScreen::deal(const knizia::RoundStarted& e, Context& ctx) {
    model_.apply(e);
    if (pending_view_ && pending_view_->round == e.round) {
        model_.sync(*pending_view_, pending_viewer_);
    }
    flights_.clear();
    // Deal: every seat's cards and the pool fly out from the middle of the table.
    Placement deck;
    deck.pos = {640.F, 332.F};
    deck.scale = 0.9F;
    float delay = 0;
    const std::vector<knizia::Card> hand = order();
    for (int i = 0; i < knizia::kHandSize; ++i) {
        for (int s = 0; s < players(); ++s) {
            const int r = rel(s);
            if (r == 0) {
                const bool face = i < static_cast<int>(hand.size());
                Flight f(face ? hand[static_cast<std::size_t>(i)] : knizia::Card::none(), deck,
                         layout_.hand_card(i, knizia::kHandSize), false, face, 380.F, delay);
                if (face) f.hide_hand_card = hand[static_cast<std::size_t>(i)];
                flights_.push_back(std::move(f));
            } else {
                Flight f(knizia::Card::none(), deck, layout_.opponent_card(r, i, knizia::kHandSize), false, false, 360.F,
                         delay);
                f.hide_seat_card = r;
                flights_.push_back(std::move(f));
            }
            delay += 14.F;
        }
    }
    for (int slot = 0; slot < model_.rules.pool_size; ++slot) {
        Flight f(model_.pool[static_cast<std::size_t>(slot)], deck, layout_.pool_slot(slot), false, true,
                 420.F, delay + static_cast<float>(slot) * 60.F);
        f.hide_pool_slot = slot;
        flights_.push_back(std::move(f));
    }
    ctx.sounds.play(Sfx::Slide, 1.2F);
    beat_ms_ = delay + 500.F;
}

void KniziaTableScreen::animate_swap(const knizia::CardSwapped& e, Context& ctx, float tempo) {
    const int r = rel(e.seat);
    const bool mine = e.seat == model_.viewer && model_.viewer >= 0;
    Placement give_from;
    if (mine) {
        const std::vector<knizia::Card> before = order();
        const auto it = std::find(before.begin(), before.end(), e.give);
        give_from = layout_.hand_card(static_cast<int>(it - before.begin()),
                                      static_cast<int>(before.size()), 2);
    } else if (r == 0) {
        give_from = layout_.hand_card(knizia::kHandSize / 2, knizia::kHandSize);
    } else {
        give_from = opponent_card_at(e.seat, e.give);
        if (!model_.known[static_cast<std::size_t>(e.seat)].contains(e.give))
            give_from = layout_.opponent_card(r, knizia::kHandSize / 2, knizia::kHandSize);
    }
    const bool give_known = mine || model_.known[static_cast<std::size_t>(e.seat)].contains(e.give);
    model_.apply(e);
    picker_.reset();
    Flight give(e.give, give_from, layout_.pool_slot(e.slot), give_known, true, kSwapMs * tempo, 0);
    give.hide_pool_slot = e.slot;
    give.swap = true;
    Placement take_to;
    if (mine) {
        const std::vector<knizia::Card> after = order();
        const auto it = std::find(after.begin(), after.end(), e.take);
        take_to = layout_.hand_card(static_cast<int>(it - after.begin()), static_cast<int>(after.size()));
    } else if (r == 0) {
        take_to = layout_.hand_card(knizia::kHandSize / 2, knizia::kHandSize);
    } else {
        take_to = opponent_card_at(e.seat, e.take);
    }
    Flight take(e.take, layout_.pool_slot(e.slot), take_to, true, r != 0 || mine, kSwapMs * tempo,
                140.F * tempo);
    if (mine) take.hide_hand_card = e.take;
    else if (r != 0) take.hide_seat_card = r;
    flights_.push_back(std::move(give));
    flights_.push_back(std::move(take));
    ctx.sounds.play(Sfx::Slide);
    beat_ms_ = (kSwapMs + 200.F) * tempo;
}

void KniziaTableScreen::start_event(const knizia::Event& event, Context& ctx) {
    note_event(event);
    const float tempo = this->tempo();
    std::visit(
        Overloaded{
            [&](const knizia::RoundStarted& e) { deal(e, ctx); },
            [&](const knizia::CardSwapped& e) { animate_swap(e, ctx, tempo); },
            [&](const knizia::Knocked& e) {
                const bool passes = model_.last_lap;
                model_.apply(e);
                effects_.shake();
                const sf::Vector2f at = rel(e.seat) == 0 ? sf::Vector2f(640.F, 560.F) : layout_.seat_anchor(rel(e.seat));
                effects_.ripple(at);
                effects_.bubble(at + sf::Vector2f(0, -20.F),
                                passes ? ctx.str(Str::KnockPasses) : ctx.str(Str::Knock) + "!");
                ctx.sounds.play(Sfx::Knock, passes ? 1.3F : 1.F);
                beat_ms_ = 700.F * tempo;
                if (!shot_knock_ && !passes) knock_shot_ms_ = 160.F;
            },
            [&](const knizia::LastLapStarted& e) {
                model_.apply(e);
                effects_.banner(ctx.str(Str::LastLap), ctx.strings.format(Str::LastLapBy, {feed_->name(e.by)}));
                beat_ms_ = 1300.F * tempo;
                if (options_.autoplay && !shot_lap_) lap_shot_ms_ = 600.F;
            },
            [&](const knizia::ZeroDeclared& e) {
                model_.apply(e);
                last_zero_ = e;
                const sf::Vector2f at = rel(e.seat) == 0 ? sf::Vector2f(640.F, 560.F) : layout_.seat_anchor(rel(e.seat));
                effects_.celebrate(at, ctx.str(Str::Zero), ctx.strings.format(Str::ZeroBy, {feed_->name(e.seat)}));
                ctx.sounds.play(Sfx::Fanfare);
                beat_ms_ = 2300.F;
                if (options_.autoplay && !shot_zero_) zero_shot_ms_ = 700.F;
            },
            [&](const knizia::RoundScored& e) {
                model_.apply(e);
                reveal_ = Reveal{e, 0};
                picker_.reset();
                ctx.sounds.play(Sfx::Flip);
                beat_ms_ = 0;
            },
            [&](const knizia::MatchEnded& e) {
                model_.apply(e);
                beat_ms_ = 0;
            },
        },
        event);
}

void KniziaTableScreen::update(float dt, Context& ctx) {
    feed_->poll();
    poll_advice();
    const float ms = dt * 1000.F * ctx.animation_speed();
    for (Flight& f : flights_) f.step(ms);
    std::erase_if(flights_, [](const Flight& f) { return f.done(); });
    effects_.step(ms);
    if (message_ms_ > 0) message_ms_ -= dt * 1000.F;
    step_shots(ms, dt, ctx);
    if (const std::string notice = feed_->take_notice(ctx.strings); !notice.empty()) {
        say(notice);
        ctx.notes.push_back(notice);
    }
    if (pause_.open()) return;
    if (reveal_) {
        step_reveal(ms, ctx);
        return;
    }
    if (!play_events(
            queue_, beat_ms_, ms, [&](const knizia::Event& e) { start_event(e, ctx); }, [&] { return reveal_.has_value(); }))
        return;
    if (pending_view_) {
        sync_model(*pending_view_, pending_viewer_);
        pending_view_.reset();
    }
    if (model_.match_over()) {
        // A record watched stays at the table at its end: the podium is the autoplay's.
        if (feed_->watched() && !options_.autoplay) return;
        end_ms_ += ms;
        if (end_ms_ > 500.F && !podium_pushed_) to_podium(ctx);
        return;
    }
    if (feed_->over()) return;
    if (options_.autoplay && !shot_table_) {
        // The first table, once the deal has landed and before anyone moves.
        if (!flights_.empty()) return;
        ctx.shot("table");
        shot_table_ = true;
    }
    step_turn(dt, ms, ctx);
}

// The autoplay's pictures and the hand-off's clock, every frame whatever holds the table.
void KniziaTableScreen::step_shots(float ms, float dt, Context& ctx) {
    if (knock_shot_ms_ > 0) {
        knock_shot_ms_ -= ms;
        if (knock_shot_ms_ <= 0 && options_.autoplay && !shot_knock_) {
            ctx.shot("knock");
            shot_knock_ = true;
        }
    }
    // Extra autoplay pictures: the last-lap banner and a ZERO, when the match has them.
    for (auto [clock, taken, name] : {std::tuple{&lap_shot_ms_, &shot_lap_, "lastlap"},
                                      std::tuple{&zero_shot_ms_, &shot_zero_, "zero"}}) {
        if (*clock <= 0) continue;
        *clock -= ms;
        if (*clock <= 0 && !*taken) {
            ctx.shot(name);
            *taken = true;
        }
    }
    if (handoff()) {
        handoff_ms_ += dt * 1000.F;
        if (options_.autoplay && !shot_handoff_ && handoff_ms_ > 200.F) {
            ctx.shot("handoff");
            shot_handoff_ = true;
        }
    }
    if (options_.autoplay && !shot_choice_ && picker_.selected() && hover_pool_ >= 0) {
        ctx.shot("choice");
        shot_choice_ = true;
    }
}

void KniziaTableScreen::step_reveal(float ms, Context& ctx) {
    const float before = reveal_->clock_ms;
    reveal_->clock_ms += ms;
    if (before < kRevealFlipsMs && reveal_->clock_ms >= kRevealFlipsMs && options_.autoplay && !shot_reveal_) {
        ctx.shot("reveal");
        shot_reveal_ = true;
    }
    if ((director_.humans() == 0 || feed_->watched()) && reveal_->clock_ms > kRevealAutoMs) continue_reveal(ctx);
}

void KniziaTableScreen::to_podium(Context& ctx) {
    podium_pushed_ = true;
    // The lowest total first, and each round's scores.
    PodiumOptions podium;
    podium.autoplay = options_.autoplay;
    podium.rematch = options_.rematch;
    show_podium(ctx, *feed_, players(), model_.ended->totals, model_.ended->winners, model_.finished,
                std::move(podium));
}

// The turn: a hand-off when the seat to move is another person's at this screen, else its step,
// at once for a person's move and at the bot pacing for any other.
void KniziaTableScreen::step_turn(float dt, float ms, Context& ctx) {
    const Seat turn = feed_->to_move();
    if (hold_before_handoff(turn, ms)) return;
    if (static_cast<long long>(feed_->state_id()) != last_turn_id_) {
        last_turn_id_ = feed_->state_id();
        director_.on_turn(turn);
        if (handoff()) {
            model_.hide_hand();
            picker_.reset();
            handoff_ms_ = 0;
            hover_hand_ = hover_pool_ = -1;
        }
    }
    if (handoff()) return;
    // A move chosen at this screen is played at once. Any other seat's (a bot here, or whoever moved
    // at the host) waits for the bot pacing, and at a LAN table for the host's batch to arrive.
    if ((director_.is_human(turn) && !feed_->watched()) || (feed_->lan() && !feed_->ready())) {
        if (feed_->ready()) do_step();
        return;
    }
    idle_ms_ += dt * 1000.F;
    // The moment to undo is a person's: the synthetic players of the tests take none.
    const float pace = bot_wait_ms(ctx.settings.bot_delay(), ctx.animation_speed(), feed_->can_undo() && !options_.scripted);
    // The next move may start while the last one's cards settle.
    if (idle_ms_ >= pace && flights_settled(flights_, 0.7F)) do_step();
}

std::optional<sf::Event> KniziaTableScreen::script_event(Context& ctx) {
    if (!options_.scripted) return std::nullopt;
    // Paced like a person, by frames (the app's clock is virtual in these runs), not by wall time.
    script_ms_ += 1000.F / 60.F;
    if (script_ms_ < ctx.script_pace_ms(160.F)) return std::nullopt;
    // A hang guard by frames, not seconds: a synthetic player that has made many inputs without the
    // table moving on is stuck, on a fast machine or a slow one. Say where it stood and stop.
    const auto progress = std::tuple{feed_->state_id(), handoff(), reveal_.has_value(), pause_.open()};
    if (progress != script_progress_) {
        script_progress_ = progress;
        script_inputs_ = 0;
    } else if (script_inputs_ > kScriptInputsPerMove) {
        std::printf("the synthetic player is stuck: %d inputs without the table moving on; %s\n", script_inputs_,
                    report().c_str());
        std::fflush(stdout);
        ctx.quit = true;
        return std::nullopt;
    }
    if (handoff()) {
        if (handoff_ms_ < ctx.script_handoff_ms()) return std::nullopt;
        script_ms_ = 0;
        ++script_inputs_;
        script_note_ = "confirms the hand-off";
        return mouse_event(ctx, sf::Event::MouseButtonPressed, {640.F, 400.F});
    }
    if (reveal_) {
        if (reveal_->clock_ms < 2000.F) return std::nullopt;
        script_ms_ = 0;
        ++script_inputs_;
        script_note_ = "closes the reveal";
        return press_key(sf::Keyboard::Space);
    }
    if (!accepting() || beat_ms_ > 0) return std::nullopt;
    // A test of a player's return (--await-return): this screen's synthetic players wait while a
    // stand-in plays a seat, so the match cannot end before the player is back, however long the
    // machine takes to start their game again.
    if (ctx.options.await_return && stand_in_plays(*feed_, players())) return std::nullopt;
    ++script_inputs_;
    // The scripted player reads only its own view, as a person at the screen would, and chooses
    // again whenever that view is a new one: a choice is never carried from one turn (or seat) to
    // the next, however few frames the machine managed in between.
    const knizia::View view = feed_->view(director_.viewer());
    if (!script_action_ || script_for_ != std::pair{view.state_id, view.seat}) {
        const auto bot = make_bot(knizia::BotSpec{"greedy", view.state_id * 7919ULL + 17, view.seat});
        script_action_ = bot->choose(view);
        script_for_ = {view.state_id, view.seat};
    }
    script_ms_ = 0;
    return script_input(*script_action_, ctx);
}

std::optional<sf::Event> KniziaTableScreen::script_input(const knizia::Action& action, Context& ctx) {
    if (ctx.options.keys_only) {
        script_note_ = "presses a key towards " + describe_action(action);
        return press_key(next_key(action));
    }
    // One input at a time towards the action, from what the table shows now, so an input that
    // went astray is simply made again.
    script_note_ = "clicks towards " + describe_action(action);
    if (!action.is_swap()) return press_key(sf::Keyboard::K);
    if (picker_.selected() != action.give) {
        const std::vector<knizia::Card> cards = order();
        const auto it = std::find(cards.begin(), cards.end(), action.give);
        if (it == cards.end()) {
            script_note_ = "cannot find " + describe_action(action) + "'s card in the hand shown";
            return std::nullopt;
        }
        const int index = static_cast<int>(it - cards.begin());
        return mouse_event(ctx, sf::Event::MouseButtonPressed,
                           layout_.hand_card(index, static_cast<int>(cards.size())).pos);
    }
    for (int slot = 0; slot < model_.rules.pool_size; ++slot) {
        if (model_.pool[static_cast<std::size_t>(slot)] != action.take) continue;
        const sf::Vector2f at = layout_.pool_slot(slot).pos;
        // Point at the pool card first: the player sees the preview of the swap, then clicks.
        return mouse_event(ctx, hover_pool_ == slot ? sf::Event::MouseButtonPressed : sf::Event::MouseMoved, at);
    }
    script_note_ = "cannot find " + describe_action(action) + "'s pool card on the table";
    return std::nullopt;
}

std::size_t KniziaTableScreen::shown_state() const {
    ShownState shown;
    const auto mix = [&shown](const auto& v) { shown.mix(v); };
    mix(feed_->state_id());
    mix(queue_.size());
    mix(flights_.size());
    mix(pending_view_.has_value());
    mix(feed_->ready());
    mix(feed_->submitted(feed_->to_move()));
    mix(static_cast<std::size_t>(accepting()) | static_cast<std::size_t>(handoff()) << 1U |
        static_cast<std::size_t>(reveal_.has_value()) << 2U | static_cast<std::size_t>(pause_.open()) << 3U |
        static_cast<std::size_t>(chat_.open) << 4U | static_cast<std::size_t>(message_ms_ > 0) << 5U |
        static_cast<std::size_t>(log_open_) << 6U | static_cast<std::size_t>(recap_running()) << 7U);
    mix(message_);
    mix(chat_.text);
    mix(static_cast<std::size_t>(advice_turn_ + 1) << 1U | static_cast<std::size_t>(advice_.has_value()));
    if (feed_->lan() && strings_ != nullptr) mix(lan_shown_state(*feed_, *strings_, players()));
    return shown.hash;
}

std::string KniziaTableScreen::describe_action(const knizia::Action& action) {
    if (!action.is_swap()) return "a knock";
    return "the swap " + card_name(action.give) + " for " + card_name(action.take);
}

std::string KniziaTableScreen::report() const {
    std::string out = "table: ";
    if (feed_->over()) {
        out += "the match is over";
    } else {
        out += "seat " + std::to_string(feed_->to_move()) + " to move";
    }
    out += ", screen shows seat " + std::to_string(director_.viewer());
    if (handoff()) out += ", hand-off to seat " + std::to_string(director_.handoff_to());
    if (reveal_) out += ", round-end reveal";
    if (pause_.open()) out += ", paused";
    if (recap_running()) out += ", replaying " + std::to_string(recap_->total) + " moves";
    if (log_open_) out += ", move log open";
    out += accepting() ? ", taking input" : ", not taking input";
    out += ", " + std::to_string(queue_.size()) + " events waiting, " + std::to_string(flights_.size()) + " flights";
    if (feed_->submitted(feed_->to_move())) out += ", a move submitted";
    if (options_.scripted && !script_note_.empty()) out += "; the synthetic player last " + script_note_;
    if (!message_.empty()) out += "; the table says: " + message_;
    return out;
}

sf::Keyboard::Key KniziaTableScreen::next_key(const knizia::Action& action) const {
    // One key at a time, from where the picker's cursor is now, as a player would press them.
    if (!action.is_swap()) return sf::Keyboard::K;
    const std::vector<knizia::Card> cards = order();
    const int give = static_cast<int>(std::find(cards.begin(), cards.end(), action.give) - cards.begin());
    const bool chosen = picker_.selected() && *picker_.selected() == action.give;
    if (!chosen) {
        if (picker_.selected()) return sf::Keyboard::Escape;  // drops the wrong card
        if (picker_.zone() == Zone::Pool) return sf::Keyboard::Down;
        if (picker_.zone() == Zone::Knock) return sf::Keyboard::Left;
        return picker_.cursor() == give ? sf::Keyboard::Space : sf::Keyboard::Right;
    }
    int take = 0;
    while (take < model_.rules.pool_size && model_.pool[static_cast<std::size_t>(take)] != action.take) ++take;
    return picker_.cursor() == take ? sf::Keyboard::Space : sf::Keyboard::Right;
}

std::unique_ptr<Screen> make_table_screen(Context& ctx, std::unique_ptr<KniziaFeed> feed, TableOptions options) {
    return std::make_unique<KniziaTableScreen>(ctx, std::move(feed), std::move(options));
}

std::unique_ptr<Screen> make_table_screen(Context& ctx, std::unique_ptr<KniziaSession> session, TableOptions options) {
    auto feed = std::make_unique<LocalKniziaFeed>(std::move(session), options.save_path, options.save_path_is_good);
    return make_table_screen(ctx, std::move(feed), std::move(options));
}

}  // namespace zero::game


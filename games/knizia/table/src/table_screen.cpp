// SPDX-License-Identifier: GPL-3.0-or-later
// The table of Knizia's Zero: animates each event and takes the shown player's choices; SeatTable
// (seat_table.hpp) steps the match, hands the screen over between people at it and paces the bots.
#include <algorithm>
#include <cstdio>
#include <optional>

#include "table_screen_impl.hpp"
#include "zero/core/overloaded.hpp"
#include "zero/game/screens.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/knizia/score.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::game {

namespace {

constexpr float kSwapMs = 520.F;
constexpr float kRevealAutoMs = 3600.F;
// How long a move that was just made stays on screen, landed, before the hand-off hides it.
constexpr float kLandMs = 380.F;


// The shell's words for Knizia's table: the lowest total wins, the podium lists each round, and
// the next bot's move may start while the last one's cards settle.
constexpr SeatTableWords kKniziaWords{.report = "knizia table",
                                      .show = "round-end reveal",
                                      .message_ms = 2600.F,
                                      .highest_wins = false,
                                      .by_game = false,
                                      .bot_settle = 0.7F,
                                      .action_beat_ms = 700.F,
                                      .log_title = Str::LogTitle,
                                      .log_empty = Str::LogEmpty,
                                      .script_bot = "greedy"};

}  // namespace

std::unique_ptr<knizia::Bot> KniziaSessionGame::make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
    return knizia::make_bot(knizia::BotSpec{kind, seed, seat});
}


KniziaTableScreen::KniziaTableScreen(KniziaFeed* own, std::unique_ptr<KniziaFeed>&& feed, TableOptions options)
    : SeatTable(std::move(feed), std::move(options), kKniziaWords),
      knizia_(own),
      layout_(feed_->rules().players, feed_->rules().pool_size) {
    open(true);
    // The deal flies the cards of the view dealt: it waits as any later batch's view does.
    if (!queue_.empty()) pending_view_ = view_;
}

bool KniziaTableScreen::open_to_input() const {
    // A record watched again (the replay viewer) takes no move: every move is the record's.
    if (feed_->watched() || handoff() || reveal_ || !queue_.empty() || pending_view_ || feed_->over() || pause_.open() ||
        chat_.open)
        return false;
    const Seat turn = knizia_->to_move();
    return director_.is_human(turn) && director_.viewer() == turn && !feed_->submitted(turn);
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
            say(ctx.strings.format(Str::NotYourTurn, {feed_->name(knizia_->to_move())}));
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
    // A spectator of a replay sees the whole hand, face up.
    if (feed_->spectator()) return hand_order(feed_->view(seat).hand, false);
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

void KniziaTableScreen::sync(const knizia::View& view) {
    view_ = view;
    model_.sync(view, director_.viewer());
    // An undo took a move back: the round's story is read again from the view's history.
    const auto made = std::count_if(moves_.entries().begin(), moves_.entries().end(),
                                    [](const LoggedMove& m) { return m.is_move(); });
    if (view.phase == knizia::Phase::Playing && moves_.round() == view.round &&
        static_cast<std::size_t>(made) > view.history.size())
        moves_ = MoveLog{};
    moves_.catch_up(view);
}

void KniziaTableScreen::clear_hover() {
    picker_.reset();
    hover_hand_ = hover_pool_ = -1;
    hover_knock_ = false;
    if (handoff()) model_.hide_hand();
}

void KniziaTableScreen::handle(const sf::Event& event, Context& ctx) {
    if (handle_reveal(event, ctx) || handle_own_keys(event, ctx)) return;
    refuse_early(event, ctx);
    SeatTable::handle(event, ctx);
}

// A choice made before the table takes it says why nothing happens: the player's own turn is
// still being shown (a click on a card or Knock), or it is someone else's (Enter or K).
void KniziaTableScreen::refuse_early(const sf::Event& event, Context& ctx) {
    if (feed_->watched() || accepting() || director_.viewer() < 0 || handoff() || pause_.open() || story_open() || chat_.open) return;
    const bool mine = feed_->view(director_.viewer()).my_turn();
    if (event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left) {
        const sf::Vector2f p = ctx.to_design({event.mouseButton.x, event.mouseButton.y});
        const bool on_table = layout_.knock_button().contains(p) || layout_.hit_pool(p) >= 0 ||
                              layout_.hit_hand(p, static_cast<int>(model_.hand.size()), -1) >= 0;
        if (mine && on_table) say(ctx.str(Str::WaitAnimation));
        return;
    }
    if (event.type != sf::Event::KeyPressed) return;
    AxisRepeater no_axes;
    const Command command = command_for_event(event, no_axes);
    if (mine && (command == Command::Confirm || command == Command::Knock))
        say(ctx.str(Str::WaitAnimation));
    else if (!feed_->over() && (command == Command::Confirm || command == Command::Knock))
        say(ctx.strings.format(Str::NotYourTurn, {feed_->name(knizia_->to_move())}));
}

// The round-end panel takes every event: a click or Confirm goes on once its cards have begun to
// turn.
bool KniziaTableScreen::handle_reveal(const sf::Event& event, Context& ctx) {
    if (!reveal_ || handoff() || pause_.open()) return false;
    const bool go =
        event.type == sf::Event::MouseButtonPressed || command_for_event(event, axes_) == Command::Confirm;
    if (go && reveal_->clock_ms > 600.F) {
        reveal_.reset();
        ctx.sounds.play(Sfx::Click);
    }
    return true;
}

bool KniziaTableScreen::handle_own_keys(const sf::Event& event, Context& ctx) {
    if (pause_.open() || handoff() || story_open() || chat_.open) return false;
    if (event.type != sf::Event::KeyPressed && event.type != sf::Event::JoystickButtonPressed) return false;
    AxisRepeater no_axes;  // keys and buttons only: the gamepad's axes keep their state in axes_
    const Command command = command_for_event(event, no_axes);
    if (command == Command::SortHand) {
        knizia_->set_sort_by_number(hand_seat(), !knizia_->sort_by_number(hand_seat()));
        return true;
    }
    if (command != Command::Back || !picker_.selected() || !accepting()) return false;
    apply_pick(picker_.command(feed_->view(director_.viewer()), order(), command), ctx);
    return true;
}

void KniziaTableScreen::handle_choice(const sf::Event& event, Command command, Context& ctx) {
    const std::vector<knizia::Card> cards = order();
    const int selected = selected_index(cards);
    const knizia::View view = feed_->view(director_.viewer());
    if (event.type == sf::Event::MouseMoved) {
        const sf::Vector2f p = ctx.to_design({event.mouseMove.x, event.mouseMove.y});
        hover_hand_ = layout_.hit_hand(p, static_cast<int>(cards.size()), selected);
        hover_pool_ = layout_.hit_pool(p);
        hover_knock_ = layout_.knock_button().contains(p);
        picker_.hover_hand(hover_hand_);
        picker_.hover_pool(hover_pool_);
        return;
    }
    if (event.type == sf::Event::MouseButtonPressed) {
        if (event.mouseButton.button != sf::Mouse::Left) return;
        const sf::Vector2f p = ctx.to_design({event.mouseButton.x, event.mouseButton.y});
        if (layout_.knock_button().contains(p)) return apply_pick(picker_.knock(view), ctx);
        const int h = layout_.hit_hand(p, static_cast<int>(cards.size()), selected);
        if (h >= 0) return apply_pick(picker_.click_hand(view, cards, h), ctx);
        const int slot = layout_.hit_pool(p);
        if (slot >= 0) return apply_pick(picker_.click_pool(view, slot), ctx);
        return;
    }
    if (command == Command::None || command == Command::Fullscreen) return;
    apply_pick(picker_.command(view, cards, command), ctx);
}

void KniziaTableScreen::deal(const knizia::RoundStarted& e, Context& ctx) {
    model_.apply(e);
    if (pending_view_ && pending_view_->round == e.round) {
        model_.sync(*pending_view_, director_.viewer());
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

void KniziaTableScreen::animate_swap(const knizia::CardSwapped& e, Context& ctx) {
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
    Flight give(e.give, give_from, layout_.pool_slot(e.slot), give_known, true, kSwapMs, 0);
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
    Flight take(e.take, layout_.pool_slot(e.slot), take_to, true, r != 0 || mine, kSwapMs,
                140.F);
    if (mine) take.hide_hand_card = e.take;
    else if (r != 0) take.hide_seat_card = r;
    flights_.push_back(std::move(give));
    flights_.push_back(std::move(take));
    ctx.sounds.play(Sfx::Slide);
    beat_ms_ = kSwapMs + 200.F;
}

void KniziaTableScreen::animate_knock(const knizia::Knocked& e, Context& ctx) {
    const bool passes = model_.last_lap;
    model_.apply(e);
    effects_.shake();
    const sf::Vector2f at = rel(e.seat) == 0 ? sf::Vector2f(640.F, 560.F) : layout_.seat_anchor(rel(e.seat));
    effects_.ripple(at);
    effects_.bubble(at + sf::Vector2f(0, -20.F), passes ? ctx.str(Str::KnockPasses) : ctx.str(Str::Knock) + "!");
    ctx.sounds.play(Sfx::Knock, passes ? 1.3F : 1.F);
    beat_ms_ = 700.F;
    if (!passes) ctx.moment("knock", 160.F);
}

void KniziaTableScreen::start_event(const knizia::Event& event, Context& ctx) {
    // Into the round's story (the mark, the frame log's moves).
    moves_.record(event);
    if (std::holds_alternative<knizia::CardSwapped>(event) || std::holds_alternative<knizia::Knocked>(event))
        frame_moves_.push_back(move_token(*moves_.last_move()));
    std::visit(
        Overloaded{
            [&](const knizia::RoundStarted& e) { deal(e, ctx); },
            [&](const knizia::CardSwapped& e) { animate_swap(e, ctx); },
            [&](const knizia::Knocked& e) { animate_knock(e, ctx); },
            [&](const knizia::LastLapStarted& e) {
                model_.apply(e);
                effects_.banner(ctx.str(Str::LastLap), ctx.strings.format(Str::LastLapBy, {feed_->name(e.by)}));
                beat_ms_ = 1300.F;
                ctx.moment("lastlap", 600.F);
            },
            [&](const knizia::ZeroDeclared& e) {
                model_.apply(e);
                last_zero_ = e;
                const sf::Vector2f at = rel(e.seat) == 0 ? sf::Vector2f(640.F, 560.F) : layout_.seat_anchor(rel(e.seat));
                effects_.celebrate(at, ctx.str(Str::Zero), ctx.strings.format(Str::ZeroBy, {feed_->name(e.seat)}));
                ctx.sounds.play(Sfx::Fanfare);
                beat_ms_ = 2300.F;
                ctx.moment("zero", 700.F);
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
                end_match(e);
            },
        },
        event);
}

void KniziaTableScreen::step_clocks(float /*ms*/, Context& ctx) {
    // A card chosen and a pool card pointed at: the swap's preview.
    if (picker_.selected() && hover_pool_ >= 0) ctx.moment("choice");
}

// The round-end panel: the hands turn and are scored; a person goes on with a click, an all-bot
// table by itself.
bool KniziaTableScreen::step_show(float ms, Context& ctx) {
    reveal_->clock_ms += ms;
    if (reveal_->clock_ms >= kRevealFlipsMs) ctx.moment("reveal");  // every hand turned
    if ((director_.humans() == 0 || feed_->watched()) && reveal_->clock_ms > kRevealAutoMs) reveal_.reset();
    return reveal_.has_value();
}

// The screen changes hands only once the move just made has landed and stayed a moment, so the
// person who made it sees it land; the hand-off still comes before the next player looks.
bool KniziaTableScreen::hold_handoff(float ms) {
    if (director_.viewer() < 0) return false;
    if (!flights_.empty()) {
        land_ms_ = 0;
        return true;
    }
    land_ms_ += ms;
    if (land_ms_ < kLandMs) return true;
    land_ms_ = 0;
    return false;
}

// The round-end panel is read, then put away by Space, as a person would.
TableFacts KniziaTableScreen::facts() const {
    TableFacts f = SeatTable::facts();
    if (reveal_ && !handoff() && !pause_.open()) {
        f.awaits = TableFacts::Awaits::Panel;
        f.shown_ms = reveal_->clock_ms;
    }
    return f;
}

std::optional<Reach> KniziaTableScreen::reach(const knizia::Action& action) const {
    if (!action.is_swap()) return Reach::middle(layout_.knock_button());
    // The card to give first, then the pool card to take, pointed at first: the table previews
    // the swap.
    if (picker_.selected() != action.give) {
        const std::vector<knizia::Card> cards = order();
        const auto it = std::find(cards.begin(), cards.end(), action.give);
        if (it == cards.end()) return std::nullopt;
        return Reach{layout_.hand_card(static_cast<int>(it - cards.begin()), static_cast<int>(cards.size())).pos};
    }
    for (int slot = 0; slot < model_.rules.pool_size; ++slot)
        if (model_.pool[static_cast<std::size_t>(slot)] == action.take) return Reach{layout_.pool_slot(slot).pos, true};
    return std::nullopt;
}

std::optional<sf::Keyboard::Key> KniziaTableScreen::key_towards(const knizia::Action& action) const {
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

std::string new_save_path() {
    return save_path(save_dir(), "match-" + std::to_string(unix_now()));
}

std::unique_ptr<Screen> make_table_screen(Context& ctx, std::unique_ptr<KniziaFeed> feed, TableOptions options) {
    return std::make_unique<KniziaTableScreen>(ctx, std::move(feed), std::move(options));
}

std::unique_ptr<Screen> make_table_screen(Context& ctx, std::unique_ptr<KniziaSession> session, TableOptions options) {
    auto feed = std::make_unique<LocalKniziaFeed>(std::move(session), options.save_path, options.save_path_is_good);
    return make_table_screen(ctx, std::move(feed), std::move(options));
}

}  // namespace zero::game

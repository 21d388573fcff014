// SPDX-License-Identifier: GPL-3.0-or-later
// The table of High Card: a card flies from its player to the trick, the card that takes it is lit,
// a game's end and the next deal are announced; SeatTable (seat_table.hpp) steps the match, hands
// the screen over between people at it and paces the bots.
#include "table_screen.hpp"

#include <algorithm>
#include <cstdio>

#include "zero/core/overloaded.hpp"
#include "zero/game/card_art.hpp"
#include "zero/game/layout.hpp"
#include "zero/game/table_overlays.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

namespace {

constexpr float kHandScale = 0.9F;
constexpr float kTrickScale = 0.8F;
constexpr float kFlyMs = 380.F;

sf::Vector2f centre(const sf::FloatRect& r) { return {r.left + r.width / 2.F, r.top + r.height / 2.F}; }

}  // namespace

HighCardTable::HighCardTable(std::unique_ptr<HighCardFeed> feed, TableOptions options)
    : SeatTable(std::move(feed), std::move(options), words()) {
    open(true);
}

SeatTableWords HighCardTable::words() {
    SeatTableWords w;
    w.report = "highcard table";
    w.script_bot = "greedy";  // the synthetic player's moves: a bot of this game's
    return w;
}

bool HighCardTable::accepting() const {
    if (feed_->watched() || handoff() || busy() || pause_.open() || !shows_hand() || feed_->over() || !flights_.empty())
        return false;
    const Seat me = view_.seat;
    return humans_[static_cast<std::size_t>(me)] && has_seat(feed_->to_act(), me) && !feed_->submitted(me) &&
           view_.state_id == feed_->view(me).state_id;
}

// ---- Places ----

sf::FloatRect HighCardTable::panel_at(int seat) const {
    const int r = rel(seat);
    if (r == 0) return {20.F, 556.F, 250.F, 140.F};
    const int k = players() - 1;
    const float w = std::min(320.F, (1240.F - 12.F * static_cast<float>(k - 1)) / static_cast<float>(k));
    const float total = static_cast<float>(k) * w + static_cast<float>(k - 1) * 12.F;
    return {640.F - total / 2.F + static_cast<float>(r - 1) * (w + 12.F), 12.F, w, 150.F};
}

sf::Vector2f HighCardTable::trick_at(int slot) const {
    const float middle = static_cast<float>(players() - 1) / 2.F;
    return {640.F + (static_cast<float>(slot) - middle) * 118.F, 320.F};
}

sf::FloatRect HighCardTable::hand_card(std::size_t index) const {
    const float middle = static_cast<float>(view_.hand.size()) / 2.F - 0.5F;
    const float w = kCardWidth * kHandScale;
    const float h = kCardHeight * kHandScale;
    const float x = 660.F + (static_cast<float>(index) - middle) * (w + 10.F);
    return {x - w / 2.F, 628.F - h / 2.F, w, h};
}

std::optional<std::size_t> HighCardTable::hand_index(highcard::Card card) const {
    const auto it = std::find(view_.hand.begin(), view_.hand.end(), card);
    if (it == view_.hand.end()) return std::nullopt;
    return static_cast<std::size_t>(it - view_.hand.begin());
}

// ---- Events ----

void HighCardTable::animate(const highcard::GameStarted& e, Context& ctx) {
    // A later game of the match: its deal is the state after this batch.
    if (pending_view_) sync(*pending_view_);
    effects_.banner(ctx.strings.format(Str::HighCardGameBox, {std::to_string(e.game + 1), std::to_string(view_.rules.games)}),
                    ctx.strings.format(Str::HighCardLeads, {feed_->name(e.leader)}));
    ctx.sounds.play(Sfx::Slide);
    beat_ms_ = 1300.F;
}

void HighCardTable::animate(const highcard::CardPlayed& e, Context& ctx) {
    const auto seat = static_cast<std::size_t>(e.seat);
    HighCardFlight f;
    f.card = e.card;
    f.slot = static_cast<int>(view_.trick.size());
    if (e.seat == view_.seat && shows_hand()) {
        if (const auto i = hand_index(e.card)) {
            f.from = centre(hand_card(*i));
            view_.hand.erase(view_.hand.begin() + static_cast<std::ptrdiff_t>(*i));
        }
    } else {
        f.from = centre(panel_at(e.seat));
        if (e.seat == view_.seat) std::erase(view_.hand, e.card);
    }
    if (rel(e.seat) == 0 && !shows_hand()) f.from = {660.F, 628.F};
    f.to = trick_at(f.slot);
    f.scale_from = 0.5F;
    f.scale_to = kTrickScale;
    f.duration_ms = kFlyMs;
    flights_.push_back(f);
    view_.trick.push_back(highcard::Move{e.seat, highcard::Action{e.card}});
    if (view_.hand_counts[seat] > 0) --view_.hand_counts[seat];
    focus_ = 0;
    hover_ = -1;
    ctx.sounds.play(Sfx::Slide, 1.1F);
    beat_ms_ = kFlyMs + 80.F;
}

void HighCardTable::animate(const highcard::TrickTaken& e, Context& ctx) {
    ++view_.tricks[static_cast<std::size_t>(e.seat)];
    taken_by_ = e.card;
    taken_ms_ = 1100.F;
    say(ctx.strings.format(Str::HighCardTakes, {feed_->name(e.seat), std::to_string(e.card)}));
    ctx.sounds.play(Sfx::Click, 1.3F);
    beat_ms_ = 1000.F;
}

void HighCardTable::animate(const highcard::GameEnded& e, Context& ctx) {
    for (int s = 0; s < players(); ++s) view_.totals[static_cast<std::size_t>(s)] += e.scores[static_cast<std::size_t>(s)];
    if (e.end == highcard::GameEnd::Sweep) {
        const auto most = std::max_element(e.scores.begin(), e.scores.begin() + players());
        say(ctx.strings.format(Str::HighCardSweep, {feed_->name(static_cast<Seat>(most - e.scores.begin()))}));
    }
    ctx.sounds.play(Sfx::Slide, 0.8F);
    beat_ms_ = 1200.F;
}

void HighCardTable::animate(const highcard::MatchEnded& e, Context& ctx) {
    (void)ctx;
    end_match(e);
}

void HighCardTable::step_clocks(float ms, Context& ctx) {
    if (taken_ms_ > 0) taken_ms_ -= ms;
    if (taken_ms_ <= 0) taken_by_ = 0;
    // A trick one card short of full: every seat but the last has played to it.
    if (view_.trick.size() + 1 == static_cast<std::size_t>(players())) ctx.moment("trick");
}

// ---- Input ----

void HighCardTable::play(std::size_t index, Context& ctx) {
    if (!accepting() || index >= view_.hand.size()) return;
    feed_->submit(view_.seat, highcard::Action{view_.hand[index]});
    ctx.sounds.play(Sfx::Slide);
}

void HighCardTable::handle_choice(const sf::Event& event, Command command, Context& ctx) {
    const auto card_at = [&](sf::Vector2f p) -> int {
        for (std::size_t i = 0; i < view_.hand.size(); ++i)
            if (hand_card(i).contains(p)) return static_cast<int>(i);
        return -1;
    };
    if (event.type == sf::Event::MouseMoved) {
        hover_ = card_at(ctx.to_design({event.mouseMove.x, event.mouseMove.y}));
        if (hover_ >= 0) focus_ = hover_;
        return;
    }
    if (event.type == sf::Event::MouseButtonPressed) {
        if (event.mouseButton.button != sf::Mouse::Left) return;
        const int i = card_at(ctx.to_design({event.mouseButton.x, event.mouseButton.y}));
        if (i >= 0) play(static_cast<std::size_t>(i), ctx);
        return;
    }
    const int n = static_cast<int>(view_.hand.size());
    if (n == 0) return;
    switch (command) {
        case Command::Left: focus_ = (focus_ + n - 1) % n; break;
        case Command::Right: focus_ = (focus_ + 1) % n; break;
        case Command::Confirm: play(static_cast<std::size_t>(focus_), ctx); return;
        default: return;
    }
    hover_ = -1;
}

std::optional<Reach> HighCardTable::reach(const highcard::Action& action) const {
    const std::optional<std::size_t> i = hand_index(action.card);
    if (!i) return std::nullopt;
    return Reach::middle(hand_card(*i), true);  // a card is pointed at first: the table lifts it
}

// ---- Words ----

std::optional<LogLine> HighCardTable::log_line(const highcard::Event& event, const std::vector<std::string>& names,
                                               const Strings& strings) const {
    return highcard_log_line(event, names, strings);
}

std::string HighCardTable::hint_words(const highcard::Hint& answer, const Strings& strings) const {
    char tricks[16];
    std::snprintf(tricks, sizeof tricks, "%.1f", answer.tricks);
    if (strings.language() == "fr") std::replace(std::begin(tricks), std::end(tricks), '.', ',');
    return strings.format(Str::HintHighCard, {std::to_string(answer.best.card), tricks});
}

std::vector<sf::FloatRect> HighCardTable::hint_marks(const highcard::Action& best) const {
    const std::optional<std::size_t> i = hand_index(best.card);
    if (!i) return {};
    sf::FloatRect r = hand_card(*i);
    // Where draw_hand shows it: the card the keys or the pointer light stands a little higher.
    if (accepting() && (static_cast<int>(*i) == hover_ || static_cast<int>(*i) == focus_)) r.top -= 12.F;
    return {r};
}

std::optional<LogLine> highcard_log_line(const highcard::Event& event, const std::vector<std::string>& names,
                                         const Strings& strings) {
    return std::visit(
        Overloaded{
            [&](const highcard::GameStarted&) -> std::optional<LogLine> { return LogLine{-1, false, true, {}}; },
            [&](const highcard::CardPlayed& e) -> std::optional<LogLine> {
                return LogLine{e.seat, true, false,
                               strings.format(Str::HighCardPlays, {log_name(names, e.seat), std::to_string(e.card)})};
            },
            [&](const highcard::TrickTaken& e) -> std::optional<LogLine> {
                return LogLine{e.seat, false, false,
                               strings.format(Str::HighCardTakes, {log_name(names, e.seat), std::to_string(e.card)})};
            },
            [&](const auto&) -> std::optional<LogLine> { return std::nullopt; },
        },
        event);
}

std::string highcard_move_words(const highcard::Action& action, const std::vector<std::string>& /*names*/,
                                const Strings& strings) {
    return strings.format(Str::MoveHighCardPlay, {std::to_string(action.card)});
}

std::unique_ptr<Screen> make_highcard_table(Context& ctx, std::unique_ptr<HighCardFeed> feed, TableOptions options) {
    (void)ctx;
    return std::make_unique<HighCardTable>(std::move(feed), std::move(options));
}

std::unique_ptr<Screen> make_highcard_table(Context& ctx, std::unique_ptr<HighCardSession> session, TableOptions options) {
    return make_highcard_table(ctx, std::make_unique<LocalHighCardFeed>(std::move(session)), std::move(options));
}

}  // namespace zero::game

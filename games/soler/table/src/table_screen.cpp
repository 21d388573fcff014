// SPDX-License-Identifier: GPL-3.0-or-later
// The table of Solèr's ZERO: animates each event and takes the shown player's choices; SeatTable
// (seat_table.hpp) steps the match, hands the screen over between people at it and paces the bots.
#include "table_screen.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

#include "zero/core/overloaded.hpp"
#include "zero/soler/solver.hpp"

namespace zero::game {

namespace {

constexpr float kDealStepMs = 55.F;

int cards_in(const std::vector<soler::Group>& groups) {
    int n = 0;
    for (const soler::Group& g : groups) n += static_cast<int>(g.size());
    return n;
}

}  // namespace

float SolerTableScreen::Reveal::count_end() const {
    return kFlipMs + kCountStepMs * static_cast<float>(players) + 200.F;
}

SolerTableScreen::SolerTableScreen(Context& ctx, std::unique_ptr<SolerFeed> feed, TableOptions options)
    : SeatTable(std::move(feed), std::move(options), SeatTableWords{.report = "soler table", .show = "reveal", .message_ms = 2400.F, .action_beat_ms = 320.F}),
      layout_(feed_->rules().players, 5) {
    (void)ctx;
    open(false);
    // A table opened at the shown seat's laying (a save, a replay stepped there) has no deal to
    // show first: its builder is set up now, as when the laying comes in play.
    if (view_.phase == soler::Phase::Safe) sync(view_);
}

bool SolerTableScreen::accepting() const {
    if (feed_->watched() || handoff() || busy() || pause_.open() || !shows_hand() || feed_->over()) return false;
    const Seat me = view_.seat;
    return humans_[static_cast<std::size_t>(me)] && has_seat(feed_->to_act(), me) && !feed_->submitted(me) &&
           view_.state_id == feed_->view(me).state_id;
}

Seat SolerTableScreen::deciding() const {
    if (view_.phase == soler::Phase::Bet || view_.phase == soler::Phase::Safe) return view_.to_move;
    return -1;
}

sf::Vector2f SolerTableScreen::seat_at(int seat) const {
    const int r = rel(seat);
    return r == 0 ? sf::Vector2f(640.F, 618.F) : layout_.seat_anchor(r);
}

sf::Vector2f SolerTableScreen::slot_at(int seat) const {
    const int r = rel(seat);
    if (r == 0) return {640.F, 392.F};
    const sf::Vector2f a = layout_.seat_anchor(r);
    // Seats across the top: low enough to clear their name plates.
    return {640.F + (a.x - 640.F) * 0.42F, a.y < 150.F ? 234.F : 300.F};
}

sf::FloatRect SolerTableScreen::plate_at(int seat) const {
    const sf::FloatRect own = soler_layout::own_plate();
    if (rel(seat) == 0) return own;
    // Under the seat's cards, kept on the table at the sides (five players put seats at its edges),
    // the size of this screen's plate.
    const sf::Vector2f a = seat_at(seat);
    return {std::clamp(a.x - own.width / 2.F, 20.F, kDesignWidth - 20.F - own.width), a.y + 38.F, own.width, own.height};
}

sf::Vector2f SolerTableScreen::safe_at(int seat) const {
    const int r = rel(seat);
    if (r == 0) return soler_layout::own_safe_row();
    const sf::Vector2f a = layout_.seat_anchor(r);
    if (a.y < 150.F) return {a.x + 150.F, a.y};
    return {a.x, a.y - 110.F};
}

std::vector<int> SolerTableScreen::hand_cards() const {
    // While the player forms groups, the hand is the builder's (the same cards, marked).
    if (view_.phase == soler::Phase::Safe && view_.to_move == view_.seat && safe_epoch_ == view_.epoch && !busy())
        return safe_.cards();
    return soler_hand_order(view_.hand);
}

sf::Vector2f SolerTableScreen::hand_card(int index, int count, bool lifted) const {
    return soler_layout::hand_card(index, count, lifted);
}

int SolerTableScreen::hit_hand(sf::Vector2f p) const {
    const int n = static_cast<int>(hand_cards().size());
    for (int i = n - 1; i >= 0; --i) {
        const sf::Vector2f c = hand_card(i, n, false);
        if (std::fabs(p.x - c.x) <= 42.F && p.y >= c.y - 78.F && p.y <= c.y + 60.F) return i;
    }
    return -1;
}

sf::FloatRect SolerTableScreen::bet_button(int index, int count) const {
    const float w = 36.F;
    const float gap = 4.F;
    const float total = static_cast<float>(count) * (w + gap) - gap;
    return {640.F - total / 2.F + static_cast<float>(index) * (w + gap), 486.F, w, 36.F};
}

sf::FloatRect SolerTableScreen::safe_button(int index) {
    return {640.F - 330.F + static_cast<float>(index) * 168.F, 500.F, 156.F, 34.F};
}

int SolerTableScreen::focus_items() const {
    if (!accepting()) return 0;
    if (view_.phase == soler::Phase::Bet) return static_cast<int>(free_bets(view_).size());
    const int cards = static_cast<int>(hand_cards().size());
    return view_.phase == soler::Phase::Safe ? cards + 4 : cards;
}

void SolerTableScreen::activate(int item, Context& ctx) {
    if (!accepting() || item < 0) return;
    const Seat me = view_.seat;
    if (view_.phase == soler::Phase::Play) {
        const std::vector<int> cards = hand_cards();
        if (item >= static_cast<int>(cards.size())) return;
        feed_->submit(me, soler::Action::play(cards[static_cast<std::size_t>(item)]));
        ctx.sounds.play(Sfx::Slide);
    } else if (view_.phase == soler::Phase::Bet) {
        const std::vector<int> bets = free_bets(view_);
        if (item >= static_cast<int>(bets.size())) return;
        feed_->submit(me, soler::Action::bet(bets[static_cast<std::size_t>(item)]));
        ctx.sounds.play(Sfx::Click);
    } else if (view_.phase == soler::Phase::Safe) {
        using Press = SafeBuilder::Press;
        switch (safe_.press(item)) {
            case Press::Toggled: ctx.sounds.play(Sfx::Click, 1.2F); break;
            case Press::Laid: ctx.sounds.play(Sfx::Slide, 1.2F); break;
            case Press::Suggested: ctx.sounds.play(Sfx::Click); break;
            case Press::Cleared: ctx.sounds.play(Sfx::Click, 0.8F); break;
            case Press::Refused: say(ctx.str(Str::SolerGroupRule)); break;
            case Press::Done: feed_->submit(me, safe_.action()); break;
            case Press::Nothing: break;
        }
    }
}

void SolerTableScreen::sync(const soler::View& view) {
    view_ = view;
    if (view_.phase == soler::Phase::Safe && view_.to_move == view_.seat && safe_epoch_ != view_.epoch) {
        safe_.reset(view_.hand);
        safe_epoch_ = view_.epoch;
    }
    if (focus_epoch_ != view_.epoch) {
        focus_epoch_ = view_.epoch;
        focus_ = 0;
        if (view_.phase == soler::Phase::Bet) {
            // The picker starts at the total nearest 0 that is still free.
            const std::vector<int> bets = free_bets(view_);
            for (std::size_t i = 0; i < bets.size(); ++i)
                if (std::abs(bets[i]) < std::abs(bets[static_cast<std::size_t>(focus_)])) focus_ = static_cast<int>(i);
        }
    }
}

void SolerTableScreen::start_event(const soler::Event& event, Context& ctx) {
    std::visit([&](const auto& e) { animate(e, ctx); }, event);
}

void SolerTableScreen::animate(const soler::GameStarted& e, Context& ctx) {
    effects_.banner(ctx.strings.format(Str::SolerGameBanner, {std::to_string(e.game + 1)}),
                    ctx.strings.format(Str::SolerDealerSub, {feed_->name(e.dealer)}));
    int k = 0;
    for (int i = 0; i < soler::kDealSize; ++i) {
        for (int s = 0; s < players(); ++s) {
            SolerFlight f;
            f.from = pile_at();
            f.to = seat_at(s);
            f.scale_from = 0.55F;
            f.scale_to = rel(s) == 0 ? soler_layout::kHandScale : 0.5F;
            f.delay_ms = static_cast<float>(k++) * kDealStepMs;
            f.duration_ms = 380.F;
            flights_.push_back(f);
        }
    }
    ctx.sounds.play(Sfx::Slide);
    deal_ms_ = static_cast<float>(k) * kDealStepMs + 380.F;
    beat_ms_ = deal_ms_ + 500.F;
}

void SolerTableScreen::animate(const soler::TrickStarted& e, Context&) {
    view_.trick = e.trick;
    view_.leader = e.leader;
    beat_ms_ = 120.F;
}

void SolerTableScreen::animate(const soler::CardCommitted& e, Context& ctx) {
    SolerFlight f;
    f.from = seat_at(e.seat);
    f.to = slot_at(e.seat);
    f.scale_from = rel(e.seat) == 0 ? soler_layout::kHandScale : 0.5F;
    f.scale_to = 0.55F;
    f.duration_ms = 300.F;
    flights_.push_back(f);
    view_.committed |= seat_bit(e.seat);
    view_.hand_sizes[static_cast<std::size_t>(e.seat)] -= 1;
    if (e.seat == view_.seat && pending_view_) {
        view_.hand = pending_view_->hand;
        view_.my_play = pending_view_->my_play;
    }
    ctx.sounds.play(Sfx::Slide, 1.1F);
    beat_ms_ = 320.F;
    if (std::popcount(view_.committed) >= 2) ctx.moment("plays");
}

void SolerTableScreen::animate(const soler::BetMade& e, Context& ctx) {
    view_.bet_made |= seat_bit(e.seat);
    view_.bets[static_cast<std::size_t>(e.seat)] = e.total;
    effects_.bubble(seat_at(e.seat) + sf::Vector2f(0, rel(e.seat) == 0 ? -170.F : 40.F),
                    ctx.strings.format(Str::SolerBetTag, {soler_value_text(e.total)}));
    ctx.sounds.play(Sfx::Click);
    beat_ms_ = 520.F;
}

void SolerTableScreen::animate(const soler::TrickRevealed& e, Context& ctx) {
    reveal_ = Reveal{e, players(), 0, false, false};
    ctx.sounds.play(Sfx::Flip);
    beat_ms_ = 0;
}

void SolerTableScreen::animate(const soler::SafeLaid& e, Context& ctx) {
    const int n = cards_in(e.groups);
    if (n == 0) {
        beat_ms_ = 150.F;
        return;
    }
    int k = 0;
    for (const soler::Group& g : e.groups) {
        for (int v : g) {
            SolerFlight f;
            f.value = v;
            f.face = true;
            f.from = seat_at(e.seat);
            f.to = safe_at(e.seat);
            f.scale_from = rel(e.seat) == 0 ? soler_layout::kHandScale : 0.5F;
            f.scale_to = 0.4F;
            f.delay_ms = static_cast<float>(k++) * 90.F;
            f.duration_ms = 450.F;
            flights_.push_back(f);
            view_.safe[static_cast<std::size_t>(e.seat)].add(v);
            if (e.seat == view_.seat && view_.hand.contains(v)) view_.hand.remove(v);
        }
    }
    view_.hand_sizes[static_cast<std::size_t>(e.seat)] -= n;
    effects_.bubble(seat_at(e.seat) + sf::Vector2f(0, rel(e.seat) == 0 ? -170.F : 40.F),
                    ctx.strings.format(Str::SolerLaidBubble, {std::to_string(n)}));
    ctx.sounds.play(Sfx::Slide, 0.9F);
    beat_ms_ = 450.F + static_cast<float>(k) * 90.F + 300.F;
    ctx.moment("safe", 380.F);  // the cards half way to their safe place
}

void SolerTableScreen::animate(const soler::CardsDrawn& e, Context&) {
    for (int i = 0; i < e.count; ++i) {
        SolerFlight f;
        f.from = pile_at();
        f.to = seat_at(e.seat);
        f.scale_from = 0.55F;
        f.scale_to = rel(e.seat) == 0 ? soler_layout::kHandScale : 0.5F;
        f.delay_ms = static_cast<float>(i) * 80.F;
        f.duration_ms = 320.F;
        flights_.push_back(f);
    }
    view_.pile_size -= e.count;
    view_.hand_sizes[static_cast<std::size_t>(e.seat)] += e.count;
    beat_ms_ = 140.F + static_cast<float>(e.count) * 80.F;
}

void SolerTableScreen::animate(const soler::GameScored& e, Context& ctx) {
    view_.totals = e.totals;
    const Str title = e.end == soler::GameEnd::Limit ? Str::SolerGameOverLimit : Str::SolerGameOver;
    std::string scores;
    for (int s = 0; s < players(); ++s) {
        if (!scores.empty()) scores += "   ";
        scores += feed_->name(s) + " +" + std::to_string(e.scores[static_cast<std::size_t>(s)]);
    }
    effects_.banner(ctx.strings.format(title, {std::to_string(e.game + 1)}), scores);
    ctx.sounds.play(Sfx::Fanfare, 1.2F);
    beat_ms_ = 2600.F;
}

void SolerTableScreen::animate(const soler::MatchEnded& e, Context&) {
    end_match(e);
}

void SolerTableScreen::step_reveal(float ms, Context& ctx) {
    Reveal& r = *reveal_;
    const float before = r.clock_ms;
    r.clock_ms += ms;
    const soler::TrickRevealed& t = r.trick;
    // Each card joins the running sum with a tick.
    for (int i = 0; i < players(); ++i) {
        const float at = kFlipMs + kCountStepMs * static_cast<float>(i);
        if (before < at && r.clock_ms >= at) ctx.sounds.play(Sfx::Click, 1.F + 0.08F * static_cast<float>(i));
    }
    if (!r.outcome_shown && r.clock_ms >= r.count_end()) {
        r.outcome_shown = true;
        show_outcome(t, ctx);
    }
    if (!r.flown && r.clock_ms >= r.fly_start()) {
        r.flown = true;
        fly_trick(t, ctx);
    }
    if (r.clock_ms >= r.end()) reveal_.reset();
}

// The trick's outcome once its sum is counted: who takes it, a lone 0, zeros that cancel.
void SolerTableScreen::show_outcome(const soler::TrickRevealed& t, Context& ctx) {
    switch (t.outcome) {
        case soler::Outcome::Bet:
            ctx.sounds.play(Sfx::Slide, 1.3F);
            effects_.bubble(seat_at(t.taker) + sf::Vector2f(0, rel(t.taker) == 0 ? -170.F : 40.F), "=" + soler_value_text(t.sum));
            break;
        case soler::Outcome::LoneZero:
            // The lone 0 that takes everything: a celebration of its own.
            effects_.celebrate(slot_at(t.taker), ctx.str(Str::SolerLoneZero),
                               ctx.strings.format(Str::SolerLoneZeroSub, {feed_->name(t.taker)}));
            ctx.sounds.play(Sfx::Fanfare);
            ctx.moment("lonezero", 500.F);
            break;
        case soler::Outcome::ZerosCancel:
            // Zeros that cancel: the table shakes and each 0 ripples.
            effects_.shake();
            for (int s = 0; s < players(); ++s)
                if (has_seat(t.zeros_back, s)) effects_.ripple(slot_at(s));
            ctx.sounds.play(Sfx::Knock, 0.8F);
            ctx.moment("zeros", 200.F);
            break;
        case soler::Outcome::NoZero: ctx.sounds.play(Sfx::Click, 0.7F); break;
    }
    ctx.moment("reveal");
}

// The trick's cards fly to their taker, back to the hands of cancelled zeros, or under the pile.
void SolerTableScreen::fly_trick(const soler::TrickRevealed& t, Context& ctx) {
    int k = 0;
    int taken = 0;
    for (int s = 0; s < players(); ++s) {
        const int v = t.plays[static_cast<std::size_t>(s)];
        SolerFlight f;
        f.value = v;
        f.face = true;
        f.from = slot_at(s);
        f.scale_from = 0.55F;
        f.delay_ms = static_cast<float>(k++) * 60.F;
        f.duration_ms = kFlyMs - 200.F;
        if (t.taker >= 0) {
            f.to = seat_at(t.taker);
            f.scale_to = rel(t.taker) == 0 ? soler_layout::kHandScale : 0.5F;
            ++taken;
        } else if (has_seat(t.zeros_back, s) && v == 0) {
            f.to = seat_at(s);
            f.scale_to = rel(s) == 0 ? soler_layout::kHandScale : 0.5F;
            view_.hand_sizes[static_cast<std::size_t>(s)] += 1;
        } else {
            f.to = pile_at();
            f.scale_to = 0.55F;
            f.face = false;
        }
        flights_.push_back(f);
    }
    if (t.taker >= 0) view_.hand_sizes[static_cast<std::size_t>(t.taker)] += taken;
    view_.pile_size += static_cast<int>(t.under_pile.size());
    view_.committed = 0;
    view_.my_play.reset();
    ctx.sounds.play(Sfx::Slide);
    if (t.taker >= 0) ctx.moment("take", 260.F);
}

void SolerTableScreen::step_clocks(float ms, Context& ctx) {
    if (deal_ms_ > 0) deal_ms_ -= ms;
    if (accepting() && view_.phase == soler::Phase::Bet) ctx.moment("bets");
    // A group of safe cards being formed, before it is laid.
    if (accepting() && view_.phase == soler::Phase::Safe && safe_.forming()) ctx.moment("grouping");
}

bool SolerTableScreen::step_show(float ms, Context& ctx) {
    step_reveal(ms, ctx);
    return reveal_.has_value();
}

void SolerTableScreen::handle_choice(const sf::Event& event, Command command, Context& ctx) {
    const int items = focus_items();
    const int cards = static_cast<int>(hand_cards().size());
    auto item_at = [&](sf::Vector2f p) {
        if (view_.phase == soler::Phase::Bet) {
            for (int i = 0; i < items; ++i)
                if (bet_button(i, items).contains(p)) return i;
            return -1;
        }
        if (view_.phase == soler::Phase::Safe)
            for (int b = 0; b < 4; ++b)
                if (safe_button(b).contains(p)) return cards + b;
        return hit_hand(p);
    };
    switch (event.type) {
        case sf::Event::MouseMoved:
            hover_ = item_at(ctx.to_design({event.mouseMove.x, event.mouseMove.y}));
            if (hover_ >= 0) focus_ = hover_;
            return;
        case sf::Event::MouseButtonPressed: {
            if (event.mouseButton.button != sf::Mouse::Left) return;
            const int item = item_at(ctx.to_design({event.mouseButton.x, event.mouseButton.y}));
            if (item >= 0) {
                focus_ = item;
                activate(item, ctx);
            }
            return;
        }
        default: break;
    }
    if (view_.phase == soler::Phase::Safe) {
        if (command == Command::Confirm) {
            activate(safe_pressed(focus_, cards, primary_confirm(event)), ctx);
            focus_ = safe_focus_settled(focus_, cards, safe_.can_lay(), safe_last_card_);
        } else {
            focus_ = safe_focus_after(focus_, cards, command, safe_.can_lay(), safe_last_card_);
        }
        return;
    }
    switch (command) {
        case Command::Left:
            if (items > 0) focus_ = (focus_ + items - 1) % items;
            break;
        case Command::Right:
            if (items > 0) focus_ = (focus_ + 1) % items;
            break;
        case Command::Confirm: activate(std::clamp(focus_, 0, std::max(items - 1, 0)), ctx); break;
        default: break;
    }
}

std::optional<Reach> SolerTableScreen::reach(const soler::Action& action) const {
    if (action.kind == soler::ActionKind::Play) {
        // The card is pointed at first: it rises.
        const std::vector<int> cards = hand_cards();
        const auto it = std::find(cards.begin(), cards.end(), action.value);
        if (it == cards.end()) return std::nullopt;
        return Reach{hand_card(static_cast<int>(it - cards.begin()), static_cast<int>(cards.size()), false), true};
    }
    if (action.kind == soler::ActionKind::Bet) {
        const std::vector<int> bets = free_bets(view_);
        const auto it = std::find(bets.begin(), bets.end(), action.value);
        if (it == bets.end()) return std::nullopt;
        return Reach::middle(bet_button(static_cast<int>(it - bets.begin()), static_cast<int>(bets.size())), true);
    }
    return reach_safe(action);
}

// Safe cards: the cards of each group clicked, the group laid, then Done; Clear first when what is
// laid or being formed is not on the way to `action` (another move was chosen meanwhile).
std::optional<Reach> SolerTableScreen::reach_safe(const soler::Action& action) const {
    const Reach clear = Reach::middle(safe_button(2));
    const std::vector<int>& cards = safe_.cards();
    const int laid = safe_.laid_groups();
    const int n = static_cast<int>(cards.size());
    const auto sorted = [](std::vector<int> v) {
        std::sort(v.begin(), v.end());
        return v;
    };
    if (laid > static_cast<int>(action.groups.size())) return clear;
    for (int g = 0; g < laid; ++g) {
        std::vector<int> in_group;
        for (int i = 0; i < n; ++i)
            if (safe_.mark(i) == g) in_group.push_back(cards[static_cast<std::size_t>(i)]);
        if (sorted(in_group) != sorted(action.groups[static_cast<std::size_t>(g)])) return clear;
    }
    std::vector<int> forming;
    for (int i = 0; i < n; ++i)
        if (safe_.mark(i) == SafeBuilder::kForming) forming.push_back(cards[static_cast<std::size_t>(i)]);
    if (laid == static_cast<int>(action.groups.size())) return Reach::middle(safe_button(3));
    std::vector<int> want = sorted(action.groups[static_cast<std::size_t>(laid)]);
    if (sorted(forming) == want) return Reach::middle(safe_button(0));
    for (int v : forming) {
        const auto w = std::find(want.begin(), want.end(), v);
        if (w == want.end()) return clear;  // a stray card: start again
        want.erase(w);
    }
    for (int i = 0; i < n; ++i)
        if (safe_.mark(i) == SafeBuilder::kFree && cards[static_cast<std::size_t>(i)] == want.front())
            return Reach{hand_card(i, n, false)};
    return clear;
}

std::unique_ptr<Screen> make_soler_table_screen(Context& ctx, std::unique_ptr<SolerFeed> feed, TableOptions options) {
    return std::make_unique<SolerTableScreen>(ctx, std::move(feed), std::move(options));
}

}  // namespace zero::game

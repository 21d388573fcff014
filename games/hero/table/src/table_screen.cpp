// SPDX-License-Identifier: GPL-3.0-or-later
// The table of Zero Hero: animates each event (zerones sliding, bought cards flying to their rows,
// new pairs flipping in, symbols lighting up, the end of a game counted row by row); SeatTable
// (seat_table.hpp) steps the match, hands the screen over between people at it and paces the bots.
#include "table_screen.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

#include "zero/core/overloaded.hpp"
#include "zero/game/hero/layout.hpp"
#include "zero/game/layout.hpp"

namespace zero::game {

namespace {

constexpr float kTokenMs = 360.F;
constexpr float kTokenGapMs = 70.F;
constexpr float kCardFlyMs = 520.F;
constexpr float kDealMs = 380.F;

}  // namespace

int HeroTableScreen::Ending::counted() const {
    if (clock_ms < kCountAtMs) return 0;
    return std::min(hero::kColours, 1 + static_cast<int>((clock_ms - kCountAtMs) / kRowStepMs));
}

HeroTableScreen::HeroTableScreen(Context& ctx, std::unique_ptr<HeroFeed> feed, TableOptions options)
    : SeatTable(std::move(feed), std::move(options), SeatTableWords{.report = "hero table", .show = "scoring", .message_ms = 2600.F, .action_beat_ms = 460.F}) {
    (void)ctx;
    open(true);
}

int HeroTableScreen::rel(int seat) const { return relative_seat(seat, director_.bottom(), players()); }

bool HeroTableScreen::accepting() const {
    if (feed_->watched() || handoff() || busy() || pause_.open() || !shows_private() || feed_->over() || !flights_.empty()) return false;
    const Seat me = view_.seat;
    return humans_[static_cast<std::size_t>(me)] && has_seat(feed_->to_act(), me) && !feed_->submitted(me) &&
           view_.state_id == feed_->view(me).state_id;
}

// ---- Places ----

sf::FloatRect hero_layout::panel(int relative, int players) {
    if (relative == 0) return {20.F, 466.F, 1240.F, 228.F};
    const int k = players - 1;
    const float w = std::min(470.F, (1240.F - 12.F * static_cast<float>(k - 1)) / static_cast<float>(k));
    const float total = static_cast<float>(k) * w + static_cast<float>(k - 1) * 12.F;
    return {640.F - total / 2.F + static_cast<float>(relative - 1) * (w + 12.F), 6.F, w, 194.F};
}

sf::FloatRect HeroTableScreen::panel_at(int seat) const { return hero_layout::panel(rel(seat), players()); }

float HeroTableScreen::column_width(int seat) const { return hero_layout::column_width(panel_at(seat), rel(seat) == 0); }

float HeroTableScreen::column_step(int seat) const { return rel(seat) == 0 ? 25.F : 17.F; }

float HeroTableScreen::mini_scale(int seat) const { return rel(seat) == 0 ? 0.44F : 0.31F; }

sf::Vector2f HeroTableScreen::column_at(int seat, int colour) const {
    const sf::FloatRect p = panel_at(seat);
    const float cw = column_width(seat);
    const float s = mini_scale(seat);
    const float top = p.top + (rel(seat) == 0 ? 42.F : 60.F);
    const float step = column_step(seat);
    const int n = view_.collections[static_cast<std::size_t>(seat)].in_colour(colour);
    return {p.left + 8.F + cw * (static_cast<float>(colour) + 0.5F), top + kCardHeight * s / 2.F + step * static_cast<float>(n)};
}

std::vector<PlacedCard> HeroTableScreen::placed_cards(int seat) const {
    std::vector<PlacedCard> out;
    const sf::FloatRect p = panel_at(seat);
    const float cw = column_width(seat);
    const float s = mini_scale(seat);
    const float w = kCardWidth * s;
    const float h = kCardHeight * s;
    const float top = p.top + (rel(seat) == 0 ? 42.F : 60.F);
    const float step = column_step(seat);
    const hero::Cards& cards = view_.collections[static_cast<std::size_t>(seat)];
    std::array<int, hero::kColours> in_row{};
    for (const hero::Card card : cards.list()) {
        const int c = card.colour();
        const float x = p.left + 8.F + cw * (static_cast<float>(c) + 0.5F);
        const float y = top + step * static_cast<float>(in_row[static_cast<std::size_t>(c)]++);
        out.push_back({card, {x - w / 2.F, y, w, h}});
    }
    return out;
}

sf::Vector2f HeroTableScreen::purse_at(int seat) const {
    const sf::FloatRect p = panel_at(seat);
    if (rel(seat) == 0) return {p.left + 1010.F, p.top + 150.F};
    return {p.left + 22.F, p.top + 46.F};
}

sf::Vector2f HeroTableScreen::secret_at(int seat) const {
    const sf::FloatRect p = panel_at(seat);
    if (rel(seat) == 0) return {p.left + 790.F, p.top + 120.F};
    return {p.left + hero_layout::kSecretAt, p.top + 44.F};
}

sf::Vector2f HeroTableScreen::slot_at(int slot) { return {380.F + 185.F * static_cast<float>(slot), 0.F}; }

sf::Vector2f HeroTableScreen::pair_card_at(int slot, int index) {
    return {slot_at(slot).x + (index == 0 ? -29.F : 29.F), 270.F};
}

sf::FloatRect HeroTableScreen::pair_rect(int slot) { return {slot_at(slot).x - 58.F, 235.F, 116.F, 70.F}; }

sf::Vector2f HeroTableScreen::tokens_at(int slot) { return {slot_at(slot).x, 352.F}; }

sf::FloatRect HeroTableScreen::take_button(int slot, int count) {
    const float x = slot_at(slot).x;
    return {count == 1 ? x - 74.F : x + 4.F, 394.F, 70.F, 30.F};
}

sf::FloatRect HeroTableScreen::way_button(int way) { return {640.F - 170.F + static_cast<float>(way) * 176.F, 250.F, 164.F, 34.F}; }
sf::FloatRect HeroTableScreen::swap_step_button(int delta) { return {delta < 0 ? 330.F : 910.F, 294.F, 40.F, 40.F}; }
sf::FloatRect HeroTableScreen::swap_confirm() { return {640.F - 90.F, 408.F, 180.F, 38.F}; }

// ---- Events ----

void HeroTableScreen::sync(const hero::View& view) {
    view_ = view;
    if (view_.phase == hero::Phase::Swap && view_.to_move == view_.seat && swap_epoch_ != view_.epoch) {
        swap_.reset(view_);
        swap_epoch_ = view_.epoch;
    }
}

void HeroTableScreen::tokens(int count, sf::Vector2f from, sf::Vector2f to, std::function<void()> each, float delay) {
    for (int i = 0; i < count; ++i) {
        HeroFlight f;
        f.kind = HeroFlight::Kind::Token;
        f.arc = 18.F;
        f.from = from + sf::Vector2f(0, -5.F * static_cast<float>(i % 6));
        f.to = to;
        f.delay_ms = delay + static_cast<float>(i) * kTokenGapMs;
        f.duration_ms = kTokenMs;
        f.land = each;
        flights_.push_back(std::move(f));
    }
}

void HeroTableScreen::start_event(const hero::Event& event, Context& ctx) {
    std::visit([&](const auto& e) { animate(e, ctx); }, event);
}

void HeroTableScreen::animate(const hero::GameStarted& e, Context& ctx) {
    // A later game of the match: its deal is the state after this batch.
    if (pending_view_) sync(*pending_view_);
    bonus_seats_ = 0;
    effects_.banner(ctx.strings.format(Str::HeroGameBanner, {std::to_string(e.game + 1)}),
                    ctx.strings.format(Str::HeroFirstSub, {feed_->name(e.first)}));
    ctx.sounds.play(Sfx::Slide);
    beat_ms_ = 1500.F;
}

void HeroTableScreen::animate(const hero::ZeronesTaken& e, Context& ctx) {
    view_.piles[static_cast<std::size_t>(e.slot)] -= e.count;
    const auto seat = static_cast<std::size_t>(e.seat);
    tokens(e.count, tokens_at(e.slot), purse_at(e.seat), [this, seat] { view_.zerones[seat] += 1; });
    ctx.sounds.play(Sfx::Click, 1.3F);
    beat_ms_ = kTokenMs + kTokenGapMs * static_cast<float>(e.count) + 120.F;
}

void HeroTableScreen::animate(const hero::PairBought& e, Context& ctx) {
    const auto seat = static_cast<std::size_t>(e.seat);
    const auto slot = static_cast<std::size_t>(e.slot);
    view_.pairs[slot].size = 0;
    view_.zerones[seat] -= e.cost;
    tokens(e.cost, purse_at(e.seat), tokens_at(e.slot), [this, slot] { view_.piles[slot] += 1; });
    for (int k = 0; k < 2; ++k) {
        const hero::Card card = e.cards[static_cast<std::size_t>(k)];
        HeroFlight f;
        f.kind = HeroFlight::Kind::Face;
        f.card = card;
        f.from = pair_card_at(e.slot, k);
        // The second card of one colour lands under the first.
        f.to = column_at(e.seat, card.colour()) +
               sf::Vector2f(0, k == 1 && e.cards[0].colour() == card.colour() ? column_step(e.seat) : 0.F);
        f.scale_from = 0.5F;
        f.scale_to = mini_scale(e.seat);
        f.delay_ms = 120.F + static_cast<float>(k) * 110.F;
        f.duration_ms = kCardFlyMs;
        f.land = [this, seat, card] { view_.collections[seat].add(card); };
        flights_.push_back(std::move(f));
    }
    effects_.bubble(tokens_at(e.slot) + sf::Vector2f(0, -30.F),
                    e.cost == 0 ? ctx.str(Str::HeroFree) : "-" + std::to_string(e.cost));
    ctx.sounds.play(Sfx::Slide);
    beat_ms_ = 120.F + 110.F + kCardFlyMs + 160.F;
    ctx.moment("purchase", 330.F);  // the cards half way to their rows
}

void HeroTableScreen::animate(const hero::SymbolActed& e, Context& ctx) {
    const auto seat = static_cast<std::size_t>(e.seat);
    lit_seat_ = e.seat;
    lit_card_ = e.card;
    lit_ms_ = 1100.F;
    const sf::Vector2f at = column_at(e.seat, e.card.colour()) + sf::Vector2f(0, -30.F);
    std::string text;
    switch (e.card.symbol()) {
        case hero::Symbol::Zerone:
            text = ctx.str(e.gained > 0 ? Str::HeroZeroneBubble : Str::HeroNothingBubble);
            if (e.gained > 0) {
                view_.pool -= 1;
                tokens(1, pool_at(), purse_at(e.seat), [this, seat] { view_.zerones[seat] += 1; }, 200.F);
            }
            break;
        case hero::Symbol::Card: {
            text = ctx.str(e.gained > 0 ? Str::HeroCardBubble : Str::HeroNothingBubble);
            if (e.gained == 0) break;
            const bool above = view_.above_end > 0;
            (above ? view_.above_end : view_.end_cards) -= 1;
            HeroFlight f;
            f.kind = HeroFlight::Kind::Back;
            f.from = above ? pile_at() : end_pile_at();
            f.to = secret_at(e.seat);
            f.scale_from = 0.5F;
            f.scale_to = rel(e.seat) == 0 ? 0.44F : 0.16F;
            f.delay_ms = 200.F;
            f.duration_ms = kCardFlyMs;
            f.land = [this, seat] { view_.face_down_counts[seat] += 1; };
            flights_.push_back(std::move(f));
            break;
        }
        case hero::Symbol::Swap: text = ctx.str(Str::HeroSwapBubble); break;
        case hero::Symbol::None:
        case hero::Symbol::Flag: break;
    }
    effects_.bubble(at, text);
    ctx.sounds.play(Sfx::Flip, 1.2F);
    beat_ms_ = 900.F;
}

void HeroTableScreen::animate(const hero::Swapped& e, Context& ctx) {
    const Seat from = e.way == hero::SwapWay::Give ? e.seat : e.other;
    const Seat to = e.way == hero::SwapWay::Give ? e.other : e.seat;
    sf::Vector2f start = column_at(from, e.card.colour());
    for (const PlacedCard& c : placed_cards(from))
        if (c.card == e.card) start = {c.rect.left + c.rect.width / 2.F, c.rect.top + c.rect.height / 2.F};
    hero::Cards& source = view_.collections[static_cast<std::size_t>(from)];
    if (source.contains(e.card)) source.remove(e.card);
    HeroFlight f;
    f.kind = HeroFlight::Kind::Face;
    f.card = e.card;
    f.from = start;
    f.to = column_at(to, e.card.colour());
    f.scale_from = mini_scale(from);
    f.scale_to = mini_scale(to);
    f.duration_ms = 700.F;
    const auto dest = static_cast<std::size_t>(to);
    const hero::Card card = e.card;
    f.land = [this, dest, card] { view_.collections[dest].add(card); };
    effects_.ripple(f.to);
    flights_.push_back(std::move(f));
    ctx.sounds.play(Sfx::Slide, 0.9F);
    beat_ms_ = 900.F;
    ctx.moment("swap", 380.F);
}

void HeroTableScreen::animate(const hero::CardTurnedUp& e, Context& ctx) {
    const auto slot = static_cast<std::size_t>(e.slot);
    (e.from_end_cards ? view_.end_cards : view_.above_end) -= 1;
    const int k = std::min(view_.pairs[slot].size, 1);
    HeroFlight f;
    f.kind = HeroFlight::Kind::Face;
    f.flips = true;
    f.card = e.card;
    f.from = e.from_end_cards ? end_pile_at() : pile_at();
    f.to = pair_card_at(e.slot, k);
    f.scale_from = 0.5F;
    f.scale_to = 0.5F;
    f.duration_ms = kDealMs;
    const bool flag_end = e.from_end_cards && e.card.symbol() == hero::Symbol::Flag;
    const hero::Card card = e.card;
    const int slot_no = e.slot;
    f.land = [this, slot, k, card, flag_end, slot_no, &ctx] {
        view_.pairs[slot].cards[static_cast<std::size_t>(k)] = card;
        view_.pairs[slot].size = k + 1;
        lit_slot_ = slot_no;
        lit_ms_ = 700.F;
        if (!flag_end) return;
        // The flag from the end cards: the table shakes and the game ends at once.
        effects_.shake();
        effects_.ripple(pair_card_at(slot_no, k));
        effects_.banner(ctx.str(Str::HeroFlagEnd), ctx.str(Str::HeroFlagEndSub));
        ctx.sounds.play(Sfx::Knock);
    };
    flights_.push_back(std::move(f));
    ctx.sounds.play(Sfx::Flip);
    beat_ms_ = kDealMs + 80.F + (flag_end ? 1800.F : 0.F);
}

void HeroTableScreen::animate(const hero::PileRefilled& e, Context& ctx) {
    const auto slot = static_cast<std::size_t>(e.slot);
    const sf::Vector2f at = tokens_at(e.slot) + sf::Vector2f(0, -40.F);
    if (e.count == 0) {
        effects_.bubble(at, ctx.str(Str::HeroRefillNone));
        beat_ms_ = 600.F;
        return;
    }
    view_.pool -= e.count;
    tokens(e.count, pool_at(), tokens_at(e.slot), [this, slot] { view_.piles[slot] += 1; });
    effects_.bubble(at, ctx.strings.format(Str::HeroRefill, {std::to_string(e.count)}));
    beat_ms_ = kTokenMs + kTokenGapMs * static_cast<float>(e.count) + 200.F;
}

void HeroTableScreen::animate(const hero::GameEnded& e, Context& ctx) {
    if (e.end == hero::GameEnd::Pile)
        effects_.banner(ctx.str(Str::HeroPileEnd), ctx.str(Str::HeroPileEndSub));
    ending_ = Ending{e};
    beat_ms_ = 0;
}

void HeroTableScreen::animate(const hero::MatchEnded& e, Context&) {
    end_match(e);
}

void HeroTableScreen::step_ending(float ms, Context& ctx) {
    Ending& end = *ending_;
    const int before = end.counted();
    end.clock_ms += ms;
    const hero::GameEnded& e = end.event;
    if (!end.revealed) {
        // Every face-down card turns over into its row.
        end.revealed = true;
        for (int s = 0; s < players(); ++s) {
            const auto seat = static_cast<std::size_t>(s);
            view_.face_down_counts[seat] = 0;
            int k = 0;
            std::array<int, hero::kColours> landing{};
            for (const hero::Card card : e.revealed[seat].list()) {
                HeroFlight f;
                f.kind = HeroFlight::Kind::Face;
                f.flips = true;
                f.card = card;
                f.from = secret_at(s);
                f.to = column_at(s, card.colour()) +
                       sf::Vector2f(0, column_step(s) * static_cast<float>(landing[static_cast<std::size_t>(card.colour())]++));
                f.scale_from = rel(s) == 0 ? 0.44F : 0.16F;
                f.scale_to = mini_scale(s);
                f.delay_ms = static_cast<float>(k++) * 120.F;
                f.duration_ms = 520.F;
                f.land = [this, seat, card] { view_.collections[seat].add(card); };
                flights_.push_back(std::move(f));
            }
        }
        view_.my_face_down = {};
        ctx.sounds.play(Sfx::Flip);
    }
    if (!end.bonus_shown && end.clock_ms >= kBonusAtMs) {
        end.bonus_shown = true;
        bonus_seats_ = e.heroes;
        for (int s = 0; s < players(); ++s) {
            if (!has_seat(e.heroes, s)) continue;
            const sf::FloatRect p = panel_at(s);
            effects_.bubble({p.left + p.width / 2.F, p.top + 40.F}, ctx.str(Str::HeroBonus));
        }
        if (e.heroes != 0) ctx.sounds.play(Sfx::Fanfare, 1.4F);
    }
    if (end.counted() > before) ctx.sounds.play(Sfx::Click, 1.F + 0.06F * static_cast<float>(end.counted()));
    if (!end.banner_shown && end.clock_ms >= end.count_end()) {
        end.banner_shown = true;
        view_.totals = e.totals;
        std::string scores;
        for (int s = 0; s < players(); ++s) {
            if (!scores.empty()) scores += "   ";
            scores += feed_->name(s) + " " + std::to_string(e.scores[static_cast<std::size_t>(s)]);
        }
        effects_.banner(ctx.strings.format(Str::HeroGameOver, {std::to_string(e.game + 1)}), scores);
        ctx.sounds.play(Sfx::Fanfare, 1.2F);
    }
    // The scoring in full view: every column counted, just before the banner.
    if (end.clock_ms >= end.count_end() - 100.F) ctx.moment("scoring");
    if (end.clock_ms >= end.end()) ending_.reset();
}

void HeroTableScreen::step_clocks(float ms, Context& ctx) {
    if (lit_ms_ > 0) lit_ms_ -= ms;
    if (lit_ms_ <= 0) {
        lit_slot_ = -1;
        lit_seat_ = -1;
    }
    if (picking_swap()) ctx.moment("picker");
}

bool HeroTableScreen::step_show(float ms, Context& ctx) {
    step_ending(ms, ctx);
    return ending_.has_value();
}

std::unique_ptr<Screen> make_hero_table_screen(Context& ctx, std::unique_ptr<HeroFeed> feed, TableOptions options) {
    return std::make_unique<HeroTableScreen>(ctx, std::move(feed), std::move(options));
}

}  // namespace zero::game

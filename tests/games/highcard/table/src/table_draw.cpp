// SPDX-License-Identifier: GPL-3.0-or-later
// The table of High Card drawn with the shared table's helpers: the felt, the panels, numbered cards
// on the card blank every numbered game uses, the status line.
#include <algorithm>

#include "table_screen.hpp"
#include "zero/game/card_art.hpp"
#include "zero/game/layout.hpp"
#include "zero/game/table_overlays.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

namespace {

sf::Color face_colour(highcard::Card card) {
    const float t = static_cast<float>(card - 1) / static_cast<float>(highcard::kDeck - 1);
    return mix(sf::Color(120, 170, 215), sf::Color(235, 120, 90), t);
}

void draw_numbered(sf::RenderTarget& target, const Context& ctx, highcard::Card card, sf::Vector2f at, float scale,
                   bool lit) {
    CardBlank blank;
    blank.paper = palette::kCream;
    blank.edge = sf::Color(60, 60, 60);
    blank.face = face_colour(card);
    draw_card_blank(target, blank, at, scale, 1.F, lit);
    draw_text(target, ctx, std::to_string(card), 46.F * scale, at, Align::Centre, palette::kInk, true, false);
}

}  // namespace

void HighCardTable::draw_card(sf::RenderTarget& target, Context& ctx, highcard::Card card, sf::Vector2f at, float scale,
                              bool lit) const {
    draw_numbered(target, ctx, card, at, scale, lit);
}

void HighCardTable::draw_panel_of(sf::RenderTarget& target, Context& ctx, int seat) {
    const sf::FloatRect p = panel_at(seat);
    const auto s = static_cast<std::size_t>(seat);
    const bool to_move = !feed_->over() && view_.to_move == seat;
    draw_panel(target, p, palette::kPanel, to_move ? palette::kGold : palette::kPanelEdge, 12.F);
    draw_text(target, ctx, fit_text(ctx, feed_->name(seat), 20.F, true, p.width - 24.F), 20.F, {p.left + 12.F, p.top + 22.F},
              Align::Left, to_move ? palette::kGold : palette::kCream, true);
    draw_text(target, ctx, ctx.strings.format(Str::HighCardTricks, {std::to_string(view_.tricks[s])}), 17.F,
              {p.left + 12.F, p.top + 54.F}, Align::Left, palette::kCream);
    draw_text(target, ctx, ctx.strings.format(Str::Total, {std::to_string(view_.totals[s])}), 17.F,
              {p.left + 12.F, p.top + 80.F}, Align::Left, palette::kMuted);
    if (rel(seat) == 0) return;
    // The cards the seat holds: backs, or their faces to a spectator of the whole match (a replay).
    const std::vector<highcard::Card> faces = feed_->spectator() ? feed_->view(seat).hand : std::vector<highcard::Card>{};
    for (int i = 0; i < view_.hand_counts[s]; ++i) {
        const sf::Vector2f at{p.left + 28.F + 22.F * static_cast<float>(i), p.top + 118.F};
        if (static_cast<std::size_t>(i) < faces.size()) draw_card(target, ctx, faces[static_cast<std::size_t>(i)], at, 0.3F, false);
        else draw_card_back(target, ctx, at, 0.3F);
    }
}

void HighCardTable::draw_hand(sf::RenderTarget& target, Context& ctx) {
    const bool open_hand = shows_hand();
    const Action* hinted_card = hinted();
    for (std::size_t i = 0; i < view_.hand.size(); ++i) {
        const sf::FloatRect r = hand_card(i);
        sf::Vector2f at{r.left + r.width / 2.F, r.top + r.height / 2.F};
        const bool lifted = accepting() && (static_cast<int>(i) == hover_ || static_cast<int>(i) == focus_);
        if (lifted) at.y -= 12.F;
        if (open_hand)
            draw_card(target, ctx, view_.hand[i], at, 0.9F, hinted_card != nullptr && hinted_card->card == view_.hand[i]);
        else
            draw_card_back(target, ctx, at, 0.9F);
    }
}

void HighCardTable::draw_trick(sf::RenderTarget& target, Context& ctx) {
    for (std::size_t slot = 0; slot < view_.trick.size(); ++slot) {
        const highcard::Move& m = view_.trick[slot];
        const bool flying = std::any_of(flights_.begin(), flights_.end(),
                                        [&](const HighCardFlight& f) { return f.slot == static_cast<int>(slot); });
        const sf::Vector2f at = trick_at(static_cast<int>(slot));
        if (!flying) draw_card(target, ctx, m.action.card, at, 0.8F, taken_by_ == m.action.card);
        draw_text(target, ctx, fit_text(ctx, feed_->name(m.seat), 15.F, false, 110.F), 15.F, {at.x, at.y + 70.F},
                  Align::Centre, palette::kMuted);
    }
    for (const HighCardFlight& f : flights_)
        if (f.started()) draw_card(target, ctx, f.card, f.pos(), f.scale(), false);
}

void HighCardTable::draw_status(sf::RenderTarget& target, Context& ctx) {
    const bool warn = message_ms_ > 0;
    std::string status;
    if (warn) status = message_;
    else if (accepting()) status = ctx.str(Str::YourTurn);
    else if (!feed_->over()) status = ctx.strings.format(Str::HighCardChooses, {feed_->name(view_.to_move)});
    draw_status_line(target, ctx, status, 470.F, false);
    draw_text(target, ctx,
              ctx.strings.format(Str::HighCardGameBox, {std::to_string(view_.game + 1), std::to_string(view_.rules.games)}),
              18.F, {30.F, 200.F}, Align::Left, palette::kMuted);
}

void HighCardTable::draw(sf::RenderTarget& target, Context& ctx) {
    begin_frame(ctx, shows_hand() ? view_.seat : -1, view_.to_move, view_.phase == highcard::Phase::Play ? "play" : "over");
    draw_table_scene(target, ctx, effects_, [&] {
        for (int s = 0; s < players(); ++s) draw_panel_of(target, ctx, s);
        draw_trick(target, ctx);
        draw_hand(target, ctx);
        draw_status(target, ctx);
    });
    draw_undo(target, ctx);
    draw_story(target, ctx);
    if (handoff()) draw_handoff_screen(target, ctx, feed_->name(director_.handoff_to()), handoff_ms_);
    if (pause_.open()) pause_.draw(target, ctx);
}

float draw_highcard_hidden(sf::RenderTarget& target, const Context& ctx, const highcard::State& state, int seat,
                           sf::Vector2f at) {
    constexpr float kScale = 0.3F;
    float x = at.x + 18.F;
    for (const highcard::Card card : state.hands[static_cast<std::size_t>(seat)]) {
        draw_numbered(target, ctx, card, {x, at.y}, kScale, false);
        x += 34.F;
    }
    return x - at.x;
}

}  // namespace zero::game

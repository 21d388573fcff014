// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing the table screen: cards in one batch, then seats, the HUD, effects and overlays.
#include <algorithm>
#include <cmath>

#include "zero/knizia/score.hpp"
#include "table_screen_impl.hpp"
#include "zero/game/lan_panel.hpp"

namespace zero::game {

namespace {

constexpr float kRevealCorner = 20.F;
// The last move's mark: the card it put into the pool and its seat's plate.
const sf::Color kMarkColour(255, 168, 70);

std::string score_sum(const knizia::ScoreBreakdown& b) {
    std::string s;
    for (int n = 1; n <= knizia::kNumbers; ++n) {
        if ((b.scored_numbers >> (n - 1) & 1U) == 0) continue;
        if (!s.empty()) s += "+";
        s += std::to_string(n);
    }
    if (s.empty()) return "0";
    return s + " = " + std::to_string(b.score);
}

// A panel's outline and shadow reach a little outside it.
sf::FloatRect around(const sf::FloatRect& r) { return {r.left - 4.F, r.top - 4.F, r.width + 12.F, r.height + 14.F}; }

}  // namespace

// What the frame log says of Knizia's table beyond what every table says (SeatTable::begin_frame).
void KniziaTableScreen::log_frame_extras(Context& ctx) {
    ctx.frame.round = model_.round + 1;  // the round on the table, dealt or not yet synced
    // The round-end panel, its cards turned, waits on a person as a turn does.
    if (reveal_ && director_.humans() > 0 && reveal_->clock_ms >= kRevealFlipsMs && !handoff() &&
        flights_.empty() && !effects_.busy() && message_ms_ <= 0)
        ctx.frame.idle = true;
    const LoggedMove* marked = moves_.last_move();
    ctx.frame.mark = marked != nullptr && !handoff() ? move_token(*marked) : "-";
    ctx.frame.holding = land_ms_ > 0;
    for (std::string& move : frame_moves_) ctx.frame.moves.push_back(std::move(move));
    frame_moves_.clear();
}

void KniziaTableScreen::draw(sf::RenderTarget& target, Context& ctx) {
    const bool hand_face_up = model_.viewer >= 0 && !model_.hand.empty() && !handoff();
    begin_frame(ctx, hand_face_up ? model_.viewer : -1, feed_->over() ? -1 : knizia_->to_move());
    log_frame_extras(ctx);
    const sf::View base = target.getView();
    sf::View shaken = base;
    shaken.move(-effects_.shake_offset());
    target.setView(shaken);
    auto table = [&] {
        draw_backdrop(target, ctx);
        effects_.draw_under(target);
        draw_seats(target, ctx);
        draw_cards(target, ctx);
        draw_hud(target, ctx);
        draw_flights(target, ctx);
        effects_.draw_over(target, [&](const std::string& s, float size, sf::Vector2f pos, float alpha, sf::Color colour) {
            colour.a = static_cast<sf::Uint8>(std::clamp(alpha, 0.F, 1.F) * 255.F);
            draw_text(target, ctx, s, size, pos, Align::Centre, colour, true);
        });
    };
    // Pixels are what a software rasteriser pays for, so nothing is drawn that an overlay hides:
    // the hand-off screen is opaque and shows no table at all, and the round-end panel is opaque
    // and only the table around it is drawn (its rounded corners included).
    if (handoff()) {
        // Nothing: the hand-off screen covers the whole window.
    } else if (reveal_) {
        draw_around_reveal(target, ctx, table);
    } else {
        table();
    }
    target.setView(base);
    if (!handoff() && !reveal_) {
        draw_undo(target, ctx);
        draw_story(target, ctx);
    }
    if (reveal_ && !handoff()) draw_reveal(target, ctx);
    if (handoff()) draw_handoff_screen(target, ctx, feed_->name(director_.handoff_to()), handoff_ms_);
    if (feed_->lan()) {
        ctx.frame.detail = lan_seats_word(*feed_, players());
        if (reveal_ && !handoff()) draw_lan_above_reveal(target, ctx);
        else draw_lan_panel(target, ctx, *feed_, layout_, chat_);
    }
    if (pause_.open()) pause_.draw(target, ctx);
}

// The round-end panel covers the connection line's place under the round box (with three or more
// seats it reaches up past it), so while it is up the line sits between the round box and the
// panel; where that band is too low (five seats) it goes above the round box when the window shows
// felt there (4:3), else just above the panel over the dimmed round box. It keeps as many of the
// latest chat lines as its band holds.
void KniziaTableScreen::draw_lan_above_reveal(sf::RenderTarget& target, Context& ctx) {
    const sf::FloatRect v = ctx.fit.visible;
    const float gap = 6.F;
    const float hud_top = std::max(v.top + 14.F, 8.F);  // the round box's, as draw_hud places it
    const float panel_top = reveal_panel().top - gap;
    const float under_hud = panel_top - (hud_top + 46.F + gap);
    const float over_hud = hud_top - 2.F * gap - v.top;
    const bool high = under_hud < 26.F && over_hud >= 26.F;
    const float band = high ? over_hud : std::max(under_hud, panel_top - v.top - gap);
    const std::size_t lines = band < 26.F ? 0 : std::min<std::size_t>(5, static_cast<std::size_t>((band - 26.F) / 18.F));
    const float left = std::max(v.left + 12.F, 2.F);
    draw_lan_panel(
        target, ctx, *feed_, chat_,
        [&](float height) {
            const float top = high ? v.top + gap : std::max(v.top + gap, panel_top - height);
            return sf::FloatRect(left, top, 760.F, height);
        },
        lines);
}

void KniziaTableScreen::draw_around_reveal(sf::RenderTarget& target, const Context& ctx,
                                           const std::function<void()>& table) {
    const sf::FloatRect v = ctx.fit.visible;
    sf::FloatRect panel = reveal_panel();
    panel.left += kRevealCorner;
    panel.top += kRevealCorner;
    panel.width -= 2.F * kRevealCorner;
    panel.height -= 2.F * kRevealCorner;
    const float bottom = panel.top + panel.height;
    const float right = panel.left + panel.width;
    // Within the window's part the table is drawn to (all of it, but for the replay viewer's share).
    const sf::FloatRect port = target.getView().getViewport();
    const sf::FloatRect bands[4] = {{v.left, v.top, v.width, panel.top - v.top},
                                    {v.left, bottom, v.width, v.top + v.height - bottom},
                                    {v.left, panel.top, panel.left - v.left, panel.height},
                                    {right, panel.top, v.left + v.width - right, panel.height}};
    for (const sf::FloatRect& band : bands) {
        if (band.width <= 0 || band.height <= 0) continue;
        sf::View clipped(band);
        clipped.setViewport({port.left + port.width * (band.left - v.left) / v.width,
                             port.top + port.height * (band.top - v.top) / v.height, port.width * band.width / v.width,
                             port.height * band.height / v.height});
        clipped.move(-effects_.shake_offset());
        target.setView(clipped);
        table();
    }
}

KniziaTableScreen::InFlight KniziaTableScreen::in_flight() const {
    InFlight out;
    for (const Flight& f : flights_) {
        if (f.hide_pool_slot >= 0) out.slot[static_cast<std::size_t>(f.hide_pool_slot)] = true;
        if (f.hide_hand_card.valid()) out.hand.insert(f.hide_hand_card);
        if (f.hide_seat_card > 0) {
            if (f.card.valid()) out.known[static_cast<std::size_t>(f.hide_seat_card)].insert(f.card);
            else ++out.backs[static_cast<std::size_t>(f.hide_seat_card)];
        }
    }
    return out;
}

void KniziaTableScreen::draw_cards(sf::RenderTarget& target, Context& ctx) {
    sf::VertexArray batch(sf::Triangles);
    sf::VertexArray fans(sf::Triangles);  // the opponents' small cards, from the small atlas
    sf::VertexArray strikes(sf::Triangles);
    const CardArt& art = ctx.cards;
    // What the flights in the air keep off the table until they land.
    const InFlight hidden = in_flight();

    // Empty pool slots, as faint outlines on the felt.
    for (int slot = 0; slot < model_.rules.pool_size; ++slot) {
        const sf::FloatRect r = card_rect(layout_.pool_slot(slot));
        draw_panel(target, r, sf::Color(0, 0, 0, 40), sf::Color(255, 255, 255, 30), 8.F, false);
    }
    add_fans(fans, art, hidden);
    add_pool(batch, art, hidden);
    add_bottom_hand(batch, strikes, art, hidden);
    target.draw(fans, sf::RenderStates(&art.texture(true)));
    target.draw(batch, sf::RenderStates(&art.texture()));
    if (strikes.getVertexCount() > 0) target.draw(strikes);
    draw_mark(target, ctx, hidden);
}

void KniziaTableScreen::add_fans(sf::VertexArray& fans, const CardArt& art, const InFlight& hidden) const {
    // Opponents: card backs, and face up the cards known to be in their hands.
    for (int s = 0; s < players(); ++s) {
        const int r = rel(s);
        if (r == 0) continue;
        const std::vector<knizia::Card> cards = opponent_cards(s);
        const int backs_to_hide = hidden.backs[static_cast<std::size_t>(r)];
        const int backs = static_cast<int>(std::count(cards.begin(), cards.end(), knizia::Card::none()));
        for (int i = 0; i < static_cast<int>(cards.size()); ++i) {
            const knizia::Card c = cards[static_cast<std::size_t>(i)];
            if (!c.valid() && i >= backs - backs_to_hide) continue;
            if (c.valid() && hidden.known[static_cast<std::size_t>(r)].contains(c)) continue;
            CardLook look;
            look.face_up = c.valid();
            // Fanned cards overlap, so one soft shadow under the first card does for the fan.
            look.shadow = i == 0;
            art.add(fans, c, layout_.opponent_card(r, i, knizia::kHandSize), look, true);
        }
    }
}

void KniziaTableScreen::add_pool(sf::VertexArray& batch, const CardArt& art, const InFlight& hidden) const {
    const bool taking = picker_.selected().has_value() && accepting();
    for (int slot = 0; slot < model_.rules.pool_size; ++slot) {
        if (hidden.slot[static_cast<std::size_t>(slot)]) continue;
        CardLook look;
        const bool focused = taking && picker_.zone() == Zone::Pool && picker_.cursor() == slot;
        look.glow = taking;
        look.glow_colour = focused ? sf::Color(255, 230, 120) : sf::Color(120, 220, 255, 120);
        Placement p = layout_.pool_slot(slot);
        if (focused) {
            p.pos.y -= 10.F;
            p.scale *= 1.05F;
        }
        art.add(batch, model_.pool[static_cast<std::size_t>(slot)], p, look);
    }
}

void KniziaTableScreen::add_bottom_hand(sf::VertexArray& batch, sf::VertexArray& strikes, const CardArt& art,
                                        const InFlight& hidden) const {
    // The hand at the bottom: the viewer's, or face down when it must stay hidden.
    if (model_.viewer >= 0 && !model_.hand.empty() && !handoff()) {
        const std::vector<knizia::Card> cards = order();
        const int selected = selected_index(cards);
        const knizia::ScoreBreakdown breakdown = score_breakdown(model_.hand);
        const bool live = accepting();
        for (int i = 0; i < static_cast<int>(cards.size()); ++i) {
            const knizia::Card c = cards[static_cast<std::size_t>(i)];
            if (hidden.hand.contains(c)) continue;
            int lift = 0;
            if (i == selected) lift = 2;
            else if (live && picker_.zone() == Zone::Hand && picker_.cursor() == i) lift = 1;  // the keyboard's focus
            const Placement p = layout_.hand_card(i, static_cast<int>(cards.size()), lift);
            CardLook look;
            look.glow = i == selected || lift == 1;
            look.glow_colour = i == selected ? sf::Color(255, 214, 90) : sf::Color(255, 255, 255, 150);
            look.dim = breakdown.cancelled.contains(c);
            art.add(batch, c, p, look);
            if (look.dim) add_strike(strikes, p);
        }
        return;
    }
    bool bottom_dealing = false;
    for (const Flight& f : flights_)
        if (f.hide_hand_card.valid()) bottom_dealing = true;
    if (bottom_dealing) return;
    for (int i = 0; i < knizia::kHandSize; ++i) {
        Placement p = layout_.hand_card(i, knizia::kHandSize);
        p.scale = 0.9F;
        p.pos.y += 14.F;
        CardLook look;
        look.face_up = false;
        art.add(batch, knizia::Card::none(), p, look);
    }
}

void KniziaTableScreen::draw_mark(sf::RenderTarget& target, Context& ctx, const InFlight& hidden) const {
    // The last move's card in the pool, ringed until the next move, with who put it there.
    const LoggedMove* marked = moves_.last_move();
    for (int slot = 0; marked != nullptr && marked->kind == LoggedMove::Kind::Swap && slot < model_.rules.pool_size;
         ++slot) {
        if (hidden.slot[static_cast<std::size_t>(slot)] || model_.pool[static_cast<std::size_t>(slot)] != marked->give)
            continue;
        const sf::FloatRect r = card_rect(layout_.pool_slot(slot));
        sf::ConvexShape ring = rounded_rect({r.width + 10.F, r.height + 10.F}, 11.F);
        ring.setPosition(r.left - 5.F, r.top - 5.F);
        ring.setFillColor(sf::Color::Transparent);
        ring.setOutlineThickness(3.F);
        ring.setOutlineColor(kMarkColour);
        target.draw(ring);
        draw_text(target, ctx, feed_->name(marked->seat), 14.F, {r.left + r.width / 2.F, r.top + r.height + 17.F},
                  Align::Centre, kMarkColour, true);
    }
}

void KniziaTableScreen::draw_flights(sf::RenderTarget& target, Context& ctx) {
    // Cards in the air, over everything on the table, the status line and plates included: a
    // card passes over the words rather than the words being printed across the card.
    sf::VertexArray batch(sf::Triangles);
    const CardArt& art = ctx.cards;
    for (const Flight& f : flights_) {
        if (!f.started()) continue;
        // Behind the hand-off screen no card flies face up into the bottom hand.
        if (handoff() && f.hide_hand_card.valid()) continue;
        CardLook look;
        look.face_up = f.face_up() && f.card.valid();
        look.flip = f.flip();
        // A dealt card is in the air for a third of a second among thirty others: its shadow
        // would not be seen, but the rasteriser would still pay for it.
        look.shadow = f.swap;
        art.add(batch, f.card, f.where(), look);
    }
    if (batch.getVertexCount() > 0) target.draw(batch, sf::RenderStates(&art.texture()));

    // A swap's two cards crossing, in full view half way.
    for (const Flight& f : flights_)
        if (f.swap && f.started() && f.progress() >= 0.3F && f.progress() <= 0.85F) ctx.moment("swap");
}

void KniziaTableScreen::draw_seats(sf::RenderTarget& target, Context& ctx) {
    const LoggedMove* marked = moves_.last_move();
    for (int s = 0; s < players(); ++s) {
        draw_plate(target, ctx, s);
        if (marked != nullptr && marked->seat == s) draw_move_tag(target, ctx, *marked);
    }
}

void KniziaTableScreen::draw_plate(sf::RenderTarget& target, Context& ctx, int s) {
    const int r = rel(s);
    const sf::FloatRect rect = layout_.name_plate(r);
    const bool turn = seat_to_play() == std::optional<Seat>(s) && !reveal_;
    const bool done = model_.last_lap && (model_.still_to_play >> s & 1U) == 0 && !turn;
    const bool dealer = s == model_.dealer;
    const bool to_play = model_.last_lap && (model_.still_to_play >> s & 1U) != 0;
    const std::string name = feed_->name(s);
    const int total = model_.totals[static_cast<std::size_t>(s)];
    // A LAN player who dropped out: a badge says a stand-in plays the seat, or that it is awaited.
    const Presence presence = feed_->presence(s);
    const std::string key = name + '|' + std::to_string(total) + '|' + std::to_string(r) + '|' +
                            std::to_string(turn) + std::to_string(done) + std::to_string(dealer) +
                            std::to_string(to_play) + std::to_string(static_cast<int>(presence));
    // Room for the dealer chip and the last-lap dot above, the shadow and the turn arrow below.
    const sf::FloatRect area(rect.left - 16.F, rect.top - 16.F, rect.width + 32.F, rect.height + 40.F);
    plates_[static_cast<std::size_t>(s)].draw(target, ctx, area, key, [&](sf::RenderTarget& t) {
        sf::Color fill = turn ? sf::Color(60, 46, 14, 235) : sf::Color(10, 26, 20, 215);
        if (done) fill = sf::Color(20, 24, 24, 170);
        draw_panel(t, rect, fill, turn ? palette::kGold : sf::Color(255, 255, 255, 40), 12.F);
        const sf::Color name_colour = done ? sf::Color(150, 160, 150) : palette::kCream;
        // The total first, then the name in what room is left: in smaller type, and only then
        // shortened, rather than touching the total.
        const sf::FloatRect sum =
            draw_text(t, ctx, ctx.strings.format(Str::PlateTotal, {std::to_string(total)}), 16.F,
                      {rect.left + rect.width - 12.F, rect.top + rect.height / 2.F}, Align::Right, palette::kGold, true);
        const float room = sum.left - 12.F - (rect.left + 12.F);
        float size = 17.F;
        while (size > 14.F && make_text(ctx, name, size, true).getGlobalBounds().width > room) size -= 1.F;
        draw_text(t, ctx, fit_text(ctx, name, size, true, room), size, {rect.left + 12.F, rect.top + rect.height / 2.F},
                  Align::Left, name_colour, true);
        if (dealer) {
            const sf::Vector2f chip(rect.left + rect.width - 2.F, rect.top - 2.F);
            sf::CircleShape c(12.F, 24);
            c.setOrigin(12.F, 12.F);
            c.setPosition(chip);
            c.setFillColor(sf::Color(245, 240, 225));
            c.setOutlineThickness(2.F);
            c.setOutlineColor(sf::Color(160, 30, 30));
            t.draw(c);
            draw_text(t, ctx, ctx.str(Str::Dealer), 13.F, chip + sf::Vector2f(0, 1.F), Align::Centre,
                      sf::Color(160, 30, 30), true, false);
        }
        if (to_play) {
            sf::CircleShape dot(6.F, 16);
            dot.setOrigin(6.F, 6.F);
            dot.setPosition(rect.left - 2.F, rect.top - 2.F);
            dot.setFillColor(palette::kGold);
            t.draw(dot);
        }
        draw_presence_badge(t, ctx, presence, rect);
        if (turn && r != 0) {
            // A small arrow pointing at the seat to move.
            const float y = rect.top + rect.height + 10.F;
            sf::ConvexShape arrow(3);
            const float cx = rect.left + rect.width / 2.F;
            arrow.setPoint(0, {cx - 9.F, y + 10.F});
            arrow.setPoint(1, {cx + 9.F, y + 10.F});
            arrow.setPoint(2, {cx, y});
            arrow.setFillColor(palette::kGold);
            t.draw(arrow);
        }
    });
}

void KniziaTableScreen::draw_move_tag(sf::RenderTarget& target, Context& ctx, const LoggedMove& marked) {
    // The last move's seat: a tag on its plate saying what it did, until the next move.
    const int r = rel(marked.seat);
    const sf::FloatRect rect = layout_.name_plate(r);
    const Str what = marked.kind == LoggedMove::Kind::Swap ? Str::MarkSwapped
                     : marked.passes                     ? Str::MarkPassed
                                                         : Str::MarkKnocked;
    const std::string label = ctx.str(what);
    const float width = make_text(ctx, label, 13.F, true).getGlobalBounds().width + 18.F;
    // Under the plate, right of the turn arrow; the bottom player's plate has the score box
    // under it, so its tag sits beside it.
    const sf::FloatRect tag = r == 0 ? sf::FloatRect(rect.left + rect.width + 8.F, rect.top + 9.F, width, 22.F)
                                     : sf::FloatRect(rect.left + rect.width - width - 6.F,
                                                     rect.top + rect.height + 6.F, width, 22.F);
    const bool knock = marked.kind == LoggedMove::Kind::Knock;
    draw_panel(target, tag, knock ? sf::Color(170, 40, 30, 235) : sf::Color(10, 26, 20, 235), kMarkColour, 8.F,
               false);
    draw_text(target, ctx, label, 13.F, {tag.left + tag.width / 2.F, tag.top + 11.F}, Align::Centre,
              knock ? sf::Color::White : kMarkColour, true);
}

void KniziaTableScreen::draw_hud(sf::RenderTarget& target, Context& ctx) {
    draw_corners(target, ctx);
    draw_status(target, ctx);
    draw_score_help(target, ctx);
    // The knock button.
    const bool can = accepting();
    const bool focused = can && (hover_knock_ || picker_.zone() == Zone::Knock);
    const std::string label = ctx.str(knock_label(model_.last_lap));
    const sf::FloatRect button = layout_.knock_button();
    knock_button_.draw(target, ctx, around(button), label + std::to_string(can) + std::to_string(focused),
                       [&](sf::RenderTarget& t) { draw_button(t, ctx, button, label, focused, can, true); });
    if (director_.humans() > 0 && !feed_->watched()) {
        const sf::FloatRect v = ctx.fit.visible;
        // The hint bar: light type on its own dark strip, so it reads on the wood at any size.
        const std::string hint = hint_line(ctx.strings, feed_->lan(), model_.last_lap);
        // Under the hand when the window shows room below the design space, else at its foot.
        const float bottom = v.top + v.height;
        const float y = bottom > kDesignHeight + 30.F ? bottom - 16.F : std::min(bottom - 14.F, 712.F);
        const float width = make_text(ctx, hint, kHintSize).getGlobalBounds().width + 28.F;
        draw_panel(target, {640.F - width / 2.F, y - 12.F, width, 24.F}, palette::kHintBack, sf::Color::Transparent,
                   8.F, false);
        draw_text(target, ctx, hint, kHintSize, {640.F, y}, Align::Centre, palette::kHintText, false, false);
    }
}

void KniziaTableScreen::draw_corners(sf::RenderTarget& target, Context& ctx) {
    const sf::FloatRect v = ctx.fit.visible;
    // Round and knocks, in the top corners of whatever the window shows.
    const sf::FloatRect round_box(std::max(v.left + 18.F, 8.F), std::max(v.top + 14.F, 8.F), 190.F, 46.F);
    const std::string round_text =
        ctx.strings.format(Str::RoundOf, {std::to_string(model_.round + 1), std::to_string(model_.rules.rounds)});
    round_box_.draw(target, ctx, around(round_box), round_text, [&](sf::RenderTarget& t) {
        draw_panel(t, round_box, sf::Color(10, 26, 20, 200), sf::Color(255, 214, 90, 70), 12.F);
        draw_text(t, ctx, round_text, 18.F, {round_box.left + round_box.width / 2.F, round_box.top + 23.F},
                  Align::Centre, palette::kCream, true);
    });
    const sf::FloatRect knock_box(std::min(v.left + v.width - 208.F, 1262.F - 190.F), round_box.top, 190.F, 46.F);
    sf::FloatRect knock_area = around(knock_box);
    knock_area.height += 54.F;  // the last-lap banner under it
    knock_box_.draw(target, ctx, knock_area, std::to_string(model_.knocks) + std::to_string(model_.last_lap),
                    [&](sf::RenderTarget& t) {
        draw_panel(t, knock_box, sf::Color(10, 26, 20, 200), sf::Color(255, 214, 90, 70), 12.F);
        draw_text(t, ctx, ctx.strings.format(Str::Knocks, {""}), 18.F, {knock_box.left + 16.F, knock_box.top + 23.F},
                  Align::Left, palette::kCream, true);
        for (int k = 0; k < 2; ++k) {
            sf::CircleShape dot(10.F, 20);
            dot.setOrigin(10.F, 10.F);
            dot.setPosition(knock_box.left + 130.F + static_cast<float>(k) * 28.F, knock_box.top + 23.F);
            dot.setFillColor(model_.knocks > k ? sf::Color(230, 80, 60) : sf::Color(0, 0, 0, 90));
            dot.setOutlineThickness(2.F);
            dot.setOutlineColor(sf::Color(255, 214, 90, 140));
            t.draw(dot);
        }
        if (model_.last_lap) {
            const sf::FloatRect lap(knock_box.left, knock_box.top + 54.F, 190.F, 34.F);
            draw_panel(t, lap, sf::Color(150, 34, 28, 230), palette::kGold, 10.F);
            draw_text(t, ctx, ctx.str(Str::LastLap), 17.F, {lap.left + lap.width / 2.F, lap.top + 17.F},
                      Align::Centre, sf::Color::White, true);
        }
    });
}

void KniziaTableScreen::draw_status(sf::RenderTarget& target, Context& ctx) {
    // Whose turn, and what the player can do.
    const sf::Vector2f status = layout_.status_line();
    std::string line;
    sf::Color colour = palette::kCream;
    if (open_to_input()) {
        line = ctx.str(Str::YourTurn) + "  -  " +
               (picker_.selected() ? ctx.str(Str::PickPoolCard) : ctx.str(Str::PickHandFirst));
        colour = palette::kGold;
    } else if (!model_.match_over() && !reveal_ && !handoff()) {
        const std::optional<Seat> seat = seat_to_play();
        line = seat ? ctx.strings.format(Str::TurnOf, {feed_->name(*seat)}) : ctx.str(Str::RoundEnding);
    }
    if (!line.empty()) draw_text(target, ctx, line, 20.F, status, Align::Centre, colour, true);
    if (message_ms_ > 0 && !message_.empty()) {
        sf::Color warn = palette::kWarn;
        warn.a = static_cast<sf::Uint8>(std::clamp(message_ms_ / 400.F, 0.F, 1.F) * 255.F);
        draw_text(target, ctx, message_, 18.F, status + sf::Vector2f(0, 28.F), Align::Centre, warn, true);
    }
}

void KniziaTableScreen::draw_score_help(sf::RenderTarget& target, Context& ctx) {
    // The score help for the hand shown.
    if (model_.viewer < 0 || model_.hand.empty() || handoff()) return;
    const sf::FloatRect box = layout_.score_panel();
    int preview = -1;  // the score after the swap under the pointer or the keyboard cursor
    if (picker_.selected() && accepting()) {
        int slot = hover_pool_;
        if (slot < 0 && picker_.zone() == Zone::Pool) slot = picker_.cursor();
        if (slot >= 0 && slot < model_.rules.pool_size)
            preview = score_after(model_.hand, *picker_.selected(), model_.pool[static_cast<std::size_t>(slot)]);
    }
    const std::string key = std::to_string(model_.hand.bits()) + '|' + std::to_string(preview);
    score_box_.draw(target, ctx, around(box), key, [&](sf::RenderTarget& t) {
        draw_panel(t, box, sf::Color(10, 26, 20, 215), sf::Color(255, 214, 90, 90), 14.F);
        const knizia::ScoreBreakdown b = score_breakdown(model_.hand);
        // A replay's spectator owns no hand: the panel names whose it is.
        const std::string heading = feed_->spectator() ? feed_->name(hand_seat()) : ctx.strings.format(Str::YourScore, {""});
        draw_text(t, ctx, fit_text(ctx, heading, 15.F, false, box.width - 28.F), 15.F, {box.left + 14.F, box.top + 20.F},
                  Align::Left, palette::kMuted);
        // "hand 17", so the hand's score is never read as the match total on the plate.
        const sf::FloatRect word = draw_text(t, ctx, ctx.str(Str::HandLabel), 20.F, {box.left + 14.F, box.top + 60.F},
                                             Align::Left, palette::kMuted, true);
        draw_text(t, ctx, std::to_string(b.score), 44.F, {word.left + word.width + 10.F, box.top + 58.F}, Align::Left,
                  b.score == 0 ? palette::kGold : sf::Color::White, true);
        // The panel is narrow: a longer translation is drawn smaller rather than run under the hand.
        const float room = box.width - 24.F;
        const std::string sum = score_sum(b);
        draw_text(t, ctx, sum, fitting_size(ctx, sum, 14.F, false, room), {box.left + 14.F, box.top + 92.F},
                  Align::Left, palette::kMuted);
        const std::string groups = groups_label(ctx.strings, b, model_.hand);
        if (!groups.empty())
            draw_text(t, ctx, groups, fitting_size(ctx, groups, 13.F, false, room), {box.left + 14.F, box.top + 114.F},
                      Align::Left, sf::Color(255, 170, 150));
        if (preview >= 0) {
            const sf::Color c = preview < b.score   ? sf::Color(140, 240, 140)
                                : preview > b.score ? sf::Color(255, 140, 120)
                                                    : palette::kCream;
            const std::string after =
                ctx.strings.format(Str::PreviewScore, {std::to_string(b.score), std::to_string(preview)});
            draw_text(t, ctx, after, fitting_size(ctx, after, 16.F, true, room), {box.left + 14.F, box.top + 138.F},
                      Align::Left, c, true);
        }
    });
}

sf::FloatRect KniziaTableScreen::reveal_panel() const {
    const float height = 130.F + 88.F * static_cast<float>(players()) + 70.F;
    return {100.F, 360.F - height / 2.F, 1080.F, height};
}

void KniziaTableScreen::draw_reveal(sf::RenderTarget& target, Context& ctx) {
    const knizia::RoundScored& rs = reveal_->scored;
    const float row_h = 88.F;
    const sf::FloatRect panel = reveal_panel();
    dim_around(target, ctx.fit.visible, panel, sf::Color(0, 0, 0, 140));
    // Opaque, so drawn without blending: the rasteriser then never reads back what lies beneath.
    sf::ConvexShape card_table = rounded_rect({panel.width, panel.height}, kRevealCorner);
    card_table.setPosition(panel.left, panel.top);
    card_table.setFillColor(sf::Color(12, 30, 24));
    card_table.setOutlineThickness(2.F);
    card_table.setOutlineColor(palette::kGold);
    target.draw(card_table, sf::RenderStates(sf::BlendNone));
    draw_text(target, ctx, ctx.strings.format(Str::RoundEndTitle, {std::to_string(rs.round + 1)}), 34.F,
              {640.F, panel.top + 40.F}, Align::Centre, palette::kGold, true);
    if (rs.end == knizia::RoundEnd::Zero && last_zero_)
        draw_text(target, ctx, ctx.strings.format(Str::ZeroBy, {feed_->name(last_zero_->seat)}), 18.F,
                  {640.F, panel.top + 78.F}, Align::Centre, palette::kCream);

    sf::VertexArray batch(sf::Triangles);
    sf::VertexArray strikes(sf::Triangles);
    const float t = reveal_->clock_ms;
    for (int s = 0; s < players(); ++s) {
        const float y = panel.top + 130.F + row_h * static_cast<float>(s) + row_h / 2.F - 10.F;
        const knizia::CardSet hand = rs.hands[static_cast<std::size_t>(s)];
        const knizia::ScoreBreakdown b = score_breakdown(hand);
        draw_text(target, ctx, feed_->name(s), 20.F, {panel.left + 30.F, y - 12.F}, Align::Left, palette::kCream,
                  true);
        draw_text(target, ctx, score_sum(b), 14.F, {panel.left + 30.F, y + 14.F}, Align::Left, palette::kMuted);
        const std::vector<knizia::Card> cards = hand_order(hand, false);
        for (int i = 0; i < static_cast<int>(cards.size()); ++i) {
            const float start = static_cast<float>(s) * 160.F + static_cast<float>(i) * 45.F;
            const float p = std::clamp((t - start) / 300.F, 0.F, 1.F);
            Placement where;
            where.pos = {panel.left + 330.F + static_cast<float>(i) * 54.F, y};
            where.scale = 0.5F;
            CardLook look;
            look.face_up = p >= 0.5F;
            look.flip = std::fabs(std::cos(p * 3.14159265F));
            const knizia::Card c = cards[static_cast<std::size_t>(i)];
            look.dim = look.face_up && b.cancelled.contains(c);
            ctx.cards.add(batch, c, where, look, true);
            if (look.dim && p >= 1.F) add_strike(strikes, where);
        }
        const float shown = std::clamp((t - static_cast<float>(s) * 160.F - 450.F) / 300.F, 0.F, 1.F);
        sf::Color gold = palette::kGold;
        gold.a = static_cast<sf::Uint8>(shown * 255.F);
        sf::Color cream = palette::kCream;
        cream.a = gold.a;
        draw_text(target, ctx, ctx.strings.format(Str::RoundScore, {std::to_string(rs.scores[static_cast<std::size_t>(s)])}),
                  28.F, {panel.left + 880.F, y}, Align::Right, rs.scores[static_cast<std::size_t>(s)] == 0 ? gold : cream,
                  true);
        draw_text(target, ctx, ctx.strings.format(Str::Total, {std::to_string(rs.totals[static_cast<std::size_t>(s)])}),
                  20.F, {panel.left + 1050.F, y}, Align::Right, gold, true);
    }
    target.draw(batch, sf::RenderStates(&ctx.cards.texture(true)));
    if (strikes.getVertexCount() > 0) target.draw(strikes);
    if (director_.humans() > 0)
        draw_button(target, ctx, {540.F, panel.top + panel.height - 62.F, 200.F, 48.F}, ctx.str(Str::Continue),
                    t > 600.F, t > 600.F, true);
}

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing the table of Zero Hero from the shown seat's view: the draw pile with its end cards,
// the four pairs with their zerones, the general pool, every collection in colour rows with each
// row's score and why, the face-down cards, the swap picker and the overlays.
#include <algorithm>
#include <cmath>

#include "table_screen.hpp"
#include "zero/game/hero/card_face.hpp"
#include "zero/game/hero/layout.hpp"
#include "zero/game/layout.hpp"

namespace zero::game {

namespace {

const sf::Color kToken(120, 206, 220);
const sf::Color kTokenEdge(24, 84, 100);
const sf::Color kThree(255, 214, 90);
const sf::Color kBig(214, 128, 118);

void draw_token(sf::RenderTarget& target, sf::Vector2f at, float alpha = 1.F) {
    sf::CircleShape token(10.F, 18);
    token.setOrigin(10.F, 10.F);
    token.setScale(1.F, 0.55F);
    token.setPosition(at);
    sf::Color fill = kToken;
    sf::Color edge = kTokenEdge;
    fill.a = static_cast<sf::Uint8>(alpha * 255.F);
    edge.a = fill.a;
    token.setFillColor(fill);
    token.setOutlineThickness(1.6F);
    token.setOutlineColor(edge);
    target.draw(token);
}

}  // namespace

void HeroTableScreen::draw_card(sf::RenderTarget& target, Context& ctx, hero::Card card, sf::Vector2f centre,
                                float scale, float flip, bool glow, bool stacked) const {
    draw_hero_card(target, ctx, card, centre, scale, flip, glow, stacked);
}

void HeroTableScreen::draw_back(sf::RenderTarget& target, Context& ctx, sf::Vector2f centre, float scale) const {
    draw_card_back(target, ctx, centre, scale);
}

void HeroTableScreen::draw_token_stack(sf::RenderTarget& target, sf::Vector2f base, int count) const {
    const int n = std::max(count, 0);
    const int columns = std::max(1, (n + 5) / 6);
    for (int i = 0; i < n; ++i) {
        const int col = i / 6;
        const float x = base.x + (static_cast<float>(col) - (static_cast<float>(columns) - 1.F) / 2.F) * 22.F;
        draw_token(target, {x, base.y - 5.F * static_cast<float>(i % 6)});
    }
    if (n == 0) {
        sf::CircleShape ring(10.F, 18);
        ring.setOrigin(10.F, 10.F);
        ring.setScale(1.F, 0.55F);
        ring.setPosition(base);
        ring.setFillColor(sf::Color(0, 0, 0, 50));
        ring.setOutlineThickness(1.4F);
        ring.setOutlineColor(sf::Color(255, 255, 255, 60));
        target.draw(ring);
    }
}

void HeroTableScreen::draw(sf::RenderTarget& target, Context& ctx) {
    // The hand drawn: the seat whose private part (its face-down cards) is open on screen.
    begin_frame(ctx, shows_private() ? view_.seat : -1, view_.to_move,
                ending_                              ? "scoring"
                : view_.phase == hero::Phase::Swap ? "swap"
                : view_.phase == hero::Phase::Turn ? "turn"
                                                   : "over");
    draw_table_scene(target, ctx, effects_, [&] {
        draw_piles(target, ctx);
        draw_middle(target, ctx);
        for (int s = 0; s < players(); ++s) draw_panel_of(target, ctx, s);
        for (const HeroFlight& f : flights_) {
            if (!f.started()) continue;
            if (f.kind == HeroFlight::Kind::Token) {
                draw_token(target, f.pos());
            } else if (f.kind == HeroFlight::Kind::Back || (f.flips && f.progress() < 0.5F)) {
                draw_back(target, ctx, f.pos(), f.scale());
            } else {
                const float turn = f.flips ? std::fabs(std::cos(f.progress() * 3.14159265F)) : 1.F;
                draw_card(target, ctx, f.card, f.pos(), f.scale(), turn);
            }
        }
        draw_swap(target, ctx);
        draw_status(target, ctx);
        draw_hud(target, ctx);
    });
    draw_undo(target, ctx);
    draw_story(target, ctx);
    if (handoff()) draw_handoff_over(target, ctx);
    // Over the hand-off too: the connection matters while the screen changes hands.
    if (feed_->lan())
        draw_lan_panel(target, ctx, *feed_, chat_, [](float height) { return lan_room(height); }, kLanLines);
    if (pause_.open()) pause_.draw(target, ctx);
}

// Right of the pairs, over the general pool: the top right is the last panel's.
sf::FloatRect HeroTableScreen::undo_rect() const { return {1098.F, 218.F, 150.F, 36.F}; }
sf::FloatRect HeroTableScreen::log_rect() const { return {1098.F, 268.F, 150.F, 36.F}; }

sf::FloatRect HeroTableScreen::lan_room(float height) {
    // Under the draw pile's captions, left of the first pair's buttons, above this screen's panel
    // (its top at 466).
    const float top = std::min(372.F, 460.F - height);
    return {12.F, top, 288.F, height};
}

void HeroTableScreen::draw_piles(sf::RenderTarget& target, Context& ctx) {
    auto stack = [&](sf::Vector2f at, int n) {
        if (n <= 0) {
            draw_empty_pile(target, at, {50.F, 70.F});
            return;
        }
        const int shown = std::clamp(n / 4 + 1, 1, 6);
        for (int i = shown - 1; i >= 0; --i)
            draw_back(target, ctx, at + sf::Vector2f(-1.5F * static_cast<float>(i), -2.F * static_cast<float>(i)), 0.5F);
    };
    draw_text(target, ctx, ctx.strings.format(Str::HeroRoundBox, {std::to_string(view_.game + 1), std::to_string(view_.rules.games)}),
              15.F, {24.F, 222.F}, Align::Left, palette::kCream, true);
    stack(pile_at(), view_.above_end);
    // The end cards: their own stack, framed, with the flag that may end the game.
    const sf::Vector2f e = end_pile_at();
    sf::ConvexShape frame = rounded_rect({64.F, 84.F}, 8.F);
    frame.setPosition(e.x - 32.F, e.y - 42.F - 8.F);
    frame.setFillColor(sf::Color(120, 30, 30, 90));
    frame.setOutlineThickness(2.F);
    frame.setOutlineColor(sf::Color(230, 90, 80, 200));
    target.draw(frame);
    stack(e, view_.end_cards);
    draw_text(target, ctx, "\u2691", 20.F, {e.x + 26.F, e.y - 48.F}, Align::Centre, sf::Color(240, 110, 100), true);
    const float caption = hero_layout::kCaptionAt;
    draw_text(target, ctx, ctx.strings.format(Str::HeroAbove, {std::to_string(view_.above_end)}), hero_layout::kCaptionSize,
              pile_at() + sf::Vector2f(0, caption), Align::Centre, palette::kCream, true);
    draw_text(target, ctx, ctx.strings.format(Str::HeroEndCards, {std::to_string(view_.end_cards)}),
              hero_layout::kCaptionSize, e + sf::Vector2f(0, caption), Align::Centre, sf::Color(255, 170, 160), true);
    // The general pool.
    draw_token_stack(target, pool_at() + sf::Vector2f(0, 20.F), view_.pool);
    draw_text(target, ctx, ctx.strings.format(Str::HeroPool, {std::to_string(view_.pool)}), 16.F,
              pool_at() + sf::Vector2f(0, 60.F), Align::Centre, palette::kCream, true);
}

void HeroTableScreen::draw_middle(sf::RenderTarget& target, Context& ctx) {
    const bool turn = accepting() && view_.phase == hero::Phase::Turn;
    const int purse = view_.zerones[static_cast<std::size_t>(view_.seat)];
    for (int slot = 0; slot < hero::kSlots; ++slot) {
        const auto i = static_cast<std::size_t>(slot);
        const hero::Pair& pair = view_.pairs[i];
        const sf::FloatRect r = pair_rect(slot);
        const bool focus_buy = turn && ((focus_slot_ == slot && focus_choice_ == SlotChoice::Buy) ||
                                        (hover_slot_ == slot && hover_choice_ == SlotChoice::Buy));
        if (pair.size == 0) draw_panel(target, r, sf::Color(0, 0, 0, 35), sf::Color(255, 255, 255, 40), 8.F, false, 1.5F);
        for (int k = 0; k < pair.size; ++k)
            draw_card(target, ctx, pair.cards[static_cast<std::size_t>(k)], pair_card_at(slot, k), 0.5F, 1.F,
                      focus_buy || lit_slot_ == slot);
        // The cost over the pair: what buying it takes from the purse.
        const int cost = view_.piles[i];
        if (pair.size == 2) {
            const bool afford = purse >= cost;
            const sf::Color c = !turn ? palette::kCream : afford ? palette::kGold : palette::kWarn;
            draw_text(target, ctx, cost == 0 ? ctx.str(Str::HeroFree) : ctx.strings.format(Str::HeroCost, {std::to_string(cost)}),
                      16.F, {r.left + r.width / 2.F, 222.F}, Align::Centre, c, true);
        }
        draw_token_stack(target, tokens_at(slot), cost);
        draw_text(target, ctx, std::to_string(cost), 18.F, tokens_at(slot) + sf::Vector2f(0, 24.F), Align::Centre,
                  palette::kCream, true);
        if (!turn) continue;
        for (int count = 1; count <= 2; ++count) {
            const SlotChoice choice = count == 1 ? SlotChoice::TakeOne : SlotChoice::TakeTwo;
            const bool enabled = slot_refusal(view_, slot, choice) == hero::MoveError::None;
            const bool lit = (focus_slot_ == slot && focus_choice_ == choice) || (hover_slot_ == slot && hover_choice_ == choice);
            draw_button(target, ctx, take_button(slot, count), ctx.strings.format(Str::HeroTakeButton, {std::to_string(count)}),
                        lit, enabled);
        }
    }
}

void HeroTableScreen::draw_row_tag(sf::RenderTarget& target, Context& ctx, int seat, int colour, sf::Vector2f at,
                                   bool words) const {
    const hero::Cards& cards = view_.collections[static_cast<std::size_t>(seat)];
    const hero::RowScore score = hero::row_score(cards, colour);
    if (score.kind == hero::RowKind::Empty) return;
    std::string why;
    sf::Color c = palette::kCream;
    switch (score.kind) {
        case hero::RowKind::Solo: why = ctx.str(Str::HeroRowSolo); break;
        case hero::RowKind::Three: {
            std::vector<int> values;
            for (const hero::Card card : cards.list())
                if (card.colour() == colour) values.push_back(card.value());
            std::sort(values.rbegin(), values.rend());
            why = ctx.strings.format(Str::HeroRowThree, {std::to_string(values[0]), std::to_string(values[1])});
            c = kThree;
            break;
        }
        case hero::RowKind::BigZero: why = ctx.str(Str::HeroRowBig); c = kBig; break;
        case hero::RowKind::Empty: break;
    }
    draw_text(target, ctx, std::to_string(score.points), words ? 20.F : 17.F, at, Align::Centre, c, true);
    // Within its column: a Japanese "big 0" (ビッグゼロ) ran into the next column's on a narrow panel.
    const float size = fitting_size(ctx, why, words ? 15.F : 13.F, false, column_width(seat) - 4.F);
    draw_text(target, ctx, why, size, at + sf::Vector2f(0, words ? 19.F : 17.F), Align::Centre, c, false);
}

void HeroTableScreen::draw_panel_of(sf::RenderTarget& target, Context& ctx, int seat) {
    const sf::FloatRect p = panel_at(seat);
    const bool acting = has_seat(view_.to_act, seat) && !ending_;
    const bool target_of_give = picking_swap() && swap_.way() == hero::SwapWay::Give && swap_.current().other == seat;
    draw_panel(target, p, acting ? sf::Color(56, 50, 18, 232) : sf::Color(12, 30, 24, 226),
               acting || target_of_give ? palette::kGold : palette::kPanelEdge, 12.F, false);
    const float score_width = draw_panel_head(target, ctx, seat);
    const float purse_end = draw_purse(target, ctx, seat);
    draw_face_down(target, ctx, seat, score_width);
    draw_bonus_tag(target, ctx, seat, purse_end, score_width);
    draw_rows(target, ctx, seat);
}

// The name, the total, and while a game is counted, what this game adds so far; the width of
// the others' second line's score, which the words before it keep clear of.
float HeroTableScreen::draw_panel_head(sf::RenderTarget& target, Context& ctx, int seat) {
    const auto i = static_cast<std::size_t>(seat);
    const bool own = rel(seat) == 0;
    const sf::FloatRect p = panel_at(seat);
    namespace L = hero_layout;
    // The total, and while a game is counted, what this game adds so far: beside the total on
    // this screen's wide panel, on the second line of the others (the face-down cards have turned
    // into the rows by then, so it is free).
    std::optional<int> game;
    if (ending_) {
        const hero::ScoreSheet& sheet = ending_->event.sheets[i];
        int sum = ending_->bonus_shown && sheet.hero ? hero::kHeroBonus : 0;
        for (int c = 0; c < ending_->counted(); ++c) sum += sheet.rows[static_cast<std::size_t>(c)].points;
        game = sum;
    }
    const int rows = hero::rows_points(view_.collections[i]);
    const float right = p.left + p.width - L::kInset;
    const sf::FloatRect t = draw_text(target, ctx, L::total_line(ctx.strings, own, view_.totals[i], game, rows),
                                      L::total_size(own), {right, p.top + L::kFirstLine}, Align::Right, palette::kGold,
                                      true, false);
    float score_width = 0;
    if (!own)
        score_width = draw_text(target, ctx, L::score_line(ctx.strings, game, rows), L::total_size(false),
                                {right, p.top + L::kSecondLine}, Align::Right, game ? palette::kGold : palette::kCream,
                                true, false)
                          .width;
    const float name_room = p.width - t.width - 2.F * L::kInset - L::kNameGap;
    draw_text(target, ctx, fit_text(ctx, feed_->name(seat), L::name_size(own), true, name_room), L::name_size(own),
              {p.left + L::kInset, p.top + L::kFirstLine}, Align::Left, palette::kCream, true, false);
    return score_width;
}

// The seat's zerones; on the others' panels, the count's right edge from the panel's left.
float HeroTableScreen::draw_purse(sf::RenderTarget& target, Context& ctx, int seat) {
    const auto i = static_cast<std::size_t>(seat);
    const bool own = rel(seat) == 0;
    const sf::FloatRect p = panel_at(seat);
    namespace L = hero_layout;
    const int purse = view_.zerones[i];
    float purse_end = 0;  // the other panels' zerone count's right edge, from the panel's left
    if (own) {
        draw_token_stack(target, purse_at(seat), purse);
        draw_text(target, ctx, std::to_string(purse) + " \u25CF", 22.F, purse_at(seat) + sf::Vector2f(0, 30.F), Align::Centre,
                  kToken, true);
    } else {
        draw_token(target, purse_at(seat) + sf::Vector2f(0, 2.F));
        const sf::FloatRect count = draw_text(target, ctx, std::to_string(purse), L::kPurseSize,
                                              {p.left + L::kPurseCountAt, purse_at(seat).y}, Align::Left, kToken, true, false);
        purse_end = count.left + count.width - p.left;
    }
    return purse_end;
}

// The seat's face-down cards (its own face up to its player), with their label.
void HeroTableScreen::draw_face_down(sf::RenderTarget& target, Context& ctx, int seat, float score_width) {
    const auto i = static_cast<std::size_t>(seat);
    const bool own = rel(seat) == 0;
    const sf::FloatRect p = panel_at(seat);
    namespace L = hero_layout;
    const int secret = view_.face_down_counts[i];
    if (secret > 0) {
        // A replay's spectator sees every seat's face-down cards.
        const bool spectator = feed_->spectator();
        const bool face_up = spectator || (shows_private() && seat == view_.seat);
        const float s = own ? 0.44F : 0.16F;
        const std::vector<hero::Card> mine = spectator ? feed_->view(seat).my_face_down.list()
                                             : face_up ? view_.my_face_down.list()
                                                       : std::vector<hero::Card>{};
        for (int k = 0; k < secret; ++k) {
            const sf::Vector2f at = secret_at(seat) + sf::Vector2f((own ? 50.F : L::kSecretStep) * static_cast<float>(k), 0.F);
            if (face_up && k < static_cast<int>(mine.size())) draw_card(target, ctx, mine[static_cast<std::size_t>(k)], at, s);
            else draw_back(target, ctx, at, s);
        }
        if (own) {
            draw_text(target, ctx, ctx.str(Str::HeroFaceDown), 15.F, secret_at(seat) + sf::Vector2f(-28.F, -46.F), Align::Left,
                      palette::kMuted, false, false);
        } else {
            // "×2 face down" before the score; only "×2" when even smaller type would not keep clear of it.
            const float left = L::kSecretAt + L::kSecretStep * static_cast<float>(secret) + 4.F;
            const float room = L::second_line_room(p, left, score_width);
            std::string label = "\u00d7" + std::to_string(secret) + " " + ctx.str(Str::HeroFaceDown);
            if (make_text(ctx, label, L::kSecretSize * 0.7F).getGlobalBounds().width > room)
                label = "\u00d7" + std::to_string(secret);
            const float size = fitting_size(ctx, label, L::kSecretSize, false, room);
            draw_text(target, ctx, label, size, {p.left + left, secret_at(seat).y}, Align::Left, palette::kMuted, false, false);
        }
    }
}

void HeroTableScreen::draw_bonus_tag(sf::RenderTarget& target, Context& ctx, int seat, float purse_end, float score_width) {
    const bool own = rel(seat) == 0;
    const sf::FloatRect p = panel_at(seat);
    namespace L = hero_layout;
    // Once the game is counted, until the next one is dealt: the Zero Hero bonus its holders won,
    // in words (the rows alone do not add up to the game's points without it).
    if (has_seat(bonus_seats_, seat)) {
        if (own) {
            draw_text(target, ctx, ctx.str(Str::HeroBonusMost), 19.F, secret_at(seat) + sf::Vector2f(-28.F, -46.F),
                      Align::Left, palette::kGold, true, false);
        } else {
            const std::string& bonus = ctx.str(Str::HeroBonus);
            const float left = purse_end + L::kNameGap;
            const float room = L::second_line_room(p, left, score_width);
            const float size = fitting_size(ctx, bonus, L::kBonusSize, true, room);
            draw_text(target, ctx, bonus, size, {p.left + left, p.top + L::kSecondLine}, Align::Left, palette::kGold, true,
                      false);
        }
    }
}

void HeroTableScreen::draw_rows(sf::RenderTarget& target, Context& ctx, int seat) {
    const bool own = rel(seat) == 0;
    const sf::FloatRect p = panel_at(seat);
    // The colour rows: a colour bar over each column, the cards, the row's score and why.
    const float cw = column_width(seat);
    const float bar_y = p.top + (own ? 36.F : 56.F);
    for (int c = 0; c < hero::kColours; ++c) {
        sf::RectangleShape bar({cw - 8.F, 3.F});
        bar.setPosition(p.left + 8.F + cw * static_cast<float>(c) + 4.F, bar_y);
        sf::Color colour = hero_card_colour(c);
        colour.a = 150;
        bar.setFillColor(colour);
        target.draw(bar);
    }
    const float s = mini_scale(seat);
    bool lit_done = false;
    const bool chosen_here = picking_swap();
    for (const PlacedCard& placed : placed_cards(seat)) {
        bool glow = false;
        if (!lit_done && lit_seat_ == seat && placed.card == lit_card_) glow = lit_done = true;
        if (chosen_here) {
            const hero::Action& a = swap_.current();
            const Seat owner = a.way == hero::SwapWay::Give ? view_.seat : a.other;
            if (owner == seat && a.card == placed.card && !lit_done) glow = lit_done = true;
        }
        draw_card(target, ctx, placed.card, {placed.rect.left + placed.rect.width / 2.F, placed.rect.top + placed.rect.height / 2.F},
                  s, 1.F, glow, true);
    }
    const int counted = ending_ ? ending_->counted() : hero::kColours;
    for (int c = 0; c < counted; ++c) {
        const float x = p.left + 8.F + cw * (static_cast<float>(c) + 0.5F);
        draw_row_tag(target, ctx, seat, c, {x, p.top + (own ? 190.F : 158.F)}, own);
    }
}

void HeroTableScreen::draw_swap(sf::RenderTarget& target, Context& ctx) {
    if (!picking_swap()) return;
    const sf::FloatRect box = swap_box();
    draw_panel(target, box, sf::Color(10, 24, 20, 240), palette::kGold, 14.F, true);
    const std::string prompt = ctx.str(Str::HeroSwapPrompt);
    draw_text(target, ctx, prompt, fitting_size(ctx, prompt, 19.F, true, box.width - 40.F), {640.F, box.top + 24.F},
              Align::Centre, palette::kGold, true, false);
    const hero::SwapWay way = swap_.way();
    for (int w = 0; w < 2; ++w) {
        const hero::SwapWay this_way = w == 0 ? hero::SwapWay::Give : hero::SwapWay::Take;
        draw_button(target, ctx, way_button(w), ctx.str(w == 0 ? Str::HeroGive : Str::HeroTakeWay), way == this_way, true,
                    way == this_way);
    }
    const hero::Action& a = swap_.current();
    const std::string card = hero_card_label(ctx.strings, a.card);
    const std::string line = ctx.strings.format(way == hero::SwapWay::Give ? Str::HeroGiveLine : Str::HeroTakeLine,
                                                {card, feed_->name(a.other)});
    draw_button(target, ctx, swap_step_button(-1), "<", false);
    draw_button(target, ctx, swap_step_button(+1), ">", false);
    draw_card(target, ctx, a.card, {420.F, 340.F}, 0.42F, 1.F, true);
    // The lines between the card and the ">" button: French and Japanese ones are longer.
    const float room = swap_step_button(+1).left - 472.F;
    const float middle = 472.F + room / 2.F;
    draw_text(target, ctx, line, fitting_size(ctx, line, 21.F, true, room), {middle, 314.F}, Align::Centre,
              palette::kCream, true, false);
    // The preview: how the colour's row of each player changes.
    const SwapPreview preview = preview_swap(view_, a);
    auto value = [&](const hero::RowScore& r) {
        if (r.kind == hero::RowKind::Empty) return ctx.str(Str::HeroRowNone);
        const Str why = r.kind == hero::RowKind::Solo    ? Str::HeroRowSolo
                        : r.kind == hero::RowKind::Three ? Str::HeroRowThreeWord
                                                         : Str::HeroRowBig;
        return ctx.strings.format(Str::HeroRowValue, {std::to_string(r.points), ctx.str(why)});
    };
    const std::string colour = hero_colour_label(ctx.strings, static_cast<int>(preview.colour));
    const std::string mine =
        ctx.strings.format(Str::HeroRowMine, {colour, value(preview.mine_before), value(preview.mine_after)});
    const std::string other = ctx.strings.format(
        Str::HeroRowOther, {feed_->name(preview.other), colour, value(preview.other_before), value(preview.other_after)});
    // One size for both rows, so they read as a pair.
    const float rows = std::min(fitting_size(ctx, mine, 17.F, false, room), fitting_size(ctx, other, 17.F, false, room));
    draw_text(target, ctx, mine, rows, {middle, 348.F}, Align::Centre, palette::kCream, false, false);
    draw_text(target, ctx, other, rows, {middle, 374.F}, Align::Centre, palette::kCream, false, false);
    draw_button(target, ctx, swap_confirm(), ctx.str(Str::HeroConfirmSwap), true, true, true);
}

void HeroTableScreen::draw_status(sf::RenderTarget& target, Context& ctx) {
    std::string status;
    if (accepting()) {
        status = ctx.str(view_.phase == hero::Phase::Swap ? Str::HeroSwapPrompt : Str::HeroTurnPrompt);
        if (view_.phase == hero::Phase::Swap) status.clear();  // the picker says it
    } else if (!busy() && !feed_->over() && view_.phase != hero::Phase::MatchOver) {
        status = ctx.strings.format(view_.phase == hero::Phase::Swap ? Str::HeroSwapping : Str::HeroChoosing,
                                    {feed_->name(view_.to_move)});
    }
    if (message_ms_ > 0) status = message_;
    draw_status_line(target, ctx, status, 446.F, message_ms_ > 0);
}

void HeroTableScreen::draw_hud(sf::RenderTarget& target, Context& ctx) {
    // A record watched again takes no input: its keys would mislead (the viewer lists its own).
    if (!feed_->watched()) draw_hint_bar(target, ctx, ctx.str(feed_->lan() ? Str::HeroLanHint : Str::HeroHint), true);
}

void HeroTableScreen::draw_handoff_over(sf::RenderTarget& target, Context& ctx) {
    // Most of Zero Hero is public: the table stays in sight, only the face-down cards are backs.
    const sf::FloatRect band(0.F, 214.F, kDesignWidth, 240.F);
    draw_panel(target, {band.left + 240.F, band.top, band.width - 480.F, band.height}, sf::Color(8, 22, 16, 245),
               palette::kGold, 16.F, true);
    draw_text(target, ctx, ctx.strings.format(Str::PassTo, {feed_->name(director_.handoff_to())}), 46.F, {640.F, 280.F},
              Align::Centre, palette::kGold, true);
    const float pulse = handoff_ms_ < kHandoffPulseMs ? 0.6F + 0.4F * std::sin(handoff_ms_ / 260.F) : 1.F;
    sf::Color c = palette::kCream;
    c.a = static_cast<sf::Uint8>(pulse * 255.F);
    draw_text(target, ctx, ctx.str(Str::ClickWhenReady), 22.F, {640.F, 346.F}, Align::Centre, c);
    draw_text(target, ctx, ctx.str(Str::HeroHandoffSub), 17.F, {640.F, 394.F}, Align::Centre, palette::kMuted);
}

}  // namespace zero::game

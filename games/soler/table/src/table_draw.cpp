// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing the table of Solèr's ZERO from the shown seat's view: the pile, the face-down plays,
// the seats with their bets and safe cards, the shown hand, the picker, the reveal and overlays.
#include <algorithm>
#include <bit>
#include <cmath>

#include "table_screen.hpp"

namespace zero::game {

namespace {

const sf::Color kLeader(255, 196, 80);

std::string signed_list(const std::vector<int>& values) {
    std::string s;
    for (int v : values) {
        if (!s.empty()) s += " ";
        s += soler_value_text(v);
    }
    return s;
}

}  // namespace

sf::Color soler_card_colour(int value) {
    switch (value) {
        case -3: return {92, 52, 150};
        case -2: return {46, 92, 176};
        case -1: return {34, 142, 164};
        case 0: return {236, 226, 196};
        case 1: return {86, 160, 70};
        case 2: return {232, 140, 40};
        default: return {198, 52, 52};
    }
}

std::string soler_value_text(int value) { return value > 0 ? "+" + std::to_string(value) : std::to_string(value); }

void SolerTableScreen::draw_card(sf::RenderTarget& target, Context& ctx, int value, sf::Vector2f centre, float scale,
                                 float flip, bool glow, bool dim) {
    sf::Color fill = soler_card_colour(value);
    if (dim) fill = mix(fill, sf::Color(90, 90, 90), 0.5F);
    const CardBlank blank{10.F, 7.F, 6.F * scale, dim ? sf::Color(150, 146, 136) : palette::kCream,
                          sf::Color(0, 0, 0, 90), fill};
    const sf::Vector2f drawn = draw_card_blank(target, blank, centre, scale, flip, glow);
    const float w = drawn.x;
    const float h = drawn.y;
    if (flip < 0.3F) return;
    const sf::Color ink = value == 0 ? palette::kInk : sf::Color::White;
    sf::Text big = make_text(ctx, soler_value_text(value), 50.F * scale, true, ink);
    const sf::FloatRect b = big.getLocalBounds();
    big.setOrigin(b.left + b.width / 2.F, b.top + b.height / 2.F);
    big.setScale(big.getScale().x * flip, big.getScale().y);
    big.setPosition(centre);
    target.draw(big);
    if (scale >= 0.5F) {
        sf::Text corner = make_text(ctx, soler_value_text(value), 17.F * scale, true, ink);
        corner.setScale(corner.getScale().x * flip, corner.getScale().y);
        corner.setPosition(centre.x - w / 2.F + 10.F * scale * flip, centre.y - h / 2.F + 8.F * scale);
        target.draw(corner);
    }
}

void SolerTableScreen::draw_back(sf::RenderTarget& target, Context& ctx, sf::Vector2f centre, float scale) {
    draw_card_back(target, ctx, centre, scale);
}

void SolerTableScreen::draw(sf::RenderTarget& target, Context& ctx) {
    const bool hand_up = shows_hand() && (!view_.hand.empty() || view_.my_play.has_value());
    // The stage of the trick as shown, for the frame log: hand-offs while cards are played face
    // down are the ones only this game has.
    begin_frame(ctx, hand_up ? view_.seat : -1,
                deciding() >= 0 ? deciding() : next_human(feed_->to_act(), humans_, director_.bottom()),
                deal_ms_ > 0                          ? "deal"
                : view_.phase == soler::Phase::Play ? "play"
                : view_.phase == soler::Phase::Bet  ? "bet"
                : view_.phase == soler::Phase::Safe ? "safe"
                                                    : "over");
    if (handoff()) {
        draw_handoff(target, ctx);
        if (feed_->lan()) draw_lan_panel(target, ctx, *feed_, layout_, chat_);
        return;
    }
    draw_table_scene(target, ctx, effects_, [&] {
        draw_table(target, ctx);
        draw_seats(target, ctx);
        draw_hand(target, ctx);
        if (reveal_) draw_reveal(target, ctx);
        for (const SolerFlight& f : flights_) {
            if (!f.started()) continue;
            if (f.face) draw_card(target, ctx, f.value, f.pos(), f.scale());
            else draw_back(target, ctx, f.pos(), f.scale());
        }
        draw_hud(target, ctx);
        draw_picker(target, ctx);
    });
    draw_undo(target, ctx);
    draw_story(target, ctx);
    if (feed_->lan()) draw_lan_panel(target, ctx, *feed_, layout_, chat_);
    if (pause_.open()) pause_.draw(target, ctx);
}

sf::FloatRect SolerTableScreen::undo_rect() const { return {1110.F, 12.F, 150.F, 36.F}; }
sf::FloatRect SolerTableScreen::log_rect() const { return {1110.F, 62.F, 150.F, 36.F}; }

void SolerTableScreen::draw_table(sf::RenderTarget& target, Context& ctx) {
    // The pile, a little stack with its size.
    const sf::Vector2f pile = pile_at();
    if (view_.pile_size > 0) {
        for (int i = std::min(view_.pile_size, 4) - 1; i >= 0; --i)
            draw_back(target, ctx, pile + sf::Vector2f(-2.F * static_cast<float>(i), -2.F * static_cast<float>(i)), 0.55F);
    } else {
        draw_empty_pile(target, pile, {55.F, 77.F});
    }
    draw_text(target, ctx, ctx.strings.format(Str::SolerPile, {std::to_string(view_.pile_size)}), 15.F,
              pile + sf::Vector2f(38.F, 0.F), Align::Left, palette::kCream, true);
    // The face-down plays: a back for every seat that has played (only who, never what); the shown
    // seat's own card face up, marked as its own.
    if (reveal_) return;
    const SeatMask face_down = face_down_plays(view_);
    for (int s = 0; s < players(); ++s) {
        if (!has_seat(face_down, s)) continue;
        bool in_air = false;
        for (const SolerFlight& f : flights_)
            if (!f.face && f.to == slot_at(s)) in_air = true;
        if (in_air) continue;
        if (s == view_.seat && shows_hand() && view_.my_play && !feed_->spectator()) {
            draw_card(target, ctx, *view_.my_play, slot_at(s), 0.55F);
            draw_text(target, ctx, ctx.str(Str::SolerYourCard), 13.F, slot_at(s) + sf::Vector2f(0, 50.F), Align::Centre,
                      palette::kGold);
        } else if (const std::optional<int> play = feed_->spectator() ? feed_->view(s).my_play : std::nullopt) {
            draw_card(target, ctx, *play, slot_at(s), 0.55F);  // a replay's spectator sees every play
        } else {
            draw_back(target, ctx, slot_at(s), 0.55F);
        }
    }
}

void SolerTableScreen::draw_seats(sf::RenderTarget& target, Context& ctx) {
    for (int s = 0; s < players(); ++s) {
        const int r = rel(s);
        const sf::Vector2f a = seat_at(s);
        const std::size_t i = static_cast<std::size_t>(s);
        // Opponents' hands as backs (how many, never which); face up to a replay's spectator.
        if (r != 0 && deal_ms_ <= 0) {
            int in_air = 0;
            for (const SolerFlight& f : flights_)
                if (f.to == a) ++in_air;
            const int n = std::max(view_.hand_sizes[i] - in_air, 0);
            const std::vector<int> faces = feed_->spectator() ? feed_->view(s).hand.list() : std::vector<int>{};
            for (int k = 0; k < n; ++k) {
                const float d = static_cast<float>(k) - (static_cast<float>(n) - 1.F) / 2.F;
                const sf::Vector2f at = a + sf::Vector2f(d * 16.F, 0.F);
                if (k < static_cast<int>(faces.size())) draw_card(target, ctx, faces[static_cast<std::size_t>(k)], at, 0.5F);
                else draw_back(target, ctx, at, 0.5F);
            }
        }
        // The name plate (the leader's with a tab on its edge): the name on its own line, under it
        // the hand's size, the safe cards and the total (soler_layout: sizes and rooms).
        const sf::FloatRect plate = plate_at(s);
        const bool deciding_here = deciding() == s;
        draw_panel(target, plate, deciding_here ? sf::Color(70, 60, 20, 235) : sf::Color(14, 32, 26, 225),
                   deciding_here ? palette::kGold : palette::kPanelEdge, 10.F, false);
        namespace L = soler_layout;
        const float right = plate.left + plate.width - L::kPlateInset;
        if (s == view_.leader) {
            const sf::FloatRect tab = L::leader_tab(plate, make_text(ctx, ctx.str(Str::SolerLeads), L::kLeaderSize, true)
                                                                .getGlobalBounds()
                                                                .width);
            draw_panel(target, tab, sf::Color(70, 52, 12, 245), kLeader, 8.F, false);
            draw_text(target, ctx, ctx.str(Str::SolerLeads), L::kLeaderSize, {tab.left + tab.width / 2.F, tab.top + tab.height / 2.F},
                      Align::Centre, kLeader, true, false);
        }
        const float name_room = L::plate_room(0);
        const std::string& name = feed_->name(s);
        const float name_size = fitting_size(ctx, name, L::kPlateNameSize, true, name_room);
        draw_text(target, ctx, fit_text(ctx, name, name_size, true, name_room), name_size,
                  {plate.left + L::kPlateInset, plate.top + 18.F}, Align::Left, palette::kCream, true, false);
        const float total_width =
            draw_text(target, ctx, ctx.strings.format(Str::PlateTotal, {std::to_string(view_.totals[i])}),
                      L::kPlateInfoSize, {right, plate.top + 45.F}, Align::Right, palette::kGold, true, false)
                .width;
        const std::string counts = soler_plate_counts(ctx.strings, view_.hand_sizes[i], view_.safe[i].size());
        const float counts_room = L::plate_room(total_width);
        const float counts_size = fitting_size(ctx, counts, L::kPlateInfoSize, false, counts_room);
        draw_text(target, ctx, fit_text(ctx, counts, counts_size, false, counts_room), counts_size,
                  {plate.left + L::kPlateInset, plate.top + 45.F}, Align::Left, palette::kMuted, false, false);
        // At a LAN table, while the seat's player is away.
        draw_presence_badge(target, ctx, feed_->presence(s), plate);
        // The bet, beside the plate (on the side with room).
        if (has_seat(view_.bet_made, s)) {
            const sf::FloatRect tag = soler_layout::bet_tag(plate);
            draw_panel(target, tag, sf::Color(250, 244, 226, 235), palette::kGold, 8.F, false);
            draw_text(target, ctx, soler_value_text(view_.bets[i]), 22.F, {tag.left + 35.F, tag.top + 19.F},
                      Align::Centre, palette::kInk, true, false);
        }
        // Safe cards, face up in a small overlapping row (each scores a point).
        const std::vector<int> safe_cards = view_.safe[i].list();
        const sf::Vector2f at = safe_at(s);
        const int shown = static_cast<int>(safe_cards.size());
        const float step = soler_layout::safe_step(shown);
        for (int k = 0; k < shown; ++k) {
            draw_card(target, ctx, safe_cards[static_cast<std::size_t>(k)],
                      at + sf::Vector2f((static_cast<float>(k) - (static_cast<float>(shown) - 1.F) / 2.F) * step, 0.F),
                      soler_layout::kSafeScale);
        }
    }
}

void SolerTableScreen::draw_hand(sf::RenderTarget& target, Context& ctx) {
    const int me = view_.seat;
    if (!shows_hand()) {
        // Nobody's cards face up: the bottom seat's hand as backs.
        const int n = view_.hand_sizes[static_cast<std::size_t>(director_.bottom())];
        if (deal_ms_ > 0) return;
        for (int k = 0; k < n; ++k) draw_back(target, ctx, hand_card(k, n, false), soler_layout::kHandScale);
        return;
    }
    (void)me;
    const std::vector<int> cards = hand_cards();
    const int n = static_cast<int>(cards.size());
    // The builder's marks only for the hand it holds (hand_cards() gives it while the laying is on).
    const bool safe = view_.phase == soler::Phase::Safe && accepting() && safe_.cards().size() == cards.size() &&
                      safe_epoch_ == view_.epoch;
    const bool picking = accepting() && view_.phase == soler::Phase::Play;
    for (int k = 0; k < n; ++k) {
        const int mark = safe ? safe_.mark(k) : SafeBuilder::kFree;
        const bool lifted = (picking && (k == focus_ || k == hover_)) || mark == SafeBuilder::kForming;
        const bool glow = (picking || safe) && k == focus_;
        draw_card(target, ctx, cards[static_cast<std::size_t>(k)], hand_card(k, n, lifted), soler_layout::kHandScale, 1.F, glow, mark >= 0);
        if (mark >= 0)
            draw_text(target, ctx, std::to_string(mark + 1), 14.F, hand_card(k, n, lifted) + sf::Vector2f(0, 48.F),
                      Align::Centre, palette::kGold, true, false);
    }
}

void SolerTableScreen::draw_picker(sf::RenderTarget& target, Context& ctx) {
    // The status line: who is to choose, or what the shown player chooses now.
    std::string status;
    if (accepting()) {
        status = ctx.str(view_.phase == soler::Phase::Play  ? Str::SolerPlayPrompt
                         : view_.phase == soler::Phase::Bet ? Str::SolerBetPrompt
                                                            : Str::SolerSafePrompt);
    } else if (!busy() && deciding() >= 0) {
        status = ctx.strings.format(view_.phase == soler::Phase::Bet ? Str::SolerBetting : Str::SolerLaying,
                                    {feed_->name(deciding())});
    } else if (!busy() && shows_hand() && view_.phase == soler::Phase::Play && has_seat(view_.committed, view_.seat)) {
        status = ctx.str(Str::SolerPlayWait);
    }
    if (message_ms_ > 0) status = message_;
    draw_status_line(target, ctx, status, 458.F, message_ms_ > 0);
    if (!accepting()) return;
    if (view_.phase == soler::Phase::Bet) {
        const std::vector<int> bets = free_bets(view_);
        const int n = static_cast<int>(bets.size());
        for (int i = 0; i < n; ++i) {
            const sf::FloatRect r = bet_button(i, n);
            const bool lit = i == focus_ || i == hover_;
            draw_panel(target, r, lit ? palette::kGold : sf::Color(250, 244, 226, 230),
                       lit ? sf::Color::White : sf::Color(0, 0, 0, 80), 6.F, false);
            draw_text(target, ctx, soler_value_text(bets[static_cast<std::size_t>(i)]), 15.F,
                      {r.left + r.width / 2.F, r.top + r.height / 2.F}, Align::Centre, palette::kInk, true, false);
        }
    } else if (view_.phase == soler::Phase::Safe) {
        std::vector<int> forming;
        for (int k = 0; k < static_cast<int>(safe_.cards().size()); ++k)
            if (safe_.mark(k) == SafeBuilder::kForming) forming.push_back(safe_.cards()[static_cast<std::size_t>(k)]);
        const std::string line = forming.empty()
                                     ? ctx.str(Str::SolerGroupEmpty)
                                     : ctx.strings.format(Str::SolerGroupLine,
                                                          {signed_list(forming), std::to_string(safe_.forming_sum())});
        draw_text(target, ctx, line, 17.F, {640.F, 484.F}, Align::Centre,
                  safe_.can_lay() ? palette::kGold : palette::kCream, true, false);
        const int cards = static_cast<int>(safe_.cards().size());
        const Str labels[4] = {Str::SolerLayGroup, Str::SolerSuggest, Str::SolerClear, Str::SolerDone};
        for (int b = 0; b < 4; ++b)
            draw_button(target, ctx, safe_button(b), ctx.str(labels[b]), focus_ == cards + b || hover_ == cards + b,
                        b != 0 || safe_.can_lay(), b == 3);
    }
}

void SolerTableScreen::draw_reveal(sf::RenderTarget& target, Context& ctx) {
    const Reveal& r = *reveal_;
    const soler::TrickRevealed& t = r.trick;
    // Until they fly, every played card lies at its seat's place, turning over at once.
    if (!r.flown) {
        const float flip = std::clamp(r.clock_ms / kFlipMs, 0.F, 1.F);
        const float w = std::fabs(std::cos(flip * 3.14159265F));
        for (int s = 0; s < players(); ++s) {
            const float counted_at = kFlipMs + kCountStepMs * static_cast<float>(s);
            const bool counted = r.clock_ms >= counted_at && r.clock_ms < counted_at + kCountStepMs;
            if (flip < 0.5F) draw_back(target, ctx, slot_at(s), 0.55F);
            else draw_card(target, ctx, t.plays[static_cast<std::size_t>(s)], slot_at(s), 0.55F, w, counted);
        }
    }
    // The sum counts up card by card, then the outcome.
    int counted = 0;
    int sum = 0;
    for (int s = 0; s < players(); ++s) {
        if (r.clock_ms >= kFlipMs + kCountStepMs * static_cast<float>(s)) {
            sum += t.plays[static_cast<std::size_t>(s)];
            ++counted;
        }
    }
    if (counted == 0) return;
    const sf::FloatRect panel(480.F, 266.F, 320.F, 82.F);
    draw_panel(target, panel, sf::Color(10, 24, 20, 235), palette::kGold, 12.F, false);
    draw_text(target, ctx, ctx.strings.format(Str::SolerSum, {soler_value_text(sum)}), 26.F, {640.F, 284.F},
              Align::Centre, palette::kGold, true, false);
    if (!r.outcome_shown) return;
    std::string title;
    std::string sub;
    switch (t.outcome) {
        case soler::Outcome::Bet:
            title = ctx.strings.format(Str::SolerTakes, {feed_->name(t.taker), soler_value_text(t.sum)});
            sub = ctx.strings.count(Str::SolerTakesSub, players(), {std::to_string(players())});
            break;
        case soler::Outcome::LoneZero:
            title = ctx.str(Str::SolerLoneZero);
            sub = ctx.strings.format(Str::SolerLoneZeroSub, {feed_->name(t.taker)});
            break;
        case soler::Outcome::ZerosCancel:
            title = ctx.str(Str::SolerZerosCancel);
            sub = ctx.str(Str::SolerZerosCancelSub);
            break;
        case soler::Outcome::NoZero:
            title = ctx.strings.format(Str::SolerNobody, {soler_value_text(t.sum)});
            sub = ctx.str(Str::SolerNobodySub);
            break;
    }
    draw_text(target, ctx, fit_text(ctx, title, 18.F, true, panel.width - 16.F), 18.F, {640.F, 313.F}, Align::Centre,
              palette::kCream, true, false);
    draw_text(target, ctx, fit_text(ctx, sub, 13.F, false, panel.width - 16.F), 13.F, {640.F, 334.F}, Align::Centre,
              palette::kMuted, false, false);
}

void SolerTableScreen::draw_hud(sf::RenderTarget& target, Context& ctx) {
    const sf::FloatRect box(20.F, 16.F, 300.F, 40.F);
    draw_panel(target, box, palette::kPanel, palette::kPanelEdge, 10.F, false);
    const std::string game = std::to_string(view_.game + 1);
    const std::string trick = std::to_string(std::max(view_.trick, 1));
    const std::string line =
        view_.rules.to_target()
            ? ctx.strings.format(Str::SolerRoundBoxTarget, {game, std::to_string(view_.rules.target_points), trick})
            : ctx.strings.format(Str::SolerRoundBox, {game, std::to_string(view_.rules.games), trick});
    draw_text(target, ctx, fit_text(ctx, line, 16.F, true, box.width - 20.F), 16.F, {box.left + 12.F, box.top + 20.F},
              Align::Left, palette::kCream, true, false);
    const bool laying = accepting() && view_.phase == soler::Phase::Safe;
    const Str hint = laying ? (feed_->lan() ? Str::SolerSafeLanHint : Str::SolerSafeHint)
                            : (feed_->lan() ? Str::SolerLanHint : Str::SolerHint);
    // A record watched again takes no input: its keys would mislead (the viewer lists its own).
    if (!feed_->watched()) draw_hint_bar(target, ctx, ctx.str(hint), false);
}

void SolerTableScreen::draw_handoff(sf::RenderTarget& target, Context& ctx) {
    draw_handoff_screen(target, ctx, feed_->name(director_.handoff_to()), handoff_ms_, games::GameId::Soler);
}

}  // namespace zero::game

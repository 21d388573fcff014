// SPDX-License-Identifier: GPL-3.0-or-later
// The table of Zero Hero taking a person's choices: a pair to buy or a pile to take from (mouse,
// arrows and Enter, the gamepad through the input map), the swap decision, and where a person
// clicks to make a move (what the table shows the test driver, drivable.hpp).
#include <algorithm>

#include "table_screen.hpp"

namespace zero::game {

namespace {

sf::Vector2f centre(const sf::FloatRect& r) { return {r.left + r.width / 2.F, r.top + r.height / 2.F}; }

// The tokens of a slot's pile, as a place to click (taking one).
sf::FloatRect pile_rect(sf::Vector2f base) { return {base.x - 36.F, base.y - 36.F, 72.F, 58.F}; }

}  // namespace

std::string HeroTableScreen::refusal_text(const Context& ctx, hero::MoveError why, int slot) const {
    switch (why) {
        case hero::MoveError::CannotAfford:
            return ctx.strings.format(Str::HeroCannotAfford,
                                      {std::to_string(view_.piles[static_cast<std::size_t>(slot)]),
                                       std::to_string(view_.zerones[static_cast<std::size_t>(view_.seat)])});
        case hero::MoveError::EmptyPile: return ctx.str(Str::HeroEmptyPile);
        case hero::MoveError::PileUnderFive: return ctx.str(Str::HeroUnderFive);
        default: return ctx.str(Str::HeroNoPair);
    }
}

void HeroTableScreen::activate(int slot, SlotChoice choice, Context& ctx) {
    if (!accepting() || view_.phase != hero::Phase::Turn) return;
    const hero::MoveError why = slot_refusal(view_, slot, choice);
    if (why != hero::MoveError::None) {
        say(refusal_text(ctx, why, slot));
        ctx.sounds.play(Sfx::Knock, 0.6F);
        return;
    }
    feed_->submit(view_.seat, slot_action(slot, choice));
    ctx.sounds.play(choice == SlotChoice::Buy ? Sfx::Slide : Sfx::Click);
}

void HeroTableScreen::confirm_swap(Context& ctx) {
    if (!picking_swap()) return;
    feed_->submit(view_.seat, swap_.current());
    ctx.sounds.play(Sfx::Slide);
}

bool HeroTableScreen::handle_swap(const sf::Event& event, Command command, Context& ctx) {
    if (event.type == sf::Event::MouseButtonPressed) {
        if (event.mouseButton.button != sf::Mouse::Left) return true;
        const sf::Vector2f p = ctx.to_design({event.mouseButton.x, event.mouseButton.y});
        if (way_button(0).contains(p)) swap_.set_way(hero::SwapWay::Give);
        else if (way_button(1).contains(p)) swap_.set_way(hero::SwapWay::Take);
        else if (swap_step_button(-1).contains(p)) swap_.step(-1);
        else if (swap_step_button(+1).contains(p)) swap_.step(+1);
        else if (swap_confirm().contains(p)) confirm_swap(ctx);
        else {
            // A card of any collection picks the swap that moves it; an opponent's panel, the
            // player to give to.
            for (int s = 0; s < players(); ++s) {
                const std::vector<PlacedCard> cards = placed_cards(s);
                for (auto it = cards.rbegin(); it != cards.rend(); ++it) {
                    if (!it->rect.contains(p)) continue;
                    if (swap_.pick_card(it->card, s)) ctx.sounds.play(Sfx::Click);
                    return true;
                }
            }
            for (int s = 0; s < players(); ++s)
                if (s != view_.seat && panel_at(s).contains(p) && swap_.pick_seat(s)) ctx.sounds.play(Sfx::Click);
        }
        return true;
    }
    switch (command) {
        case Command::Up: swap_.set_way(hero::SwapWay::Give); break;
        case Command::Down: swap_.set_way(hero::SwapWay::Take); break;
        case Command::Left: swap_.step(-1); break;
        case Command::Right: swap_.step(+1); break;
        case Command::Confirm: confirm_swap(ctx); break;
        default: return false;
    }
    ctx.sounds.play(Sfx::Click, 1.1F);
    return true;
}

void HeroTableScreen::handle_choice(const sf::Event& event, Command command, Context& ctx) {
    if (view_.phase == hero::Phase::Swap) {
        handle_swap(event, command, ctx);
        return;
    }
    // The slot choice under a point: a pair (buy), its pile or its buttons (take).
    auto item_at = [&](sf::Vector2f p) -> std::optional<std::pair<int, SlotChoice>> {
        for (int slot = 0; slot < hero::kSlots; ++slot) {
            if (pair_rect(slot).contains(p)) return std::pair{slot, SlotChoice::Buy};
            if (take_button(slot, 1).contains(p) || pile_rect(tokens_at(slot)).contains(p)) return std::pair{slot, SlotChoice::TakeOne};
            if (take_button(slot, 2).contains(p)) return std::pair{slot, SlotChoice::TakeTwo};
        }
        return std::nullopt;
    };
    switch (event.type) {
        case sf::Event::MouseMoved: {
            const auto item = item_at(ctx.to_design({event.mouseMove.x, event.mouseMove.y}));
            hover_slot_ = item ? item->first : -1;
            if (item) {
                hover_choice_ = item->second;
                focus_slot_ = item->first;
                focus_choice_ = item->second;
            }
            return;
        }
        case sf::Event::MouseButtonPressed: {
            if (event.mouseButton.button != sf::Mouse::Left) return;
            const auto item = item_at(ctx.to_design({event.mouseButton.x, event.mouseButton.y}));
            if (item) {
                focus_slot_ = item->first;
                focus_choice_ = item->second;
                activate(item->first, item->second, ctx);
            }
            return;
        }
        default: break;
    }
    const int row = static_cast<int>(focus_choice_);
    switch (command) {
        case Command::Left: focus_slot_ = (focus_slot_ + hero::kSlots - 1) % hero::kSlots; break;
        case Command::Right: focus_slot_ = (focus_slot_ + 1) % hero::kSlots; break;
        case Command::Up: focus_choice_ = static_cast<SlotChoice>((row + kSlotChoices - 1) % kSlotChoices); break;
        case Command::Down: focus_choice_ = static_cast<SlotChoice>((row + 1) % kSlotChoices); break;
        case Command::Confirm: activate(focus_slot_, focus_choice_, ctx); break;
        default: return;
    }
    hover_slot_ = -1;
}

std::optional<Reach> HeroTableScreen::reach(const hero::Action& a) const {
    // A pair's choices are pointed at first: the table previews what they take.
    switch (a.kind) {
        case hero::ActionKind::Take: return Reach{centre(take_button(a.slot, a.count)), true};
        case hero::ActionKind::Buy: return Reach{centre(pair_rect(a.slot)), true};
        case hero::ActionKind::Swap: break;
    }
    const hero::Action& now = swap_.current();
    if (now == a) return Reach{centre(swap_confirm())};
    const Seat owner = a.way == hero::SwapWay::Give ? view_.seat : a.other;
    if (now.way != a.way || now.card != a.card || a.way == hero::SwapWay::Take) {
        for (const PlacedCard& c : placed_cards(owner))
            if (c.card == a.card) return Reach{centre({c.rect.left, c.rect.top, c.rect.width, 12.F})};
        return std::nullopt;
    }
    const sf::FloatRect p = panel_at(a.other);
    return Reach{centre({p.left + 8.F, p.top + 6.F, 60.F, 24.F})};
}

}  // namespace zero::game

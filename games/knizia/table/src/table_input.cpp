// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/knizia/table_input.hpp"

#include <algorithm>

#include "zero/knizia/score.hpp"

namespace zero::game {

std::vector<knizia::Card> hand_order(knizia::CardSet hand, bool by_number) {
    std::vector<knizia::Card> cards(hand.begin(), hand.end());
    if (by_number) {
        std::stable_sort(cards.begin(), cards.end(), [](knizia::Card a, knizia::Card b) {
            return a.number() != b.number() ? a.number() < b.number() : a.colour() < b.colour();
        });
    }
    return cards;  // index order is colour, then number
}

Str knock_label(bool last_lap) { return last_lap ? Str::KnockPasses : Str::Knock; }

std::string hint_line(const Strings& strings, bool lan, bool last_lap) {
    return strings.format(lan ? Str::LanHint : Str::Hint, {strings.get(last_lap ? Str::HintPasses : Str::HintKnocks)});
}

int score_after(knizia::CardSet hand, knizia::Card give, knizia::Card take) {
    hand.erase(give);
    hand.insert(take);
    return score(hand);
}

void HandPicker::reset() {
    selected_.reset();
    zone_ = Zone::Hand;
    cursor_ = 0;
}

void HandPicker::sync(const knizia::View& view) {
    if (selected_ && (!view.hand.contains(*selected_) || !view.my_turn())) selected_.reset();
    if (!selected_ && zone_ == Zone::Pool) zone_ = Zone::Hand;
    const int limit = zone_ == Zone::Pool ? view.rules.pool_size : view.hand.size();
    cursor_ = std::clamp(cursor_, 0, std::max(limit - 1, 0));
}

void HandPicker::hover_hand(int index) {
    if (index < 0 || selected_) return;
    zone_ = Zone::Hand;
    cursor_ = index;
}

std::optional<Focus> HandPicker::focus(const knizia::View& view, const std::vector<knizia::Card>& order) const {
    if (zone_ == Zone::Knock) return Focus{Zone::Knock, 0};
    if (zone_ == Zone::Pool) {
        if (!selected_ || cursor_ < 0 || cursor_ >= view.rules.pool_size) return std::nullopt;
        return Focus{Zone::Pool, cursor_};
    }
    if (cursor_ < 0 || cursor_ >= static_cast<int>(order.size())) return std::nullopt;
    return Focus{Zone::Hand, cursor_};
}

void HandPicker::hover_pool(int slot) {
    if (slot < 0 || !selected_) return;
    zone_ = Zone::Pool;
    cursor_ = slot;
}

PickResult HandPicker::finish(const knizia::View& view, const knizia::Action& action) {
    const knizia::ActionList legal = legal_actions(view);
    if (!legal.contains(action)) {
        if (!view.my_turn()) return {std::nullopt, Str::NotYourTurn};
        return {std::nullopt, Str::CannotTakeBack};
    }
    reset();
    return {action, std::nullopt};
}

PickResult HandPicker::click_hand(const knizia::View& view, const std::vector<knizia::Card>& order, int index) {
    if (index < 0 || index >= static_cast<int>(order.size())) return {};
    if (!view.my_turn()) return {std::nullopt, Str::NotYourTurn};
    const knizia::Card card = order[static_cast<std::size_t>(index)];
    if (selected_ == card) {
        selected_.reset();
        zone_ = Zone::Hand;
        cursor_ = index;
        return {};
    }
    selected_ = card;
    zone_ = Zone::Pool;
    cursor_ = std::clamp(cursor_, 0, view.rules.pool_size - 1);
    return {std::nullopt, Str::PickPoolCard};
}

PickResult HandPicker::click_pool(const knizia::View& view, int slot) {
    if (slot < 0 || slot >= view.rules.pool_size) return {};
    if (!view.my_turn()) return {std::nullopt, Str::NotYourTurn};
    if (!selected_) return {std::nullopt, Str::RefusePoolFirst};
    const knizia::Card take = view.pool[static_cast<std::size_t>(slot)];
    if (take == *selected_) return {std::nullopt, Str::CannotTakeBack};
    return finish(view, knizia::Action::swap(*selected_, take));
}

PickResult HandPicker::knock(const knizia::View& view) {
    if (!view.my_turn()) return {std::nullopt, Str::NotYourTurn};
    return finish(view, knizia::Action::knock());
}

PickResult HandPicker::command(const knizia::View& view, const std::vector<knizia::Card>& order, Command command) {
    const int hand_count = static_cast<int>(order.size());
    const int pool_count = view.rules.pool_size;
    auto wrap = [](int value, int count) { return count <= 0 ? 0 : (value % count + count) % count; };
    switch (command) {
        case Command::Left:
        case Command::Right: {
            const int step = command == Command::Left ? -1 : 1;
            if (zone_ == Zone::Hand) cursor_ = wrap(cursor_ + step, hand_count);
            else if (zone_ == Zone::Pool) cursor_ = wrap(cursor_ + step, pool_count);
            else if (command == Command::Left) { zone_ = Zone::Hand; cursor_ = hand_count - 1; }
            return {};
        }
        case Command::Up:
            // The pool only takes the focus once a hand card is chosen: before that no pool card
            // can be lit (there is nothing to swap it for) and Enter there could only refuse.
            if (zone_ == Zone::Knock) {
                zone_ = Zone::Hand;
                cursor_ = std::clamp(cursor_, 0, hand_count - 1);
            } else if (zone_ == Zone::Hand && selected_) {
                zone_ = Zone::Pool;
                cursor_ = std::clamp(cursor_, 0, pool_count - 1);
            }
            return {};
        case Command::Down:
            if (zone_ == Zone::Pool) {
                zone_ = Zone::Hand;
                cursor_ = std::clamp(cursor_, 0, hand_count - 1);
            } else if (zone_ == Zone::Hand) {
                zone_ = Zone::Knock;
            }
            return {};
        case Command::Confirm:
            if (zone_ == Zone::Hand) return click_hand(view, order, cursor_);
            if (zone_ == Zone::Pool) return click_pool(view, cursor_);
            return knock(view);
        case Command::Back:
            if (selected_) {
                selected_.reset();
                zone_ = Zone::Hand;
            }
            return {};
        case Command::Knock: return knock(view);
        default: return {};
    }
}

}  // namespace zero::game

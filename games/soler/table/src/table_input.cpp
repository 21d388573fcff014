// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/soler/table_input.hpp"

#include <algorithm>

#include "zero/soler/solver.hpp"

namespace zero::game {

std::vector<int> free_bets(const soler::View& view) {
    std::vector<int> out;
    const int max = view.rules.max_bet();
    for (int total = -max; total <= max; ++total) {
        bool taken = false;
        for (Seat s = 0; s < view.players(); ++s)
            if (has_seat(view.bet_made, s) && view.bets[static_cast<std::size_t>(s)] == total) taken = true;
        if (!taken) out.push_back(total);
    }
    return out;
}

SeatMask face_down_plays(const soler::View& view) {
    return view.phase == soler::Phase::Play || view.phase == soler::Phase::Bet ? view.committed : SeatMask{0};
}

std::string soler_plate_counts(const Strings& strings, int hand, int safe) {
    return std::to_string(hand) + " \u25AE  " + strings.format(Str::SolerSafeTag, {std::to_string(safe)});
}

std::vector<int> soler_hand_order(const soler::Cards& hand) { return hand.list(); }

void SafeBuilder::reset(const soler::Cards& hand) {
    cards_ = soler_hand_order(hand);
    marks_.assign(cards_.size(), kFree);
    laid_ = 0;
}

bool SafeBuilder::toggle(int index) {
    if (index < 0 || index >= static_cast<int>(cards_.size())) return false;
    int& m = marks_[static_cast<std::size_t>(index)];
    if (m == kFree) m = kForming;
    else if (m == kForming) m = kFree;
    else return false;
    return true;
}

bool SafeBuilder::forming() const { return forming_size() > 0; }

int SafeBuilder::forming_size() const {
    return static_cast<int>(std::count(marks_.begin(), marks_.end(), kForming));
}

int SafeBuilder::forming_sum() const {
    int sum = 0;
    for (std::size_t i = 0; i < cards_.size(); ++i)
        if (marks_[i] == kForming) sum += cards_[i];
    return sum;
}

bool SafeBuilder::can_lay() const { return forming() && (forming_sum() == 0 || forming_sum() == 10); }

bool SafeBuilder::lay() {
    if (!can_lay()) return false;
    for (int& m : marks_)
        if (m == kForming) m = laid_;
    ++laid_;
    return true;
}

void SafeBuilder::suggest() {
    std::fill(marks_.begin(), marks_.end(), kFree);
    laid_ = 0;
    soler::Cards hand;
    for (int v : cards_) hand.add(v);
    for (const soler::Group& group : soler::best_laying(hand)) {
        for (int v : group) {
            for (std::size_t i = 0; i < cards_.size(); ++i) {
                if (cards_[i] == v && marks_[i] == kFree) {
                    marks_[i] = laid_;
                    break;
                }
            }
        }
        ++laid_;
    }
}

void SafeBuilder::clear() {
    std::fill(marks_.begin(), marks_.end(), kFree);
    laid_ = 0;
}

SafeBuilder::Press SafeBuilder::press(int item) {
    const int cards = static_cast<int>(cards_.size());
    if (item < 0) return Press::Nothing;
    if (item < cards) return toggle(item) ? Press::Toggled : Press::Nothing;
    switch (static_cast<SafeButton>(item - cards)) {
        case SafeButton::LayGroup: return lay() ? Press::Laid : Press::Refused;
        case SafeButton::Suggest: suggest(); return Press::Suggested;
        case SafeButton::Clear: clear(); return Press::Cleared;
        case SafeButton::Done: return forming() && !can_lay() ? Press::Refused : Press::Done;
    }
    return Press::Nothing;
}

std::vector<soler::Group> SafeBuilder::groups() const {
    std::vector<soler::Group> out(static_cast<std::size_t>(laid_));
    soler::Group forming;
    for (std::size_t i = 0; i < cards_.size(); ++i) {
        if (marks_[i] >= 0) out[static_cast<std::size_t>(marks_[i])].push_back(cards_[i]);
        else if (marks_[i] == kForming) forming.push_back(cards_[i]);
    }
    if (can_lay()) out.push_back(forming);
    return out;
}

int safe_focus_after(int focus, int cards, Command command, bool can_lay, int& last_card) {
    const bool on_card = focus >= 0 && focus < cards;
    if (on_card) last_card = focus;
    switch (command) {
        case Command::Left:
        case Command::Right: {
            const int step = command == Command::Left ? -1 : 1;
            if (on_card) return (focus + step + cards) % cards;
            const int button = std::clamp(focus - cards, 0, kSafeButtons - 1);
            return cards + (button + step + kSafeButtons) % kSafeButtons;
        }
        case Command::Down:
            if (!on_card) return focus;
            return safe_button_item(cards, can_lay ? SafeButton::LayGroup : SafeButton::Done);
        case Command::Up:
            if (on_card || cards == 0) return focus;
            return std::clamp(last_card, 0, cards - 1);
        default: return focus;
    }
}

int safe_focus_settled(int focus, int cards, bool can_lay, int last_card) {
    if (focus != safe_button_item(cards, SafeButton::LayGroup) || can_lay || cards == 0) return focus;
    return std::clamp(last_card, 0, cards - 1);
}

int safe_pressed(int focus, int cards, bool primary) {
    const bool on_card = focus >= 0 && focus < cards;
    if (primary && on_card) return safe_button_item(cards, SafeButton::Done);
    return std::clamp(focus, 0, cards + kSafeButtons - 1);
}

bool primary_confirm(const sf::Event& event) {
    if (event.type == sf::Event::KeyPressed) return event.key.code == sf::Keyboard::Enter;
    return event.type == sf::Event::JoystickButtonPressed && event.joystickButton.button == 7;
}

}  // namespace zero::game

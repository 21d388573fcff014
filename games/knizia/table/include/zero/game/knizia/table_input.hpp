// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Turning clicks, keys and gamepad presses into an action for the seat shown. Illegal choices
// cannot be made: the picker refuses them and says why.
#include <optional>
#include <string>
#include <vector>

#include "zero/game/input_map.hpp"
#include "zero/game/strings.hpp"
#include "zero/knizia/view.hpp"

namespace zero::game {

// The hand as laid out on screen: by colour (then number), or by number (then colour).
std::vector<knizia::Card> hand_order(knizia::CardSet hand, bool by_number);

enum class Zone { Hand, Pool, Knock };

// What the keyboard focus lights: a hand card, a pool card (only once a hand card is chosen) or
// the Knock button. Enter does what it lights.
struct Focus {
    Zone zone = Zone::Hand;
    int index = 0;
    friend bool operator==(const Focus&, const Focus&) = default;
};

struct PickResult {
    std::optional<knizia::Action> action;  // a complete, legal action
    std::optional<Str> refusal;    // why the input was not accepted
};

class HandPicker {
public:
    void reset();
    // The view changed (a new turn, a new round): drop a selection that no longer fits.
    void sync(const knizia::View& view);

    PickResult click_hand(const knizia::View& view, const std::vector<knizia::Card>& order, int index);
    PickResult click_pool(const knizia::View& view, int slot);
    PickResult knock(const knizia::View& view);
    PickResult command(const knizia::View& view, const std::vector<knizia::Card>& order, Command command);

    std::optional<knizia::Card> selected() const { return selected_; }
    Zone zone() const { return zone_; }
    int cursor() const { return cursor_; }
    // What is lit for the keyboard; nothing only when there is nothing to choose (an empty hand).
    std::optional<Focus> focus(const knizia::View& view, const std::vector<knizia::Card>& order) const;
    // Keyboard focus follows the mouse, so both can be mixed.
    void hover_hand(int index);
    void hover_pool(int slot);

private:
    PickResult finish(const knizia::View& view, const knizia::Action& action);

    std::optional<knizia::Card> selected_;
    Zone zone_ = Zone::Hand;
    int cursor_ = 0;
};

// The knock button's label and the hint bar under the table, from the same state: in the last lap
// the button reads Pass and the hint says what K does then.
Str knock_label(bool last_lap);
std::string hint_line(const Strings& strings, bool lan, bool last_lap);

// The score the hand would have after the swap.
int score_after(knizia::CardSet hand, knizia::Card give, knizia::Card take);

}  // namespace zero::game

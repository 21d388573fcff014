// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The choices a player of Solèr's ZERO makes at the table, without a window: the bet picker (only
// the totals still free) and the safe cards (groups formed card by card, laid only at 0 or 10).
#include <string>
#include <vector>

#include "zero/game/input_map.hpp"
#include "zero/game/strings.hpp"

#include "zero/soler/action.hpp"
#include "zero/soler/cards.hpp"
#include "zero/soler/view.hpp"

namespace zero::game {

// The totals the view's seat may still announce, lowest first.
std::vector<int> free_bets(const soler::View& view);

// The seats whose face-down card lies at their place on the table: only while the trick is played
// and bet on. Once it is revealed its cards are in the taker's hand (or back with their 0's owners,
// or under the pile), though the view's `committed` still names every seat until the next trick
// starts; the table draws what the seats hold, never a trick that is gone.
SeatMask face_down_plays(const soler::View& view);

// A name plate's count line: the hand's size and the safe cards this game ("5 ▮  safe 3").
std::string soler_plate_counts(const Strings& strings, int hand, int safe);

// The hand as the table lays it out: highest value first.
std::vector<int> soler_hand_order(const soler::Cards& hand);

// The four buttons of safe laying, after the hand's cards in the focus ring.
enum class SafeButton { LayGroup, Suggest, Clear, Done };
inline constexpr int kSafeButtons = 4;
inline int safe_button_item(int cards, SafeButton button) { return cards + static_cast<int>(button); }

// Safe cards: the player clicks hand cards (by their place in soler_hand_order) into the group
// being formed; a group adding up to 0 or 10 can be laid; Done lays every laid group, and the one
// being formed when it may be laid.
class SafeBuilder {
public:
    static constexpr int kFree = -1;
    static constexpr int kForming = -2;

    void reset(const soler::Cards& hand);
    const std::vector<int>& cards() const { return cards_; }
    // kFree, kForming, or the index of the laid group the card is in.
    int mark(int index) const { return marks_.at(static_cast<std::size_t>(index)); }
    // Puts a free card into the group being formed, or takes it out again. False when the card is
    // in a laid group (Clear frees those).
    bool toggle(int index);
    bool forming() const;
    int forming_sum() const;
    int forming_size() const;
    bool can_lay() const;
    bool lay();
    // The engine solver's laying with the most cards, in place of whatever was formed.
    void suggest();
    void clear();
    int laid_groups() const { return laid_; }
    // What a press on `item` does: a card (its place) in or out of the group being formed, or a
    // button after the cards (SafeButton). Lay group is refused unless the group adds up to 0 or
    // 10; Done is refused while a group is being formed that does not (its cards would be dropped
    // unsaid), and with nothing chosen lays nothing.
    enum class Press { Nothing, Toggled, Laid, Suggested, Cleared, Done, Refused };
    Press press(int item);
    // What Done lays.
    std::vector<soler::Group> groups() const;
    soler::Action action() const { return soler::Action::safe(groups()); }

private:
    std::vector<int> cards_;
    std::vector<int> marks_;
    int laid_ = 0;
};

// The keys while the player lays safe cards. The focus is a hand card (0 to cards - 1) or one of
// the four buttons after them (Lay group, Suggest, Clear, Done). Left and Right move along the row
// lit (the cards, or the buttons); Down goes to the buttons (Lay group when the group formed may be
// laid, else Done) and Up back to the card lit last. Space (the gamepad's A) does what is lit: a
// card goes into the group being formed, raised, or back out; a button is pressed. Enter (the
// gamepad's Start) presses the lit button, and from a card Done, the primary button: so laying
// what was laid, or nothing, is one key, and Enter never puts a card in a group by chance.
// Where the focus goes on `command`; `last_card` keeps the card to come back up to.
int safe_focus_after(int focus, int cards, Command command, bool can_lay, int& last_card);
// Where the focus rests after a press: back on the card lit last from a Lay group that is dim
// again (its group laid), where Enter is Done, rather than on a button Enter would be refused at.
int safe_focus_settled(int focus, int cards, bool can_lay, int last_card);
// The item a confirming key presses: `primary` for Enter or Start, else Space or A.
int safe_pressed(int focus, int cards, bool primary);
// Whether a confirming event is the primary key (Enter, the gamepad's Start) rather than Space or A.
bool primary_confirm(const sf::Event& event);

}  // namespace zero::game

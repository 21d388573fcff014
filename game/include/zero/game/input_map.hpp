// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Keyboard and gamepad map onto the same few commands, so every screen can be played without a
// mouse.
#include <SFML/Window/Event.hpp>

namespace zero::game {

enum class Command { None, Left, Right, Up, Down, Confirm, Back, Knock, Fullscreen, SortHand, MoveLog, Undo, Advice };

Command command_for_key(sf::Keyboard::Key key);
// Xbox-style layout: A confirm, B back, Y knock, X sort, Back the move log; the stick and d-pad move.
Command command_for_joystick_button(unsigned button);

// Stick and d-pad axes fire a command once per push past the threshold, not on every small move.
class AxisRepeater {
public:
    Command on_move(sf::Joystick::Axis axis, float position);

private:
    static constexpr float kThreshold = 60.F;
    static constexpr float kRelease = 30.F;
    bool held_x_ = false;
    bool held_y_ = false;
};

// Any event that maps to a command (key press, joystick button or axis), else None.
Command command_for_event(const sf::Event& event, AxisRepeater& axes);

}  // namespace zero::game

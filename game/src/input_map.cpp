// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/input_map.hpp"

#include <cmath>
#include <utility>

namespace zero::game {

Command command_for_key(sf::Keyboard::Key key) {
    using K = sf::Keyboard;
    // The arrows and WASD move; Enter and Space confirm; Escape and Backspace go back.
    static constexpr std::pair<sf::Keyboard::Key, Command> kKeys[] = {
        {K::Left, Command::Left},        {K::A, Command::Left},          {K::Right, Command::Right},
        {K::D, Command::Right},          {K::Up, Command::Up},           {K::W, Command::Up},
        {K::Down, Command::Down},        {K::S, Command::Down},          {K::Enter, Command::Confirm},
        {K::Space, Command::Confirm},    {K::Escape, Command::Back},     {K::BackSpace, Command::Back},
        {K::K, Command::Knock},          {K::F11, Command::Fullscreen},  {K::Tab, Command::SortHand},
        {K::L, Command::MoveLog},        {K::U, Command::Undo},          {K::H, Command::Advice},
    };
    for (const auto& [k, command] : kKeys)
        if (k == key) return command;
    return Command::None;
}

Command command_for_joystick_button(unsigned button) {
    switch (button) {
        case 0: return Command::Confirm;
        case 1: return Command::Back;
        case 2: return Command::SortHand;
        case 3: return Command::Knock;
        case 6: return Command::MoveLog;  // back / select
        case 7: return Command::Confirm;  // start
        default: return Command::None;
    }
}

Command AxisRepeater::on_move(sf::Joystick::Axis axis, float position) {
    const bool horizontal = axis == sf::Joystick::X || axis == sf::Joystick::PovX;
    const bool vertical = axis == sf::Joystick::Y || axis == sf::Joystick::PovY;
    if (!horizontal && !vertical) return Command::None;
    bool& held = horizontal ? held_x_ : held_y_;
    if (std::fabs(position) < kRelease) {
        held = false;
        return Command::None;
    }
    if (held || std::fabs(position) < kThreshold) return Command::None;
    held = true;
    // SFML reports the d-pad's Y axis upside down compared with the stick.
    const float y = axis == sf::Joystick::PovY ? -position : position;
    if (horizontal) return position < 0 ? Command::Left : Command::Right;
    return y < 0 ? Command::Up : Command::Down;
}

Command command_for_event(const sf::Event& event, AxisRepeater& axes) {
    switch (event.type) {
        case sf::Event::KeyPressed:
            // Ctrl+Z undoes as U does, as it does in most programs.
            if (event.key.code == sf::Keyboard::Z && event.key.control) return Command::Undo;
            return command_for_key(event.key.code);
        case sf::Event::JoystickButtonPressed: return command_for_joystick_button(event.joystickButton.button);
        case sf::Event::JoystickMoved: return axes.on_move(event.joystickMove.axis, event.joystickMove.position);
        default: return Command::None;
    }
}

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A line chart drawn with SFML shapes: a line a series, each in its own colour and with its own
// mark (a circle, a square, a triangle...) so that two lines tell apart without their colours,
// the axes with round steps, and the axes' names.
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>

#include "zero/game/context.hpp"

namespace zero::game {

struct ChartSeries {
    std::string name;
    std::vector<float> values;  // at x = first, first + 1, ...
};

struct ChartAxes {
    std::string x_name;
    std::string y_name;
    int first = 0;         // the first value's x
    bool percent = false;  // the values are shares (0..1), written as percentages
};

// The colour and the mark of series `i`: bright on the dark panel, told apart by people who see
// colours differently (Okabe and Ito's palette).
sf::Color chart_colour(std::size_t i);
void draw_chart_mark(sf::RenderTarget& target, std::size_t i, sf::Vector2f at, float size);

// The chart in `area` (axes' labels inside it, at its left and bottom).
void draw_line_chart(sf::RenderTarget& target, const Context& ctx, sf::FloatRect area,
                     const std::vector<ChartSeries>& series, const ChartAxes& axes);

}  // namespace zero::game

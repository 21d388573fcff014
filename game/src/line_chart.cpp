// SPDX-License-Identifier: GPL-3.0-or-later
#include "line_chart.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "zero/game/ui.hpp"

namespace zero::game {

namespace {

const std::array<sf::Color, 6> kChartColours{sf::Color(86, 180, 233),  sf::Color(230, 159, 0),
                                            sf::Color(245, 245, 245), sf::Color(204, 121, 167),
                                            sf::Color(240, 228, 66),  sf::Color(213, 94, 0)};

// A step of 1, 2 or 5 times a power of ten that cuts `span` into at most `most` parts.
float round_step(float span, int most) {
    const float raw = std::max(span / static_cast<float>(most), 1e-6F);
    const float power = std::pow(10.F, std::floor(std::log10(raw)));
    for (const float m : {1.F, 2.F, 5.F, 10.F})
        if (m * power >= raw) return m * power;
    return 10.F * power;
}

void thick_line(sf::VertexArray& quads, sf::Vector2f a, sf::Vector2f b, float width, sf::Color colour) {
    const sf::Vector2f d = b - a;
    const float length = std::sqrt(d.x * d.x + d.y * d.y);
    if (length <= 0.F) return;
    const sf::Vector2f n{-d.y / length * width / 2.F, d.x / length * width / 2.F};
    for (const sf::Vector2f p : {a + n, b + n, b - n, a - n}) quads.append(sf::Vertex(p, colour));
}

std::string value_text(const Context& ctx, float v, bool percent) {
    if (percent) return ctx.strings.format(Str::StatsPercent, {ctx.strings.number(std::lround(v * 100.F))});
    return ctx.strings.number(std::lround(v));
}

}  // namespace

sf::Color chart_colour(std::size_t i) { return kChartColours[i % kChartColours.size()]; }

void draw_chart_mark(sf::RenderTarget& target, std::size_t i, sf::Vector2f at, float size) {
    // A circle, a square, a triangle, a diamond, a hexagon, a triangle upside down.
    constexpr std::array<std::size_t, 6> kPoints{24, 4, 3, 4, 6, 3};
    constexpr std::array<float, 6> kTurn{0.F, 45.F, 0.F, 0.F, 0.F, 180.F};
    const std::size_t k = i % kPoints.size();
    sf::CircleShape mark(size, kPoints[k]);
    mark.setOrigin(size, size);
    mark.setPosition(at);
    mark.setRotation(kTurn[k]);
    mark.setFillColor(chart_colour(i));
    mark.setOutlineColor(sf::Color(10, 20, 16));
    mark.setOutlineThickness(1.5F);
    target.draw(mark);
}

void draw_line_chart(sf::RenderTarget& target, const Context& ctx, sf::FloatRect area,
                     const std::vector<ChartSeries>& series, const ChartAxes& axes) {
    std::size_t points = 0;
    float low = 0.F;
    float high = 1.F;
    for (const ChartSeries& s : series) {
        points = std::max(points, s.values.size());
        for (const float v : s.values) {
            low = std::min(low, v);
            high = std::max(high, v);
        }
    }
    const float step = axes.percent ? 0.25F : round_step(high - low, 6);
    low = std::floor(low / step) * step;
    high = std::ceil(high / step) * step;
    // The plot inside the area: room at the left for the values, at the bottom for the x labels.
    const sf::FloatRect plot{area.left + 70.F, area.top + 26.F, area.width - 90.F, area.height - 74.F};
    const auto x_of = [&](std::size_t i) {
        return plot.left + (points <= 1 ? 0.F : static_cast<float>(i) / static_cast<float>(points - 1) * plot.width);
    };
    const auto y_of = [&](float v) { return plot.top + plot.height - (v - low) / (high - low) * plot.height; };
    // The grid and its values.
    const int lines = static_cast<int>(std::lround((high - low) / step));
    for (int k = 0; k <= lines; ++k) {
        const float v = low + static_cast<float>(k) * step;
        sf::RectangleShape line({plot.width, 1.F});
        line.setPosition(plot.left, y_of(v));
        line.setFillColor(std::abs(v) < step / 2.F ? sf::Color(250, 244, 226, 150) : sf::Color(250, 244, 226, 45));
        target.draw(line);
        draw_text(target, ctx, value_text(ctx, v, axes.percent), 14.F, {plot.left - 10.F, y_of(v)}, Align::Right,
                  palette::kMuted, false, false);
    }
    // The x labels: every one, or every k-th when they would crowd.
    const std::size_t every = std::max<std::size_t>(1, static_cast<std::size_t>(std::ceil(static_cast<float>(points) / 12.F)));
    for (std::size_t i = 0; i < points; i += every)
        draw_text(target, ctx, ctx.strings.number(axes.first + static_cast<long>(i)), 14.F,
                  {x_of(i), plot.top + plot.height + 16.F}, Align::Centre, palette::kMuted, false, false);
    draw_text(target, ctx, fit_text(ctx, axes.x_name, 15.F, true, plot.width), 15.F,
              {plot.left + plot.width / 2.F, plot.top + plot.height + 40.F}, Align::Centre, palette::kCream, true, false);
    draw_text(target, ctx, fit_text(ctx, axes.y_name, 15.F, true, area.width - 20.F), 15.F, {area.left + 10.F, area.top + 8.F},
              Align::Left, palette::kCream, true, false);
    // The lines, then their marks over them (none when they would be a blur).
    for (std::size_t s = 0; s < series.size(); ++s) {
        sf::VertexArray quads(sf::Quads);
        const std::vector<float>& v = series[s].values;
        for (std::size_t i = 1; i < v.size(); ++i)
            thick_line(quads, {x_of(i - 1), y_of(v[i - 1])}, {x_of(i), y_of(v[i])}, 3.F, chart_colour(s));
        target.draw(quads);
    }
    if (points > 60) return;
    for (std::size_t s = 0; s < series.size(); ++s)
        for (std::size_t i = 0; i < series[s].values.size(); ++i)
            draw_chart_mark(target, s, {x_of(i), y_of(series[s].values[i])}, 6.F);
}

}  // namespace zero::game

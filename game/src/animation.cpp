// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/animation.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "zero/core/rng.hpp"

namespace zero::game {

namespace {

// tweeny leaves a tween's value unset until its first step or seek, and a tween may be drawn
// before it is stepped: every tween starts here, at its beginning.
tweeny::tween<float> from_start(tweeny::tween<float> t) {
    t.seek(0.F, true);
    return t;
}

tweeny::tween<float> ramp(float duration_ms) {
    return from_start(tweeny::from(0.F).to(1.F).during(static_cast<int>(std::max(duration_ms, 1.F))));
}

void advance(tweeny::tween<float>& t, float ms) {
    if (t.progress() < 1.F) t.step(static_cast<std::int32_t>(std::lround(std::max(ms, 0.F))));
}

// Counts a start delay down by `ms`: true while it lasts; once over, `ms` is left as the time past
// its end, for the motion itself.
bool still_waiting(float& delay_ms, float& ms) {
    if (delay_ms <= 0) return false;
    delay_ms -= ms;
    if (delay_ms > 0) return true;
    ms = -delay_ms;
    delay_ms = 0;
    return false;
}
}  // namespace

Flight::Flight(knizia::Card c, Placement a, Placement b, bool face_a, bool face_b, float duration_ms, float delay)
    : card(c), from(a), to(b), face_from(face_a), face_to(face_b), delay_ms(delay),
      tween(from_start(tweeny::from(0.F).to(1.F).during(static_cast<int>(duration_ms)).via(tweeny::easing::cubicInOut))) {}

void Flight::step(float ms) {
    if (still_waiting(delay_ms, ms)) return;
    advance(tween, ms);
}

Placement Flight::where() const {
    const float p = tween.peek();
    Placement w;
    w.pos = from.pos + (to.pos - from.pos) * p;
    // Lifted off the felt in the middle of the flight.
    const float arc = std::sin(std::clamp(p, 0.F, 1.F) * std::numbers::pi_v<float>);
    w.pos.y -= arc * 36.F;
    w.rotation = from.rotation + (to.rotation - from.rotation) * p;
    w.scale = (from.scale + (to.scale - from.scale) * p) * (1.F + 0.12F * arc);
    return w;
}

bool Flight::face_up() const {
    if (face_from == face_to) return face_to;
    return tween.peek() < 0.5F ? face_from : face_to;
}

float Flight::flip() const {
    if (face_from == face_to) return 1.F;
    return std::fabs(std::cos(tween.peek() * std::numbers::pi_v<float>));
}

void Glide::step(float dt) {
    if (still_waiting(delay_ms, dt)) return;
    ms += dt;
}

float Glide::progress() const {
    const float p = std::clamp(ms / std::max(duration_ms, 1.F), 0.F, 1.F);
    return p < 0.5F ? 4.F * p * p * p : 1.F - std::pow(-2.F * p + 2.F, 3.F) / 2.F;
}

sf::Vector2f Glide::pos() const {
    const float p = progress();
    sf::Vector2f at = from + (to - from) * p;
    at.y -= std::sin(p * 3.14159265F) * arc;
    return at;
}

float Glide::scale() const { return scale_from + (scale_to - scale_from) * progress(); }

void Effects::step(float ms) {
    advance(shake_, ms);
    shake_clock_ += ms;
    for (Ripple& r : ripples_) advance(r.t, ms);
    for (Bubble& b : bubbles_) advance(b.t, ms);
    for (Banner& b : banners_) advance(b.t, ms);
    std::erase_if(ripples_, [](const Ripple& r) { return r.t.progress() >= 1.F; });
    std::erase_if(bubbles_, [](const Bubble& b) { return b.t.progress() >= 1.F; });
    std::erase_if(banners_, [](const Banner& b) { return b.t.progress() >= 1.F; });
    const float dt = ms / 1000.F;
    for (Particle& p : particles_) {
        p.vel.y += 520.F * dt;
        p.vel *= 1.F - 0.6F * dt;
        p.pos += p.vel * dt;
        p.rotation += p.spin * dt;
        p.life -= dt;
    }
    std::erase_if(particles_, [](const Particle& p) { return p.life <= 0; });
}

void Effects::shake() {
    shake_ = from_start(tweeny::from(1.F).to(0.F).during(650).via(tweeny::easing::quadraticOut));
    shake_clock_ = 0;
}

void Effects::ripple(sf::Vector2f centre) {
    ripples_.push_back({centre, ramp(900.F)});
    ripples_.push_back({centre, from_start(tweeny::from(-0.25F).to(1.F).during(1100))});
}

void Effects::bubble(sf::Vector2f centre, std::string text) { bubbles_.push_back({centre, std::move(text), ramp(1100.F)}); }

void Effects::banner(std::string title, std::string subtitle) {
    auto t = tweeny::from(0.F).to(1.F).during(380).via(tweeny::easing::backOut).to(1.F).during(1500).to(0.F).during(
        380);
    banners_.push_back({std::move(title), std::move(subtitle), from_start(t), false});
}

void Effects::celebrate(sf::Vector2f centre, std::string title, std::string subtitle) {
    auto t = tweeny::from(0.F).to(1.F).during(450).via(tweeny::easing::elasticOut).to(1.F).during(1700).to(0.F).during(
        400);
    banners_.push_back({std::move(title), std::move(subtitle), from_start(t), true});
    confetti(centre, 160, 42);
}

void Effects::confetti(sf::Vector2f centre, int count, unsigned seed) {
    Rng rng(seed + particles_.size());
    const sf::Color colours[] = {{214, 48, 49}, {244, 196, 28}, {38, 158, 82}, {36, 108, 214},
                                 {140, 70, 198}, {240, 240, 240}, {255, 150, 40}};
    for (int i = 0; i < count; ++i) {
        const float angle = static_cast<float>(rng.below(3600)) / 10.F * std::numbers::pi_v<float> / 180.F;
        const float speed = 180.F + static_cast<float>(rng.below(520));
        Particle p;
        p.pos = centre;
        p.vel = {std::cos(angle) * speed, std::sin(angle) * speed - 260.F};
        p.colour = colours[rng.below(7)];
        p.rotation = static_cast<float>(rng.below(360));
        p.spin = static_cast<float>(rng.below(720)) - 360.F;
        p.life = 1.6F + static_cast<float>(rng.below(100)) / 60.F;
        particles_.push_back(p);
    }
}

sf::Vector2f Effects::shake_offset() const {
    const float a = shake_.peek();
    if (a <= 0.001F || shake_.progress() >= 1.F) return {0, 0};
    const float t = shake_clock_ / 1000.F;
    return {std::sin(t * 71.F) * 9.F * a, std::cos(t * 53.F) * 6.F * a};
}

bool Effects::busy() const {
    return shaking() || !banners_.empty() || !particles_.empty() || !ripples_.empty() || !bubbles_.empty();
}

void Effects::draw_under(sf::RenderTarget& target) const {
    for (const Ripple& r : ripples_) {
        const float p = r.t.peek();
        if (p <= 0) continue;
        const float radius = 30.F + 300.F * p;
        sf::CircleShape ring(radius, 64);
        ring.setOrigin(radius, radius);
        ring.setPosition(r.centre);
        ring.setScale(1.F, 0.62F);
        ring.setFillColor(sf::Color::Transparent);
        ring.setOutlineThickness(6.F * (1.F - p) + 1.F);
        ring.setOutlineColor(sf::Color(255, 240, 200, static_cast<sf::Uint8>(150.F * (1.F - p))));
        target.draw(ring);
    }
}

void Effects::draw_particles(sf::RenderTarget& target) const {
    if (particles_.empty()) return;
    sf::VertexArray quads(sf::Triangles);
    for (const Particle& p : particles_) {
        const float a = p.rotation * std::numbers::pi_v<float> / 180.F;
        const sf::Vector2f u(std::cos(a) * 6.F, std::sin(a) * 6.F);
        const sf::Vector2f v(-std::sin(a) * 3.5F, std::cos(a) * 3.5F);
        sf::Color c = p.colour;
        c.a = static_cast<sf::Uint8>(std::clamp(p.life, 0.F, 1.F) * 255.F);
        const sf::Vector2f q[4] = {p.pos - u - v, p.pos + u - v, p.pos + u + v, p.pos - u + v};
        for (int i : {0, 1, 2, 0, 2, 3}) quads.append(sf::Vertex(q[i], c));
    }
    target.draw(quads);
}

void Effects::draw_banner_band(sf::RenderTarget& target, float y, float height, float alpha, bool gold) const {
    const auto a = static_cast<sf::Uint8>(std::clamp(alpha, 0.F, 1.F) * 230.F);
    const sf::Color edge = gold ? sf::Color(90, 40, 10, 0) : sf::Color(10, 10, 30, 0);
    const sf::Color core = gold ? sf::Color(90, 40, 10, a) : sf::Color(20, 16, 40, a);
    sf::VertexArray top(sf::TriangleStrip, 4);
    top[0] = sf::Vertex({-2000.F, y}, edge);
    top[1] = sf::Vertex({3280.F, y}, edge);
    top[2] = sf::Vertex({-2000.F, y + height / 2.F}, core);
    top[3] = sf::Vertex({3280.F, y + height / 2.F}, core);
    sf::VertexArray bottom(sf::TriangleStrip, 4);
    bottom[0] = sf::Vertex({-2000.F, y + height / 2.F}, core);
    bottom[1] = sf::Vertex({3280.F, y + height / 2.F}, core);
    bottom[2] = sf::Vertex({-2000.F, y + height}, edge);
    bottom[3] = sf::Vertex({3280.F, y + height}, edge);
    target.draw(top);
    target.draw(bottom);
    sf::RectangleShape line({5280.F, 2.F});
    line.setPosition(-2000.F, y + 6.F);
    line.setFillColor(sf::Color(255, 214, 90, static_cast<sf::Uint8>(a * 0.8F)));
    target.draw(line);
    line.setPosition(-2000.F, y + height - 8.F);
    target.draw(line);
}

}  // namespace zero::game

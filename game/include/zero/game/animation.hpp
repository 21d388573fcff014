// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Table animations, driven by tweeny. They only decorate: the engine never waits on them, and
// the table screen steps the match when they are far enough along.
#include <string>
#include <vector>

#include <SFML/Graphics.hpp>
#include <tweeny/tweeny.h>

#include "zero/knizia/card.hpp"
#include "zero/game/layout.hpp"

namespace zero::game {

// A card travelling across the table, turning over on the way when its face changes.
struct Flight {
    knizia::Card card;
    Placement from;
    Placement to;
    bool face_from = true;
    bool face_to = true;
    float delay_ms = 0;
    tweeny::tween<float> tween;
    // While the card is in the air its destination is not drawn.
    int hide_pool_slot = -1;
    knizia::Card hide_hand_card = knizia::Card::none();
    int hide_seat_card = -1;  // an opponent's seat (relative) that lacks one card until it lands
    bool swap = false;        // part of a swap (not the deal)

    Flight(knizia::Card c, Placement a, Placement b, bool face_a, bool face_b, float duration_ms, float delay);
    bool started() const { return delay_ms <= 0; }
    bool done() const { return tween.progress() >= 1.F; }
    float progress() const { return tween.progress(); }
    void step(float ms);
    Placement where() const;
    bool face_up() const;
    float flip() const;
};

// Something of a table scene moving from one place to another along an arc, growing or shrinking
// on the way, after a delay (the scenes of Solèr's ZERO and Zero Hero: cards and tokens).
struct Glide {
    sf::Vector2f from;
    sf::Vector2f to;
    float scale_from = 1.F;
    float scale_to = 1.F;
    float delay_ms = 0;
    float duration_ms = 400.F;
    float ms = 0;
    float arc = 30.F;  // how high it rises half way

    void step(float dt);
    bool started() const { return delay_ms <= 0; }
    bool done() const { return started() && ms >= duration_ms; }
    float progress() const;  // eased, 0 to 1
    sf::Vector2f pos() const;
    float scale() const;
};

struct Particle {
    sf::Vector2f pos;
    sf::Vector2f vel;
    sf::Color colour;
    float rotation = 0;
    float spin = 0;
    float life = 0;  // seconds left
};

class Effects {
public:
    void step(float ms);
    void shake();
    void ripple(sf::Vector2f centre);
    void bubble(sf::Vector2f centre, std::string text);
    void banner(std::string title, std::string subtitle);
    void celebrate(sf::Vector2f centre, std::string title, std::string subtitle);
    void confetti(sf::Vector2f centre, int count, unsigned seed);

    sf::Vector2f shake_offset() const;
    bool busy() const;
    bool shaking() const { return shake_.progress() < 1.F; }
    void draw_under(sf::RenderTarget& target) const;  // ripples, on the felt
    // Banners, bubbles, confetti: above the cards. `text` draws a centred string.
    template <class TextFn>
    void draw_over(sf::RenderTarget& target, TextFn&& text) const;

private:
    struct Ripple {
        sf::Vector2f centre;
        tweeny::tween<float> t;
    };
    struct Bubble {
        sf::Vector2f centre;
        std::string text;
        tweeny::tween<float> t;
    };
    struct Banner {
        std::string title;
        std::string subtitle;
        tweeny::tween<float> t;
        bool celebration = false;
    };
    // Finished (progress 1, value 0) until the first knock: tweeny leaves an unstepped value unset.
    tweeny::tween<float> shake_ = [] {
        auto t = tweeny::from(0.F).to(0.F).during(1);
        t.seek(1.F, true);
        return t;
    }();
    float shake_clock_ = 0;
    std::vector<Ripple> ripples_;
    std::vector<Bubble> bubbles_;
    std::vector<Banner> banners_;
    std::vector<Particle> particles_;
    void draw_particles(sf::RenderTarget& target) const;
    void draw_banner_band(sf::RenderTarget& target, float y, float height, float alpha, bool gold) const;
};

template <class TextFn>
void Effects::draw_over(sf::RenderTarget& target, TextFn&& text) const {
    for (const Bubble& b : bubbles_) {
        const float p = b.t.peek();
        const float alpha = p < 0.8F ? 1.F : (1.F - p) / 0.2F;
        text(b.text, 30.F, b.centre + sf::Vector2f(0, -40.F * p), alpha, sf::Color(255, 236, 170));
    }
    for (const Banner& b : banners_) {
        const float v = b.t.peek();  // 0 hidden, 1 fully shown
        if (v <= 0.01F) continue;
        if (b.celebration) {
            draw_banner_band(target, 250.F, 180.F, v * 0.85F, true);
            text(b.title, 96.F * (0.6F + 0.4F * v), sf::Vector2f(640.F, 318.F), v, sf::Color(255, 224, 110));
            text(b.subtitle, 26.F, sf::Vector2f(640.F, 392.F), v, sf::Color::White);
        } else {
            const float x = 640.F + (1.F - v) * 900.F;
            draw_banner_band(target, 282.F, 110.F, v * 0.8F, false);
            text(b.title, 54.F, sf::Vector2f(x, 318.F), v, sf::Color(255, 214, 90));
            text(b.subtitle, 20.F, sf::Vector2f(x, 366.F), v, sf::Color::White);
        }
    }
    draw_particles(target);
}

// The tables' pacing of a seat's events: each event starts its animation and may ask for a beat
// (a pause before the next) or open something that holds the rest (a show, a reveal). Drains the
// queue until then; returns true when the queue is empty and nothing holds it, so the table may
// take its next view.
template <class Queue, class Start, class Holds>
bool play_events(Queue& queue, float& beat_ms, float ms, Start start, Holds holds) {
    if (beat_ms > 0) {
        beat_ms -= ms;
        if (beat_ms > 0) return false;
    }
    while (!queue.empty()) {
        const auto e = queue.front();
        queue.pop_front();
        start(e);
        if (beat_ms > 0 || holds()) return false;
    }
    return true;
}

}  // namespace zero::game

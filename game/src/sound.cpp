// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/sound.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "zero/core/rng.hpp"

namespace zero::game {

namespace {

constexpr float kTau = 6.2831853F;

sf::Int16 to_sample(float x) {
    return static_cast<sf::Int16>(std::clamp(x, -1.F, 1.F) * 32000.F);
}

std::size_t samples_for(float seconds) { return static_cast<std::size_t>(seconds * static_cast<float>(kSampleRate)); }

// Knuckles on wood: a low thud that drops in pitch, plus a short click of noise.
std::vector<sf::Int16> knock() {
    std::vector<sf::Int16> out(samples_for(0.32F));
    Rng rng(7);
    float phase = 0;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const float t = static_cast<float>(i) / static_cast<float>(kSampleRate);
        const float freq = 70.F + 140.F * std::exp(-t * 40.F);
        phase += kTau * freq / static_cast<float>(kSampleRate);
        const float body = std::sin(phase) * std::exp(-t * 16.F);
        const float noise = (static_cast<float>(rng.below(2001)) / 1000.F - 1.F) * std::exp(-t * 120.F);
        out[i] = to_sample(body * 0.9F + noise * 0.35F);
    }
    return out;
}

// A card sliding on felt: noise through a moving one-pole low-pass, swelling and fading.
std::vector<sf::Int16> slide() {
    std::vector<sf::Int16> out(samples_for(0.22F));
    Rng rng(11);
    float low = 0;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const float p = static_cast<float>(i) / static_cast<float>(out.size());
        const float white = static_cast<float>(rng.below(2001)) / 1000.F - 1.F;
        const float cutoff = 0.08F + 0.25F * p;
        low += cutoff * (white - low);
        const float envelope = std::sin(p * 3.14159F) * (1.F - p * 0.4F);
        out[i] = to_sample((white - low) * 0.25F * envelope + low * 0.9F * envelope);
    }
    return out;
}

// C major arpeggio and a held chord, with a touch of second harmonic so it reads as brass.
std::vector<sf::Int16> fanfare() {
    const float notes[] = {523.25F, 659.25F, 783.99F, 1046.5F};
    const float note_len = 0.12F;
    std::vector<sf::Int16> out(samples_for(1.3F));
    for (std::size_t i = 0; i < out.size(); ++i) {
        const float t = static_cast<float>(i) / static_cast<float>(kSampleRate);
        float v = 0;
        for (int n = 0; n < 4; ++n) {
            const float start = static_cast<float>(n) * note_len;
            if (t < start) continue;
            const float local = t - start;
            const float hold = n == 3 ? 1.1F : 0.9F;
            const float env = std::min(local * 60.F, 1.F) * std::exp(-local * (n == 3 ? 2.2F : 3.5F)) *
                              (local < hold ? 1.F : std::exp(-(local - hold) * 20.F));
            const float f = notes[n];
            v += env * (std::sin(kTau * f * local) + 0.35F * std::sin(2.F * kTau * f * local) +
                        0.12F * std::sin(3.F * kTau * f * local));
        }
        out[i] = to_sample(v * 0.22F);
    }
    return out;
}

std::vector<sf::Int16> click() {
    std::vector<sf::Int16> out(samples_for(0.05F));
    for (std::size_t i = 0; i < out.size(); ++i) {
        const float t = static_cast<float>(i) / static_cast<float>(kSampleRate);
        out[i] = to_sample(std::sin(kTau * 1800.F * t) * std::exp(-t * 90.F) * 0.5F);
    }
    return out;
}

std::vector<sf::Int16> flip() {
    std::vector<sf::Int16> out(samples_for(0.08F));
    Rng rng(5);
    for (std::size_t i = 0; i < out.size(); ++i) {
        const float t = static_cast<float>(i) / static_cast<float>(kSampleRate);
        const float white = static_cast<float>(rng.below(2001)) / 1000.F - 1.F;
        out[i] = to_sample(white * std::exp(-t * 60.F) * 0.4F);
    }
    return out;
}

}  // namespace

std::vector<sf::Int16> synthesise(Sfx sfx) {
    switch (sfx) {
        case Sfx::Knock: return knock();
        case Sfx::Slide: return slide();
        case Sfx::Fanfare: return fanfare();
        case Sfx::Click: return click();
        case Sfx::Flip: return flip();
        case Sfx::Count: break;
    }
    return {};
}

SoundBank::SoundBank() {
    for (std::size_t i = 0; i < buffers_.size(); ++i) {
        const std::vector<sf::Int16> samples = synthesise(static_cast<Sfx>(i));
        // A failed buffer stays silent; the game plays on without sound.
        (void)buffers_[i].loadFromSamples(samples.data(), samples.size(), 1, kSampleRate);
    }
}

void SoundBank::play(Sfx sfx, float pitch) {
    if (volume_ <= 0.F) return;
    sf::Sound& voice = voices_[next_];
    next_ = (next_ + 1) % voices_.size();
    voice.stop();
    voice.setBuffer(buffers_[static_cast<std::size_t>(sfx)]);
    voice.setVolume(volume_);
    voice.setPitch(pitch);
    voice.play();
}

void SoundBank::set_volume(int volume, bool muted) {
    volume_ = muted ? 0.F : static_cast<float>(std::clamp(volume, 0, 100));
}

}  // namespace zero::game

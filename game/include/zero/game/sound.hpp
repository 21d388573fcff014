// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table's sounds, synthesised at start-up: nothing is loaded from disk. Without an audio
// device the sounds simply do not play.
#include <array>
#include <vector>

#include <SFML/Audio.hpp>

namespace zero::game {

enum class Sfx { Knock, Slide, Fanfare, Click, Flip, Count };

// Raw 16-bit mono samples at kSampleRate; exposed for tests.
inline constexpr unsigned kSampleRate = 44100;
std::vector<sf::Int16> synthesise(Sfx sfx);

class SoundBank {
public:
    SoundBank();
    void play(Sfx sfx, float pitch = 1.F);
    void set_volume(int volume, bool muted);

private:
    std::array<sf::SoundBuffer, static_cast<std::size_t>(Sfx::Count)> buffers_;
    std::array<sf::Sound, 8> voices_;
    std::size_t next_ = 0;
    float volume_ = 80.F;
};

}  // namespace zero::game

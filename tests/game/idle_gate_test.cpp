// SPDX-License-Identifier: GPL-3.0-or-later
// The main loop's drawing of still screens, on a virtual clock: a screen that says it is idle is
// drawn for half a second, then about once in three seconds, whatever the machine's speed.
#include <catch2/catch.hpp>

#include "zero/game/idle_gate.hpp"

using zero::game::IdleGate;

namespace {

// Frames drawn over `seconds` of loop turns `step` apart, with what each turn brings.
int drawn_over(IdleGate& gate, float seconds, float step, bool idle, bool woken = false) {
    int drawn = 0;
    for (float t = 0; t < seconds; t += step) drawn += gate.draw(step, woken, idle) ? 1 : 0;
    return drawn;
}

}  // namespace

TEST_CASE("a still screen draws less than one frame a second, at any loop rate") {
    for (const float step : {1.F / 60.F, 1.F / 20.F, 1.F / 240.F}) {
        INFO("loop turn of " << step << " s");
        IdleGate gate;
        // The first half second after the screen turned still is drawn, then the safety redraws.
        const int settling = drawn_over(gate, IdleGate::kIdleAfter + 0.1F, step, true);
        CHECK(settling >= 1);
        const int quiet = drawn_over(gate, 60.F, step, true);
        CHECK(quiet >= 15);
        CHECK(quiet <= 21);  // one every 3 s: "idle draws a second" at most a third
    }
}

TEST_CASE("a screen that moves, or is woken, is drawn every turn") {
    IdleGate gate;
    CHECK(drawn_over(gate, 10.F, 1.F / 60.F, false) == 600);
    drawn_over(gate, 5.F, 1.F / 60.F, true);
    CHECK(gate.draw(1.F / 60.F, true, true));  // input, a new screen, a LAN message
    // After a wake the screen settles again for half a second before going quiet.
    CHECK(drawn_over(gate, 0.4F, 1.F / 60.F, true) >= 23);
    CHECK(drawn_over(gate, 2.F, 1.F / 60.F, true) <= 7);
}

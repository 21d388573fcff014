#include <catch2/catch.hpp>

#include "zero/bots/bot.hpp"
#include "zero/bots/determinize.hpp"
#include "zero/match.hpp"
#include "zero/score.hpp"

using namespace zero;

namespace {

// A few turns into a round, with cards taken from the pool so some are publicly known.
State played_state(std::uint64_t seed, int turns) {
    State state = new_match(default_rules(4), seed);
    Rng rng(seed);
    for (int t = 0; t < turns && state.phase == Phase::Playing; ++t) {
        const ActionList legal = legal_actions(state);
        apply(state, legal[rng.below(static_cast<std::uint32_t>(legal.size() - 1))]);  // swaps only
    }
    return state;
}

}  // namespace

TEST_CASE("a determinization agrees with everything the seat has seen") {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const State real = played_state(seed, static_cast<int>(seed % 11));
        if (real.phase != Phase::Playing) continue;
        const Seat me = real.to_move;
        const View view = view_for(real, me);
        State base = determinization_base(view);
        for (const SampleParams params : {SampleParams{0, 0}, SampleParams{0.1, 0.5}}) {
            Rng rng(seed * 31);
            State sample = base;
            sample_hidden_hands(sample, view, params, rng);
            CardSet all = sample.pool_set;
            for (Seat s = 0; s < view.players(); ++s) {
                const CardSet hand = sample.hands[static_cast<std::size_t>(s)];
                CHECK(hand.size() == kHandSize);
                CHECK((hand & view.known[static_cast<std::size_t>(s)]) == view.known[static_cast<std::size_t>(s)]);
                CHECK((all & hand).empty());
                all |= hand;
            }
            CHECK(sample.hands[static_cast<std::size_t>(me)] == real.hands[static_cast<std::size_t>(me)]);
            CHECK(sample.pool == real.pool);
            CHECK(sample.to_move == real.to_move);
            CHECK(sample.knocks == real.knocks);
            // The other hands' unknown cards come from the unseen ones only.
            for (Seat s = 0; s < view.players(); ++s) {
                if (s == me) continue;
                const CardSet unknown = sample.hands[static_cast<std::size_t>(s)] - view.known[static_cast<std::size_t>(s)];
                CHECK((unknown - view.unseen()).empty());
            }
            // The sample is a state the engine can play on.
            CHECK(legal_actions(sample).size() == legal_actions(real).size());
            apply(sample, Action::knock());
        }
    }
}

TEST_CASE("a determinization does not depend on the hidden hands") {
    // Two matches that differ only in a hand this seat cannot see give the same samples.
    State real = played_state(4, 6);
    REQUIRE(real.phase == Phase::Playing);
    const Seat me = real.to_move;
    const Seat other = me == 0 ? 1 : 0;
    State altered = real;
    const CardSet unknown = real.hands[static_cast<std::size_t>(other)] - view_for(real, me).known[static_cast<std::size_t>(other)];
    const Seat third = (other + 1) % 4 == me ? (other + 2) % 4 : (other + 1) % 4;
    const CardSet third_unknown =
        real.hands[static_cast<std::size_t>(third)] - view_for(real, me).known[static_cast<std::size_t>(third)];
    REQUIRE_FALSE(unknown.empty());
    REQUIRE_FALSE(third_unknown.empty());
    // Swap one unknown card between two hidden hands.
    const Card a = *unknown.begin();
    const Card b = *third_unknown.begin();
    altered.hands[static_cast<std::size_t>(other)].erase(a);
    altered.hands[static_cast<std::size_t>(other)].insert(b);
    altered.hands[static_cast<std::size_t>(third)].erase(b);
    altered.hands[static_cast<std::size_t>(third)].insert(a);
    for (const char* kind : {"hard:iters=60", "medium", "easy"}) {
        const auto bot = make_bot(BotSpec{kind, 11, me});
        CHECK(bot->choose(view_for(real, me)) == make_bot(BotSpec{kind, 11, me})->choose(view_for(altered, me)));
    }
}

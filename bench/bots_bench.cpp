// SPDX-License-Identifier: GPL-3.0-or-later
// Decision speed of each bot kind, and of Hard's building blocks (docs/bots.md).
#include <benchmark/benchmark.h>

#include "zero/knizia/bots/bot.hpp"
#include "zero/knizia/bots/deal_chain.hpp"
#include "zero/knizia/bots/determinize.hpp"
#include "zero/knizia/bots/hard_bot.hpp"
#include "zero/knizia/bots/heuristic.hpp"
#include "zero/knizia/match.hpp"

namespace {

// Views from the middle of real Medium rounds: a few swaps made, known cards in some hands.
std::vector<zero::knizia::View> sample_views() {
    std::vector<zero::knizia::View> views;
    for (std::uint64_t seed = 1; views.size() < 64; ++seed) {
        zero::knizia::State state = zero::knizia::new_match(zero::knizia::default_rules(4), seed);
        for (int turn = 0; turn < 6 && state.phase == zero::knizia::Phase::Playing; ++turn) {
            const zero::knizia::View view = zero::knizia::view_for(state, state.to_move);
            zero::knizia::apply(state, zero::knizia::make_bot(zero::knizia::BotSpec{"greedy", seed, state.to_move})->choose(view));
        }
        if (state.phase == zero::knizia::Phase::Playing && !state.last_lap) views.push_back(zero::knizia::view_for(state, state.to_move));
    }
    return views;
}

void decide(benchmark::State& st, const char* kind) {
    const std::vector<zero::knizia::View> views = sample_views();
    std::size_t i = 0;
    for (auto _ : st) {
        const zero::knizia::View& view = views[i++ % views.size()];
        auto bot = zero::knizia::make_bot(zero::knizia::BotSpec{kind, 1, view.seat});
        benchmark::DoNotOptimize(bot->choose(view));
    }
}
BENCHMARK_CAPTURE(decide, random, "random");
BENCHMARK_CAPTURE(decide, greedy, "greedy");
BENCHMARK_CAPTURE(decide, easy, "easy");
BENCHMARK_CAPTURE(decide, medium, "medium");
BENCHMARK_CAPTURE(decide, hard_400_iterations, "hard:iters=400")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decide, hard_default_budget, "hard")->Unit(benchmark::kMillisecond)->Iterations(20);

void determinize(benchmark::State& st) {
    const std::vector<zero::knizia::View> views = sample_views();
    std::vector<zero::knizia::State> bases;
    for (const zero::knizia::View& v : views) bases.push_back(zero::knizia::determinization_base(v));
    zero::Rng rng(7);
    std::size_t i = 0;
    for (auto _ : st) {
        const std::size_t k = i++ % views.size();
        zero::knizia::State s = bases[k];
        zero::knizia::sample_hidden_hands(s, views[k], zero::knizia::SampleParams{0.15, 0.6}, rng);
        benchmark::DoNotOptimize(s.hands);
    }
}
BENCHMARK(determinize);

// One Metropolis step of Hard's deal chain, and the likelihood of one seat's moves it rests on;
// the arguments are the model player's look at the pool and the weight of Medium's judgement, in
// thousandths, and its cut in points (options `look`, `mm` and `mcut`; 0, 300 and 3 by default).
void chain_step(benchmark::State& st) {
    const std::vector<zero::knizia::View> views = sample_views();
    zero::knizia::ChainParams params;
    params.steps = 1;
    params.burn_in = 0;
    params.pool_look = static_cast<double>(st.range(0)) / 1000.0;
    params.medium_look = static_cast<double>(st.range(1)) / 1000.0;
    params.medium_cut = static_cast<int>(st.range(2));
    zero::knizia::DealChain chain(views[0], zero::knizia::SampleParams{0.15, 0.6}, params);
    zero::knizia::State s = zero::knizia::determinization_base(views[0]);
    zero::Rng rng(5);
    for (auto _ : st) {
        chain.next(s, rng);
        benchmark::DoNotOptimize(s.hands);
    }
}
BENCHMARK(chain_step)->Args({0, 300, 3})->Args({0, 300, 0})->Args({0, 0, 0})->Args({150, 0, 0});

void move_likelihood(benchmark::State& st) {
    const std::vector<zero::knizia::View> views = sample_views();
    const zero::knizia::View& view = views[0];
    zero::knizia::ChainParams params;
    params.pool_look = static_cast<double>(st.range(0)) / 1000.0;
    params.medium_look = static_cast<double>(st.range(1)) / 1000.0;
    params.medium_cut = static_cast<int>(st.range(2));
    const zero::knizia::MoveLikelihood likelihood(view, params);
    const zero::Seat other = (view.seat + 1) % view.players();
    zero::knizia::State deal = zero::knizia::determinization_base(view);
    zero::Rng rng(9);
    zero::knizia::sample_hidden_hands(deal, view, zero::knizia::SampleParams{0.15, 0.6}, rng);
    const zero::knizia::CardSet hidden = deal.hands[static_cast<std::size_t>(other)] - view.known[static_cast<std::size_t>(other)];
    for (auto _ : st) benchmark::DoNotOptimize(likelihood(other, hidden));
}
BENCHMARK(move_likelihood)->Args({0, 300, 3})->Args({0, 300, 0})->Args({0, 0, 0})->Args({150, 0, 0});

void rollout_turn(benchmark::State& st) {
    const std::vector<zero::knizia::View> views = sample_views();
    zero::knizia::State s = zero::knizia::determinization_base(views[0]);
    zero::Rng rng(3);
    zero::knizia::sample_hidden_hands(s, views[0], {}, rng);
    const zero::knizia::RolloutPolicy policy;
    for (auto _ : st) benchmark::DoNotOptimize(zero::knizia::rollout_action(s, policy, rng));
}
BENCHMARK(rollout_turn);

}  // namespace

BENCHMARK_MAIN();

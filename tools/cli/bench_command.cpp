// SPDX-License-Identifier: GPL-3.0-or-later
#include <chrono>
#include <iostream>

#include "commands.hpp"
#include "hero_commands.hpp"
#include "match_runner.hpp"
#include "soler_commands.hpp"
#include "zero/knizia/playout.hpp"

namespace zero::cli {

void add_bench_command(CLI::App& app) {
    auto seconds = std::make_shared<double>(2.0);
    auto game = std::make_shared<std::string>(games::kDefaultGame);
    auto* cmd = app.add_subcommand(
        "bench",
        "Measure random playouts: 4 players; knizia-zero: pool 5, a uniform choice among the 46 legal actions "
        "each turn (last line: turns_per_s, rounds_per_s); soler-zero: a uniform choice of a seat that may "
        "act and of its legal action (last line: actions_per_s, tricks_per_s, games_per_s); zero-hero: a uniform "
        "choice among the legal actions (last line: actions_per_s, purchases_per_s, games_per_s)");
    cmd->add_option("--seconds", *seconds, "How long to measure")->check(CLI::Range(0.05, 600.0));
    add_game_option(*cmd, *game, "The game to measure");
    cmd->callback([seconds, game] {
        const games::GameId id = game_option(*game);
        if (id == games::GameId::Soler) return bench_soler(*seconds);
        if (id == games::GameId::Hero) return bench_hero(*seconds);
        using Clock = std::chrono::steady_clock;
        const Rules rules{4, 5, kMaxRounds};
        Rng rng(2024);
        PlayoutCount total;
        std::uint64_t seed = 1;
        State state = new_match(rules, seed);
        const auto start = Clock::now();
        const auto budget = std::chrono::duration<double>(*seconds);
        double elapsed = 0;
        do {
            const PlayoutCount c = random_playout(state, rng, 64);
            total.turns += c.turns;
            total.rounds += c.rounds;
            if (state.phase == Phase::MatchOver) state = new_match(rules, ++seed);
            elapsed = std::chrono::duration<double>(Clock::now() - start).count();
        } while (elapsed < budget.count());
        std::cout << "turns " << total.turns << " rounds " << total.rounds << " seconds " << elapsed << "\n";
        std::cout << "turns_per_s " << static_cast<std::uint64_t>(static_cast<double>(total.turns) / elapsed)
                  << " rounds_per_s " << static_cast<std::uint64_t>(static_cast<double>(total.rounds) / elapsed)
                  << "\n";
    });
}

}  // namespace zero::cli

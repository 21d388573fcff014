// SPDX-License-Identifier: GPL-3.0-or-later
// Knizia's Zero on the command line: its commands' bodies, and its line in the registry.
#include <chrono>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "host_run.hpp"
#include "join_run.hpp"
#include "knizia_commands.hpp"
#include "game_commands.hpp"
#include "saved_play.hpp"
#include "zero/knizia/bots/analysis.hpp"
#include "zero/knizia/playout.hpp"
#include "zero/knizia/score.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/catalogue/module_instance.hpp"

namespace zero::cli {
namespace {

class KniziaCommands final : public GameCommands {
public:
    games::GameId id() const override { return knizia::kKniziaGame; }
    void simulate(const SimulateOptions& o) const override { simulate_knizia(o); }
    void replay(const std::string& file, const AnyRecord& any) const override;
    void resume(SavedMatchOptions options, bool json) const override;
    void show(const std::string& path, const std::string& record_out) const override;
    void bench(double seconds) const override;
    void host(const HostOptions& o) const override;
    void join(const JoinOptions& o) const override { run_join<net::KniziaWire>(o); }
    void score(const std::vector<std::string>& cards) const override;
    core::MatchAnalysis analyse(const AnyRecord& any, int seat, const core::AnalysisParams& params) const override {
        return zero::knizia::analyse(any.get<knizia::MatchRecord>(), seat, params);
    }
};

void KniziaCommands::replay(const std::string& file, const AnyRecord& any) const {
    const knizia::MatchRecord& record = any.get<knizia::MatchRecord>();
    const knizia::ReplayResult result = zero::knizia::replay(record);
    if (result.error) throw CommandError(file + ": " + result.error->what());
    const knizia::State& state = *result.state;
    if (state.phase != knizia::Phase::MatchOver) {
        std::cout << "valid, unfinished: round " << state.round + 1 << " of " << state.rules.rounds << "\n";
    }
    std::cout << "totals:";
    for (int seat = 0; seat < state.players(); ++seat)
        std::cout << (seat ? ", " : " ") << record.players[static_cast<std::size_t>(seat)] << " "
                  << state.totals[static_cast<std::size_t>(seat)];
    std::cout << "\n";
    if (state.phase == knizia::Phase::MatchOver) {
        std::cout << "winners:";
        bool first = true;
        for (int seat : record.winners) {
            std::cout << (first ? " " : ", ") << record.players[static_cast<std::size_t>(seat)];
            first = false;
        }
        std::cout << "\n";
    }
}

void KniziaCommands::resume(SavedMatchOptions options, bool json) const {
    LoadedSave loaded = load_save(options.save_file);
    if (!loaded.save) throw CommandError(loaded.error);
    if (loaded.from_backup) std::cerr << "zero-cli: " << loaded.warning << "\n";
    options.path_is_good = !loaded.from_backup;
    const int resumed_round = loaded.state->round + 1;
    const std::size_t resumed_actions = loaded.state->state_id;

    const knizia::State state = play_saved_match(std::move(*loaded.state), loaded.save->seats, options);
    const knizia::MatchRecord record = make_record(state, loaded.save->record.players);

    std::ostringstream out;
    if (json) {
        out << "{\"file\":" << json_string(options.save_file) << ",\"seed\":" << record.seed.value_or(0)
            << ",\"resumed_round\":" << resumed_round << ",\"resumed_actions\":" << resumed_actions
            << ",\"rounds\":" << record.rounds.size() << ",\"players\":[";
        for (std::size_t seat = 0; seat < record.players.size(); ++seat)
            out << (seat ? "," : "") << json_string(record.players[seat]);
        out << "],\"totals\":[";
        for (std::size_t seat = 0; seat < record.totals.size(); ++seat) out << (seat ? "," : "") << record.totals[seat];
        out << "],\"winners\":[";
        for (std::size_t i = 0; i < record.winners.size(); ++i) out << (i ? "," : "") << record.winners[i];
        out << "]}\n";
    } else {
        out << "resumed at round " << resumed_round << " after " << resumed_actions << " actions; finished after "
            << record.rounds.size() << " rounds\n";
        print_standings(out, record);
    }
    std::cout << out.str();
}

void KniziaCommands::show(const std::string& path, const std::string& record_out) const {
    const LoadedSave loaded = load_save(path);
    if (!loaded.save) throw CommandError(loaded.error);
    if (loaded.from_backup) std::cerr << "zero-cli: " << loaded.warning << "\n";
    const SaveGame& save = *loaded.save;
    const knizia::State& state = *loaded.state;
    std::ostringstream out;
    out << path << ": knizia-zero, seed " << (save.record.seed ? std::to_string(*save.record.seed) : "none") << ", " << (save.finished() ? "finished" : "round " + std::to_string(state.round + 1))
        << " of " << save.rules.rounds << ", pool " << save.rules.pool_size << ", " << state.state_id
        << " actions, last played " << local_time(save.saved_at) << "\n";
    print_saved_seats(out, save, seat_bit(state.to_move), "to move");
    std::cout << out.str();
    if (!record_out.empty())
        if (std::string error = save_record_file(record_out, save.record); !error.empty()) throw CommandError(error);
}

void KniziaCommands::bench(double seconds) const {
    using Clock = std::chrono::steady_clock;
    const knizia::Rules rules{4, 5, knizia::kMaxRounds};
    Rng rng(2024);
    knizia::PlayoutCount total;
    std::uint64_t seed = 1;
    knizia::State state = new_match(rules, seed);
    const auto start = Clock::now();
    const auto budget = std::chrono::duration<double>(seconds);
    double elapsed = 0;
    do {
        const knizia::PlayoutCount c = random_playout(state, rng, 64);
        total.turns += c.turns;
        total.rounds += c.rounds;
        if (state.phase == knizia::Phase::MatchOver) state = new_match(rules, ++seed);
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < budget.count());
    std::cout << "turns " << total.turns << " rounds " << total.rounds << " seconds " << elapsed << "\n";
    std::cout << "turns_per_s " << static_cast<std::uint64_t>(static_cast<double>(total.turns) / elapsed)
              << " rounds_per_s " << static_cast<std::uint64_t>(static_cast<double>(total.rounds) / elapsed)
              << "\n";
}

void KniziaCommands::host(const HostOptions& o) const {
    // Knizia's options: the pool and the rounds.
    run_host<net::KniziaWire>(
        o,
        [](const HostOptions& h, const std::string& stand_in, net::HostConfig& config) {
            if (h.games || h.points) throw CommandError("--games and --points are options of soler-zero", kUsageError);
            host_detail::configure_new(h, stand_in, config, [&h](int players) {
                return rules_from_options(players, h.pool, h.rounds);
            });
        },
        [](const knizia::Event& e) { return std::holds_alternative<knizia::RoundScored>(e); });
}

void KniziaCommands::score(const std::vector<std::string>& cards) const {
    knizia::CardSet hand;
    for (const std::string& text : cards) {
        const std::optional<knizia::Card> card = knizia::parse_card(text);
        if (!card)
            throw CommandError("'" + text + "' is not a card (a colour of red, yellow, green, blue, violet, grey, "
                               "black and a number 1-8, e.g. red3)",
                               kUsageError);
        if (hand.contains(*card)) throw CommandError("'" + text + "' is named twice", kUsageError);
        hand.insert(*card);
    }
    if (hand.size() != knizia::kHandSize)
        throw CommandError("a hand has 9 cards, not " + std::to_string(hand.size()), kUsageError);
    std::cout << zero::knizia::score(hand) << "\n";
}

}  // namespace

// The registry's entry (cmake/games.cmake lists it).
const GameCommands& knizia_commands();
const GameCommands& knizia_commands() { return games::module_instance<KniziaCommands>(); }

}  // namespace zero::cli

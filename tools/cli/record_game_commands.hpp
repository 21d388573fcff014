// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The commands of a game whose saves hold its record (Solèr's ZERO, Zero Hero): written once over
// the game's traits G, which name its types and say what differs:
//   kKey, kGame, State, Bot, Rules, Record, Wire, PlayoutCount, Stats (a series' own counts)
//   waiting(state), kind_error(kind), make_bot(kind, seed, seat), load_save(file)
//   (RecordGameTraits below gives kGame, Wire, Table, waiting, kind_error, load_save and
//   PlayoutCount from the game's wire module and its playouts)
//   ExternalBot (an ext:COMMAND seat; seat_factory.hpp seats the rest)
//   simulate_rules(o), host_check(o), host_rules(o, players) (refusing the other games' options)
//   winners(totals, players)
//   unfinished(state) (replay's line), describe(save, state) (`saves show`'s line)
//   ends_a_game(event), PlayoutCount::kNames (its playouts' counts by name)
// Everything else (new_match, replay, winners, to_act, make_record, save_record_file,
// random_playout) is the game's own function, found by its argument types.
#include <chrono>
#include <iostream>
#include <sstream>
#include <string>
#include <utility>

#include "game_commands.hpp"
#include "host_run.hpp"
#include "join_run.hpp"
#include "kind_times.hpp"
#include "saved_play.hpp"
#include "seat_factory.hpp"
#include "zero/core/rng.hpp"
#include "zero/net/lan_saves.hpp"

namespace zero::cli {

// A game's own replay, found by the record's type (the member of the same name would hide it).
template <class Record>
auto replay_record(const Record& record) {
    return replay(record);
}

// The game's own analysis, found the same way (analysis.hpp in the game's bots).
template <class Record>
core::MatchAnalysis analyse_record(const Record& record, int seat, const core::AnalysisParams& params) {
    return analyse(record, seat, params);
}

// The traits that follow from the game's wire module W (zero/net/rules_wire.hpp): the wire itself,
// the game's id, key and table, whether a match waits for an action (neither between deals nor over),
// its bots' kinds (net::KindBots), its save as the LAN host reads it, and the counts of its random
// playout (found beside its State). A game's traits derive from these and add the rest listed above.
template <class W>
struct RecordGameTraits : W {
    using Wire = W;
    static constexpr games::GameId kGame = W::id;
    using Table = core::Table<typename W::TableGame>;
    using PlayoutCount = decltype(random_playout(std::declval<typename W::State&>(), std::declval<Rng&>(), 1));
    static std::string kind_error(const std::string& kind) { return W::bot_kind_error(kind); }
    static auto load_save(const std::string& file) { return net::LanSaves<W>::load(file); }
    static bool waiting(const typename W::State& state) {
        using Phase = decltype(state.phase);
        return state.phase != Phase::Deal && state.phase != Phase::MatchOver;
    }
};

template <class G>
class RecordGameCommands final : public GameCommands {
public:
    games::GameId id() const override { return G::kGame; }
    void simulate(const SimulateOptions& o) const override;
    void replay(const std::string& file, const AnyRecord& any) const override;
    void resume(SavedMatchOptions options, bool json) const override { resume_saved<G>(std::move(options), json); }
    void show(const std::string& path, const std::string& record_out) const override { show_save<G>(path, record_out); }
    void bench(double seconds) const override;
    void host(const HostOptions& o) const override;
    void join(const JoinOptions& o) const override { run_join<typename G::Wire>(o); }
    core::MatchAnalysis analyse(const AnyRecord& any, int seat, const core::AnalysisParams& params) const override {
        return analyse_record(any.template get<typename G::Record>(), seat, params);
    }
};

template <class G>
void RecordGameCommands<G>::simulate(const SimulateOptions& o) const {
    const typename G::Rules rules = G::simulate_rules(o);
    const std::vector<std::string> kinds = checked_bots(o, rules.players, table_seat_kind_error<G>, G::kind_error);
    SeatTally tally(kinds.size());
    KindTimes times(kinds, o.timing);
    typename G::Stats stats;
    for (int m = 0; m < o.matches; ++m) {
        // Match m plays seed + m, so any one match of a series can be replayed on its own.
        const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(m);
        typename G::State state = new_match(rules, seed);
        if (!o.save.empty()) {
            std::vector<SavedSeat> seats;
            const SavedMatchOptions options = new_saved_match(o, kinds, seats);
            state = play_saved<G>(std::move(state), seats, options);
        } else {
            // The shared table asks every seat that may act, bots and external programs alike.
            typename G::Table table(std::move(state), times.wrap(make_table_seats<G>(kinds, seed)));
            table.run();
            state = table.state();
        }
        tally.add(state.totals, G::winners(state.totals, rules.players));
        for (const auto& log : state.log) stats.add(log);
        if (m == 0 && !o.record.empty() && o.save.empty())
            if (std::string error = save_record_file(o.record, make_record(state, record_names(kinds)));
                !error.empty())
                throw CommandError(error);
    }
    std::ostringstream out;
    if (o.json) {
        out << "{\"game\":\"" << G::kKey << "\",\"matches\":" << o.matches << ",\"seed\":" << o.seed << ",";
        stats.print(out, true);
        out << ",\"seats\":[";
        tally.print(out, kinds, o.matches, true);
        out << "]";
        times.print_json(out);
        out << "}\n";
    } else {
        out << o.matches << " matches, ";
        stats.print(out, false);
        out << "\n";
        tally.print(out, kinds, o.matches, false);
        times.print_text(out);
    }
    std::cout << out.str();
}

template <class G>
void RecordGameCommands<G>::replay(const std::string& file, const AnyRecord& any) const {
    const typename G::Record& record = any.template get<typename G::Record>();
    const auto result = replay_record(record);
    if (result.error) throw CommandError(file + ": " + result.error->what());
    const typename G::State& state = *result.state;
    if (state.phase != decltype(state.phase)::MatchOver) {
        std::ostringstream out;
        out << "valid, unfinished: " << G::unfinished(state) << "\ntotals:";
        for (int seat = 0; seat < state.players(); ++seat)
            out << (seat ? ", " : " ") << record.players[static_cast<std::size_t>(seat)] << " "
                << state.totals[static_cast<std::size_t>(seat)];
        std::cout << out.str() << "\n";
        return;
    }
    print_result(record, G::kKey, "", false, "");
}

template <class G>
void RecordGameCommands<G>::bench(double seconds) const {
    using Clock = std::chrono::steady_clock;
    const typename G::Rules rules = G::Wire::default_rules(4);
    Rng rng(2024);
    typename G::PlayoutCount total;
    std::uint64_t seed = 1;
    typename G::State state = new_match(rules, seed);
    const auto start = Clock::now();
    double elapsed = 0;
    do {
        const typename G::PlayoutCount count = random_playout(state, rng, 1);
        for (const auto& [name, member] : G::PlayoutCount::kNames) total.*member += count.*member;
        if (state.phase == decltype(state.phase)::MatchOver) state = new_match(rules, ++seed);
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < seconds);
    const auto per_s = [elapsed](std::uint64_t n) { return static_cast<std::uint64_t>(static_cast<double>(n) / elapsed); };
    for (const auto& [name, member] : G::PlayoutCount::kNames) std::cout << name << " " << total.*member << " ";
    std::cout << "seconds " << elapsed << "\n";
    const char* gap = "";
    for (const auto& [name, member] : G::PlayoutCount::kNames) {
        std::cout << gap << name << "_per_s " << per_s(total.*member);
        gap = " ";
    }
    std::cout << "\n";
}

template <class G>
void RecordGameCommands<G>::host(const HostOptions& o) const {
    run_host<typename G::Wire>(
        o,
        [](const HostOptions& h, const std::string& stand_in, auto& config) {
            G::host_check(h);
            host_detail::configure_new(h, stand_in, config, [&h](int players) { return G::host_rules(h, players); });
        },
        [](const auto& event) { return G::ends_a_game(event); });
}

}  // namespace zero::cli

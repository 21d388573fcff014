// SPDX-License-Identifier: GPL-3.0-or-later
// Cost of saving after an action (the figures are in README). A save is built from the state,
// encoded, written to a temporary file, fsynced and renamed, with the previous save kept as the
// backup. p50/p99 come from the time of every single save over whole bot matches.
#include <benchmark/benchmark.h>

#include <stdlib.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "zero/knizia/bots/bot_match.hpp"
#include "zero/saves/knizia_autosaver.hpp"
#include "zero/saves/save_format.hpp"
#include "zero/saves/save_store.hpp"

namespace {

using Clock = std::chrono::steady_clock;

const std::vector<std::string> kKinds{"greedy", "random", "greedy", "random", "greedy"};

zero::knizia::Rules long_match() {
    zero::knizia::Rules rules = zero::knizia::default_rules(5);
    rules.rounds = 10;  // a long evening: the record, and so the save, grows with every action
    return rules;
}

std::vector<zero::SavedSeat> seats() {
    std::vector<zero::SavedSeat> out;
    for (std::size_t i = 0; i < kKinds.size(); ++i)
        out.push_back(zero::SavedSeat::bot_seat(kKinds[i], kKinds[i] + " " + std::to_string(i + 1)));
    return out;
}

// A state from the middle of a long match.
zero::knizia::State mid_match() {
    zero::knizia::Table table(zero::knizia::new_match(long_match(), 5), zero::knizia::bot_seats(kKinds, 5));
    for (int i = 0; i < 120 && !table.over(); ++i) table.step();
    return table.state();
}

std::string temp_folder() {
    std::string pattern = (std::filesystem::temp_directory_path() / "zero-saves-bench-XXXXXX").string();
    if (!::mkdtemp(pattern.data())) return ".";
    return pattern;
}

void report_percentiles(benchmark::State& st, std::vector<double>& micros) {
    if (micros.empty()) return;
    std::sort(micros.begin(), micros.end());
    auto at = [&](double q) { return micros[std::min(micros.size() - 1, static_cast<std::size_t>(q * static_cast<double>(micros.size())))]; };
    st.counters["p50_us"] = at(0.50);
    st.counters["p99_us"] = at(0.99);
    st.counters["max_us"] = micros.back();
    st.counters["saves"] = static_cast<double>(micros.size());
}

void bm_encode_save(benchmark::State& st) {
    const zero::knizia::State state = mid_match();
    std::size_t bytes = 0;
    for (auto _ : st) {
        const std::string encoded = zero::encode_save(zero::make_save(state, seats(), 0));
        bytes = encoded.size();
        benchmark::DoNotOptimize(encoded.data());
    }
    st.counters["bytes"] = static_cast<double>(bytes);
}
BENCHMARK(bm_encode_save);

void bm_load_save(benchmark::State& st) {
    const std::string folder = temp_folder();
    const std::string path = folder + "/load.zsave";
    zero::write_save(path, zero::make_save(mid_match(), seats(), 0));
    for (auto _ : st) {
        const zero::LoadedSave loaded = zero::load_save(path);  // read, decode, replay, cross-check
        benchmark::DoNotOptimize(loaded.state->state_id);
    }
    std::filesystem::remove_all(folder);
}
BENCHMARK(bm_load_save)->Unit(benchmark::kMicrosecond);

// The time the table's thread spends in the autosave observer after each action, over whole
// matches. background=0: it writes the file itself (fsync included); background=1: it only
// builds and encodes the save and hands it to the writer thread.
void bm_save_after_action(benchmark::State& st) {
    const bool background = st.range(0) != 0;
    const std::string folder = temp_folder();
    std::vector<double> micros;
    std::uint64_t seed = 1;
    for (auto _ : st) {
        zero::Autosaver saver(folder + "/match.zsave", seats(), zero::AutosaveOptions{background, true, {}});
        zero::knizia::Table table(zero::knizia::new_match(long_match(), seed), zero::knizia::bot_seats(kKinds, seed));
        ++seed;
        table.add_observer([&](const zero::knizia::EventList&, const zero::knizia::State& state) {
            const auto start = Clock::now();
            saver.save(state);
            micros.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
        });
        table.run();
        saver.flush();
        if (!saver.last_error().empty()) st.SkipWithError(saver.last_error().c_str());
    }
    report_percentiles(st, micros);
    std::filesystem::remove_all(folder);
}
BENCHMARK(bm_save_after_action)->Arg(0)->Arg(1)->Iterations(20)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

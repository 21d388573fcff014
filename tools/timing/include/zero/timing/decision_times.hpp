// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Bots' decision times as the measuring commands report them (`zero-cli simulate --timing`,
// soler_arena, bot_arena): each decision's wall time and the deciding thread's CPU time. On a
// loaded machine the wall time also counts the waits for a core, and a job stopped and continued
// (tools that pause long runs) counts the pause; the thread's CPU clock counts neither.
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <memory>
#include <numeric>
#include <optional>
#include <utility>
#include <vector>

#include "zero/core/parallel_search.hpp"
#include "zero/core/table.hpp"

namespace zero::timing {

// This thread's CPU time in milliseconds.
inline double thread_cpu_ms() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// The value at fraction p (0 to 1) of the sorted values, the nearest rank; 0 for none.
inline double percentile(std::vector<double> values, double p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

inline double mean(const std::vector<double>& values) {
    return values.empty() ? 0.0
                          : std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
}

// Milliseconds, one entry per decision in both.
struct DecisionTimes {
    std::vector<double> wall;
    std::vector<double> cpu;
    long long searched = 0;  // decisions that searched deals (Hard's, but not its instant ones)
    long long deals = 0;     // the deals they searched

    void add(const DecisionTimes& other) {
        wall.insert(wall.end(), other.wall.begin(), other.wall.end());
        cpu.insert(cpu.end(), other.cpu.begin(), other.cpu.end());
        searched += other.searched;
        deals += other.deals;
    }
};

// Started on construction; `record` appends the time since then.
class Stopwatch {
public:
    Stopwatch() : cpu_(thread_cpu_ms()), start_(std::chrono::steady_clock::now()) {}
    double wall_ms() const {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count();
    }
    void record(DecisionTimes& times) const {
        times.wall.push_back(wall_ms());
        times.cpu.push_back(thread_cpu_ms() - cpu_);
    }

private:
    double cpu_;
    std::chrono::steady_clock::time_point start_;
};

// Times a call and appends its wall time (and CPU time, for DecisionTimes).
template <class F>
auto timed(DecisionTimes& times, F&& call) {
    const Stopwatch watch;
    auto result = std::forward<F>(call)();
    watch.record(times);
    return result;
}
template <class F>
auto timed(std::vector<double>& wall, F&& call) {
    const Stopwatch watch;
    auto result = std::forward<F>(call)();
    wall.push_back(watch.wall_ms());
    return result;
}

struct TimeSummary {
    std::size_t decisions = 0;
    double mean = 0, median = 0, p99 = 0, max = 0;  // wall
    double cpu_mean = 0, cpu_p99 = 0, cpu_max = 0;  // the thread's CPU clock
    double playouts_mean = 0;                       // deals a decision that searched; 0 for a bot that never does
};

inline TimeSummary summarize(const DecisionTimes& t) {
    TimeSummary s;
    s.decisions = t.wall.size();
    s.mean = timing::mean(t.wall);
    s.median = percentile(t.wall, 0.5);
    s.p99 = percentile(t.wall, 0.99);
    s.max = percentile(t.wall, 1.0);
    s.cpu_mean = timing::mean(t.cpu);
    s.cpu_p99 = percentile(t.cpu, 0.99);
    s.cpu_max = percentile(t.cpu, 1.0);
    s.playouts_mean = t.searched > 0 ? static_cast<double>(t.deals) / static_cast<double>(t.searched) : 0.0;
    return s;
}

// Wraps a seat's controller and times each of its decisions: a call that answers. A "still
// deciding" (no answer yet) is not a decision and is not counted. The deals a decision searched
// are read from the deciding thread's count (core::deals_searched_here).
template <class G>
class TimedSeat : public core::SeatController<G> {
public:
    using Controller = core::SeatController<G>;
    TimedSeat(std::unique_ptr<Controller> inner, DecisionTimes* times) : inner_(std::move(inner)), times_(times) {}
    std::optional<typename G::Action> decide(const typename G::View& view) override {
        const Stopwatch watch;
        const long long deals_before = core::deals_searched_here();
        std::optional<typename G::Action> action = inner_->decide(view);
        if (action) {
            watch.record(*times_);
            const long long deals = core::deals_searched_here() - deals_before;
            if (deals > 0) {
                ++times_->searched;
                times_->deals += deals;
            }
        }
        return action;
    }
    void observe(const typename G::EventList& events, const typename G::View& view) override {
        inner_->observe(events, view);
    }

private:
    std::unique_ptr<Controller> inner_;
    DecisionTimes* times_;
};

}  // namespace zero::timing

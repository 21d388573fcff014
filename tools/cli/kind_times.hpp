// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `simulate --timing`: each bot kind's decision times over a series, the seats of one kind pooled
// (three Medium seats make one line), in wall time and the deciding thread's CPU time, and the
// mean deals a searching decision searched (`playouts_mean`). Off, it
// leaves the seats as they are and prints nothing, so a series' output stays the same from run to
// run.
#include <algorithm>
#include <cstddef>
#include <iomanip>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "saved_match.hpp"
#include "zero/core/table.hpp"
#include "zero/timing/decision_times.hpp"

namespace zero::cli {

class KindTimes {
public:
    KindTimes(const std::vector<std::string>& kinds, bool on) : on_(on) {
        for (const std::string& kind : kinds) {
            const auto found = std::find(names_.begin(), names_.end(), kind);
            kind_of_seat_.push_back(static_cast<std::size_t>(found - names_.begin()));
            if (found == names_.end()) names_.push_back(kind);
        }
        times_.resize(names_.size());
    }

    // A match's seats, each wrapped so that its decisions are timed under its kind.
    template <class G>
    std::vector<std::unique_ptr<core::SeatController<G>>> wrap(
        std::vector<std::unique_ptr<core::SeatController<G>>> seats) {
        if (!on_) return seats;
        for (std::size_t seat = 0; seat < seats.size(); ++seat)
            seats[seat] =
                std::make_unique<timing::TimedSeat<G>>(std::move(seats[seat]), &times_[kind_of_seat_.at(seat)]);
        return seats;
    }

    // A table under its heading.
    void print_text(std::ostream& out) const {
        if (!on_) return;
        out << std::fixed << std::setprecision(3);
        std::size_t width = 4;
        for (const std::string& name : names_) width = std::max(width, name.size() + 2);
        out << "decision times in ms (wall, and cpu: the deciding thread's CPU clock)\n"
            << std::left << std::setw(static_cast<int>(width)) << "bot" << std::right;
        for (const char* column : {"decisions", "mean", "median", "p99", "max", "cpu_mean", "cpu_p99", "cpu_max"})
            out << std::setw(10) << column;
        out << std::setw(15) << "playouts_mean";
        out << "\n";
        for (std::size_t kind = 0; kind < names_.size(); ++kind) {
            const timing::TimeSummary t = timing::summarize(times_[kind]);
            out << std::left << std::setw(static_cast<int>(width)) << names_[kind] << std::right << std::setw(10)
                << t.decisions;
            for (double v : {t.mean, t.median, t.p99, t.max, t.cpu_mean, t.cpu_p99, t.cpu_max})
                out << std::setw(10) << v;
            out << std::setw(15) << std::setprecision(1) << t.playouts_mean << std::setprecision(3) << "\n";
        }
    }

    // A JSON object's last member, after a comma: "decision_ms", one entry per kind.
    void print_json(std::ostream& out) const {
        if (!on_) return;
        out << std::fixed << std::setprecision(3) << ",\"decision_ms\":[";
        for (std::size_t kind = 0; kind < names_.size(); ++kind) {
            const timing::TimeSummary t = timing::summarize(times_[kind]);
            out << (kind ? "," : "") << "{\"bot\":" << json_string(names_[kind]) << ",\"decisions\":" << t.decisions
                << ",\"mean\":" << t.mean << ",\"median\":" << t.median << ",\"p99\":" << t.p99 << ",\"max\":" << t.max
                << ",\"cpu_mean\":" << t.cpu_mean << ",\"cpu_p99\":" << t.cpu_p99 << ",\"cpu_max\":" << t.cpu_max
                << ",\"playouts_mean\":" << t.playouts_mean << "}";
        }
        out << "]";
    }

private:
    bool on_;
    std::vector<std::string> names_;  // the kinds, each once, in the order of their first seat
    std::vector<std::size_t> kind_of_seat_;
    std::vector<timing::DecisionTimes> times_;
};

}  // namespace zero::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// How well Hard's deals match the hands they stand for (docs/bots.md): bots play a series of
// matches, and at each turn of seat 0 a Hard bot deals the unseen cards as it would for its search.
// For every other seat it reports the true score of its hand next to the mean score of the hands
// dealt for it, grouped by the swaps that seat has made this round, and for seats that knocked,
// with the share of its unknown cards the deals got right. A calibration table follows: cards
// grouped by how often the deals put them in a seat's hand, against how often they were there.
// Scores alone can look right while the cards are wrong, and a search that believes its deals
// more than they deserve plays as if it knew what it does not.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "style_bots.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/knizia/bots/hard_bot.hpp"
#include "zero/knizia/match.hpp"
#include "zero/knizia/score.hpp"

namespace {

namespace kz = zero::knizia;  // Knizia's Zero

struct Tally {
    int seen = 0;
    double real = 0;
    double dealt = 0;
    double hits = 0;  // share of the seat's unknown cards dealt to it
    void add(double r, double d, double h) {
        ++seen;
        real += r;
        dealt += d;
        hits += h;
    }
};

constexpr int kRows = 10;
constexpr int kBins = 10;

struct Series {
    std::string hard_kind = "hard:iters=1";
    std::vector<std::string> kinds{"medium", "medium", "medium", "medium"};
    int matches = 100;
    int deals = 30;
    std::uint64_t seed = 900001;
};

// What the series found: the hands dealt against the real ones, by the seat's swaps this round.
struct Findings {
    std::array<double, kBins> bin_dealt{};
    std::array<double, kBins> bin_there{};
    std::array<int, kBins> bin_cards{};
    std::array<Tally, kRows> by_swaps{};
    Tally knocked;
    Tally all;
    double seconds = 0;
    int decisions = 0;
};

// A bot kind the engine refuses (the series could not start): said like a bad option.
[[noreturn]] void deal_check_refuse(const char* problem) {
    std::fprintf(stderr, "deal_check: %s\n", problem);
    std::exit(2);
}

// Seat `other`'s real hand against the hands `dealt` for it, from seat 0's `view`.
void check_seat(const kz::State& state, const kz::View& view, zero::Seat other, const std::vector<kz::State>& dealt,
                int deals, Findings& f) {
    int swaps = 0;
    int knocks_before = 0;
    bool knocker = false;
    for (const kz::Move& move : view.history) {
        if (move.action.is_swap()) {
            if (move.seat == other) ++swaps;
        } else {
            if (move.seat == other && knocks_before < 2) knocker = true;
            ++knocks_before;
        }
    }
    const auto o = static_cast<std::size_t>(other);
    const kz::CardSet unknown = state.hands[o] - view.known[o];
    double sum = 0;
    double hits = 0;
    for (const kz::State& d : dealt) {
        sum += kz::score(d.hands[o]);
        if (!unknown.empty()) hits += static_cast<double>((d.hands[o] & unknown).size()) / unknown.size();
    }
    for (kz::Card c : view.unseen()) {
        int in = 0;
        for (const kz::State& d : dealt) in += d.hands[o].contains(c) ? 1 : 0;
        const double share = static_cast<double>(in) / deals;
        const auto bin = static_cast<std::size_t>(std::min(kBins - 1, static_cast<int>(share * kBins)));
        f.bin_dealt[bin] += share;
        f.bin_there[bin] += unknown.contains(c) ? 1 : 0;
        ++f.bin_cards[bin];
    }
    const double real = kz::score(state.hands[o]);
    f.by_swaps[static_cast<std::size_t>(std::min(swaps, kRows - 1))].add(real, sum / deals, hits / deals);
    if (knocker) f.knocked.add(real, sum / deals, hits / deals);
    f.all.add(real, sum / deals, hits / deals);
}

// Match `m` of the series: at each turn of seat 0 outside the last lap, Hard's deals checked.
void play_match(const Series& series, int m, Findings& f) {
    const std::uint64_t match_seed = series.seed + static_cast<std::uint64_t>(m);
    const kz::Rules rules = kz::default_rules(static_cast<int>(series.kinds.size()));
    kz::State state = kz::new_match(rules, match_seed);
    std::vector<std::unique_ptr<kz::Bot>> bots;
    for (std::size_t s = 0; s < series.kinds.size(); ++s)
        bots.push_back(zero::styles::make_arena_bot(kz::BotSpec{series.kinds[s], match_seed, static_cast<zero::Seat>(s)}));
    const auto made = kz::make_bot(kz::BotSpec{series.hard_kind, match_seed, 0});
    const auto* hard = dynamic_cast<const kz::HardBot*>(made.get());
    if (hard == nullptr) deal_check_refuse("--hard needs a hard kind");
    while (state.phase == kz::Phase::Playing) {
        const zero::Seat seat = state.to_move;
        const kz::View view = kz::view_for(state, seat);
        if (seat == 0 && !view.last_lap) {
            const auto start = std::chrono::steady_clock::now();
            const std::vector<kz::State> dealt = hard->sample_deals(view, series.deals);
            f.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            ++f.decisions;
            for (zero::Seat other = 1; other < view.players(); ++other) check_seat(state, view, other, dealt, series.deals, f);
        }
        kz::apply(state, bots[static_cast<std::size_t>(seat)]->choose(view));
    }
}

void print_findings(const Series& series, const Findings& f) {
    std::printf("deals by %s for seat 0, %d matches of %zu seats from seed %llu\n", series.hard_kind.c_str(),
                series.matches, series.kinds.size(), static_cast<unsigned long long>(series.seed));
    std::printf("%-22s %8s %10s %10s %8s\n", "other seat", "hands", "real", "dealt", "right");
    auto row = [](const std::string& label, const Tally& t) {
        if (t.seen > 0)
            std::printf("%-22s %8d %10.2f %10.2f %8.3f\n", label.c_str(), t.seen, t.real / t.seen, t.dealt / t.seen,
                        t.hits / t.seen);
    };
    for (int s = 0; s < kRows; ++s)
        row(std::to_string(s) + (s + 1 == kRows ? "+ swaps" : " swaps"), f.by_swaps[static_cast<std::size_t>(s)]);
    row("knocked", f.knocked);
    row("all", f.all);
    std::printf("\n%-22s %8s %10s %10s\n", "dealt to the seat", "cards", "dealt", "there");
    for (int b = 0; b < kBins; ++b) {
        const auto i = static_cast<std::size_t>(b);
        if (f.bin_cards[i] == 0) continue;
        const std::string label = std::to_string(b * 10) + "-" + std::to_string(b * 10 + 10) + "% of deals";
        std::printf("%-22s %8d %10.3f %10.3f\n", label.c_str(), f.bin_cards[i], f.bin_dealt[i] / f.bin_cards[i],
                    f.bin_there[i] / f.bin_cards[i]);
    }
    std::printf("%.2f ms to deal %d times\n", 1000 * f.seconds / f.decisions, series.deals);
}

}  // namespace

int main(int argc, char** argv) {
    Series series;
    CLI::App app{"How well Hard's deals of the unseen cards match the real hands (docs/bots.md)", "deal_check"};
    app.add_option("--hard", series.hard_kind, "The Hard bot whose deals are checked, as bot_arena names it")
        ->capture_default_str();
    app.add_option("--bots", series.kinds, "The seats' bots, 2 to 5, seat 0's first (K1,K2,...); the measuring styles too")
        ->delimiter(',')
        ->expected(2, 5)
        ->capture_default_str();
    app.add_option("--matches", series.matches, "Matches in the series")->check(CLI::Range(1, 1000000))->capture_default_str();
    app.add_option("--seed", series.seed, "The first match's seed; the others follow it")->capture_default_str();
    app.add_option("--deals", series.deals, "Deals a turn")->check(CLI::Range(1, 1000000))->capture_default_str();
    CLI11_PARSE(app, argc, argv);

    Findings findings;
    try {
        for (int m = 0; m < series.matches; ++m) play_match(series, m, findings);
    } catch (const std::exception& e) {
        deal_check_refuse(e.what());
    }
    print_findings(series, findings);
}

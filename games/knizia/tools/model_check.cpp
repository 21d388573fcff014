// SPDX-License-Identifier: GPL-3.0-or-later
// How well Hard's opponent models predict the other seats (docs/bots.md, "Deals that explain the moves").
// Bots play a series of matches; before every move of a seat other than 0 outside the last lap,
// seat 0's view is taken as it stands and both models are asked what that seat will do:
//   - Medium's model player alone (Hard's `opp=medium`), and the family weighted by the chain's
//     weights for that seat (`opp=family`);
//   - given the seat's real hand (how well the model plays like the seat), and fairly, over the
//     deals each chain draws from seat 0's view (what Hard can know).
// A model predicts the move it gives the highest chance (top-1). Per kind of the seat it reports
// the share of moves each predicted, the family's mean weights once the seat has made three moves
// in the round, and what a chain's deals cost.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "style_bots.hpp"
#include "zero/knizia/bots/deal_chain.hpp"
#include "zero/knizia/bots/hard_bot.hpp"
#include "zero/knizia/match.hpp"
#include "zero/knizia/score.hpp"

namespace {

constexpr std::size_t kKnockKey = static_cast<std::size_t>(zero::knizia::kDeckSize * zero::knizia::kDeckSize);
using MoveScores = std::vector<double>;  // by move key: a swap's give * 56 + take, the knock last

std::size_t move_key(const zero::knizia::Action& a) {
    return a.is_swap() ? static_cast<std::size_t>(a.give.index() * zero::knizia::kDeckSize + a.take.index()) : kKnockKey;
}

std::size_t top_key(const MoveScores& scores) {
    std::size_t best = 0;
    for (std::size_t k = 1; k < scores.size(); ++k)
        if (scores[k] > scores[best]) best = k;
    return best;
}

// Adds each move's chance at `hand` to `scores`: by Medium's style alone (knocking as Medium), or
// by the family's weights.
void add_odds(const zero::knizia::MoveLikelihood& model, zero::knizia::CardSet hand, const zero::knizia::StyleWeights* weights,
              const zero::knizia::KnockWeights& knocks, MoveScores& scores) {
    std::array<zero::knizia::Action, zero::knizia::MoveLikelihood::kMoves> actions{};
    zero::knizia::MoveLikelihood::StyleOdds odds{};
    const std::size_t n = model.move_odds(hand, knocks, actions, odds);
    for (std::size_t i = 0; i <= n; ++i) {
        double p = 0;
        if (weights == nullptr)
            p = odds[static_cast<std::size_t>(zero::knizia::ModelStyle::Medium)][i];
        else
            for (std::size_t st = 0; st < weights->size(); ++st) p += (*weights)[st] * odds[st][i];
        scores[move_key(actions[i])] += p;
    }
}

struct KindTally {
    int moves = 0;
    int real_medium = 0;  // top-1 right with the real hand, Medium's model player
    int real_family = 0;  // the same, the family with the chain's weights
    int fair_medium = 0;  // over the deals of the Medium chain
    int fair_family = 0;  // over the deals of the family chain
    int weighed = 0;      // moves after the seat's third of the round
    zero::knizia::StyleWeights weight_sum{};
    zero::knizia::KnockWeights knock_sum{};
};

// The series' settings and the chains it compares, as Hard builds them.
struct Series {
    std::vector<std::string> kinds{"medium", "colour", "number", "dumper"};
    int matches = 20;
    int deals = 30;
    std::uint64_t seed = 700001;
    int carry = 0;
    zero::knizia::HardParams hard{};
    zero::knizia::ChainParams medium_chain;
    zero::knizia::ChainParams family_chain;
};

// What the series found, by the kind of the seat predicted, and what the chains' deals cost.
struct Findings {
    std::map<std::string, KindTally> tally;
    double medium_seconds = 0;
    double family_seconds = 0;
    int predictions = 0;
};

// Both models' predictions of `seat`'s next move `action`, from seat 0's view of `state`.
void predict(const Series& series, std::uint64_t match_seed, const zero::knizia::State& state, zero::Seat seat,
             const zero::knizia::Action& action, Findings& f) {
    zero::knizia::KnockWeights patient{};
    patient[static_cast<std::size_t>(zero::knizia::KnockStyle::Patient)] = 1.0;
    const zero::knizia::View view = zero::knizia::view_for(state, 0);
    const auto s = static_cast<std::size_t>(seat);
    const zero::knizia::MoveLikelihood model(view, series.family_chain);
    zero::Rng rng = zero::knizia::decision_rng(match_seed, 0, view);
    MoveScores fair_medium(kKnockKey + 1, 0.0);
    MoveScores fair_family(kKnockKey + 1, 0.0);
    auto start = std::chrono::steady_clock::now();
    {
        zero::knizia::DealChain chain(view, series.hard.sample, series.medium_chain);
        zero::knizia::State deal = zero::knizia::determinization_base(view);
        for (int d = 0; d < series.deals; ++d) {
            chain.next(deal, rng);
            add_odds(model, deal.hands[s], nullptr, patient, fair_medium);
        }
    }
    auto mid = std::chrono::steady_clock::now();
    zero::knizia::DealChain chain(view, series.hard.sample, series.family_chain);
    zero::knizia::State deal = zero::knizia::determinization_base(view);
    std::vector<zero::knizia::CardSet> hands;
    for (int d = 0; d < series.deals; ++d) {
        chain.next(deal, rng);
        hands.push_back(deal.hands[s]);
    }
    const zero::knizia::StyleWeights weights = chain.style_weights(seat);
    const zero::knizia::KnockWeights knock_weights = chain.knock_weights(seat);
    for (zero::knizia::CardSet hand : hands) add_odds(model, hand, &weights, knock_weights, fair_family);
    auto end = std::chrono::steady_clock::now();
    f.medium_seconds += std::chrono::duration<double>(mid - start).count();
    f.family_seconds += std::chrono::duration<double>(end - mid).count();
    ++f.predictions;

    MoveScores real_medium(kKnockKey + 1, 0.0);
    MoveScores real_family(kKnockKey + 1, 0.0);
    add_odds(model, state.hands[s], nullptr, patient, real_medium);
    add_odds(model, state.hands[s], &weights, knock_weights, real_family);
    KindTally& t = f.tally[series.kinds[s]];
    const std::size_t made = move_key(action);
    ++t.moves;
    t.real_medium += top_key(real_medium) == made ? 1 : 0;
    t.real_family += top_key(real_family) == made ? 1 : 0;
    t.fair_medium += top_key(fair_medium) == made ? 1 : 0;
    t.fair_family += top_key(fair_family) == made ? 1 : 0;
    int own = 0;
    for (const zero::knizia::Move& mv : view.history) own += mv.seat == seat ? 1 : 0;
    if (own >= 3) {
        ++t.weighed;
        for (std::size_t st = 0; st < weights.size(); ++st) t.weight_sum[st] += weights[st];
        for (std::size_t ks = 0; ks < knock_weights.size(); ++ks) t.knock_sum[ks] += knock_weights[ks];
    }
}

void play_match(const Series& series, int m, Findings& f) {
    const std::uint64_t match_seed = series.seed + static_cast<std::uint64_t>(m);
    const zero::knizia::Rules rules = zero::knizia::default_rules(static_cast<int>(series.kinds.size()));
    zero::knizia::State state = zero::knizia::new_match(rules, match_seed);
    std::vector<std::unique_ptr<zero::knizia::Bot>> bots;
    for (std::size_t s = 0; s < series.kinds.size(); ++s)
        bots.push_back(
            zero::styles::make_arena_bot(zero::knizia::BotSpec{series.kinds[s], match_seed, static_cast<zero::Seat>(s)}));
    while (state.phase == zero::knizia::Phase::Playing) {
        const zero::Seat seat = state.to_move;
        const zero::knizia::Action action = bots[static_cast<std::size_t>(seat)]->choose(zero::knizia::view_for(state, seat));
        if (seat != 0 && !state.last_lap) predict(series, match_seed, state, seat, action, f);
        zero::knizia::apply(state, action);
    }
}

void print_findings(const Series& series, const Findings& f) {
    std::printf("model_check: %d matches of %zu seats from seed %llu, %d deals a prediction, seat 0 observes, carry %d\n",
                series.matches, series.kinds.size(), static_cast<unsigned long long>(series.seed), series.deals,
                series.carry);
    std::printf("%-9s %6s | %-26s | %-26s | family's mean weights after 3 own moves (", "kind", "moves",
                "top-1, real hand: medium family", "top-1, fair: medium family");
    for (int st = 0; st < zero::knizia::kModelStyles; ++st)
        std::printf("%s%s", st ? " " : "", std::string(zero::knizia::style_name(static_cast<zero::knizia::ModelStyle>(st))).c_str());
    std::printf("; knocks:");
    for (int ks = 0; ks < zero::knizia::kKnockStyles; ++ks)
        std::printf(" %s", std::string(zero::knizia::knock_style_name(static_cast<zero::knizia::KnockStyle>(ks))).c_str());
    std::printf(")\n");
    for (const auto& [kind, t] : f.tally) {
        std::printf("%-9s %6d | %25.3f %6.3f | %19.3f %6.3f |", kind.c_str(), t.moves, double(t.real_medium) / t.moves,
                    double(t.real_family) / t.moves, double(t.fair_medium) / t.moves, double(t.fair_family) / t.moves);
        for (double w : t.weight_sum) std::printf(" %.2f", t.weighed ? w / t.weighed : 0.0);
        std::printf(";");
        for (double w : t.knock_sum) std::printf(" %.2f", t.weighed ? w / t.weighed : 0.0);
        std::printf("\n");
    }
    std::printf("%d deals a prediction: Medium's chain %.2f ms, the family's %.2f ms (mean of %d)\n", series.deals,
                1000 * f.medium_seconds / f.predictions, 1000 * f.family_seconds / f.predictions, f.predictions);
}

}  // namespace

int main(int argc, char** argv) {
    Series series;
    CLI::App app{"How well Hard's opponent models predict each seat's moves (docs/bots.md)", "model_check"};
    app.add_option("--bots", series.kinds, "The seats' bots, 2 to 5, seat 0's first (K1,K2,...)")
        ->delimiter(',')
        ->expected(2, 5)
        ->check([](const std::string& k) { return zero::styles::arena_kind_error(k); })
        ->capture_default_str();
    app.add_option("--matches", series.matches, "Matches in the series")->check(CLI::Range(1, 1000000))->capture_default_str();
    app.add_option("--seed", series.seed, "The first match's seed; the others follow it")->capture_default_str();
    app.add_option("--deals", series.deals, "Deals a turn")->check(CLI::Range(1, 1000000))->capture_default_str();
    series.carry = series.hard.chain.carry_rounds ? 1 : 0;
    app.add_option("--carry", series.carry, "The family's priors carried over the match's finished rounds (1) or not (0)")
        ->check(CLI::Range(0, 1))
        ->capture_default_str();
    CLI11_PARSE(app, argc, argv);

    series.medium_chain = series.hard.chain;
    series.medium_chain.family = false;
    series.family_chain = series.hard.chain;
    series.family_chain.family = true;
    series.family_chain.carry_rounds = series.carry == 1;
    Findings findings;
    for (int m = 0; m < series.matches; ++m) play_match(series, m, findings);
    print_findings(series, findings);
}

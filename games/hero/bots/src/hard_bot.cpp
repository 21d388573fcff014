// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/bots/hard_bot.hpp"

#include <algorithm>
#include <chrono>
#include <optional>
#include <stdexcept>
#include <utility>

#include "zero/core/bot_options.hpp"
#include "zero/core/parallel_search.hpp"
#include "zero/hero/bots/medium_rule.hpp"

namespace zero::hero {
namespace {

bool waiting(const State& state) { return state.phase == Phase::Turn || state.phase == Phase::Swap; }

// How good `state` is for `me`: at the end of the game its score against the best rival's; before
// it, each seat's position as Medium values it (its rows, its 0s against the others', its zerones).
double outcome(const State& state, Seat me, double rivals) {
    const int n = state.players();
    std::array<double, kMaxPlayers> value{};
    if (state.phase == Phase::MatchOver) {
        for (int s = 0; s < n; ++s) value[at(s)] = state.totals[at(s)];
    } else {
        const MediumTable table = MediumTable::of(state, me);
        for (int s = 0; s < n; ++s)
            value[at(s)] = medium_position(table, s, state.collections[at(s)] + state.face_down[at(s)]) +
                           medium_zerone_worth(table, s) * state.zerones[at(s)];
    }
    double best_rival = -1e9;
    for (int s = 0; s < n; ++s)
        if (s != me) best_rival = std::max(best_rival, value[at(s)]);
    return value[at(me)] - rivals * best_rival;
}

// What one search thread plays its candidates on, kept from one to the next so that a playout
// allocates nothing: the copy of the deal, Medium's scores and what it worked out of the rows.
struct Playout {
    State state;
    std::vector<ScoredAction> scores;
    MediumMemo memo;
};

// Plays `action` for `me` on a dealt state, then Medium's rule for every seat (this one's swap
// and its own turns before the last included) until this seat's `turns`th turn, `horizon`
// actions, or the end of the game. The actions are not logged: nothing here reads the log.
double play_forward(const State& dealt, Seat me, const Action& action, const HardParams& p, Playout& playout) {
    State& state = playout.state;
    state = dealt;
    play_unrecorded(state, me, action);
    int turns = 0;
    for (int plies = 0; waiting(state); ++plies) {
        if (p.horizon > 0 ? plies >= p.horizon
                          : state.to_move == me && state.phase == Phase::Turn && ++turns >= p.turns)
            break;
        const Seat seat = state.to_move;
        play_unrecorded(state, seat, medium_best(MediumTable::of(state, seat), playout.scores, playout.memo));
    }
    return outcome(state, me, p.rivals);
}

}  // namespace

HiddenDealer::HiddenDealer(const View& view)
    : urn_(view.unseen().list()), me_(view.seat), pile_size_(view.above_end + view.end_cards) {
    State& s = base_;
    s.rules = Rules{view.players(), 1};
    s.phase = view.phase;
    s.first = view.first;
    s.to_move = view.to_move;
    s.purchase = view.purchase;
    s.pairs = view.pairs;
    s.piles = view.piles;
    s.pool = view.pool;
    s.zerones = view.zerones;
    s.collections = view.collections;
    s.face_down[at(me_)] = view.my_face_down;
    s.state_id = view.state_id;
    s.epoch = view.epoch;
    s.log.emplace_back();
    face_down_ = view.face_down_counts;
}

State HiddenDealer::deal(Rng& rng) {
    State s;
    deal(rng, s);
    return s;
}

void HiddenDealer::deal(Rng& rng, State& s) {
    // A partial Fisher-Yates shuffle: the others' face-down cards first, then the pile; what is
    // left over was set aside.
    std::size_t drawn = 0;
    auto draw = [&] {
        const std::size_t pick = drawn + rng.below(static_cast<std::uint32_t>(urn_.size() - drawn));
        std::swap(urn_[drawn], urn_[pick]);
        return urn_[drawn++];
    };
    s = base_;
    for (int seat = 0; seat < s.players(); ++seat) {
        if (seat == me_) continue;
        for (int k = 0; k < face_down_[at(seat)] && drawn < urn_.size(); ++k) s.face_down[at(seat)].add(draw());
    }
    pile_.clear();
    for (int k = 0; k < pile_size_ && drawn < urn_.size(); ++k) pile_.push_back(draw());
    s.pile = Pile::of(pile_);
    for (std::size_t i = drawn; i < urn_.size(); ++i) s.removed.add(urn_[i]);
}

HardParams hard_params(std::string_view kind) {
    return core::hard_params_of<HardParams>(kind, [](HardParams& p, const std::string& key, auto& whole) {
        if (key == "width")
            p.width = whole(0, 1000);
        else if (key == "horizon")
            p.horizon = whole(0, 10'000);
        else if (key == "turns")
            p.turns = whole(1, 1000);
        else if (key == "rivals")
            p.rivals = whole(0, 10'000) / 1000.0;
        else
            return false;
        return true;
    });
}

double HardBot::now_ms() const {
    if (clock_) return clock_();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

int HardBot::search_deals(const View& view, const std::vector<ScoredAction>& candidates, HiddenDealer dealer, Rng rng,
                          int most, std::optional<double> start, std::vector<double>& value) const {
    const double limit = 0.9 * static_cast<double>(clock_budget(std::chrono::milliseconds(params_.time_ms)).count());
    double before = start ? now_ms() : 0.0;
    double longest = 0;  // the longest deal so far
    int deals = 0;
    State dealt;
    Playout playout;
    while (deals < most) {
        // Every candidate is played on the same deal, so their difference is theirs, not the deal's.
        dealer.deal(rng, dealt);
        for (std::size_t i = 0; i < candidates.size(); ++i)
            value[i] += play_forward(dealt, view.seat, candidates[i].action, params_, playout);
        ++deals;
        if (start) {
            // A deal is not cut short, so the search stops before one that could end past the
            // budget: one as long as the longest so far. (Stopping only once the budget was spent
            // let the deal under way run past it.)
            const double now = now_ms();
            longest = std::max(longest, now - before);
            before = now;
            if (now - *start + longest > limit) break;
        }
    }
    return deals;
}

Action HardBot::choose(const View& view) {
    // The budget counts from the moment the seat is asked: ranking the candidates and setting up
    // the deals are part of the decision's time.
    const bool by_clock = params_.iterations == 0;
    const double start = by_clock ? now_ms() : 0.0;
    last_deals_ = 0;
    std::vector<ScoredAction> candidates = medium_scores(view);
    // Medium's best first; a stable sort keeps legal_actions' order among equals.
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const ScoredAction& a, const ScoredAction& b) { return a.score > b.score; });
    if (params_.width > 0 && candidates.size() > static_cast<std::size_t>(params_.width))
        candidates.resize(at(params_.width));
    if (candidates.size() == 1) return candidates.front().action;

    const Rng rng = rng_for(view);
    const HiddenDealer dealer(view);
    const int threads = core::search_threads(params_.threads);
    const int most = by_clock ? params_.max_deals : params_.iterations;
    const core::SearchOutcome outcome =
        core::search_candidates(threads, candidates.size(), [&](int t, std::vector<double>& values) {
            return search_deals(view, candidates, dealer, core::thread_rng(rng, t), core::thread_share(most, threads, t),
                                by_clock ? std::optional(start) : std::nullopt, values);
        });
    last_deals_ = outcome.deals;
    return candidates[outcome.best].action;
}

}  // namespace zero::hero

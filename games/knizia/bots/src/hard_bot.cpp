// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/bots/hard_bot.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "look_ahead.hpp"
#include "zero/core/parallel_search.hpp"
#include "zero/knizia/bots/heuristic.hpp"
#include "zero/knizia/score.hpp"

namespace zero::knizia {
namespace {

// Rounds in a rollout end long before this; it only guards against a policy that never knocks.
constexpr int kMaxRolloutTurns = 400;
constexpr int kRolloutPatienceLaps = 30;

bool contains(const std::vector<Action>& actions, const Action& action) {
    return std::find(actions.begin(), actions.end(), action) != actions.end();
}

// The outcome of a played-out round for `seat`: higher is better. In the last round of the match
// only winning counts (the margin breaks near-ties). Before that, with `match_aware`, the chance of
// finishing lowest given the totals and the rounds still to come; otherwise the score against the
// others', less `risk` times the square of its own: a seat ahead on average wins more matches by
// avoiding its bad rounds than by making its good ones better.
// `weight`: each other seat's share of the margin before the last round (lead_weights).
double outcome(const State& s, const View& view, bool match_aware, double risk, const std::array<double, kMaxPlayers>& weight) {
    const int players = view.players();
    std::array<int, kMaxPlayers> round_score{};
    for (Seat seat = 0; seat < players; ++seat)
        round_score[static_cast<std::size_t>(seat)] = score(s.hands[static_cast<std::size_t>(seat)]);
    const int own = round_score[static_cast<std::size_t>(view.seat)];
    double others = 0;
    for (Seat seat = 0; seat < players; ++seat)
        if (seat != view.seat) others += round_score[static_cast<std::size_t>(seat)];
    double margin = others / (players - 1) - own;
    if (weight[static_cast<std::size_t>(view.seat)] < 0) {  // weighed by lead_weights
        others = 0;
        for (Seat seat = 0; seat < players; ++seat)
            if (seat != view.seat) others += weight[static_cast<std::size_t>(seat)] * round_score[static_cast<std::size_t>(seat)];
        margin = others - own;
    }
    const int rounds_left = view.rules.rounds - view.round - 1;
    const int own_total = view.totals[static_cast<std::size_t>(view.seat)] + own;
    if (rounds_left > 0) {
        if (!match_aware) return margin - risk * own * own;
        // Each later round adds a spread of about six points between two players; a soft step of
        // the lead over that spread stands in for the chance of staying ahead (no exp(): the
        // result must be the same on every machine).
        const double spread = 6.0 * (rounds_left == 1 ? 1.0 : rounds_left == 2 ? 1.41 : rounds_left == 3 ? 1.73 : 2.0 + 0.1 * rounds_left);
        double chance = 1.0;
        for (Seat seat = 0; seat < players; ++seat) {
            if (seat == view.seat) continue;
            const double lead = (view.totals[static_cast<std::size_t>(seat)] + round_score[static_cast<std::size_t>(seat)] - own_total) / spread;
            chance *= 0.5 + 0.5 * lead / (1.0 + (lead < 0 ? -lead : lead));
        }
        return 10.0 * chance + 0.02 * margin;
    }
    int sharing = 1;
    for (Seat seat = 0; seat < players; ++seat) {
        if (seat == view.seat) continue;
        const int total = view.totals[static_cast<std::size_t>(seat)] + round_score[static_cast<std::size_t>(seat)];
        if (total < own_total) return 0.02 * margin;
        if (total == own_total) ++sharing;
    }
    return 10.0 / sharing + 0.02 * margin;
}

// Each other seat's share of the round's margin (they add up to 1). With a spread, a seat counts
// by the slope of the log of the chance of finishing under it, a normal spread per round over the
// rounds left: one far behind hardly matters, one ahead counts for more the further ahead it is.
// The slope phi(z)/Phi(z) is taken by its Mills-ratio bound (sqrt only, the same on every machine).
std::array<double, kMaxPlayers> lead_weights(const View& view, double spread) {
    std::array<double, kMaxPlayers> weight{};
    const int players = view.players();
    const int rounds = view.rules.rounds - view.round;
    double sum = 0;
    for (Seat seat = 0; seat < players; ++seat) {
        if (seat == view.seat) continue;
        double w = 1;
        if (spread > 0 && rounds > 1) {
            const double z = (view.totals[static_cast<std::size_t>(seat)] - view.totals[static_cast<std::size_t>(view.seat)]) /
                             (spread * std::sqrt(static_cast<double>(rounds)));
            w = 0.5 * (std::sqrt(z * z + 8.0 / 3.14159265358979) - z);
        }
        weight[static_cast<std::size_t>(seat)] = w;
        sum += w;
    }
    for (double& w : weight) w /= sum;
    // The own seat's entry marks weights in use; without a spread the plain mean keeps its bits.
    weight[static_cast<std::size_t>(view.seat)] = spread > 0 ? -1 : 0;
    return weight;
}

template <std::size_t N>
std::size_t heaviest(const std::array<double, N>& w) {
    std::size_t top = 0;
    for (std::size_t k = 1; k < N; ++k)
        if (w[k] > w[top]) top = k;
    return top;
}

// Each other seat's style in the rollouts: the family's likeliest for it when that is at least
// `confidence` and unlike Medium's quick rule, else the quick rule; the same for its knocks.
void set_rollout_styles(const DealChain& chain, const View& view, double confidence, const FamilyParams& family,
                        RolloutPolicy& policy) {
    policy.any_style = false;
    for (Seat seat = 0; seat < view.players(); ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        policy.styles[i] = ModelStyle::Medium;
        policy.knock_extra[i] = 0;
        if (seat == view.seat) continue;
        const StyleWeights w = chain.style_weights(seat);
        const std::size_t top = heaviest(w);
        const auto style = static_cast<ModelStyle>(top);
        if (w[top] >= confidence && (style == ModelStyle::Colour || style == ModelStyle::Number || style == ModelStyle::Dumper)) {
            policy.styles[i] = style;
            policy.any_style = true;
        }
        const KnockWeights k = chain.knock_weights(seat);
        const std::size_t knock_top = heaviest(k);
        if (k[knock_top] >= confidence) policy.knock_extra[i] = family.knock_offset[knock_top];
    }
}

void play_out(State& s, const RolloutPolicy& policy, Rng& rng) {
    for (int turn = 0; turn < kMaxRolloutTurns && s.phase == Phase::Playing; ++turn)
        apply(s, rollout_action(s, policy, rng));
}

// Where a scan of the swaps starts: at a random card and slot, so that ties fall to a random swap
// without a draw each.
struct ScanStart {
    int card;
    int slot;
};

ScanStart random_start(Rng& rng, int held, int pool_size) {
    const std::uint64_t r = rng.next();
    return {static_cast<int>((r & 0xFFFF) % static_cast<std::uint64_t>(held)),
            static_cast<int>(((r >> 16) & 0xFFFF) % static_cast<std::uint64_t>(pool_size))};
}

// Every swap of the mover's `held` cards for the pool's, from `start`, with the hand's score after
// it; `visit(i, j, give, take, after)` also gets the step over the cards (i) and over the pool (j),
// and returns false to end the scan. Returns whether the scan went through every swap.
template <class Visit>
bool for_each_swap(const State& s, const std::array<Card, kHandSize>& cards, int held, ScanStart start, Visit&& visit) {
    const CardSet hand = s.hands[static_cast<std::size_t>(s.to_move)];
    const int pool_size = s.rules.pool_size;
    for (int i = 0; i < held; ++i) {
        const Card give = cards[static_cast<std::size_t>((start.card + i) % held)];
        const ScoreWithout without(hand - CardSet{give});
        for (int j = 0; j < pool_size; ++j) {
            const Card take = s.pool[static_cast<std::size_t>((start.slot + j) % pool_size)];
            if (!visit(i, j, give, take, without.with(take))) return false;
        }
    }
    return true;
}

// A seat the family reads as a chaser or a dumper plays that style in the rollout: the swap its
// model player values most, and a knock on a hand its knock style calls good.
Action style_rollout_action(const State& s, ModelStyle style, const RolloutPolicy& policy, int laps, Rng& rng) {
    const CardSet hand = s.hands[static_cast<std::size_t>(s.to_move)];
    const int now = score(hand);
    std::array<int, kNumbers> colours{};
    std::array<int, kNumbers> numbers{};
    int sum = 0;
    std::array<Card, kHandSize> cards{};
    int held = 0;
    for (Card c : hand) {
        cards[static_cast<std::size_t>(held++)] = c;
        ++colours[static_cast<std::size_t>(c.colour())];
        ++numbers[static_cast<std::size_t>(c.number() - 1)];
        sum += c.number();
    }
    const int chase = static_cast<int>(10.0 * policy.chase_points + 0.5);
    auto value = [&](int hand_score, Card give, Card take) {
        switch (style) {
        case ModelStyle::Colour:
            return 10 * hand_score - chase * biggest_group_after(colours, static_cast<int>(give.colour()), static_cast<int>(take.colour()));
        case ModelStyle::Number:
            return 10 * hand_score - chase * biggest_group_after(numbers, give.number() - 1, take.number() - 1);
        case ModelStyle::Dumper: return 10 * (sum - give.number() + take.number());
        default: return 10 * hand_score;
        }
    };
    const ScanStart start = random_start(rng, held, s.rules.pool_size);
    int best_value = 1 << 30;
    Action best_action = Action::knock();
    const bool scanned = for_each_swap(s, cards, held, start, [&](int, int, Card give, Card take, int after) {
        if (after == 0) {
            best_action = Action::swap(give, take);
            return false;
        }
        const int v = value(after, give, take);
        if (v < best_value) {
            best_value = v;
            best_action = Action::swap(give, take);
        }
        return true;
    });
    if (!scanned) return best_action;  // a swap to a score of 0: nothing beats it
    if (laps >= kRolloutPatienceLaps || !best_action.is_swap()) return Action::knock();
    const double level = policy.knock_level + policy.knock_extra[static_cast<std::size_t>(s.to_move)] + policy.own_shift[static_cast<std::size_t>(s.to_move)] + 0.5 * std::max(0, laps - 6);
    // The value of keeping the hand: a swap that gives away nothing and takes nothing.
    const int keep = style == ModelStyle::Dumper ? 10 * sum
                     : style == ModelStyle::Colour ? 10 * now - chase * biggest_group_after(colours, -1, -1)
                                                   : 10 * now - chase * biggest_group_after(numbers, -1, -1);
    if (best_value < keep) return best_action;
    if (now <= level - (s.knocks == 0 ? 2 : 1)) return Action::knock();
    return best_action;  // the least bad swap: no style here knocks just to pass
}

// Medium's choice of swap: the lowest score less `look` times what the cards that may still come
// could do for the hand; only swaps within `look_cut` points of the best immediate score are looked
// at (Medium's choice almost never lies further out, and the look ahead is the costly part).
Action looked_swap(const State& s, const RolloutPolicy& policy, double look, const std::array<Card, kHandSize>& cards, int held,
                   ScanStart start, const std::array<std::array<int, kMaxPool>, kHandSize>& after) {
    const CardSet hand = s.hands[static_cast<std::size_t>(s.to_move)];
    const int pool_size = s.rules.pool_size;
    int best = kDeckSize * kNumbers;
    for (int i = 0; i < held; ++i)
        for (int j = 0; j < pool_size; ++j) best = std::min(best, after[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)]);
    std::array<float, kDeckSize> chances;
    chances.fill(policy.unseen_chance);
    for (int j = 0; j < pool_size; ++j) chances[static_cast<std::size_t>(s.pool[static_cast<std::size_t>(j)].index())] = policy.pool_chance;
    double best_value = 1e9;
    Action chosen = Action::knock();
    for (int i = 0; i < held; ++i) {
        const Card give = cards[static_cast<std::size_t>((start.card + i) % held)];
        const CardSet without = hand - CardSet{give};
        for (int j = 0; j < pool_size; ++j) {
            const int after_score = after[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
            if (after_score > best + policy.look_cut) continue;
            const Card take = s.pool[static_cast<std::size_t>((start.slot + j) % pool_size)];
            const double value = after_score - look * look_potential_scored(without | CardSet{take}, after_score, chances, give);
            if (value < best_value) {
                best_value = value;
                chosen = Action::swap(give, take);
            }
        }
    }
    return chosen;
}

}  // namespace

Action rollout_action(const State& s, const RolloutPolicy& policy, Rng& rng) {
    if (policy.any_style && !s.last_lap) {
        const ModelStyle style = policy.styles[static_cast<std::size_t>(s.to_move)];
        if (style == ModelStyle::Colour || style == ModelStyle::Number || style == ModelStyle::Dumper)
            return style_rollout_action(s, style, policy, (policy.moves_before + static_cast<int>(s.log.back().moves.size())) / s.players(), rng);
    }
    const CardSet hand = s.hands[static_cast<std::size_t>(s.to_move)];
    const int now = score(hand);
    std::array<Card, kHandSize> cards{};
    int held = 0;
    for (Card c : hand) cards[static_cast<std::size_t>(held++)] = c;

    const ScanStart start = random_start(rng, held, s.rules.pool_size);
    int best = now;
    Action best_action = Action::knock();
    Action neutral = Action::knock();
    int least = kDeckSize * kNumbers;
    Action least_action = Action::knock();
    std::array<std::array<int, kMaxPool>, kHandSize> after;  // only the written entries are read
    for_each_swap(s, cards, held, start, [&](int i, int j, Card give, Card take, int value) {
        after[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = value;
        if (value < best) {
            best = value;
            best_action = Action::swap(give, take);
        } else if (value == now && !neutral.is_swap()) {
            neutral = Action::swap(give, take);
        } else if (value > now && value < least) {
            least = value;
            least_action = Action::swap(give, take);
        }
        return true;
    });
    if (s.last_lap) return best_action;
    const auto laps = (policy.moves_before + static_cast<int>(s.log.back().moves.size())) / s.players();
    if (laps >= kRolloutPatienceLaps) return Action::knock();
    // Medium never knocks just to pass: with no swap that keeps its score it takes the least bad one.
    if (!neutral.is_swap()) neutral = least_action;
    if (policy.see_margin > 0 && s.to_move == policy.self && best >= now - 2) {
        int others = 0;
        for (Seat seat = 0; seat < s.players(); ++seat)
            if (seat != s.to_move) others += score(s.hands[static_cast<std::size_t>(seat)]);
        if (now <= others / static_cast<double>(s.players() - 1) - policy.see_margin) return Action::knock();
    }
    if (policy.medium_knocks) {
        // Knock as Medium does: a knock that starts the last lap wants a hand under the table's usual
        // score and no big swap left; a first knock wants a better hand and no improving swap.
        const double level = policy.knock_level + policy.knock_extra[static_cast<std::size_t>(s.to_move)] + policy.own_shift[static_cast<std::size_t>(s.to_move)] + 0.5 * std::max(0, laps - 6);
        if (s.knocks >= 1 && now <= level - 1 && best >= now - 2) return Action::knock();
        const int played = static_cast<int>(s.log.back().moves.size()) - policy.moves_before;
        const double look = s.to_move == policy.self && policy.self_look > 0 ? policy.self_look : policy.look;
        if (look > 0 && best > 0 && played < policy.look_laps * s.players()) {
            if (s.knocks == 0 && best >= now && now <= level - 2) return Action::knock();
            return looked_swap(s, policy, look, cards, held, start, after);
        }
        if (best < now) return best_action;
        if (s.knocks == 0 && now <= level - 2) return Action::knock();
        return neutral;
    }
    if (best < now) return best_action;
    if (now <= policy.knock_level + policy.knock_extra[static_cast<std::size_t>(s.to_move)] + policy.own_shift[static_cast<std::size_t>(s.to_move)]) return Action::knock();
    return neutral;
}

void HardBot::search_deals(const View& view, const State& base, const std::vector<Action>& candidates,
                           RolloutPolicy policy, Rng rng, int deals, std::chrono::steady_clock::time_point stop,
                           ThreadSearch& part) const {
    DealChain chain(view, params_.sample, params_.chain);
    State deal = base;
    const bool style_rollouts = params_.chain.family && params_.style_rollouts > 0;
    const std::array<double, kMaxPlayers> weight = lead_weights(view, params_.lead_spread);
    for (;;) {
        Rng deal_rng(rng.next());
        chain.next(deal, deal_rng);
        if (style_rollouts) set_rollout_styles(chain, view, params_.style_rollouts, params_.chain.family_params, policy);
        const std::uint64_t rollout_seed = rng.next();
        for (std::size_t c = 0; c < candidates.size(); ++c) {
            State s = deal;
            apply(s, candidates[c]);
            Rng rollout_rng(rollout_seed);
            play_out(s, policy, rollout_rng);
            part.total[c] += outcome(s, view, params_.match_aware, params_.risk, weight);
        }
        ++part.deals;
        if (deals > 0 ? part.deals >= deals : std::chrono::steady_clock::now() >= stop) break;
    }
}

std::vector<State> HardBot::sample_deals(const View& view, int count) const {
    Rng rng = decision_rng(seed_, seat_, view);
    DealChain chain(view, params_.sample, params_.chain);
    State deal = determinization_base(view);
    std::vector<State> deals;
    for (int k = 0; k < count; ++k) {
        Rng deal_rng(rng.next());
        chain.next(deal, deal_rng);
        deals.push_back(deal);
        rng.next();  // the search's rollout seed for this deal, so that the next deal is the search's too
    }
    return deals;
}

RolloutPolicy HardBot::rollout_policy(const View& view) const {
    RolloutPolicy policy{expected_other_score(view) + params_.knock_offset, params_.medium_knocks};
    policy.moves_before = static_cast<int>(view.history.size());
    if (params_.own_knock_levels)
        for (Seat s = 0; s < view.players(); ++s)
            policy.own_shift[static_cast<std::size_t>(s)] = expected_other_score(view, s) - expected_other_score(view);
    policy.chase_points = params_.chain.family_params.chase_points;
    policy.look = params_.rollout_look;
    policy.look_cut = params_.rollout_cut;
    policy.look_laps = params_.rollout_look_laps;
    policy.self = view.seat;
    policy.see_margin = params_.see_margin;
    policy.self_look = params_.self_look;
    policy.pool_chance = params_.heuristic.pool_chance;
    // Medium's chance for a card it has not seen: its share of the other hands, as at a round's start.
    const int hidden = (view.players() - 1) * kHandSize;
    const int unseen = kDeckSize - kHandSize - view.rules.pool_size;
    policy.unseen_chance = params_.heuristic.unseen_chance * static_cast<float>(hidden) / static_cast<float>(unseen);
    return policy;
}

Action HardBot::choose(const View& view) {
    stats_ = {};
    if (!view.my_turn()) return Action::knock();
    const auto start = std::chrono::steady_clock::now();
    Rng rng = decision_rng(seed_, seat_, view);

    const std::vector<RankedSwap> ranked = rank_swaps(view, params_.heuristic);
    const int now = score(view.hand);
    const RankedSwap* best_immediate = nullptr;
    for (const RankedSwap& r : ranked)
        if (r.score < now && (best_immediate == nullptr || r.score < best_immediate->score)) best_immediate = &r;
    if (best_immediate != nullptr && best_immediate->score == 0) return best_immediate->action;
    // The last turn of the round: nothing after it changes this hand.
    if (view.last_lap) return best_immediate != nullptr ? best_immediate->action : Action::knock();

    // Each candidate with the heuristic's opinion of the hand it leaves (lower is better).
    std::vector<Action> candidates{Action::knock()};
    std::vector<double> opinion{hand_value(view.hand, card_chances(view, params_.heuristic), params_.heuristic.lookahead)};
    if (best_immediate != nullptr) {
        candidates.push_back(best_immediate->action);
        opinion.push_back(best_immediate->value);
    }
    for (std::size_t i = 0; i < ranked.size() && static_cast<int>(candidates.size()) < params_.candidates + 2; ++i)
        if (!contains(candidates, ranked[i].action)) {
            candidates.push_back(ranked[i].action);
            opinion.push_back(ranked[i].value);
        }

    const State base = determinization_base(view);
    const RolloutPolicy policy = rollout_policy(view);
    // A tenth of the budget is kept back for the deal in progress and the caller's own work.
    const auto budget = std::chrono::microseconds(clock_budget(std::chrono::milliseconds(params_.time_ms)).count() * 900);
    const int threads = core::search_threads(params_.threads);
    // With a budget in rollouts, every deal plays each candidate once: the deals it takes are
    // known up front and shared among the threads, so the count does not depend on their speed.
    const int cands = static_cast<int>(candidates.size());
    const int deals_wanted = params_.iterations > 0 ? (params_.iterations + cands - 1) / cands : 0;
    std::vector<ThreadSearch> parts(static_cast<std::size_t>(threads));
    core::run_threads(threads, [&](int t) {
        ThreadSearch& part = parts[static_cast<std::size_t>(t)];
        part.total.assign(candidates.size(), 0.0);
        const int deals = params_.iterations > 0 ? core::thread_share(deals_wanted, threads, t) : -1;
        if (deals == 0) return;
        search_deals(view, base, candidates, policy, core::thread_rng(rng, t), deals, start + budget, part);
    });
    std::vector<double> total(candidates.size(), 0.0);
    for (const ThreadSearch& part : parts) {
        for (std::size_t c = 0; c < candidates.size(); ++c) total[c] += part.total[c];
        stats_.deals += part.deals;
    }
    stats_.iterations = stats_.deals * cands;
    core::deals_searched_here() += stats_.deals;
    // Rollouts play every seat greedily, which undersells swaps that prepare a group; the
    // heuristic's opinion of each candidate's hand makes up for part of that.
    // In the match's last round only winning counts, and the rollouts judge that better than a
    // hand's value in points does.
    const bool last_round = view.round + 1 >= view.rules.rounds;
    const double prior = last_round ? params_.last_round_prior : params_.prior_weight;
    auto merit = [&](std::size_t c) { return total[c] / stats_.deals - prior * opinion[c]; };
    std::size_t best = 0;
    for (std::size_t c = 1; c < candidates.size(); ++c)
        if (merit(c) > merit(best)) best = c;
    return candidates[best];
}

}  // namespace zero::knizia

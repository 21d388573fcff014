// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/soler/bots/hard_bot.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <optional>
#include <stdexcept>

#include "zero/core/bot_options.hpp"
#include "zero/core/parallel_search.hpp"
#include "zero/soler/solver.hpp"

namespace zero::soler {
namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t slot(int value) { return static_cast<std::size_t>(value - kMinValue); }
constexpr std::size_t at(Seat seat) { return static_cast<std::size_t>(seat); }

// A card of a seat as a mix of its known cards and cards from a pool: the seat holds `size` cards,
// `known` among them for sure, the rest drawn from `pool`.
std::array<double, kValues> card_odds(const Cards& known, int size, const Cards& pool) {
    std::array<double, kValues> odds{};
    if (size <= 0) return odds;
    const int known_n = std::min(known.size(), size);
    const int pool_n = pool.size();
    for (int v = kMinValue; v <= kMaxValue; ++v) {
        if (known_n > 0) odds[slot(v)] += static_cast<double>(known.count(v)) / size;
        if (pool_n > 0) odds[slot(v)] += static_cast<double>(size - known_n) / size * pool.count(v) / pool_n;
    }
    return odds;
}

// How the others are modelled, computed once a decision from the View. A model player bets as
// Medium does: the free total most likely from what it sees, its own card and the others' cards
// drawn from their known cards or the cards nobody has shown.
struct Model {
    int n = 0;
    int span = 0;  // 3 x players: totals are indexed total + span
    Seat me = 0;
    Seat leader = 0;
    SeatArray pre{};  // each hand's size before this trick's play
    CardsArray known{};
    Cards mine_unseen;  // what this seat cannot place
    // odds[j][v]: the totals as seat j sees them when it holds v; prefs[j][v]: the totals in the
    // order seat j would pick them (likeliest first, lower first on a tie).
    std::array<std::array<std::vector<double>, kValues>, kMaxPlayers> odds;
    std::array<std::array<std::vector<int>, kValues>, kMaxPlayers> prefs;

    explicit Model(const View& view) : n(view.players()), span(3 * view.players()), me(view.seat), leader(view.leader) {
        Cards open = Cards::deck();
        for (Seat s = 0; s < n; ++s) {
            pre[at(s)] = view.hand_sizes[at(s)] + (has_seat(view.committed, s) ? 1 : 0);
            known[at(s)] = view.known[at(s)];
            open -= view.safe[at(s)];
        }
        for (Seat s = 0; s < n; ++s)
            for (int v = kMinValue; v <= kMaxValue; ++v) open.remove_at_most(v, known[at(s)].count(v));
        mine_unseen = view.unseen();
        for (Seat j = 0; j < n; ++j) {
            if (j == me) continue;
            for (int v = kMinValue; v <= kMaxValue; ++v) {
                Cards pool = open;
                pool.remove_at_most(v);
                std::vector<double> totals(static_cast<std::size_t>(2 * span + 1), 0.0);
                totals[static_cast<std::size_t>(v + span)] = 1.0;
                for (Seat k = 0; k < n; ++k)
                    if (k != j) totals = add_card(totals, card_odds(known[at(k)], pre[at(k)], pool));
                std::vector<int> order;
                for (int t = -span; t <= span; ++t) order.push_back(t);
                std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                    return totals[static_cast<std::size_t>(a + span)] > totals[static_cast<std::size_t>(b + span)];
                });
                odds[at(j)][slot(v)] = std::move(totals);
                prefs[at(j)][slot(v)] = std::move(order);
            }
        }
    }

    // The bet seat j makes holding v when `taken` totals are gone.
    int model_bet(Seat j, int v, const std::vector<int>& taken) const {
        for (int t : prefs[at(j)][slot(v)])
            if (std::find(taken.begin(), taken.end(), t) == taken.end()) return t;
        return 0;  // never: there are more totals than seats
    }

    // How well seat j holding v explains its bet when `taken` totals were gone: the bet's chance
    // against the likeliest free total's, sharpened, never below the floor.
    double bet_likelihood(Seat j, int v, int bet, const std::vector<int>& taken, const HardParams& p) const {
        const std::vector<double>& o = odds[at(j)][slot(v)];
        double best = 0;
        for (int t = -span; t <= span; ++t)
            if (std::find(taken.begin(), taken.end(), t) == taken.end())
                best = std::max(best, o[static_cast<std::size_t>(t + span)]);
        const double ratio = best > 0 ? o[static_cast<std::size_t>(bet + span)] / best : 0.0;
        return p.floor + (1.0 - p.floor) * std::pow(ratio, p.sharpness);
    }

    std::vector<double> posterior(int own, SeatMask bet_made, const SeatArray& bets, const HardParams& p) const {
        std::vector<double> totals(static_cast<std::size_t>(2 * span + 1), 0.0);
        totals[static_cast<std::size_t>(own + span)] = 1.0;
        std::vector<int> taken;
        Seat j = leader;
        for (int k = 0; k < n; ++k, j = next_seat(j, n)) {
            if (j == me) {
                if (has_seat(bet_made, j)) taken.push_back(bets[at(j)]);
                continue;
            }
            std::array<double, kValues> card = card_odds(known[at(j)], pre[at(j)], mine_unseen);
            if (has_seat(bet_made, j)) {
                const int bet = bets[at(j)];
                double sum = 0;
                for (int v = kMinValue; v <= kMaxValue; ++v) {
                    if (card[slot(v)] == 0.0) continue;
                    card[slot(v)] *= bet_likelihood(j, v, bet, taken, p);
                    sum += card[slot(v)];
                }
                if (sum > 0)
                    for (double& c : card) c /= sum;
                taken.push_back(bet);
            }
            totals = add_card(totals, card);
        }
        return totals;
    }

    // The likeliest free total (the lowest on a tie).
    int best_bet(int own, SeatMask bet_made, const SeatArray& bets, const HardParams& p) const {
        const std::vector<double> totals = posterior(own, bet_made, bets, p);
        int choice = 0;
        double best = -1;
        for (int t = -span; t <= span; ++t) {
            bool free = true;
            for (Seat s = 0; s < n; ++s) free = free && !(has_seat(bet_made, s) && bets[at(s)] == t);
            if (free && totals[static_cast<std::size_t>(t + span)] > best + 1e-12) {
                best = totals[static_cast<std::size_t>(t + span)];
                choice = t;
            }
        }
        return choice;
    }
};

std::uint64_t key_of(const Cards& cards) {
    std::uint64_t key = 0;
    for (int v = kMinValue; v <= kMaxValue; ++v) key = (key << 8) | static_cast<std::uint64_t>(cards.count(v));
    return key;
}


// The most cards `hand` lays safe, remembered: the deals ask about the same hands again and again.
int most_safe(const Cards& hand, SafeMemo& memo) {
    const std::uint64_t key = key_of(hand);
    if (const auto found = memo.most.find(key); found != memo.most.end()) return found->second;
    if (memo.most.size() > 500'000) memo.most.clear();
    const int laid = most_safe_cards(hand);
    memo.most.emplace(key, static_cast<std::uint8_t>(laid));
    return laid;
}

// The cards a hand keeps after laying the most it can.
Cards left_after_laying(const Cards& hand, SafeMemo& memo) {
    const std::uint64_t key = key_of(hand);
    if (const auto found = memo.left.find(key); found != memo.left.end()) return found->second;
    if (memo.left.size() > 200'000) memo.left.clear();
    Cards left = hand;
    for (const Group& group : best_laying(hand))
        for (int v : group) left.remove(v);
    memo.left.emplace(key, left);
    return left;
}

// Tricks this seat might take later: the cards of the other seats drawn from what it has not
// seen, and the most each lays safe on its own. The same for every deal of a decision.
struct SampleTricks {
    std::vector<Cards> cards;
    std::vector<int> safe;
};

SampleTricks sample_tricks(const View& view, int count, Rng& rng) {
    SampleTricks samples;
    std::vector<int> pool = view.unseen().list();
    const std::size_t take = std::min(pool.size(), static_cast<std::size_t>(view.players() - 1));
    for (int k = 0; k < count && take > 0; ++k) {
        Cards trick;
        for (std::size_t i = 0; i < take; ++i) {
            const std::size_t pick = i + rng.below(static_cast<std::uint32_t>(pool.size() - i));
            std::swap(pool[i], pool[pick]);
            trick.add(pool[i]);
        }
        samples.cards.push_back(trick);
        samples.safe.push_back(most_safe_cards(trick));
    }
    return samples;
}

// What hands are worth in one thread's search: a hand kept (its cards that may be laid safe
// later, the rest as spares) and a hand a trick was taken into (laid safe now, and what is left).
// With sample tricks, cards kept are worth the extra cards they let a later trick lay on average.
class Worth {
public:
    Worth(const HardParams& p, const SampleTricks& samples, SafeMemo& memo) : p_(p), samples_(samples), memo_(memo) {}
    int most(const Cards& hand) { return most_safe(hand, memo_); }
    double hold(const Cards& hand) {
        if (samples_.cards.empty()) {
            const int safe = most(hand);
            return p_.potential * safe + p_.spare * (hand.size() - safe);
        }
        return p_.potential * later(hand);
    }
    double take(const Cards& hand) {
        const int safe = most(hand);
        if (samples_.cards.empty()) return safe + p_.spare * (hand.size() - safe);
        return safe + p_.potential * later(left_after_laying(hand, memo_));
    }

private:
    double later(const Cards& hand) {
        const std::uint64_t key = key_of(hand);
        if (const auto found = memo_.later.find(key); found != memo_.later.end()) return found->second;
        double sum = 0;
        for (std::size_t k = 0; k < samples_.cards.size(); ++k) sum += most(hand + samples_.cards[k]) - samples_.safe[k];
        const double worth = sum / static_cast<double>(samples_.cards.size());
        memo_.later.emplace(key, worth);
        return worth;
    }

    const HardParams& p_;
    const SampleTricks& samples_;
    SafeMemo& memo_;
};

// The other seats' plays in one deal: Medium's rule (keep the hand that lays most), or now and
// then any card; each one's hand after it and what that hand is worth to keep.
struct OthersPlay {
    CardsArray rest{};
    SeatArray plays{};
    std::array<double, kMaxPlayers> hold{};

    void deal(const Model& model, Seat me, const HardParams& p, CardsArray& hands, Rng& rng, Worth& worth) {
        for (Seat j = 0; j < model.n; ++j) {
            if (j == me) continue;
            Cards& hand = hands[at(j)];
            if (hand.empty()) hand.add(0);  // never at a real table: every hand holds a card to play
            int card = 0;
            if (rng.unit() < p.model_play) {
                card = keep_most_safe(hand, rng, [&](const Cards& h) { return worth.most(h); });
            } else {
                const std::vector<int> cards = hand.list();
                card = cards[rng.below(static_cast<std::uint32_t>(cards.size()))];
            }
            hand.remove(card);
            plays[at(j)] = card;
            rest[at(j)] = hand;
            hold[at(j)] = worth.hold(hand);
        }
    }
};

// The bets, clockwise from the leader, when this seat plays `mine`: the others' from the model,
// this seat's own worked out once for each card and the bets before it (`my_bets`).
SeatArray deal_bets(const Model& model, const HardParams& p, Seat me, int mine, const SeatArray& plays,
                    std::unordered_map<std::uint64_t, int>& my_bets) {
    std::vector<int> taken;
    SeatMask made = 0;
    SeatArray bets{};
    std::uint64_t key = slot(mine);
    Seat seat = model.leader;
    for (int k = 0; k < model.n; ++k, seat = next_seat(seat, model.n)) {
        int bet = 0;
        if (seat == me) {
            const auto found = my_bets.find(key);
            if (found != my_bets.end()) {
                bet = found->second;
            } else {
                bet = model.best_bet(mine, made, bets, p);
                my_bets.emplace(key, bet);
            }
        } else {
            bet = model.model_bet(seat, plays[at(seat)], taken);
            key = key * static_cast<std::uint64_t>(2 * model.span + 1) + static_cast<std::uint64_t>(bet + model.span);
        }
        bets[at(seat)] = bet;
        made |= seat_bit(seat);
        taken.push_back(bet);
    }
    return bets;
}

// Who takes the trick: the seat whose bet is its sum, else a lone 0, else nobody (-1). `table`
// receives the trick's cards and `zeros` the seats that played a 0.
Seat trick_taker(int n, const SeatArray& plays, const SeatArray& bets, Cards& table, SeatMask& zeros) {
    int sum = 0;
    Seat taker = -1;
    for (Seat s = 0; s < n; ++s) {
        sum += plays[at(s)];
        table.add(plays[at(s)]);
        if (plays[at(s)] == 0) zeros |= seat_bit(s);
    }
    for (Seat s = 0; s < n; ++s)
        if (bets[at(s)] == sum) taker = s;
    if (taker < 0 && zeros != 0 && (zeros & (zeros - 1)) == 0)
        taker = static_cast<Seat>(std::countr_zero(static_cast<unsigned>(zeros)));
    return taker;
}

// What one deal's trick is worth to this seat, whose hand after its play is `left`, worth `hold`
// kept: the cards it lays safe if it takes, less what a seat that takes instead gains, and the
// lead of the next trick.
double trick_value(const View& view, const HardParams& p, Worth& worth, const OthersPlay& others, const SeatArray& bets,
                   Cards left, double hold) {
    const int n = view.players();
    const Seat me = view.seat;
    Cards table;
    SeatMask zeros = 0;
    const Seat taker = trick_taker(n, others.plays, bets, table, zeros);
    double v = hold;
    if (taker == me) {
        v = worth.take(left + table);
    } else if (taker < 0 && has_seat(zeros, me)) {
        left.add(0);
        v = worth.hold(left);
    }
    if (taker >= 0 && taker != me)
        v -= p.rivals / (n - 1) * (worth.take(others.rest[at(taker)] + table) - others.hold[at(taker)]);
    // A seat that takes leads the next trick; with no taker, the leader leads again.
    const Seat next = taker >= 0 ? taker : view.leader;
    return v + (next == me ? p.lead : -p.rivals / (n - 1) * p.lead);
}

// The bet with the best value over deals of the others' hands and cards (their cards by the
// model's rule), each deal weighed by how well it explains the bets made before this seat's; the
// seats after it bet as the model does. The likeliest free totals are the candidates.
int search_bet(const View& view, const Model& model, const HardParams& p, Rng& rng, Worth& worth) {
    const Seat me = view.seat;
    const int mine = *view.my_play;
    const std::vector<double> totals = model.posterior(mine, view.bet_made, view.bets, p);
    std::vector<int> candidates;
    for (const Action& bet : legal_actions(view)) candidates.push_back(bet.value);
    std::stable_sort(candidates.begin(), candidates.end(), [&](int a, int b) {
        return totals[static_cast<std::size_t>(a + model.span)] > totals[static_cast<std::size_t>(b + model.span)];
    });
    if (candidates.size() > 6) candidates.resize(6);

    HiddenDealer dealer(view);
    CardsArray hands{};
    OthersPlay others;
    const double hold = worth.hold(view.hand);
    std::vector<double> value(candidates.size(), 0.0);
    for (int deal = 0; deal < p.bet_deals; ++deal) {
        dealer.deal(rng, hands);
        others.deal(model, me, p, hands, rng, worth);
        others.plays[at(me)] = mine;
        double weight = 1;
        std::vector<int> taken;
        Seat seat = model.leader;
        for (; seat != me; seat = next_seat(seat, model.n)) {
            weight *= model.bet_likelihood(seat, others.plays[at(seat)], view.bets[at(seat)], taken, p);
            taken.push_back(view.bets[at(seat)]);
        }
        for (std::size_t c = 0; c < candidates.size(); ++c) {
            SeatArray bets = view.bets;
            std::vector<int> made = taken;
            bets[at(me)] = candidates[c];
            made.push_back(candidates[c]);
            for (Seat s = next_seat(me, model.n); s != model.leader; s = next_seat(s, model.n)) {
                bets[at(s)] = model.model_bet(s, others.plays[at(s)], made);
                made.push_back(bets[at(s)]);
            }
            value[c] += weight * trick_value(view, p, worth, others, bets, view.hand, hold);
        }
    }
    std::size_t best = 0;
    for (std::size_t c = 1; c < candidates.size(); ++c)
        if (value[c] > value[best] + 1e-9) best = c;
    return candidates[best];
}

// One thread's search of a card decision: up to `most` deals (and, by the clock, until `stop`),
// each candidate's outcome added to `value`. Returns the deals searched.
int search_deals(const View& view, const Model& model, const HardParams& p, const std::vector<int>& candidates, Rng& rng,
                 int most, std::optional<Clock::time_point> stop, Worth& worth, std::vector<double>& value) {
    const Seat me = view.seat;
    HiddenDealer dealer(view);
    CardsArray hands{};
    std::unordered_map<std::uint64_t, int> my_bets;
    std::vector<double> hold_mine(candidates.size(), 0.0);
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        Cards rest = view.hand;
        rest.remove(candidates[i]);
        hold_mine[i] = worth.hold(rest);
    }

    OthersPlay others;
    int deals = 0;
    for (;; ++deals) {
        if (deals >= most || (stop && deals % 8 == 0 && deals > 0 && Clock::now() >= *stop)) break;
        dealer.deal(rng, hands);
        others.deal(model, me, p, hands, rng, worth);
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            const int mine = candidates[i];
            others.plays[at(me)] = mine;
            const SeatArray bets = deal_bets(model, p, me, mine, others.plays, my_bets);
            Cards left = view.hand;
            left.remove(mine);
            const double v = trick_value(view, p, worth, others, bets, left, hold_mine[i]);
            value[i] += v;
        }
    }
    return deals;
}

}  // namespace

HiddenDealer::HiddenDealer(const View& view) : me_(view.seat), players_(view.players()), urn_(view.unseen().list()) {
    for (Seat s = 0; s < players_; ++s) {
        pre_[at(s)] = view.hand_sizes[at(s)] + (has_seat(view.committed, s) ? 1 : 0);
        // Known cards are a lower bound of the hand; never more than it holds.
        Cards known = view.known[at(s)];
        while (known.size() > pre_[at(s)]) known.remove(known.list().back());
        known_[at(s)] = known;
    }
}

void HiddenDealer::deal(Rng& rng, CardsArray& hands) {
    std::size_t drawn = 0;
    for (Seat j = 0; j < players_; ++j) {
        Cards& hand = hands[at(j)];
        hand = Cards{};
        if (j == me_) continue;
        hand = known_[at(j)];
        for (int need = pre_[at(j)] - hand.size(); need > 0 && drawn < urn_.size(); --need, ++drawn) {
            const std::size_t pick = drawn + rng.below(static_cast<std::uint32_t>(urn_.size() - drawn));
            std::swap(urn_[drawn], urn_[pick]);
            hand.add(urn_[drawn]);
        }
    }
}

HardParams hard_params(std::string_view kind) {
    return core::hard_params_of<HardParams>(kind, [](HardParams& p, const std::string& key, auto& whole) {
        auto thousandths = [&](int high) { return whole(0, high) / 1000.0; };
        if (key == "floor")
            p.floor = thousandths(1000);
        else if (key == "sharp")
            p.sharpness = thousandths(100'000);
        else if (key == "model")
            p.model_play = thousandths(1000);
        else if (key == "pot")
            p.potential = thousandths(10'000);
        else if (key == "spare")
            p.spare = thousandths(10'000);
        else if (key == "rivals")
            p.rivals = thousandths(10'000);
        else if (key == "future")
            p.future = whole(0, 1000);
        else if (key == "lead")
            p.lead = thousandths(10'000);
        else if (key == "bets")
            p.bet_deals = whole(0, 1'000'000);
        else
            return false;
        return true;
    });
}

std::vector<double> HardBot::posterior_totals(const View& view, int own, SeatMask bet_made,
                                              const SeatArray& bets) const {
    return Model(view).posterior(own, bet_made, bets, params_);
}

Action HardBot::choose(const View& view) {
    Rng rng = rng_for(view);
    switch (view.phase) {
        case Phase::Play:
            return play(view, rng);
        case Phase::Bet: {
            const Model model(view);
            if (params_.bet_deals == 0) return Action::bet(model.best_bet(*view.my_play, view.bet_made, view.bets, params_));
            const SampleTricks samples = sample_tricks(view, params_.future, rng);
            if (safe_memo_.empty()) safe_memo_.resize(1);
            safe_memo_.front().later.clear();
            Worth worth(params_, samples, safe_memo_.front());
            return Action::bet(search_bet(view, model, params_, rng, worth));
        }
        case Phase::Safe:
            return Action::safe(best_laying(view.hand));
        case Phase::Deal:
        case Phase::MatchOver:
            break;
    }
    const ActionList legal = legal_actions(view);
    return legal.front();
}

Action HardBot::play(const View& view, Rng& rng) {
    std::vector<int> candidates;
    for (int v = kMinValue; v <= kMaxValue; ++v)
        if (view.hand.contains(v)) candidates.push_back(v);
    last_deals_ = 0;
    if (candidates.size() == 1) return Action::play(candidates.front());

    const Model model(view);
    const SampleTricks samples = sample_tricks(view, params_.future, rng);
    const int threads = core::search_threads(params_.threads);
    if (safe_memo_.size() < static_cast<std::size_t>(threads)) safe_memo_.resize(static_cast<std::size_t>(threads));
    const auto stop = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                         std::chrono::duration<double, std::milli>(0.9 * static_cast<double>(clock_budget(std::chrono::milliseconds(params_.time_ms)).count())));
    const int most = params_.iterations > 0 ? params_.iterations : params_.max_deals;
    const core::SearchOutcome outcome =
        core::search_candidates(threads, candidates.size(), [&](int t, std::vector<double>& values) {
            Rng thread_rng = core::thread_rng(rng, t);
            auto& memo = safe_memo_[static_cast<std::size_t>(t)];
            memo.later.clear();
            Worth worth(params_, samples, memo);
            return search_deals(view, model, params_, candidates, thread_rng, core::thread_share(most, threads, t),
                                params_.iterations > 0 ? std::nullopt : std::optional(stop), worth, values);
        });
    last_deals_ = outcome.deals;
    return Action::play(candidates[outcome.best]);
}

}  // namespace zero::soler

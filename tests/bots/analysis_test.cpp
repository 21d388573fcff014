// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis of a match (docs/analysis.md) in every game: it reads only what the analysed seat
// saw, it is reproducible, and it finds a random player's decisions worse than Hard's.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "zero/hero/bots/analysis.hpp"
#include "zero/hero/bots/bot_match.hpp"
#include "zero/knizia/bots/analysis.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/knizia/score.hpp"
#include "zero/soler/bots/analysis.hpp"
#include "zero/soler/bots/bot_match.hpp"

// A named namespace: the test files are built as one unit.
namespace analysis_test {

using zero::core::AnalysisParams;
using zero::core::MatchAnalysis;

AnalysisParams quick(int iterations, int deals) {
    AnalysisParams p;
    p.iterations = iterations;
    p.deals = deals;
    p.threads = 2;
    return p;
}

// The record stopped just after `seat`'s `keep`-th decision (1-based) of its last round: the
// round's end, the totals and the winners go, as in a record of a match still being played.
template <class Record>
Record cut_after(Record record, int seat, int keep) {
    auto& round = record.rounds.back();
    std::size_t end = 0;
    for (std::size_t a = 0; a < round.actions.size() && keep > 0; ++a)
        if (round.actions[a].seat == seat && --keep == 0) end = a + 1;
    REQUIRE(end > 0);
    round.actions.resize(end);
    round.end.reset();
    round.scores.clear();
    record.totals.clear();
    record.winners.clear();
    return record;
}

// Every decision the cut record holds is the whole record's, to the last digit.
void require_same_decisions(const MatchAnalysis& whole, const MatchAnalysis& cut) {
    REQUIRE(!cut.decisions.empty());
    REQUIRE(cut.decisions.size() <= whole.decisions.size());
    for (std::size_t i = 0; i < cut.decisions.size(); ++i) {
        INFO("decision " << i << ": round " << cut.decisions[i].round << ", action " << cut.decisions[i].position);
        CHECK(cut.decisions[i].played == whole.decisions[i].played);
        CHECK(cut.decisions[i].best == whole.decisions[i].best);
        CHECK(cut.decisions[i].played_value == whole.decisions[i].played_value);
        CHECK(cut.decisions[i].best_value == whole.decisions[i].best_value);
        CHECK(cut.decisions[i].loss == whole.decisions[i].loss);
    }
}

void check_report(const MatchAnalysis& a) {
    for (const zero::core::DecisionReport& d : a.decisions) {
        CHECK(d.loss >= 0);
        CHECK(d.loss == d.best_value - d.played_value);
        if (d.played == d.best) CHECK(d.loss == 0);
    }
}

// A hidden swap the seat cannot notice: two places of a deal whose cards change places, kept when
// the cut record still replays and the seat's view at each of its decisions is the same.
template <class Record, class Places, class SameViews>
Record hide_differently(const Record& cut, int seat, Places&& places, SameViews&& same_views) {
    zero::Rng rng(99);
    for (int attempt = 0; attempt < 2000; ++attempt) {
        Record changed = cut;
        changed.seed.reset();
        auto [a, b] = places(changed.rounds.back(), rng);
        if (a == nullptr || b == nullptr || *a == *b) continue;
        std::swap(*a, *b);
        if (same_views(cut, changed, seat)) return changed;
    }
    FAIL("no hidden swap found");
    return cut;
}

template <class Record, class Replay, class ViewFor>
bool views_agree(const Record& one, const Record& other, int seat, Replay replay, ViewFor view_for) {
    std::string e1, e2;
    const auto a = zero::core::decision_points(one, seat, replay, view_for, e1);
    const auto b = zero::core::decision_points(other, seat, replay, view_for, e2);
    if (!e1.empty() || !e2.empty() || a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!(a[i].view == b[i].view) || !(a[i].played == b[i].played)) return false;
    return true;
}

template <class T>
T* pick(std::vector<T>& items, zero::Rng& rng) {
    return items.empty() ? nullptr : &items[rng.below(static_cast<std::uint32_t>(items.size()))];
}

// Over the matches `record(seed)` plays, seat 0 (random) and seat 1 (Hard) analysed with
// `analyse(record, seat)`: the random seat's mean loss a decision, at least `floor`, is more than
// three times Hard's.
template <class Record, class Analyse>
void random_loses_more(std::uint64_t first, int matches, Record&& record, Analyse&& analyse, double floor) {
    double random_loss = 0, hard_loss = 0;
    std::size_t random_n = 0, hard_n = 0;
    for (std::uint64_t seed = first; seed < first + static_cast<std::uint64_t>(matches); ++seed) {
        const auto played = record(seed);
        const MatchAnalysis r = analyse(played, 0);
        const MatchAnalysis h = analyse(played, 1);
        check_report(r);
        check_report(h);
        random_loss += r.mean_loss() * static_cast<double>(r.decisions.size());
        hard_loss += h.mean_loss() * static_cast<double>(h.decisions.size());
        random_n += r.decisions.size();
        hard_n += h.decisions.size();
    }
    random_loss /= static_cast<double>(random_n);
    hard_loss /= static_cast<double>(hard_n);
    INFO("random " << random_loss << " a decision over " << random_n << ", Hard " << hard_loss << " over " << hard_n);
    CHECK(random_loss > floor);
    CHECK(random_loss > 3 * hard_loss);
}

// The record cut after `keep` of `seat`'s decisions of its last round, and the same with two
// hidden places swapped by `places` (hide_differently): every decision analysed in the second is
// the whole record's. The game's replay, view_for and analyse are found by argument lookup.
template <class Record, class Places>
void analysis_ignores_hidden(const Record& record, int seat, int keep, Places&& places, const AnalysisParams& p) {
    const Record cut = cut_after(record, seat, keep);
    auto same = [](const Record& a, const Record& b, int s) {
        return views_agree(a, b, s, [](const Record& r) { return replay(r); },
                           [](const auto& state, int who) { return view_for(state, who); });
    };
    const Record changed = hide_differently(cut, seat, places, same);
    const MatchAnalysis whole = analyse(record, seat, p);
    check_report(whole);
    require_same_decisions(whole, analyse(changed, seat, p));
}

}  // namespace analysis_test

using namespace analysis_test;

TEST_CASE("knizia: the analysis does not depend on the hidden cards of the other seats") {
    using namespace zero;
    using namespace zero::knizia;
    const MatchRecord record = make_record(play_bot_match(Rules{3, 5, 2}, 4242, {"medium", "medium", "medium"}), {});
    const Seat seat = 0;
    const MatchRecord cut = cut_after(record, seat, 3);
    // Two cards the other seats were dealt and have not given away by then change hands: the
    // seat never saw them, its views stay the same (checked move by move: the pool, the known cards).
    const RecordedRound& last = cut.rounds.back();
    auto given = [&](Seat s, Card c) {
        return std::any_of(last.actions.begin(), last.actions.end(),
                           [&](const Move& m) { return m.seat == s && m.action.is_swap() && m.action.give == c; });
    };
    std::optional<MatchRecord> changed;
    for (std::size_t i = 0; i < kHandSize && !changed; ++i)
        for (std::size_t j = 0; j < kHandSize && !changed; ++j) {
            const Card x = last.hands[1][i];
            const Card y = last.hands[2][j];
            if (given(1, x) || given(2, y)) continue;
            MatchRecord other = cut;
            other.seed.reset();
            std::swap(other.rounds.back().hands[1][i], other.rounds.back().hands[2][j]);
            if (replay(other).state) changed = other;
        }
    REQUIRE(changed);
    const AnalysisParams p = quick(120, 20);
    const MatchAnalysis whole = analyse(record, seat, p);
    check_report(whole);
    require_same_decisions(whole, analyse(*changed, seat, p));
    // The analysis is its seed's alone: the same again, on one thread.
    AnalysisParams one_thread = p;
    one_thread.threads = 1;
    require_same_decisions(whole, analyse(record, seat, one_thread));
}

TEST_CASE("soler: the analysis does not depend on the hidden cards of the other seats") {
    using namespace zero::soler;
    const zero::Seat seat = 1;
    // A card of another seat's hand as dealt and a card of the pile change places.
    auto places = [&](RecordedGame& game, zero::Rng& rng) -> std::pair<int*, int*> {
        const auto other = static_cast<std::size_t>((seat + 1 + static_cast<int>(rng.below(2))) % 3);
        return {pick(game.hands[other], rng), pick(game.pile, rng)};
    };
    analysis_ignores_hidden(make_record(bot_match(Rules{3, 2, 0}, 777, {"medium", "medium", "medium"}), {}), seat, 6,
                            places, quick(300, 12));
}

TEST_CASE("hero: the analysis does not depend on the hidden cards of the other seats") {
    using namespace zero::hero;
    const zero::Seat seat = 2;
    // Another seat's face-down card and a card of the pile or of those set aside change places.
    auto places = [&](RecordedGame& game, zero::Rng& rng) -> std::pair<Card*, Card*> {
        Card* secret = &game.secret[static_cast<std::size_t>((seat + 1 + static_cast<int>(rng.below(2))) % 3)];
        return {secret, rng.below(2) == 0 ? pick(game.removed, rng) : pick(game.pile, rng)};
    };
    analysis_ignores_hidden(make_record(bot_match(Rules{3, 1}, 555, {"medium", "medium", "medium"}), {}), seat, 5,
                            places, quick(20, 8));
}

TEST_CASE("knizia: a random player loses clearly more per decision than Hard") {
    using namespace zero;
    using namespace zero::knizia;
    random_loses_more(
        9100, 2,
        [](std::uint64_t seed) {
            return make_record(play_bot_match(Rules{3, 5, 2}, seed, {"random", "hard:iters=300:threads=1", "medium"}), {});
        },
        [](const MatchRecord& r, Seat seat) { return analyse(r, seat, quick(200, 24)); }, 1.0);
}

TEST_CASE("soler: a random player loses clearly more per decision than Hard") {
    using namespace zero::soler;
    random_loses_more(
        9200, 2,
        [](std::uint64_t seed) {
            return make_record(bot_match(Rules{3, 1, 0}, seed, {"random", "hard:iters=300:threads=1", "medium"}), {});
        },
        [](const MatchRecord& r, zero::Seat seat) { return analyse(r, seat, quick(300, 10)); }, 0.2);
}

TEST_CASE("hero: a random player loses clearly more per decision than Hard") {
    using namespace zero::hero;
    random_loses_more(
        9300, 2,
        [](std::uint64_t seed) {
            return make_record(bot_match(Rules{3, 1}, seed, {"random", "hard:iters=20:threads=1", "medium"}), {});
        },
        [](const MatchRecord& r, zero::Seat seat) { return analyse(r, seat, quick(20, 8)); }, 1.0);
}

TEST_CASE("every game: a hint is Hard's move of the analysis, with its numbers") {
    const AnalysisParams p = quick(60, 4);
    {
        using namespace zero;
        using namespace zero::knizia;
        const MatchRecord record = make_record(play_bot_match(Rules{3, 5, 1}, 31, {"medium", "random", "medium"}), {});
        std::string error;
        const auto points = core::decision_points(
            record, 1, [](const MatchRecord& r) { return replay(r); }, [](const State& s, Seat who) { return view_for(s, who); },
            error);
        REQUIRE(!points.empty());
        for (const auto& point : points) {
            const Hint h = hint(point.view, p);
            CHECK(h.best == evaluate_decision(point.view, point.played, p).best);
            CHECK(h.score_now == score(point.view.hand));
            if (!h.best.is_swap()) continue;
            CardSet after = point.view.hand;
            after.erase(h.best.give);
            after.insert(h.best.take);
            CHECK(h.score_after == score(after));
            CHECK(h.group_size >= 1);
        }
    }
    {
        using namespace zero::soler;
        const MatchRecord record = make_record(bot_match(Rules{3, 1, 0}, 32, {"medium", "random", "medium"}), {});
        std::string error;
        const auto points = zero::core::decision_points(
            record, 1, [](const MatchRecord& r) { return replay(r); },
            [](const State& s, zero::Seat who) { return view_for(s, who); }, error);
        REQUIRE(!points.empty());
        for (std::size_t i = 0; i < points.size() && i < 60; ++i) {
            const Hint h = hint(points[i].view, p);
            const ActionList legal = legal_actions(points[i].view);
            if (h.best.kind != ActionKind::Safe) CHECK(std::find(legal.begin(), legal.end(), h.best) != legal.end());
            CHECK(h.chance >= 0);
            CHECK(h.chance <= 1);
        }
    }
    {
        using namespace zero::hero;
        const MatchRecord record = make_record(bot_match(Rules{3, 1}, 33, {"medium", "random", "medium"}), {});
        std::string error;
        const auto points = zero::core::decision_points(
            record, 1, [](const MatchRecord& r) { return replay(r); },
            [](const State& s, zero::Seat who) { return view_for(s, who); }, error);
        REQUIRE(!points.empty());
        for (const auto& point : points) {
            const Hint h = hint(point.view, p);
            CHECK(h.best == evaluate_decision(point.view, point.played, p).best);
            if (h.best.kind == ActionKind::Buy) CHECK(h.cost == point.view.piles[static_cast<std::size_t>(h.best.slot)]);
            else CHECK(h.rows_after == h.rows_now);
        }
    }
}

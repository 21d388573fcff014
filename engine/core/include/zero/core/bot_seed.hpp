// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How every game's bots draw their chances: a generator per decision, seeded by the match's seed,
// the seat and the stage the decision is for, so that a bot match replays exactly and a resumed
// one plays on as it would have.
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "zero/core/rng.hpp"
#include "zero/core/seat.hpp"

namespace zero::core {

constexpr Rng decision_rng(std::uint64_t match_seed, Seat seat, std::uint64_t stage) {
    return Rng(mix_seed(mix_seed(match_seed, static_cast<std::uint64_t>(seat) + 1), stage));
}

// A game's bot: it sees the game's View only. A game names its own class after it (`class Bot :
// public core::BotOf<View, Action> {};`), so that the layers above may declare it.
template <class V, class A>
class BotOf {
public:
    using View = V;
    using Action = A;
    virtual ~BotOf() = default;
    // Asked only when the view's seat may act.
    virtual Action choose(const View& view) = 0;
    virtual std::string kind() const = 0;

    // How long a table will wait for this bot's next answer without keeping anyone waiting: the
    // animation of the move before and the bot pace. A bot that thinks to a clock thinks no longer
    // than this, so that a faster table never waits for it; set before the decision starts, on the
    // thread that starts it. Before any call, the bot's own budget alone.
    void allow_time(std::chrono::milliseconds wait) { allowed_ = std::max(wait, std::chrono::milliseconds(1)); }

protected:
    // The clock a decision may spend: `own`, the bot's budget, or less when the table allows less.
    std::chrono::milliseconds clock_budget(std::chrono::milliseconds own) const {
        return allowed_.count() > 0 ? std::min(own, allowed_) : own;
    }

private:
    std::chrono::milliseconds allowed_{0};  // 0: no call yet
};

// A bot kind's name as a template argument ("easy").
template <std::size_t N>
struct KindName {
    char text[N]{};
    // Implicit, so that a string literal is the argument.
    constexpr KindName(const char (&name)[N]) { std::copy_n(name, N, text); }
};

// A game's bot (`Bot`, its interface) whose decisions draw from decision_rng for its seat, at the
// stage the view's member `Stage` names: the epoch where seats act at once (a seat's choice must
// not depend on who committed before it), else the state id.
template <class Bot, auto Stage>
class SeededBot : public Bot {
public:
    SeededBot(std::uint64_t match_seed, Seat seat) : seed_(match_seed), seat_(seat) {}

protected:
    template <class View>
    Rng rng_for(const View& view) const {
        return decision_rng(seed_, seat_, view.*Stage);
    }

private:
    std::uint64_t seed_;
    Seat seat_;
};

// A seeded bot of the kind `Kind` names: a game's bot class derives from it and writes choose().
template <class Seeded, KindName Kind>
class KindBot : public Seeded {
public:
    using Seeded::Seeded;
    std::string kind() const override { return Kind.text; }
};

// A bot of the kind `Kind` whose choice is `Choose(view, rng)`, a function of what it sees and of
// the decision's generator alone: the bots that keep nothing between decisions.
template <class Seeded, KindName Kind, auto Choose>
class ChoiceBot : public KindBot<Seeded, Kind> {
public:
    using KindBot<Seeded, Kind>::KindBot;
    typename Seeded::Action choose(const typename Seeded::View& view) override {
        Rng rng = this->rng_for(view);
        return Choose(view, rng);
    }
};

// Uniform over legal_actions(view) (the game's, found beside its View), from the decision's
// generator: every game's "random". Asked all the same when its seat may not act (Knizia's tables
// ask every seat), it answers the game's default action rather than divide by zero.
template <class Seeded>
class RandomBot : public KindBot<Seeded, "random"> {
public:
    using KindBot<Seeded, "random">::KindBot;
    typename Seeded::Action choose(const typename Seeded::View& view) override {
        Rng rng = this->rng_for(view);
        const auto legal = legal_actions(view);
        if (legal.empty()) return {};
        return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    }
};

// Empty when `make` (a game's make_bot for one kind) makes a bot; otherwise the one-line reason
// it gives: every game's bot_kind_error.
template <class Make>
std::string make_bot_error(Make&& make) {
    try {
        (void)make();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return {};
}

// "easy, medium, hard": the kinds a game knows, as its errors list them.
inline std::string kind_list(const std::vector<std::string>& kinds) {
    std::string known;
    for (const std::string& kind : kinds) known += (known.empty() ? "" : ", ") + kind;
    return known;
}

// What a game's make_bot throws for a kind it does not know: the kind, quoted short since it may
// come from a file or a LAN peer, the game and the kinds it knows.
inline std::invalid_argument unknown_bot_kind(std::string_view kind, std::string_view game,
                                              const std::vector<std::string>& kinds) {
    return std::invalid_argument("unknown bot kind \"" + std::string(kind.substr(0, 40)) + "\" for " +
                                 std::string(game) + " (" + kind_list(kinds) + ")");
}

// A game's Hard (`Seeded`, its SeededBot): a search with its parameters, which reports the deals
// its last decision searched (tests check the budget; `zero-cli simulate --timing` reports them).
template <class Seeded, class Params>
class HardBotBase : public KindBot<Seeded, "hard"> {
public:
    HardBotBase(std::uint64_t match_seed, Seat seat, Params params = {})
        : KindBot<Seeded, "hard">(match_seed, seat), params_(params) {}
    const Params& params() const { return params_; }
    int last_deals() const { return last_deals_; }

protected:
    Params params_;
    int last_deals_ = 0;
};

}  // namespace zero::core

// The bots' public face of a game whose kinds are "random", "easy", "medium" and "hard", easy and
// medium each a choice of the view and the decision's generator (Solèr's ZERO, Zero Hero), in its
// own namespace where the layers above find them: its `Bot`, a BotOf<View, Action>; `make_bot`,
// which throws std::invalid_argument naming the problem for a kind it does not know;
// `bot_kinds`; `bot_kind_error`, empty for a kind make_bot accepts (options included), otherwise
// the one-line reason it does not; its `SeededBot`, drawing at the view's member `Stage`; and
// `RandomBot`, `EasyBot` and `MediumBot`, the last two over the game's `easy_choice` and
// `medium_choice`. Its Hard is its own (a HardBotBase over its SeededBot).
#define ZERO_CHOICE_BOTS(View, Action, Stage)                                                     \
    class Bot : public ::zero::core::BotOf<View, Action> {};                                      \
    std::unique_ptr<Bot> make_bot(std::string_view kind, std::uint64_t match_seed, Seat seat);    \
    std::vector<std::string> bot_kinds();                                                         \
    std::string bot_kind_error(std::string_view kind);                                            \
    using SeededBot = ::zero::core::SeededBot<Bot, &View::Stage>;                                 \
    using RandomBot = ::zero::core::RandomBot<SeededBot>;                                         \
    Action easy_choice(const View& view, Rng& rng);                                               \
    using EasyBot = ::zero::core::ChoiceBot<SeededBot, "easy", &easy_choice>;                     \
    Action medium_choice(const View& view, Rng& rng);                                             \
    using MediumBot = ::zero::core::ChoiceBot<SeededBot, "medium", &medium_choice>;

#pragma once
// Opponents of other styles than Medium's, for measuring Hard (docs/bots.md, "Opponents of other
// styles"). They are written from the rules alone, not from Medium's code, and are not in the
// product's bot list: only the measuring tools (bot_arena, model_check) and the tests seat them.
//   colour  chases five of a colour      number  chases five of a number
//   knocker knocks early on a fair hand  dumper  gives away its highest card, takes the lowest
//   planner looks a swap ahead and weighs its near groups: meant to be about Medium's strength
// Each decision draws from decision_rng(match seed, seat, view), as the product's bots do.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "zero/knizia/bots/bot.hpp"

namespace zero::styles {

std::vector<std::string> style_kinds();
// A style bot, or nullptr when `spec.kind` names none (styles take no options).
std::unique_ptr<Bot> make_style_bot(const BotSpec& spec);
// A style or any kind make_bot knows; throws std::invalid_argument for anything else.
std::unique_ptr<Bot> make_arena_bot(const BotSpec& spec);
// Empty when make_arena_bot accepts `kind`, else the reason.
std::string arena_kind_error(std::string_view kind);

// What the styles share: a swap of one hand card for one pool card and the hand it leaves.
struct StyleSwap {
    Action action;
    CardSet after;
    int score = 0;
};
std::vector<StyleSwap> style_swaps(const View& view);
// The best of `swaps` by `better(a, b)` (a strictly better than b), ties drawn at random.
template <class Better>
const StyleSwap* pick_style_swap(const std::vector<StyleSwap>& swaps, Rng& rng, Better better) {
    const StyleSwap* best = nullptr;
    std::uint32_t ties = 0;
    for (const StyleSwap& s : swaps) {
        if (best == nullptr || better(s, *best)) {
            best = &s;
            ties = 1;
        } else if (!better(*best, s) && rng.below(++ties) == 0) {
            best = &s;
        }
    }
    return best;
}
// The swap that ends the round with a ZERO, or the lowest score in the last lap (every player's
// hand is then final): what any player does, whatever its style. Null when neither applies.
const StyleSwap* forced_style_swap(const View& view, const std::vector<StyleSwap>& swaps, Rng& rng);
// This seat's own turns so far this round.
int own_turns(const View& view);

class ColourChaser : public Bot {
public:
    ColourChaser(std::uint64_t seed, Seat seat) : seed_(seed), seat_(seat) {}
    Action choose(const View& view) override;
    std::string kind() const override { return "colour"; }

private:
    std::uint64_t seed_;
    Seat seat_;
};

class NumberChaser : public Bot {
public:
    NumberChaser(std::uint64_t seed, Seat seat) : seed_(seed), seat_(seat) {}
    Action choose(const View& view) override;
    std::string kind() const override { return "number"; }

private:
    std::uint64_t seed_;
    Seat seat_;
};

class EarlyKnocker : public Bot {
public:
    EarlyKnocker(std::uint64_t seed, Seat seat) : seed_(seed), seat_(seat) {}
    Action choose(const View& view) override;
    std::string kind() const override { return "knocker"; }

private:
    std::uint64_t seed_;
    Seat seat_;
};

class HighDumper : public Bot {
public:
    HighDumper(std::uint64_t seed, Seat seat) : seed_(seed), seat_(seat) {}
    Action choose(const View& view) override;
    std::string kind() const override { return "dumper"; }

private:
    std::uint64_t seed_;
    Seat seat_;
};

class Planner : public Bot {
public:
    Planner(std::uint64_t seed, Seat seat) : seed_(seed), seat_(seat) {}
    Action choose(const View& view) override;
    std::string kind() const override { return "planner"; }

private:
    std::uint64_t seed_;
    Seat seat_;
};

}  // namespace zero::styles

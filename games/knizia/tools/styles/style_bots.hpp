// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Opponents of other styles than Medium's, for measuring Hard (docs/bots.md, "Measured
// strength"). They are written from the rules alone, not from Medium's code, and are not in the
// product's bot list: only the measuring tools (bot_arena, model_check) and the tests seat them.
//   colour  chases five of a colour      number  chases five of a number
//   knocker knocks early on a fair hand  dumper  gives away its highest card, takes the lowest
//   planner looks a swap ahead and weighs its near groups: meant to be about Medium's strength
//   late    swaps for the lowest score and knocks only on a very low hand (no family style does)
// Each decision draws from decision_rng(match seed, seat, view), as the product's bots do.
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "zero/knizia/bots/bot.hpp"

namespace zero::styles {

std::vector<std::string> style_kinds();
// A style bot, or nullptr when `spec.kind` names none (styles take no options).
std::unique_ptr<knizia::Bot> make_style_bot(const knizia::BotSpec& spec);
// A style or any kind make_bot knows; throws std::invalid_argument for anything else.
std::unique_ptr<knizia::Bot> make_arena_bot(const knizia::BotSpec& spec);
// Empty when make_arena_bot accepts `kind`, else the reason.
std::string arena_kind_error(std::string_view kind);

// What the styles share: a swap of one hand card for one pool card and the hand it leaves.
struct StyleSwap {
    knizia::Action action;
    knizia::CardSet after;
    int score = 0;
};
std::vector<StyleSwap> style_swaps(const knizia::View& view);
// The order of swaps by the score they leave, lowest first: most styles' judgement, or part of it.
inline bool lower_score(const StyleSwap& a, const StyleSwap& b) { return a.score < b.score; }
// The best of `swaps` by `better(a, b)` (a strictly better than b), ties drawn at random; null
// when there are none. Any element type, so that a style may judge swaps by more than their score.
template <class Swap, class Better>
const Swap* pick_style_swap(const std::vector<Swap>& swaps, Rng& rng, Better better) {
    const Swap* best = nullptr;
    std::uint32_t ties = 0;
    for (const Swap& s : swaps) {
        if (best == nullptr || better(s, *best)) {
            best = &s;
            ties = 1;
        } else if (!better(*best, s) && rng.below(++ties) == 0) {
            best = &s;
        }
    }
    return best;
}
// This seat's own turns so far this round.
int own_turns(const knizia::View& view);

// A style's own judgement, asked only on its turn, outside the last lap, with swaps to choose
// from and none of them forced: what every style does there is StyleBot's.
using StyleRule = knizia::Action (*)(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng);
knizia::Action colour_rule(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng);
knizia::Action number_rule(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng);
knizia::Action knocker_rule(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng);
knizia::Action dumper_rule(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng);
knizia::Action planner_rule(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng);
knizia::Action late_rule(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng);

class StyleBot : public knizia::Bot {
public:
    StyleBot(std::string kind, StyleRule rule, std::uint64_t seed, Seat seat)
        : kind_(std::move(kind)), rule_(rule), seed_(seed), seat_(seat) {}
    knizia::Action choose(const knizia::View& view) override;
    std::string kind() const override { return kind_; }

private:
    std::string kind_;
    StyleRule rule_;
    std::uint64_t seed_;
    Seat seat_;
};

}  // namespace zero::styles

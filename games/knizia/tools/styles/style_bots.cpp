// SPDX-License-Identifier: GPL-3.0-or-later
#include "style_bots.hpp"

#include <array>
#include <stdexcept>

#include "zero/knizia/score.hpp"

namespace zero::styles {
namespace {

struct NamedRule {
    const char* kind;
    StyleRule rule;
};
constexpr std::array<NamedRule, 6> kStyles = {{
    {"colour", colour_rule},
    {"number", number_rule},
    {"knocker", knocker_rule},
    {"dumper", dumper_rule},
    {"planner", planner_rule},
    {"late", late_rule},
}};

// The swap that ends the round with a ZERO, or the lowest score in the last lap (every player's
// hand is then final): what any player does, whatever its style. Null when neither applies.
const StyleSwap* forced_style_swap(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng) {
    const StyleSwap* lowest = pick_style_swap(swaps, rng, lower_score);
    if (lowest == nullptr) return nullptr;
    if (lowest->score == 0) return lowest;
    if (view.last_lap && lowest->score < score(view.hand)) return lowest;
    return nullptr;
}

}  // namespace

std::vector<std::string> style_kinds() {
    std::vector<std::string> kinds;
    for (const NamedRule& s : kStyles) kinds.emplace_back(s.kind);
    return kinds;
}

std::unique_ptr<knizia::Bot> make_style_bot(const knizia::BotSpec& spec) {
    for (const NamedRule& s : kStyles)
        if (spec.kind == s.kind) return std::make_unique<StyleBot>(s.kind, s.rule, spec.match_seed, spec.seat);
    return nullptr;
}

knizia::Action StyleBot::choose(const knizia::View& view) {
    if (!view.my_turn()) return knizia::Action::knock();
    Rng rng = decision_rng(seed_, seat_, view);
    const std::vector<StyleSwap> swaps = style_swaps(view);
    if (const StyleSwap* forced = forced_style_swap(view, swaps, rng)) return forced->action;
    if (view.last_lap || swaps.empty()) return knizia::Action::knock();
    return rule_(view, swaps, rng);
}

std::unique_ptr<knizia::Bot> make_arena_bot(const knizia::BotSpec& spec) {
    if (auto bot = make_style_bot(spec)) return bot;
    return make_bot(spec);
}

std::string arena_kind_error(std::string_view kind) {
    if (make_style_bot(knizia::BotSpec{std::string(kind), 0, 0})) return {};
    return knizia::bot_kind_error(kind);
}

std::vector<StyleSwap> style_swaps(const knizia::View& view) {
    std::vector<StyleSwap> swaps;
    swaps.reserve(static_cast<std::size_t>(view.hand.size() * view.rules.pool_size));
    for (knizia::Card give : view.hand) {
        const knizia::CardSet without = view.hand - knizia::CardSet{give};
        for (int slot = 0; slot < view.rules.pool_size; ++slot) {
            const knizia::Card take = view.pool[static_cast<std::size_t>(slot)];
            const knizia::CardSet after = without | knizia::CardSet{take};
            swaps.push_back(StyleSwap{knizia::Action::swap(give, take), after, score(after)});
        }
    }
    return swaps;
}

int own_turns(const knizia::View& view) {
    int turns = 0;
    for (const knizia::Move& m : view.history)
        if (m.seat == view.seat) ++turns;
    return turns;
}

}  // namespace zero::styles

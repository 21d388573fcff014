#include "style_bots.hpp"

#include <stdexcept>

#include "zero/knizia/score.hpp"

namespace zero::styles {

std::vector<std::string> style_kinds() { return {"colour", "number", "knocker", "dumper", "planner"}; }

std::unique_ptr<Bot> make_style_bot(const BotSpec& spec) {
    if (spec.kind == "colour") return std::make_unique<ColourChaser>(spec.match_seed, spec.seat);
    if (spec.kind == "number") return std::make_unique<NumberChaser>(spec.match_seed, spec.seat);
    if (spec.kind == "knocker") return std::make_unique<EarlyKnocker>(spec.match_seed, spec.seat);
    if (spec.kind == "dumper") return std::make_unique<HighDumper>(spec.match_seed, spec.seat);
    if (spec.kind == "planner") return std::make_unique<Planner>(spec.match_seed, spec.seat);
    return nullptr;
}

std::unique_ptr<Bot> make_arena_bot(const BotSpec& spec) {
    if (auto bot = make_style_bot(spec)) return bot;
    return make_bot(spec);
}

std::string arena_kind_error(std::string_view kind) {
    if (make_style_bot(BotSpec{std::string(kind), 0, 0})) return {};
    return bot_kind_error(kind);
}

std::vector<StyleSwap> style_swaps(const View& view) {
    std::vector<StyleSwap> swaps;
    swaps.reserve(static_cast<std::size_t>(view.hand.size() * view.rules.pool_size));
    for (Card give : view.hand) {
        const CardSet without = view.hand - CardSet{give};
        for (int slot = 0; slot < view.rules.pool_size; ++slot) {
            const Card take = view.pool[static_cast<std::size_t>(slot)];
            const CardSet after = without | CardSet{take};
            swaps.push_back(StyleSwap{Action::swap(give, take), after, score(after)});
        }
    }
    return swaps;
}

const StyleSwap* forced_style_swap(const View& view, const std::vector<StyleSwap>& swaps, Rng& rng) {
    const StyleSwap* lowest = pick_style_swap(swaps, rng, [](const StyleSwap& a, const StyleSwap& b) { return a.score < b.score; });
    if (lowest == nullptr) return nullptr;
    if (lowest->score == 0) return lowest;
    if (view.last_lap && lowest->score < score(view.hand)) return lowest;
    return nullptr;
}

int own_turns(const View& view) {
    int turns = 0;
    for (const Move& m : view.history)
        if (m.seat == view.seat) ++turns;
    return turns;
}

}  // namespace zero::styles

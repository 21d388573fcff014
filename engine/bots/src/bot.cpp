#include "zero/bots/bot.hpp"

#include <stdexcept>

#include "zero/bots/simple_bots.hpp"

namespace zero {

Rng decision_rng(std::uint64_t match_seed, Seat seat, const View& view) {
    return Rng(mix_seed(mix_seed(match_seed, static_cast<std::uint64_t>(seat) + 1), view.state_id));
}

std::vector<std::string> bot_kinds() { return {"random", "greedy"}; }

bool is_bot_kind(std::string_view kind) {
    for (const std::string& known : bot_kinds())
        if (known == kind) return true;
    return false;
}

std::unique_ptr<Bot> make_bot(const BotSpec& spec) {
    if (spec.kind == "random") return std::make_unique<RandomBot>(spec.match_seed, spec.seat);
    if (spec.kind == "greedy") return std::make_unique<GreedyBot>(spec.match_seed, spec.seat);
    std::string known;
    for (const std::string& kind : bot_kinds()) known += (known.empty() ? "" : ", ") + kind;
    throw std::invalid_argument("unknown bot '" + spec.kind + "' (known: " + known + ")");
}

}  // namespace zero

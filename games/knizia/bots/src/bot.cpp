// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/bots/bot.hpp"

#include <charconv>
#include <stdexcept>

#include "zero/core/bot_seed.hpp"
#include "zero/knizia/bots/hard_bot.hpp"
#include "zero/knizia/bots/heuristic.hpp"
#include "zero/knizia/bots/simple_bots.hpp"

namespace zero::knizia {
namespace {

struct KindOptions {
    std::string name;
    std::vector<std::pair<std::string, std::string>> options;
};

// "hard:iters=2000:ms=100" -> hard, {iters 2000, ms 100}.
KindOptions split_kind(const std::string& kind) {
    KindOptions out;
    std::size_t pos = kind.find(':');
    out.name = kind.substr(0, pos);
    while (pos != std::string::npos) {
        const std::size_t next = kind.find(':', pos + 1);
        const std::string item = kind.substr(pos + 1, next == std::string::npos ? std::string::npos : next - pos - 1);
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos || eq == 0 || eq + 1 == item.size())
            throw std::invalid_argument("bot option '" + item + "' in '" + kind + "' is not key=value");
        out.options.emplace_back(item.substr(0, eq), item.substr(eq + 1));
        pos = next;
    }
    return out;
}

int parse_int(const std::string& kind, const std::string& key, const std::string& text, int low, int high) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < low || value > high)
        throw std::invalid_argument("bot option " + key + "=" + text + " in '" + kind + "' must be a whole number " +
                                    std::to_string(low) + "-" + std::to_string(high));
    return value;
}

double parse_fraction(const std::string& kind, const std::string& key, const std::string& text) {
    const int thousandths = parse_int(kind, key, text, 0, 100'000);
    return thousandths / 1000.0;
}

[[noreturn]] void unknown_option(const std::string& kind, const std::string& key) {
    throw std::invalid_argument("unknown bot option '" + key + "' in '" + kind + "'");
}

// Tuning knobs, in thousandths so a kind string never depends on how a machine reads decimals.
void set_heuristic_option(HeuristicParams& p, const std::string& kind, const std::string& key, const std::string& v) {
    if (key == "lookahead") p.lookahead = parse_fraction(kind, key, v);
    else if (key == "pool") p.pool_chance = static_cast<float>(parse_fraction(kind, key, v));
    else if (key == "unseen") p.unseen_chance = static_cast<float>(parse_fraction(kind, key, v));
    else if (key == "held") p.held_chance = static_cast<float>(parse_fraction(kind, key, v));
    else if (key == "feed") p.feed_penalty = parse_fraction(kind, key, v);
    else if (key == "margin") p.knock_margin = parse_fraction(kind, key, v);
    else if (key == "blunder") p.blunder = parse_fraction(kind, key, v);
    else if (key == "overlook") p.overlook = parse_fraction(kind, key, v);
    else if (key == "noise") p.knock_noise = parse_fraction(kind, key, v);
    else unknown_option(kind, key);
}

}  // namespace

Rng decision_rng(std::uint64_t match_seed, Seat seat, const View& view) {
    return core::decision_rng(match_seed, seat, view.state_id);
}

std::vector<std::string> bot_kinds() { return {"easy", "medium", "hard", "greedy", "random"}; }

bool is_bot_kind(std::string_view kind) { return bot_kind_error(kind).empty(); }

std::string bot_kind_error(std::string_view kind) {
    return core::make_bot_error([&] { return make_bot(BotSpec{std::string(kind), 0, 0}); });
}

std::unique_ptr<Bot> make_bot(const BotSpec& spec) {
    const KindOptions k = split_kind(spec.kind);
    if (k.name == "random" || k.name == "greedy") {
        if (!k.options.empty()) unknown_option(spec.kind, k.options.front().first);
        if (k.name == "random") return std::make_unique<RandomBot>(spec.match_seed, spec.seat);
        return std::make_unique<GreedyBot>(spec.match_seed, spec.seat);
    }
    if (k.name == "easy" || k.name == "medium") {
        HeuristicParams p = k.name == "easy" ? easy_params() : medium_params();
        for (const auto& [key, value] : k.options) set_heuristic_option(p, spec.kind, key, value);
        return std::make_unique<HeuristicBot>(k.name, p, spec.match_seed, spec.seat);
    }
    if (k.name == "hard") {
        HardParams p;
        for (const auto& [key, value] : k.options) {
            if (key == "iters") p.iterations = parse_int(spec.kind, key, value, 1, 100'000'000);
            else if (key == "ms") p.time_ms = parse_int(spec.kind, key, value, 1, 600'000);
            else if (key == "threads") p.threads = parse_int(spec.kind, key, value, 1, 1024);
            else if (key == "cands") p.candidates = parse_int(spec.kind, key, value, 0, kHandSize * kMaxPool);
            else if (key == "bias") p.sample.low_bias = parse_fraction(spec.kind, key, value);
            else if (key == "koff") p.knock_offset = parse_fraction(spec.kind, key, value) - 10.0;
            else if (key == "mknock") p.medium_knocks = parse_int(spec.kind, key, value, 0, 1) == 1;
            else if (key == "prior") p.prior_weight = parse_fraction(spec.kind, key, value);
            else if (key == "chain") p.chain.steps = parse_int(spec.kind, key, value, 0, 100'000);
            else if (key == "mexact") p.chain.exact_medium = parse_int(spec.kind, key, value, 0, 1) == 1;
            else if (key == "rown") p.own_knock_levels = parse_int(spec.kind, key, value, 0, 1) == 1;
            else if (key == "temper") p.chain.temper = parse_int(spec.kind, key, value, 1, 8);
            else if (key == "burn") p.chain.burn_in = parse_int(spec.kind, key, value, 0, 1'000'000);
            else if (key == "gq") p.chain.give_q = parse_int(spec.kind, key, value, 1, 1000) / 1000.0;
            else if (key == "kq") p.chain.knock_q = parse_int(spec.kind, key, value, 1, 1000) / 1000.0;
            else if (key == "risk") p.risk = parse_int(spec.kind, key, value, 0, 1000) / 1000.0;
            else if (key == "mm") p.chain.medium_look = parse_int(spec.kind, key, value, 0, 1000) / 1000.0;
            else if (key == "mcut") p.chain.medium_cut = parse_int(spec.kind, key, value, 0, 100);
            else if (key == "look") p.chain.pool_look = parse_int(spec.kind, key, value, 0, 1000) / 1000.0;
            else if (key == "klev") p.chain.knock_level_offset = parse_fraction(spec.kind, key, value) - 10.0;
            else if (key == "fprior") p.last_round_prior = parse_fraction(spec.kind, key, value);
            else if (key == "lead") p.lead_spread = parse_fraction(spec.kind, key, value);
            else if (key == "see") p.see_margin = parse_fraction(spec.kind, key, value);
            else if (key == "win") p.match_aware = parse_int(spec.kind, key, value, 0, 1) == 1;
            else if (key == "opp") {
                if (value != "family" && value != "medium")
                    throw std::invalid_argument("bot option opp=" + value + " in '" + spec.kind + "' must be family or medium");
                p.chain.family = value == "family";
            }
            else if (key == "carry") p.chain.carry_rounds = parse_int(spec.kind, key, value, 0, 1) == 1;
            else if (key == "keep") p.chain.carry_keep = parse_fraction(spec.kind, key, value);
            else if (key == "mprior")
                p.chain.family_params.prior = with_medium_share(p.chain.family_params.prior,
                                                                parse_int(spec.kind, key, value, 1, 999) / 1000.0);
            else if (key == "oroll") p.style_rollouts = parse_fraction(spec.kind, key, value);
            else if (key == "rlook") p.rollout_look = parse_fraction(spec.kind, key, value);
            else if (key == "rself") p.self_look = parse_fraction(spec.kind, key, value);
            else if (key == "rlaps") p.rollout_look_laps = parse_int(spec.kind, key, value, 0, 1000);
            else if (key == "rcut") p.rollout_cut = parse_int(spec.kind, key, value, 0, 100);
            else if (key == "maxbias") p.sample.max_bias = parse_fraction(spec.kind, key, value);
            else set_heuristic_option(p.heuristic, spec.kind, key, value);
        }
        return std::make_unique<HardBot>(p, spec.match_seed, spec.seat);
    }
    throw std::invalid_argument("unknown bot '" + spec.kind + "' (known: " + core::kind_list(bot_kinds()) + ")");
}

}  // namespace zero::knizia

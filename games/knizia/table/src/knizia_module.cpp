// SPDX-License-Identifier: GPL-3.0-or-later
// Knizia's Zero in the app: its table, LAN table, words and rules pages (table_game_module.hpp
// does the rest).
#include <algorithm>

#include "registry.hpp"
#include "table_game_module.hpp"
#include "zero/game/session.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/knizia/game_id.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::game {
namespace {

struct KniziaGame {
    static constexpr games::GameId kGame = knizia::kKniziaGame;
    using Session = KniziaSession;
    using Setup = KniziaSetup;
    using Wire = net::KniziaWire;
    static constexpr Str kName = Str::GameNameKnizia;
    static constexpr Str kRulesTitle = Str::RulesTitle;
    static constexpr Str kPages[] = {Str::RulesText1, Str::RulesText2, Str::RulesText3, Str::RulesText4,
                                     Str::RulesControls};
    static constexpr auto illustrate = illustrate_knizia_rules;

    static std::vector<std::string> bot_kinds() { return zero::knizia::bot_kinds(); }
    static std::string autoplay_kind(const std::vector<std::string>& kinds) {
        return std::find(kinds.begin(), kinds.end(), "greedy") != kinds.end() ? "greedy" : kinds.front();
    }
    template <class At>
    static std::string describe_options(const Strings& strings, At at) {  // rounds, pool
        return strings.format(Str::LanOptionsKnizia, {std::to_string(at(0)), std::to_string(at(1))});
    }
    static knizia::Rules choice_rules(const GameChoice& choice, int players) { return choice.knizia_rules(players); }
    static knizia::Rules options_rules(const Options& o, int players) {
        knizia::Rules rules = knizia::default_rules(players);
        if (o.players > 2) rules.pool_size = o.pool;
        if (o.rounds > 0) rules.rounds = o.rounds;
        return rules;
    }
    static LoadedSave load_save(const std::string& path) { return zero::load_save(path); }
    static KniziaSetup setup_from_save(const SaveGame& save) { return game::setup_from_save(save); }
    static std::unique_ptr<Screen> table(Context& ctx, std::unique_ptr<KniziaSession> session, TableOptions options) {
        return make_table_screen(ctx, std::move(session), std::move(options));
    }
    static LanTablePlan plan(const Strings& strings, const std::string& host, const HostSetup& setup,
                             std::uint64_t seed) {
        return plan_lan_table(strings, host, setup, seed);
    }
};

}  // namespace

const GameModule& knizia_module() {
    static const TableGameModule<KniziaGame> module;
    return module;
}

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
// Zero Hero in the app: its table, LAN table, words and rules pages (table_game_module.hpp does
// the rest).
#include "registry.hpp"
#include "table_game_module.hpp"
#include "zero/game/hero/session.hpp"
#include "zero/hero/bots/bots.hpp"
#include "zero/hero/game_id.hpp"
#include "zero/saves/hero_save.hpp"

namespace zero::game {
namespace {

struct HeroGame {
    static constexpr games::GameId kGame = hero::kGame;
    using Session = HeroSession;
    using Setup = HeroSetup;
    using Wire = net::HeroWire;
    static constexpr Str kName = Str::GameNameHero;
    static constexpr Str kRulesTitle = Str::HeroRulesTitle;
    static constexpr Str kPages[] = {Str::HeroRules1, Str::HeroRules2, Str::HeroRules3, Str::HeroRules4};
    static constexpr auto illustrate = illustrate_hero_rules;

    static std::vector<std::string> bot_kinds() { return hero::bot_kinds(); }
    static std::string autoplay_kind(const std::vector<std::string>& /*kinds*/) { return "medium"; }
    template <class At>
    static std::string describe_options(const Strings& strings, At at) {  // games
        return strings.count(Str::LanOptionsGames, at(0), {std::to_string(at(0))});
    }
    static hero::Rules choice_rules(const GameChoice& choice, int players) { return choice.hero_rules(players); }
    // --rounds games.
    static hero::Rules options_rules(const Options& o, int players) {
        hero::Rules rules = hero::default_rules(players);
        if (o.rounds > 0) rules.games = o.rounds;
        return rules;
    }
    static hero::LoadedSave load_save(const std::string& path) { return hero::load_save(path); }
    static HeroSetup setup_from_save(const hero::SaveGame& save) { return hero_setup_from_save(save); }
    static std::unique_ptr<Screen> table(Context& ctx, std::unique_ptr<HeroSession> session, TableOptions options) {
        return make_hero_table_screen(ctx, std::move(session), std::move(options));
    }
    static HeroTablePlan plan(const Strings& strings, const std::string& host, const HostSetup& setup,
                              std::uint64_t seed) {
        return plan_hero_lan_table(strings, host, setup, seed);
    }
};

}  // namespace

const GameModule& hero_module() {
    static const TableGameModule<HeroGame> module;
    return module;
}

}  // namespace zero::game

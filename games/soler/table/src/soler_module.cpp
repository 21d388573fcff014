// SPDX-License-Identifier: GPL-3.0-or-later
// Solèr's ZERO in the app: its table, LAN table, words and rules pages (table_game_module.hpp
// does the rest).
#include "registry.hpp"
#include "table_game_module.hpp"
#include "zero/game/soler/card_face.hpp"
#include "zero/game/soler/feed.hpp"
#include "zero/game/soler/log_line.hpp"
#include "zero/game/replay_view.hpp"
#include "zero/soler/replay_steps.hpp"
#include "zero/game/soler/session.hpp"
#include "zero/soler/bots/analysis.hpp"
#include "zero/catalogue/module_instance.hpp"

namespace zero::game {
namespace {

// The spectator's panel of the replay viewer: the cards a seat hides, small, left to right.
float draw_hidden_soler(sf::RenderTarget& target, const Context& ctx, const soler::State& state, int seat, sf::Vector2f at) {
    constexpr float kScale = 0.42F;
    float x = at.x + 30.F * kScale;
    for (const auto card : state.hands[static_cast<std::size_t>(seat)].list()) {
        draw_soler_card_face(target, ctx, card, {x, at.y}, kScale);
        x += 64.F * kScale;
    }
    return x - at.x;
}

struct SolerGame {
    using Session = SolerSession;
    using Wire = net::SolerWire;
    static constexpr Str kName = Str::GameNameSoler;
    static constexpr Str kPages[] = {Str::SolerRules1, Str::SolerRules2, Str::SolerRules3, Str::SolerRules4};
    static constexpr RulesBook kRules{Str::SolerRulesTitle, kPages, illustrate_soler_rules};

    template <class At>
    static std::string describe_options(const Strings& strings, At at) {  // games, points
        if (at(1) > 0) return strings.format(Str::SolerToPoints, {std::to_string(at(1))});
        return strings.count(Str::LanOptionsGames, at(0), {std::to_string(at(0))});
    }
    static soler::Rules choice_rules(const GameChoice& choice, int players) { return choice.soler_rules(players); }
    // --rounds games, or --points to a total.
    static soler::Rules options_rules(const Options& o, int players) {
        soler::Rules rules = o.points > 0 ? soler::target_rules(players, o.points) : soler::default_rules(players);
        if (o.rounds > 0 && o.points <= 0) rules.games = o.rounds;
        return rules;
    }
    static constexpr auto kRounds = &soler::Rules::games;
    // The tutorial's deal: three players, one game; its first tricks bring a bet and a laying.
    static constexpr TutorialDeal kTutorial{2, 1};
    static constexpr ReplayParts<soler::ReplaySteps, SolerSessionGame, SolerFeed> kReplay{
        make_soler_table_screen, draw_hidden_soler, soler::analyse, soler_move_words};
};

}  // namespace

const GameModule& soler_module() { return games::module_instance<TableGameModule<SolerGame>>(); }

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
// Zero Hero in the app: its table, LAN table, words and rules pages (table_game_module.hpp does
// the rest).
#include "registry.hpp"
#include "table_game_module.hpp"
#include "zero/game/hero/card_face.hpp"
#include "zero/game/hero/feed.hpp"
#include "zero/game/hero/log_line.hpp"
#include "zero/game/replay_view.hpp"
#include "zero/hero/replay_steps.hpp"
#include "zero/game/hero/session.hpp"
#include "zero/hero/bots/analysis.hpp"
#include "zero/catalogue/module_instance.hpp"

namespace zero::game {
namespace {

// The spectator's panel of the replay viewer: the cards a seat hides, small, left to right.
float draw_hidden_hero(sf::RenderTarget& target, const Context& ctx, const hero::State& state, int seat, sf::Vector2f at) {
    // Zero Hero's cards are drawn larger than Solèr's at the same scale.
    constexpr float kScale = 0.3F;
    float x = at.x + 15.F;
    for (const auto card : state.face_down[static_cast<std::size_t>(seat)].list()) {
        draw_hero_card(target, ctx, card, {x, at.y}, kScale);
        x += 30.F;
    }
    return x - at.x;
}

struct HeroGame {
    using Session = HeroSession;
    using Wire = net::HeroWire;
    static constexpr Str kName = Str::GameNameHero;
    static constexpr Str kPages[] = {Str::HeroRules1, Str::HeroRules2, Str::HeroRules3, Str::HeroRules4};
    static constexpr RulesBook kRules{Str::HeroRulesTitle, kPages, illustrate_hero_rules};

    template <class At>
    static std::string describe_options(const Strings& strings, At at) {  // games
        return strings.count(Str::LanOptionsGames, at(0), {std::to_string(at(0))});
    }
    static hero::Rules choice_rules(const GameChoice& choice, int players) { return choice.hero_rules(players); }
    static constexpr auto kRounds = &hero::Rules::games;
    // The tutorial's deal: three players, one game.
    static constexpr TutorialDeal kTutorial{3, 1};
    static constexpr ReplayParts<hero::ReplaySteps, HeroSessionGame, HeroFeed> kReplay{
        make_hero_table_screen, draw_hidden_hero, hero::analyse, hero_move_words};
};

}  // namespace

const GameModule& hero_module() { return games::module_instance<TableGameModule<HeroGame>>(); }

}  // namespace zero::game

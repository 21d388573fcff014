// SPDX-License-Identifier: GPL-3.0-or-later
// Knizia's Zero in the app: its table, LAN table, words and rules pages (table_game_module.hpp
// does the rest).
#include <algorithm>

#include "registry.hpp"
#include "table_game_module.hpp"
#include "zero/game/card_art.hpp"
#include "zero/game/knizia/log_line.hpp"
#include "zero/game/knizia/table_input.hpp"
#include "zero/game/replay_view.hpp"
#include "zero/game/session.hpp"
#include "zero/game/knizia/feed.hpp"
#include "zero/knizia/bots/analysis.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/knizia/game_id.hpp"
#include "zero/knizia/replay_steps.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/catalogue/module_instance.hpp"

namespace zero::game {
namespace {

// The spectator's panel of the replay viewer: the hand a seat hides, small, left to right, by colour.
float draw_hidden_knizia(sf::RenderTarget& target, const Context& ctx, const knizia::State& state, int seat,
                         sf::Vector2f at) {
    constexpr float kScale = 0.3F;
    constexpr float kStep = 22.F;  // nine cards overlap to fit the viewer's column
    const float half = kCardWidth * kScale / 2.F;
    sf::VertexArray batch(sf::Triangles);
    float x = at.x + half;
    for (const knizia::Card card : hand_order(state.hands[static_cast<std::size_t>(seat)], false)) {
        ctx.cards.add(batch, card, Placement{{x, at.y}, 0.F, kScale}, CardLook{}, true);
        x += kStep;
    }
    target.draw(batch, sf::RenderStates(&ctx.cards.texture(true)));
    return x - kStep + half - at.x;
}

struct KniziaGame {
    using Session = KniziaSession;
    using Wire = net::KniziaWire;
    static constexpr Str kName = Str::GameNameKnizia;
    static constexpr Str kPages[] = {Str::RulesText1, Str::RulesText2, Str::RulesText3, Str::RulesText4,
                                     Str::RulesControls};
    static constexpr RulesBook kRules{Str::RulesTitle, kPages, illustrate_knizia_rules};

    static std::string autoplay_kind(const std::vector<std::string>& kinds) {
        return std::find(kinds.begin(), kinds.end(), "greedy") != kinds.end() ? "greedy" : kinds.front();
    }
    template <class At>
    static std::string describe_options(const Strings& strings, At at) {  // rounds, pool
        return strings.format(Str::LanOptionsKnizia, {std::to_string(at(0)), std::to_string(at(1))});
    }
    static knizia::Rules choice_rules(const GameChoice& choice, int players) { return choice.knizia_rules(players); }
    // --rounds rounds, and for more than two players --pool.
    static knizia::Rules options_rules(const Options& o, int players) {
        knizia::Rules rules = knizia::default_rules(players);
        if (o.players > 2) rules.pool_size = o.pool;
        if (o.rounds > 0) rules.rounds = o.rounds;
        return rules;
    }
    static constexpr auto kRounds = &knizia::Rules::rounds;
    // The tutorial's deal: three players, two rounds (docs/learning.md). Following the suggestion,
    // the player swaps, completes a group and makes a ZERO in the first round, and knocks twice in
    // the second (the second knock starts the last lap). Its lessons are knizia_lesson's.
    static constexpr TutorialDeal kTutorial{5, 2};
    static constexpr auto setup_from_save = game::setup_from_save;
    static std::unique_ptr<Screen> table(Context& ctx, std::unique_ptr<KniziaSession> session, TableOptions options) {
        return make_table_screen(ctx, std::move(session), std::move(options));
    }
    static constexpr ReplayParts<knizia::KniziaReplaySteps, KniziaSessionGame, KniziaFeed> kReplay{
        make_table_screen, draw_hidden_knizia, knizia::analyse, knizia_move_words};
};

}  // namespace

const GameModule& knizia_module() { return games::module_instance<TableGameModule<KniziaGame>>(); }

}  // namespace zero::game

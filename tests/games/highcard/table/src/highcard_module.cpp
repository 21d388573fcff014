// SPDX-License-Identifier: GPL-3.0-or-later
// High Card in the app (its game.cmake's `app` layer), as every game: its traits, and
// TableGameModule (table_game_module.hpp) does the rest: its table from New match or the command
// line (`zero --game high-card --autoplay`), its LAN table (Host game, Join game, `--host-seats`),
// a saved match reopened, the replay viewer over its record and its rules page.
#include "session.hpp"
#include "table_game_module.hpp"
#include "table_screen.hpp"
#include "zero/catalogue/module_instance.hpp"
#include "zero/highcard/analysis.hpp"
#include "zero/highcard/lan_saves.hpp"
#include "zero/highcard/replay_steps.hpp"
#include "zero/highcard/save.hpp"

namespace zero::game {

namespace {

struct HighCardGame {
    using Session = HighCardSession;
    using Wire = net::HighCardWire;
    static constexpr Str kName = Str::GameNameHighCard;
    static constexpr Str kPages[] = {Str::HighCardRules1};
    static constexpr RulesBook kRules{Str::HighCardRulesTitle, kPages, nullptr};

    static std::string autoplay_kind(const std::vector<std::string>& /*kinds*/) { return "greedy"; }
    template <class At>
    static std::string describe_options(const Strings& strings, At at) {  // games
        const int games = at(0) > 0 ? at(0) : 1;
        return strings.count(Str::LanOptionsGames, games, {std::to_string(games)});
    }
    // New match and Host game have no options of its own to offer: one game.
    static highcard::Rules choice_rules(const GameChoice& /*choice*/, int players) {
        return highcard::default_rules(players);
    }
    static constexpr auto kRounds = &highcard::Rules::games;
    static std::unique_ptr<Screen> table(Context& ctx, std::unique_ptr<HighCardSession> session, TableOptions options) {
        return make_highcard_table(ctx, std::move(session), std::move(options));
    }
    static constexpr ReplayParts<highcard::ReplaySteps, HighCardSessionGame, HighCardFeed> kReplay{
        make_highcard_table, draw_highcard_hidden, highcard::analyse, highcard_move_words};
};

}  // namespace

// Found by the app's registry (cmake/games.cmake).
const GameModule& highcard_module() { return games::module_instance<TableGameModule<HighCardGame>>(); }

}  // namespace zero::game

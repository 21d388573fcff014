// SPDX-License-Identifier: GPL-3.0-or-later
// Solèr's ZERO on the command line: what its commands do differently (record_game_commands.hpp
// does the rest), and its line in the registry.
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "record_game_commands.hpp"
#include "game_commands.hpp"
#include "seat_factory.hpp"
#include "zero/extbot/soler_protocol.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/saves/soler_save.hpp"
#include "zero/soler/bots/analysis.hpp"
#include "zero/soler/bots/bot_match.hpp"
#include "zero/soler/playout.hpp"
#include "zero/catalogue/module_instance.hpp"

namespace zero::cli {
namespace {

// The wire's traits name the game's types (State, Bot, Rules, Record) and make its bots.
struct SolerCli : RecordGameTraits<net::SolerWire> {
    using ExternalBot = extbot::SolerLines::ExternalBot;

    template <class Totals>
    static SeatMask winners(const Totals& totals, int players) {
        return soler::winners(totals, players);
    }

    static Rules simulate_rules(const SimulateOptions& o) {
        if (o.pool || o.rounds)
            throw CommandError("--pool and --rounds are options of knizia-zero; soler-zero counts --games or --points",
                               kUsageError);
        if (o.games && o.points) throw CommandError("--games and --points exclude each other", kUsageError);
        Rules rules = o.points ? soler::target_rules(o.players, *o.points) : soler::default_rules(o.players);
        if (o.games) rules.games = *o.games;
        if (std::string why = soler::rules_error(rules); !why.empty()) throw CommandError(why, kUsageError);
        return rules;
    }
    // A number of games (default: one per player) or a target.
    static void host_check(const HostOptions& o) {
        if (o.pool || o.rounds) throw CommandError("--pool and --rounds are options of knizia-zero", kUsageError);
    }
    static Rules host_rules(const HostOptions& o, int players) {
        Rules rules = o.points ? soler::target_rules(players, *o.points) : soler::default_rules(players);
        if (o.games && o.points) throw CommandError("give --games or --points, not both", kUsageError);
        if (o.games) rules.games = *o.games;
        if (std::string why = soler::rules_error(rules); !why.empty()) throw CommandError(why, kUsageError);
        return rules;
    }
    static bool ends_a_game(const soler::Event& e) { return std::holds_alternative<soler::GameScored>(e); }

    // A series' games, tricks and games that ended at the trick limit.
    struct Stats {
        long long games = 0, tricks = 0, limits = 0;
        void add(const soler::GameLog& log) {
            ++games;
            tricks += log.tricks;
            if (log.end == soler::GameEnd::Limit) ++limits;
        }
        void print(std::ostream& out, bool json) const {
            if (json)
                out << "\"games\":" << games << ",\"tricks\":" << tricks << ",\"limit_games\":" << limits;
            else
                out << games << " games, " << tricks << " tricks, " << limits << " ended at the trick limit";
        }
    };
    static std::string unfinished(const State& state) {
        return "game " + std::to_string(state.game + 1) +
               (state.rules.to_target() ? ", playing to " + std::to_string(state.rules.target_points) + " points"
                                        : " of " + std::to_string(state.rules.games));
    }
    static std::string describe(const soler::SaveGame& save, const State& state) {
        return (save.rules.to_target() ? ", to " + std::to_string(save.rules.target_points) + " points"
                                       : " of " + std::to_string(save.rules.games)) +
               ", trick " + std::to_string(state.trick);
    }
};

}  // namespace

// The registry's entry (cmake/games.cmake lists it).
const GameCommands& soler_commands();
const GameCommands& soler_commands() { return games::module_instance<RecordGameCommands<SolerCli>>(); }

}  // namespace zero::cli

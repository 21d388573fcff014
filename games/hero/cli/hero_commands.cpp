// SPDX-License-Identifier: GPL-3.0-or-later
// Zero Hero on the command line: what its commands do differently (record_game_commands.hpp does
// the rest), and its line in the registry.
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "record_game_commands.hpp"
#include "game_commands.hpp"
#include "seat_factory.hpp"
#include "zero/extbot/hero_protocol.hpp"
#include "zero/hero/bots/analysis.hpp"
#include "zero/hero/bots/bots.hpp"
#include "zero/hero/playout.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/hero_save.hpp"
#include "zero/catalogue/module_instance.hpp"

namespace zero::cli {
namespace {

// The wire's traits name the game's types (State, Bot, Rules, Record) and make its bots.
struct HeroCli : RecordGameTraits<net::HeroWire> {
    using ExternalBot = extbot::HeroLines::ExternalBot;

    template <class Totals>
    static SeatMask winners(const Totals& totals, int players) {
        return hero::winners(totals, players);
    }

    static Rules simulate_rules(const SimulateOptions& o) {
        if (o.pool || o.rounds || o.points)
            throw CommandError("--pool, --rounds and --points are options of the other games; zero-hero counts --games",
                               kUsageError);
        Rules rules = hero::default_rules(o.players);
        if (o.games) rules.games = *o.games;
        if (std::string why = hero::rules_error(rules); !why.empty()) throw CommandError(why, kUsageError);
        return rules;
    }
    // A number of games (default 1).
    static void host_check(const HostOptions& o) {
        if (o.pool || o.rounds || o.points)
            throw CommandError("--pool, --rounds and --points are options of the other games; zero-hero counts --games",
                               kUsageError);
    }
    static Rules host_rules(const HostOptions& o, int players) {
        Rules rules = hero::default_rules(players);
        if (o.games) rules.games = *o.games;
        if (std::string why = hero::rules_error(rules); !why.empty()) throw CommandError(why, kUsageError);
        return rules;
    }
    static bool ends_a_game(const hero::Event& e) { return std::holds_alternative<hero::GameEnded>(e); }

    // A series' games and games ended by a flag.
    struct Stats {
        long long games = 0, flags = 0;
        void add(const hero::GameLog& log) {
            ++games;
            if (log.end == hero::GameEnd::Flag) ++flags;
        }
        void print(std::ostream& out, bool json) const {
            if (json)
                out << "\"games\":" << games << ",\"flag_games\":" << flags;
            else
                out << games << " games, " << flags << " ended by a flag";
        }
    };
    static std::string unfinished(const State& state) {
        return "game " + std::to_string(state.game + 1) + " of " + std::to_string(state.rules.games);
    }
    static std::string describe(const hero::SaveGame& save, const State& state) {
        return " of " + std::to_string(save.rules.games) + ", " + std::to_string(state.pile.above_end()) +
               " cards above the end cards";
    }
};

}  // namespace

// The registry's entry (cmake/games.cmake lists it).
const GameCommands& hero_commands();
const GameCommands& hero_commands() { return games::module_instance<RecordGameCommands<HeroCli>>(); }

}  // namespace zero::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the command line meets a game: each command parses its options once, then hands them to
// the game's commands, found in the registry (games/registry.cpp) by the game's id. One virtual
// call per command; the matches themselves run on the game's concrete rules and bots.
#include <span>
#include <string>
#include <vector>

#include "match_runner.hpp"
#include "saved_match.hpp"
#include "zero/catalogue/catalogue.hpp"
#include "zero/core/analysis.hpp"
#include "zero/saves/any_record.hpp"

namespace zero::cli {

struct HostOptions;
struct JoinOptions;

class GameCommands {
public:
    virtual ~GameCommands() = default;
    virtual games::GameId id() const = 0;
    // `simulate`: matches between bots, the results of each seat.
    virtual void simulate(const SimulateOptions& o) const = 0;
    // `replay`: prints what a record of this game (already read from `file`) comes to.
    virtual void replay(const std::string& file, const AnyRecord& record) const = 0;
    // `resume`: carries on the save at options.save_file; prints the result (as JSON with `json`).
    virtual void resume(SavedMatchOptions options, bool json) const = 0;
    // `saves show`: the save at `path` checked and described; its record to `record_out` if set.
    virtual void show(const std::string& path, const std::string& record_out) const = 0;
    // `bench`: random playouts for `seconds`.
    virtual void bench(double seconds) const = 0;
    // `host` and `join`: a headless LAN table of this game, and a bot client of one.
    virtual void host(const HostOptions& o) const = 0;
    virtual void join(const JoinOptions& o) const = 0;
    // `analyse`: every decision of `seat` in a record of this game (docs/analysis.md). Throws
    // std::invalid_argument for a record that does not replay or a seat it lacks.
    virtual core::MatchAnalysis analyse(const AnyRecord& record, int seat, const core::AnalysisParams& params) const = 0;
    // `score`: the score of a hand; a game without one refuses.
    virtual void score(const std::vector<std::string>& cards) const;
};

// Every game the command line plays, in the catalogue's order.
std::span<const GameCommands* const> game_commands();
// The commands of a game of the catalogue; a CommandError (usage) for a game this build lacks.
const GameCommands& game_commands(games::GameId id);

}  // namespace zero::cli

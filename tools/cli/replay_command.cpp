#include <iostream>

#include "commands.hpp"
#include "zero/saves/record_json.hpp"

namespace zero::cli {

void add_replay_command(CLI::App& app) {
    auto file = std::make_shared<std::string>();
    auto* cmd = app.add_subcommand("replay", "Validate a match record by replaying it; print totals and winners");
    cmd->add_option("file", *file, "A match record (JSON, see docs/match-record.md)")->required();
    cmd->callback([file] {
        const RecordParse parsed = load_record_file(*file);
        if (!parsed.record) throw CommandError(parsed.error);
        const MatchRecord& rec = *parsed.record;
        const ReplayResult result = replay(rec);
        if (result.error) throw CommandError(*file + ": " + result.error->what());
        const State& state = *result.state;
        if (state.phase != Phase::MatchOver) {
            std::cout << "valid, unfinished: round " << state.round + 1 << " of " << state.rules.rounds << "\n";
        }
        std::cout << "totals:";
        for (int seat = 0; seat < state.players(); ++seat)
            std::cout << (seat ? ", " : " ") << rec.players[static_cast<std::size_t>(seat)] << " "
                      << state.totals[static_cast<std::size_t>(seat)];
        std::cout << "\n";
        if (state.phase == Phase::MatchOver) {
            std::cout << "winners:";
            bool first = true;
            for (int seat : rec.winners) {
                std::cout << (first ? " " : ", ") << rec.players[static_cast<std::size_t>(seat)];
                first = false;
            }
            std::cout << "\n";
        }
    });
}

}  // namespace zero::cli

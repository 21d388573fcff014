// SPDX-License-Identifier: GPL-3.0-or-later
#include <iostream>

#include "commands.hpp"
#include "zero/catalogue/catalogue.hpp"
#include "zero/version.hpp"

int main(int argc, char** argv) {
    CLI::App app{"zero-cli: simulate, replay, resume and measure the games of Zero (" + zero::games::named_games() +
                 ") from the command line"};
    app.set_version_flag("--version", std::string("zero-cli ") + zero::kVersion);
    app.require_subcommand(1);
    app.footer("zero-cli speaks English only, as command lines do; the game itself (zero) speaks English, French and "
               "Japanese (zero --lang en|fr|ja).");
    // In the order `zero-cli --help` lists them.
    using namespace zero::cli;
    for (auto add : {add_score_command, add_simulate_command, add_replay_command, add_resume_command, add_saves_command,
                     add_bench_command, add_host_command, add_join_command, add_discover_command, add_history_command,
                     add_lobby_command, add_analyse_command})
        add(app);
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "zero-cli: " << e.what() << " (see zero-cli --help)\n";
        return zero::cli::kUsageError;
    } catch (const zero::cli::CommandError& e) {
        std::cerr << "zero-cli: " << e.what() << "\n";
        return e.status;
    } catch (const std::exception& e) {
        std::cerr << "zero-cli: " << e.what() << "\n";
        return 1;
    }
    return 0;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Each command adds its subcommand to the app; main.cpp only wires them up.
#include <CLI/CLI.hpp>

#include <stdexcept>
#include <string>

namespace zero::cli {

// Thrown by a command for a user error: printed as "zero-cli: <message>", exit status `status`.
struct CommandError : std::runtime_error {
    CommandError(const std::string& message, int status_code = 1) : std::runtime_error(message), status(status_code) {}
    int status;
};

// Usage errors (a bad card, a wrong count, a malformed option) exit with this status.
inline constexpr int kUsageError = 2;

// Each command's one entry point: it adds the subcommand to the app.
using AddCommand = void(CLI::App& app);
AddCommand add_analyse_command, add_score_command, add_simulate_command, add_replay_command, add_resume_command,
    add_saves_command, add_bench_command, add_host_command, add_join_command, add_discover_command, add_history_command,
    add_lobby_command;

}  // namespace zero::cli

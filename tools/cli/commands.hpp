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

void add_analyse_command(CLI::App& app);
void add_score_command(CLI::App& app);
void add_simulate_command(CLI::App& app);
void add_replay_command(CLI::App& app);
void add_resume_command(CLI::App& app);
void add_saves_command(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_host_command(CLI::App& app);
void add_join_command(CLI::App& app);
void add_discover_command(CLI::App& app);
void add_history_command(CLI::App& app);
void add_lobby_command(CLI::App& app);

}  // namespace zero::cli

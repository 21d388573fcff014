// SPDX-License-Identifier: GPL-3.0-or-later
// `zero-cli analyse RECORD --seat N [--json]`: every decision of one seat of a finished match,
// Hard's move against the one played (docs/analysis.md).
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "game_commands.hpp"
#include "saved_match.hpp"
#include "zero/core/analysis.hpp"
#include "zero/saves/any_record.hpp"

namespace zero::cli {
namespace {

std::string points(double value) { return core::points_text(value); }

void print_text(std::ostream& out, const core::MatchAnalysis& a, const std::string& name, std::string_view game) {
    out << game << ", seat " << a.seat << " (" << name << "): " << a.decisions.size() << " decisions, mean loss "
        << points(a.mean_loss()) << " points\n";
    for (const core::DecisionReport& d : a.decisions) out << core::decision_line(d) << "\n";
}

void print_json(std::ostream& out, const core::MatchAnalysis& a, const std::string& name, std::string_view game) {
    out << "{\"game\":\"" << game << "\",\"seat\":" << a.seat << ",\"player\":" << json_string(name)
        << ",\"players\":" << a.players << ",\"mean_loss\":" << points(a.mean_loss()) << ",\"decisions\":[";
    for (std::size_t i = 0; i < a.decisions.size(); ++i) {
        const core::DecisionReport& d = a.decisions[i];
        out << (i ? "," : "") << "{\"round\":" << d.round << ",\"position\":" << d.position
            << ",\"played\":" << json_string(d.played) << ",\"best\":" << json_string(d.best)
            << ",\"played_value\":" << points(d.played_value) << ",\"best_value\":" << points(d.best_value)
            << ",\"loss\":" << points(d.loss) << ",\"mark\":\"" << core::mark_name(d.mark)
            << "\",\"expected\":" << points(d.expected) << "}";
    }
    out << "]}\n";
}

}  // namespace

void add_analyse_command(CLI::App& app) {
    struct Options {
        std::string file;
        int seat = 0;
        bool json = false;
        core::AnalysisParams params;
    };
    auto o = std::make_shared<Options>();
    auto* cmd = app.add_subcommand("analyse", "Analyse every decision of one seat of a match record against Hard's move");
    cmd->add_option("file", o->file, "A match record (JSON, see docs/match-record.md), with or without a seed")->required();
    cmd->add_option("--seat", o->seat, "The seat analysed, 0 for the first player")->required()->check(CLI::Range(0, 4));
    cmd->add_flag("--json", o->json, "One JSON object with a `decisions` array");
    cmd->add_option("--iters", o->params.iterations, "Hard's budget a decision (0: the game's default, docs/analysis.md)")
        ->check(CLI::Range(0, 1'000'000));
    cmd->add_option("--deals", o->params.deals, "Deals the two moves are compared on (0: the game's default)")
        ->check(CLI::Range(0, 100'000));
    cmd->add_option("--threads", o->params.threads, "Decisions analysed side by side (0: every core); the result does not depend on it")
        ->check(CLI::Range(0, 1024));
    cmd->add_option("--seed", o->params.seed, "The analysis's seed (never the record's)");
    cmd->callback([o] {
        AnyRecordParse parsed = load_any_record_file(o->file);
        if (!parsed.record) throw CommandError(parsed.error);
        const games::GameId game = game_of(*parsed.record);
        core::MatchAnalysis analysis;
        std::string name;
        try {
            analysis = game_commands(game).analyse(*parsed.record, o->seat, o->params);
            name = parsed.record->players().at(static_cast<std::size_t>(o->seat));
        } catch (const std::invalid_argument& e) {
            throw CommandError(o->file + ": " + e.what());
        }
        const std::string_view key = games::game_info(game).key;
        if (o->json)
            print_json(std::cout, analysis, name, key);
        else
            print_text(std::cout, analysis, name, key);
    });
}

}  // namespace zero::cli

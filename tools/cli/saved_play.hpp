// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the commands do alike for every game whose match is played by its own bots here: a saved
// match played on and saved after every action, a save shown, and a finished match's result
// printed. A game plugs in through a small struct (SolerCli, HeroCli, High Card's): its State, Bot
// and Wire (whose TableGame answers to_act, view_for and try_apply), whether the state waits for an
// action, its bots by kind, load_save, and describe(save, state) (`saves show`'s words after the
// game's number). Everything else (make_save, write_save, make_record, save_record_file,
// archive_finished) is the game's own function, found by its argument types.
#include <chrono>
#include <functional>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "commands.hpp"
#include "saved_match.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::cli {

template <class Values>
std::string joined(const Values& values, const char* separator) {
    std::ostringstream out;
    bool first = true;
    for (const auto& v : values) {
        out << (first ? "" : separator) << v;
        first = false;
    }
    return out.str();
}

// `simulate`'s --bots for a game: one per seat, each a seat `seat_error` accepts, and with --save
// (one match) a built-in bot `bot_error` accepts (a save names the bot that carries the seat on
// after a resume; a program is not kept).
inline std::vector<std::string> checked_bots(const SimulateOptions& o, int players,
                                             const std::function<std::string(const std::string&)>& seat_error,
                                             const std::function<std::string(const std::string&)>& bot_error) {
    const std::vector<std::string> kinds = split_list(o.bots);
    if (static_cast<int>(kinds.size()) != players)
        throw CommandError(std::to_string(players) + " players need " + std::to_string(players) +
                               " bots in --bots, not " + std::to_string(kinds.size()),
                           kUsageError);
    for (const std::string& kind : kinds) {
        if (std::string why = seat_error(kind); !why.empty()) throw CommandError(why + " in --bots", kUsageError);
        if (!o.save.empty())
            if (std::string why = bot_error(kind); !why.empty())
                throw CommandError("--save needs built-in bots: " + why + " in --bots", kUsageError);
    }
    if (!o.save.empty() && o.matches != 1) throw CommandError("--save saves one match: drop --matches", kUsageError);
    return kinds;
}

// Each seat's results over a series of matches.
struct SeatTally {
    std::vector<long long> totals;
    std::vector<int> wins;
    explicit SeatTally(std::size_t seats) : totals(seats), wins(seats) {}
    template <class Totals>
    void add(const Totals& match_totals, SeatMask won) {
        for (std::size_t seat = 0; seat < totals.size(); ++seat) {
            totals[seat] += match_totals[seat];
            if (has_seat(won, static_cast<Seat>(seat))) ++wins[seat];
        }
    }
    // The seats as a JSON array's entries, or as a table under its heading.
    void print(std::ostream& out, const std::vector<std::string>& kinds, int matches, bool json) const {
        out << std::fixed << std::setprecision(2);
        if (!json)
            out << std::left << std::setw(6) << "seat" << std::setw(10) << "bot" << std::right << std::setw(12)
                << "mean_total" << std::setw(8) << "wins"
                << "\n";
        for (std::size_t seat = 0; seat < kinds.size(); ++seat) {
            const double mean = static_cast<double>(totals[seat]) / matches;
            if (json)
                out << (seat ? "," : "") << "{\"seat\":" << seat << ",\"bot\":" << json_string(kinds[seat])
                    << ",\"mean_total\":" << mean << ",\"wins\":" << wins[seat] << "}";
            else
                out << std::left << std::setw(6) << seat << std::setw(10) << kinds[seat] << std::right << std::setw(12)
                    << mean << std::setw(8) << wins[seat] << "\n";
        }
    }
};

// The lines "totals: NAME TOTAL, ..." and "winners: NAME, ..." of a finished match.
template <class Record>
void print_standings(std::ostream& out, const Record& record) {
    out << "totals:";
    for (std::size_t seat = 0; seat < record.players.size(); ++seat)
        out << (seat ? ", " : " ") << record.players[seat] << " " << record.totals[seat];
    out << "\nwinners:";
    for (std::size_t i = 0; i < record.winners.size(); ++i)
        out << (i ? ", " : " ") << record.players[static_cast<std::size_t>(record.winners[i])];
    out << "\n";
}

// A finished match's totals and winners; as JSON, `json_head` (already ending in a comma) first.
template <class Record>
void print_result(const Record& record, std::string_view game, const std::string& heading, bool json,
                  const std::string& json_head) {
    std::ostringstream out;
    if (json) {
        std::vector<std::string> names;
        for (const std::string& p : record.players) names.push_back(json_string(p));
        out << "{" << json_head << "\"game\":\"" << game << "\",\"games\":" << record.rounds.size() << ",\"players\":["
            << joined(names, ",") << "],\"totals\":[" << joined(record.totals, ",") << "],\"winners\":["
            << joined(record.winners, ",") << "]}\n";
    } else {
        out << heading;
        print_standings(out, record);
    }
    std::cout << out.str();
}

// The saved match played on by its bots, saved after every action; as run_bots, each stage asks
// the seats that may act from seat 0 clockwise (no bot's choice depends on that order).
template <class G>
typename G::State play_saved(typename G::State state, const std::vector<SavedSeat>& seats,
                             const SavedMatchOptions& options) {
    using Rules = typename G::Wire::TableGame;
    const std::string& file = options.save_file;
    // A game whose match may be dealt by hand keeps its seed optional; the others always have one.
    const std::optional<std::uint64_t> seed = state.seed;
    if (!seed) throw CommandError(file + ": the match has no seed, and zero-cli has no deals to carry it on");
    std::vector<std::unique_ptr<typename G::Bot>> bots;
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        check_bot_seat(file, seat, seats[seat], [](const std::string& kind) { return G::kind_error(kind); });
        bots.push_back(G::make_bot(seats[seat].bot, *seed, static_cast<Seat>(seat)));
    }
    bool rotate = options.path_is_good;
    auto save = [&] {
        if (std::string error = write_save(file, make_save(state, seats, unix_now()), rotate); !error.empty())
            throw CommandError(error);
        rotate = true;  // what is at the path now is a good save of ours
    };
    save();  // before the first action too, so that a match stopped at once can be resumed
    while (G::waiting(state)) {
        const SeatMask acting = Rules::to_act(state);
        for (Seat seat = 0; seat < state.players(); ++seat) {
            if (!has_seat(acting, seat)) continue;
            typename Rules::Intent intent;
            intent.seat = seat;
            intent.action = bots[static_cast<std::size_t>(seat)]->choose(Rules::view_for(state, seat));
            if (!Rules::try_apply(state, intent).ok())
                throw CommandError(file + ": seat " + std::to_string(seat) + "'s bot chose a move the rules refuse");
            save();
            if (options.turn_delay_ms > 0 && G::waiting(state))
                std::this_thread::sleep_for(std::chrono::milliseconds(options.turn_delay_ms));
        }
    }
    finish_saved_match(make_save(state, seats, unix_now()), options);
    return state;
}

// `resume` for a game: loads the save (falling back to its backup), plays it on and prints the
// result.
template <class G>
void resume_saved(SavedMatchOptions options, bool json) {
    auto loaded = G::load_save(options.save_file);
    if (!loaded.save) throw CommandError(loaded.error);
    if (loaded.from_backup) std::cerr << "zero-cli: " << loaded.warning << "\n";
    options.path_is_good = !loaded.from_backup;
    const int resumed_game = loaded.state->game + 1;
    const std::uint32_t resumed_actions = loaded.state->state_id;
    const auto state = play_saved<G>(std::move(*loaded.state), loaded.save->seats, options);
    const auto record = make_record(state, loaded.save->record.players);
    std::ostringstream head;
    if (json)
        head << "\"file\":" << json_string(options.save_file) << ",\"seed\":" << record.seed.value_or(0)
             << ",\"resumed_game\":" << resumed_game << ",\"resumed_actions\":" << resumed_actions << ",";
    else
        head << "resumed at game " << resumed_game << " after " << resumed_actions << " actions; finished after "
             << record.rounds.size() << " games\n";
    print_result(record, G::kKey, head.str(), json, head.str());
}

// `saves show`: the save at `path` checked and described (its game, seed, game number, the game's
// own words, actions, then each seat); its record written to `record_out` when set.
template <class G>
void show_save(const std::string& path, const std::string& record_out);

// `saves show`'s line per seat; the seats in `acting` are marked `to_act` ("to move" for a game
// of turns).
template <class Save>
void print_saved_seats(std::ostream& out, const Save& save, SeatMask acting, const char* to_act = "to act") {
    for (std::size_t seat = 0; seat < save.seats.size(); ++seat) {
        const SavedSeat& s = save.seats[seat];
        out << "  seat " << seat << ": " << s.name << " (" << seat_kind_name(s.kind)
            << (s.kind == SeatKind::Bot ? " " + s.bot : "") << "), total " << save.totals[seat]
            << (!save.finished() && has_seat(acting, static_cast<Seat>(seat)) ? std::string(", ") + to_act : "")
            << "\n";
    }
}

template <class G>
void show_save(const std::string& path, const std::string& record_out) {
    const auto loaded = G::load_save(path);
    if (!loaded.save) throw CommandError(loaded.error);
    if (loaded.from_backup) std::cerr << "zero-cli: " << loaded.warning << "\n";
    const auto& save = *loaded.save;
    const typename G::State& state = *loaded.state;
    std::ostringstream out;
    out << path << ": " << G::kKey << ", seed " << (save.record.seed ? std::to_string(*save.record.seed) : "none")
        << ", " << (save.finished() ? "finished" : "game " + std::to_string(state.game + 1)) << G::describe(save, state)
        << ", " << state.state_id << " actions\n";
    print_saved_seats(out, save, G::Wire::TableGame::to_act(state));
    std::cout << out.str();
    if (!record_out.empty())
        if (std::string error = save_record_file(record_out, save.record); !error.empty()) throw CommandError(error);
}

}  // namespace zero::cli

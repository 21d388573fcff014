// SPDX-License-Identifier: GPL-3.0-or-later
#include "saved_match.hpp"

#include <chrono>
#include <ctime>
#include <iomanip>
#include <sstream>
#include <thread>

#include "commands.hpp"
#include "match_runner.hpp"
#include "seat_factory.hpp"
#include "zero/saves/knizia_autosaver.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/knizia/table.hpp"

namespace zero::cli {

std::string json_string(const std::string& text) {
    // Names are ours or typed by players: escape what JSON requires.
    std::string out = "\"";
    for (char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (ch == '"' || ch == '\\') {
            out += '\\';
            out += ch;
        } else if (c < 0x20) {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\u00";
            out += kHex[c >> 4];
            out += kHex[c & 0xF];
        } else {
            out += ch;
        }
    }
    return out + "\"";
}

void check_bot_seat(const std::string& file, std::size_t seat, const SavedSeat& s,
                    const std::function<std::string(const std::string&)>& kind_error) {
    const std::string which = file + ": seat " + std::to_string(seat) + " (" + s.name + ")";
    if (s.kind != SeatKind::Bot)
        throw CommandError(which + " is a " + std::string(seat_kind_name(s.kind)) + " player; zero-cli plays bot seats only");
    if (std::string why = kind_error(s.bot); !why.empty()) throw CommandError(which + ": " + why);
}

SavedMatchOptions new_saved_match(const SimulateOptions& o, const std::vector<std::string>& kinds,
                                  std::vector<SavedSeat>& seats) {
    SavedMatchOptions options;
    options.saves_folder = save_dir(o.save_dir);
    options.save_file = new_save_file(o, options.saves_folder);
    options.record_out = o.record;
    options.turn_delay_ms = o.turn_delay_ms;
    const std::vector<std::string> names = record_names(kinds);
    seats.clear();
    for (std::size_t seat = 0; seat < kinds.size(); ++seat) seats.push_back(SavedSeat::bot_seat(kinds[seat], names[seat]));
    return options;
}

knizia::State play_saved_match(knizia::State state, const std::vector<SavedSeat>& seats, const SavedMatchOptions& options) {
    const std::string& file = options.save_file;
    std::vector<std::unique_ptr<knizia::SeatController>> controllers;
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        check_bot_seat(file, seat, seats[seat], seat_kind_error);
        controllers.push_back(make_seat(seats[seat].bot, state.seed, static_cast<Seat>(seat)));
    }

    Autosaver saver(file, seats, AutosaveOptions{false, options.path_is_good, {}});
    auto check_saved = [&saver] {
        if (std::string error = saver.last_error(); !error.empty()) throw CommandError(error);
    };
    // Saved before the first action too, so that a match stopped at once can still be resumed.
    saver.save(state);
    check_saved();

    knizia::Table table(std::move(state), std::move(controllers));
    table.add_observer(saver.observer());
    while (!table.over()) {
        const std::uint32_t before = table.state().state_id;
        table.step();
        check_saved();
        if (table.state().state_id == before) throw CommandError(file + ": a bot gave no action");
        if (options.turn_delay_ms > 0 && !table.over())
            std::this_thread::sleep_for(std::chrono::milliseconds(options.turn_delay_ms));
    }

    const knizia::State& final_state = table.state();
    finish_saved_match(make_save(final_state, seats, unix_now()), options);
    return final_state;
}

std::string local_time(std::int64_t seconds) {
    const auto t = static_cast<std::time_t>(seconds);
    std::tm tm{};
    if (!::localtime_r(&t, &tm)) return "?";
    std::ostringstream out;
    out << std::put_time(&tm, "%Y-%m-%d %H:%M");
    return out.str();
}


}  // namespace zero::cli

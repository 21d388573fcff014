// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Turns a --bots entry into a seat controller. Kept apart from the commands so every command
// that seats bots (simulate, resume, host, join) accepts the same kinds.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "zero/core/rules_table.hpp"
#include "zero/extbot/channel.hpp"
#include "zero/knizia/table.hpp"

namespace zero::cli {

// Kinds: easy, medium, hard, greedy, random (with options, e.g. hard:iters=2000, docs/bots.md) and
// ext:COMMAND, a program speaking docs/bot-protocol.md whose problems are reported on stderr.
// Empty when `kind` names a seat this build can play; otherwise why not.
std::string seat_kind_error(const std::string& kind);
std::unique_ptr<knizia::SeatController> make_seat(const std::string& kind, std::uint64_t match_seed, Seat seat);
std::vector<std::unique_ptr<knizia::SeatController>> make_seats(const std::vector<std::string>& kinds, std::uint64_t match_seed);

namespace seat_detail {
inline constexpr std::string_view kExternalPrefix = "ext:";
inline bool is_external(const std::string& kind) { return kind.starts_with(kExternalPrefix); }
std::string external_error(const std::string& kind);
// A misbehaving program costs its seat a fallback move, never the match: say so and play on.
extbot::ExternalBotOptions reporting_options();
}  // namespace seat_detail

// The same for a game at the shared table (Solèr's ZERO, Zero Hero), from its command traits `G`
// (record_game_commands.hpp): its own bot kinds (G::kind_error, G::make_bot) and ext:COMMAND,
// played by G::ExternalBot.
template <class G>
std::string table_seat_kind_error(const std::string& kind) {
    if (seat_detail::is_external(kind)) return seat_detail::external_error(kind);
    return G::kind_error(kind);
}

template <class G>
std::vector<std::unique_ptr<core::SeatController<typename G::TableGame>>> make_table_seats(
    const std::vector<std::string>& kinds, std::uint64_t match_seed) {
    std::vector<std::unique_ptr<core::SeatController<typename G::TableGame>>> seats;
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const Seat seat = static_cast<Seat>(i);
        if (seat_detail::is_external(kinds[i]))
            seats.push_back(std::make_unique<typename G::ExternalBot>(kinds[i].substr(seat_detail::kExternalPrefix.size()),
                                                                      seat, seat_detail::reporting_options()));
        else
            seats.push_back(std::make_unique<core::BotSeat<typename G::TableGame, typename G::Bot>>(
                G::make_bot(kinds[i], match_seed, seat)));
    }
    return seats;
}

}  // namespace zero::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat_factory.hpp"

#include <iostream>

#include "zero/extbot/ext_bot.hpp"
#include "zero/extbot/hero_ext_bot.hpp"
#include "zero/extbot/soler_ext_bot.hpp"
#include "zero/hero/bots/bot_seat.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/soler/bots/bot_seat.hpp"

namespace zero::cli {
namespace {

constexpr std::string_view kExternalPrefix = "ext:";

bool is_external(const std::string& kind) { return kind.starts_with(kExternalPrefix); }

std::string external_error(const std::string& kind) {
    if (kind.size() == kExternalPrefix.size()) return "'ext:' needs a command to run, as in ext:./my_bot";
    return {};
}

// A misbehaving program costs its seat a fallback move, never the match: say so and play on.
extbot::ExternalBotOptions reporting_options() {
    extbot::ExternalBotOptions options;
    options.report = [](const std::string& line) { std::cerr << "zero-cli: " << line << "\n"; };
    return options;
}

}  // namespace

std::string seat_kind_error(const std::string& kind) {
    if (is_external(kind)) return external_error(kind);
    return knizia::bot_kind_error(kind);
}

std::unique_ptr<knizia::SeatController> make_seat(const std::string& kind, std::uint64_t match_seed, Seat seat) {
    if (is_external(kind))
        return std::make_unique<extbot::KniziaExternalBot>(kind.substr(kExternalPrefix.size()), seat, reporting_options());
    return std::make_unique<knizia::BotController>(make_bot(knizia::BotSpec{kind, match_seed, seat}));
}

std::vector<std::unique_ptr<knizia::SeatController>> make_seats(const std::vector<std::string>& kinds, std::uint64_t match_seed) {
    std::vector<std::unique_ptr<knizia::SeatController>> seats;
    for (std::size_t seat = 0; seat < kinds.size(); ++seat)
        seats.push_back(make_seat(kinds[seat], match_seed, static_cast<Seat>(seat)));
    return seats;
}

std::string soler_seat_kind_error(const std::string& kind) {
    if (is_external(kind)) return external_error(kind);
    return soler::bot_kind_error(kind);
}

std::vector<std::unique_ptr<soler::SeatController>> make_soler_seats(const std::vector<std::string>& kinds,
                                                                     std::uint64_t match_seed) {
    std::vector<std::unique_ptr<soler::SeatController>> seats;
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const Seat seat = static_cast<Seat>(i);
        if (is_external(kinds[i]))
            seats.push_back(std::make_unique<extbot::SolerExternalBot>(kinds[i].substr(kExternalPrefix.size()), seat,
                                                                       reporting_options()));
        else
            seats.push_back(std::make_unique<soler::BotSeat>(soler::make_bot(kinds[i], match_seed, seat)));
    }
    return seats;
}

std::string hero_seat_kind_error(const std::string& kind) {
    if (is_external(kind)) return external_error(kind);
    return hero::bot_kind_error(kind);
}

std::vector<std::unique_ptr<hero::SeatController>> make_hero_seats(const std::vector<std::string>& kinds,
                                                                   std::uint64_t match_seed) {
    std::vector<std::unique_ptr<hero::SeatController>> seats;
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const Seat seat = static_cast<Seat>(i);
        if (is_external(kinds[i]))
            seats.push_back(std::make_unique<extbot::HeroExternalBot>(kinds[i].substr(kExternalPrefix.size()), seat,
                                                                      reporting_options()));
        else
            seats.push_back(std::make_unique<hero::BotSeat>(hero::make_bot(kinds[i], match_seed, seat)));
    }
    return seats;
}

}  // namespace zero::cli

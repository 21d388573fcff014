// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat_factory.hpp"

#include <iostream>

#include "zero/extbot/knizia_ext_bot.hpp"
#include "zero/knizia/bots/bot.hpp"

namespace zero::cli {
namespace seat_detail {

std::string external_error(const std::string& kind) {
    if (kind.size() == kExternalPrefix.size()) return "'ext:' needs a command to run, as in ext:./my_bot";
    return {};
}

extbot::ExternalBotOptions reporting_options() {
    extbot::ExternalBotOptions options;
    options.report = [](const std::string& line) { std::cerr << "zero-cli: " << line << "\n"; };
    return options;
}

}  // namespace seat_detail

using seat_detail::external_error;
using seat_detail::is_external;
using seat_detail::kExternalPrefix;
using seat_detail::reporting_options;

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

}  // namespace zero::cli

#include "seat_factory.hpp"

#include <iostream>

#include "zero/knizia/bots/bot.hpp"
#include "zero/extbot/ext_bot.hpp"

namespace zero::cli {
namespace {

constexpr std::string_view kExternalPrefix = "ext:";

bool is_external(const std::string& kind) { return kind.starts_with(kExternalPrefix); }

}  // namespace

std::string seat_kind_error(const std::string& kind) {
    if (is_external(kind)) {
        if (kind.size() == kExternalPrefix.size()) return "'ext:' needs a command to run, as in ext:./my_bot";
        return {};
    }
    return bot_kind_error(kind);
}

std::unique_ptr<SeatController> make_seat(const std::string& kind, std::uint64_t match_seed, Seat seat) {
    if (is_external(kind)) {
        extbot::ExternalBotOptions options;
        // A misbehaving program costs its seat a knock, never the match: say so and play on.
        options.report = [](const std::string& line) { std::cerr << "zero-cli: " << line << "\n"; };
        return std::make_unique<extbot::ExternalBot>(kind.substr(kExternalPrefix.size()), seat, options);
    }
    return std::make_unique<BotController>(make_bot(BotSpec{kind, match_seed, seat}));
}

std::vector<std::unique_ptr<SeatController>> make_seats(const std::vector<std::string>& kinds, std::uint64_t match_seed) {
    std::vector<std::unique_ptr<SeatController>> seats;
    for (std::size_t seat = 0; seat < kinds.size(); ++seat)
        seats.push_back(make_seat(kinds[seat], match_seed, static_cast<Seat>(seat)));
    return seats;
}

}  // namespace zero::cli

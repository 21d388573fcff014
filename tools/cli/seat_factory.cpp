#include "seat_factory.hpp"

#include "zero/bots/bot.hpp"

namespace zero::cli {

std::string seat_kind_error(const std::string& kind) { return bot_kind_error(kind); }

std::unique_ptr<SeatController> make_seat(const std::string& kind, std::uint64_t match_seed, Seat seat) {
    return std::make_unique<BotController>(make_bot(BotSpec{kind, match_seed, seat}));
}

std::vector<std::unique_ptr<SeatController>> make_seats(const std::vector<std::string>& kinds, std::uint64_t match_seed) {
    std::vector<std::unique_ptr<SeatController>> seats;
    for (std::size_t seat = 0; seat < kinds.size(); ++seat)
        seats.push_back(make_seat(kinds[seat], match_seed, static_cast<Seat>(seat)));
    return seats;
}

}  // namespace zero::cli

#include "zero/game/soler/session.hpp"

#include "zero/game/local_session_impl.hpp"
#include "zero/saves/soler_autosaver.hpp"
#include "zero/soler/bots/bots.hpp"

namespace zero::game {

int next_human(SeatMask to_act, const std::vector<bool>& humans, int current) {
    const int n = static_cast<int>(humans.size());
    auto may = [&](int seat) { return seat >= 0 && seat < n && humans[static_cast<std::size_t>(seat)] && has_seat(to_act, seat); };
    if (may(current)) return current;
    for (int i = 1; i <= n; ++i) {
        const int seat = ((current < 0 ? -1 : current) + i + n) % n;
        if (may(seat)) return seat;
    }
    return -1;
}

soler::State SolerSessionGame::new_match(const soler::Rules& rules, std::uint64_t seed, soler::EventList* events) {
    return soler::new_match(rules, seed, events);
}

std::unique_ptr<soler::Bot> SolerSessionGame::make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
    return soler::make_bot(kind, seed, seat);
}

SolerSetup soler_setup_from_save(const soler::SaveGame& save) { return local_setup_from_save(save); }

template class LocalSession<SolerSessionGame>;

}  // namespace zero::game

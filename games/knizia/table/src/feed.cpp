// SPDX-License-Identifier: GPL-3.0-or-later
// A match played on this screen as the table's feed, with its autosave.
#include "zero/game/knizia/feed.hpp"
#include "zero/saves/knizia_autosaver.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::game {

LocalKniziaFeed::LocalKniziaFeed(std::unique_ptr<KniziaSession> session, const std::string& save_path, bool save_path_is_good)
    : session_(std::move(session)) {
    const std::vector<SeatSetup>& setup = session_->setup().seats;
    for (std::size_t s = 0; s < setup.size() && s < sort_by_number_.size(); ++s)
        sort_by_number_[s] = setup[s].sort_by_number;
    if (save_path.empty()) return;
    std::vector<SavedSeat> seats;
    for (const SeatSetup& seat : setup) {
        seats.push_back(seat.human ? SavedSeat::human(seat.name) : SavedSeat::bot_seat(seat.bot_kind, seat.name));
        seats.back().sort_by_number = seat.sort_by_number;
    }
    saver_ = std::make_unique<Autosaver>(save_path, std::move(seats), table_autosave_options(save_path_is_good));
    session_->add_observer(saver_->observer());
    // Saved at once, so the match is in the Resume list before its first move.
    saver_->save(session_->state_for_services());
}

LocalKniziaFeed::~LocalKniziaFeed() = default;

knizia::EventList LocalKniziaFeed::opening_events() {
    if (opened_) return {};
    opened_ = true;
    return session_->opening_events();
}

bool LocalKniziaFeed::submitted(Seat seat) const {
    // A human's choice waits in their controller until the table steps.
    return seat == session_->to_move() && session_->is_human(seat) && session_->ready();
}

void LocalKniziaFeed::set_sort_by_number(Seat seat, bool by_number) {
    if (seat < 0 || seat >= session_->setup().rules.players || sort_by_number(seat) == by_number) return;
    KniziaFeed::set_sort_by_number(seat, by_number);
    if (!saver_ || session_->over()) return;
    SavedSeat info = saver_->seats().at(static_cast<std::size_t>(seat));
    info.sort_by_number = by_number;
    saver_->set_seat(seat, info);
    // Saved now, not with the next move: a player who sorts and then quits finds it sorted.
    saver_->save(session_->state_for_services());
}

std::string LocalKniziaFeed::take_notice(const Strings& strings) {
    if (!saver_) return {};
    const std::string error = saver_->last_error();
    if (error.empty() || error == error_shown_) return {};
    error_shown_ = error;
    return strings.format(Str::SaveFailed, {error});
}

}  // namespace zero::game

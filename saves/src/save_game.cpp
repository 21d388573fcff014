// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/save_game.hpp"

#include "save_parts.hpp"

namespace zero {

std::string seats_shape_error(const std::vector<SavedSeat>& seats, const std::vector<std::string>& players) {
    if (seats.size() != players.size())
        return "the save has " + std::to_string(seats.size()) + " seats for " + std::to_string(players.size()) +
               " players";
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        const SavedSeat& s = seats[seat];
        const std::string which = "seat " + std::to_string(seat);
        if (s.name.empty() || s.name.size() > kMaxSeatNameBytes)
            return which + " needs a name of 1 to " + std::to_string(kMaxSeatNameBytes) + " bytes";
        if (s.name != players[seat]) return which + "'s name differs from the record's player";
        if ((s.kind == SeatKind::Bot) == s.bot.empty())
            return which + (s.kind == SeatKind::Bot ? " is a bot without a kind" : " is not a bot but names one");
        if (s.bot.size() > kMaxBotKindBytes) return which + "'s bot kind is too long";
        if (s.token != 0 && s.kind != SeatKind::Remote) return which + " keeps a token but is not a LAN player's";
    }
    return {};
}

std::string_view seat_kind_name(SeatKind kind) {
    switch (kind) {
        case SeatKind::Human: return "human";
        case SeatKind::Bot: return "bot";
        case SeatKind::Remote: return "remote";
    }
    return "unknown";
}

std::vector<std::string> seat_names(const std::vector<SavedSeat>& seats) {
    std::vector<std::string> names;
    names.reserve(seats.size());
    for (const SavedSeat& seat : seats) names.push_back(seat.name);
    return names;
}

namespace {

bool same_round(const knizia::RecordedRound& a, const knizia::RecordedRound& b) {
    return a.dealer == b.dealer && a.hands == b.hands && a.pool == b.pool && a.actions == b.actions && a.end == b.end &&
           a.scores == b.scores;
}

bool same_record(const knizia::MatchRecord& a, const knizia::MatchRecord& b) {
    if (a.seed != b.seed || a.players != b.players || a.pool_size != b.pool_size ||
        a.rounds_planned != b.rounds_planned || a.totals != b.totals || a.winners != b.winners ||
        a.rounds.size() != b.rounds.size())
        return false;
    for (std::size_t i = 0; i < a.rounds.size(); ++i)
        if (!same_round(a.rounds[i], b.rounds[i])) return false;
    return true;
}

}  // namespace

bool operator==(const SaveGame& a, const SaveGame& b) {
    return same_record(a.record, b.record) && a.seats == b.seats && a.rules == b.rules && a.rng_state == b.rng_state &&
           a.to_move == b.to_move && a.state_id == b.state_id && a.round == b.round && a.totals == b.totals &&
           a.saved_at == b.saved_at;
}

SaveGame make_save(const knizia::State& state, const std::vector<SavedSeat>& seats, std::int64_t saved_at) {
    SaveGame save = record_save::make_common<SaveGame>(state, seats, saved_at);
    save.to_move = state.to_move;
    save.round = state.round;
    return save;
}

std::string save_shape_error(const SaveGame& save) { return record_save::shape_error(save); }

Restored restore(const SaveGame& save) {
    Restored out;
    if (std::string why = save_shape_error(save); !why.empty()) {
        out.error = why;
        return out;
    }
    knizia::ReplayResult replayed = replay(save.record);
    if (replayed.error) {
        out.error = "the match record does not replay: " + replayed.error->what();
        return out;
    }
    const knizia::State& state = *replayed.state;
    const std::vector<int> totals(state.totals.begin(), state.totals.begin() + state.players());
    if (state.rng.state() != save.rng_state) out.error = "the saved RNG state does not match the replayed match";
    else if (state.to_move != save.to_move)
        out.error = "the save says seat " + std::to_string(save.to_move) + " is to move, the record says seat " +
                    std::to_string(state.to_move);
    else if (state.state_id != save.state_id)
        out.error = "the save's state id " + std::to_string(save.state_id) + " does not match the record's " +
                    std::to_string(state.state_id);
    else if (state.round != save.round)
        out.error = "the save says round " + std::to_string(save.round + 1) + ", the record says round " +
                    std::to_string(state.round + 1);
    else if (totals != save.totals)
        out.error = "the saved totals " + core::list_text(save.totals) + " should be " + core::list_text(totals);
    if (out.error.empty()) out.state = std::move(replayed.state);
    return out;
}

}  // namespace zero

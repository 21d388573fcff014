#pragma once
// A match in progress as a save file holds it: the match record plus what is needed to carry on
// (who sits where, and the RNG state, whose turn and state id as cross-checks). No dump of State:
// resuming replays the record, which re-derives the state from the seed and validates every action.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "zero/knizia/record.hpp"
#include "zero/knizia/state.hpp"

namespace zero {

enum class SeatKind : std::uint8_t { Human, Bot, Remote };

inline constexpr std::size_t kMaxSeatNameBytes = 64;   // as in the match record
inline constexpr std::size_t kMaxBotKindBytes = 4096;  // "ext:COMMAND" carries a command line

struct SavedSeat {
    SeatKind kind = SeatKind::Human;
    // The player's name for human and remote seats (a LAN host matches reconnecting players by
    // it); for a bot, the name the record shows.
    std::string name;
    // The bot kind exactly as it was given to the seat factory ("greedy", "hard", "ext:CMD");
    // empty for human and remote seats.
    std::string bot;
    // How this player last laid out their hand at the table (Tab): by number, else by colour.
    // Kept per player, so each couch player finds their own order again after a resume.
    bool sort_by_number = false;

    static SavedSeat human(std::string name) { return {SeatKind::Human, std::move(name), {}}; }
    static SavedSeat remote(std::string name) { return {SeatKind::Remote, std::move(name), {}}; }
    static SavedSeat bot_seat(std::string kind, std::string name) {
        return {SeatKind::Bot, std::move(name), std::move(kind)};
    }
    friend bool operator==(const SavedSeat&, const SavedSeat&) = default;
};

std::string_view seat_kind_name(SeatKind kind);  // "human", "bot", "remote"

struct SaveGame {
    MatchRecord record;  // players[i] == seats[i].name
    std::vector<SavedSeat> seats;
    Rules rules;
    // Cross-checks against the replayed state: a mismatch means the file is not what was saved.
    std::uint64_t rng_state = 0;
    Seat to_move = 0;
    std::uint32_t state_id = 0;
    int round = 0;            // 0-based index of the round being played (the last one once over)
    std::vector<int> totals;  // running totals, so a listing needs no replay
    std::int64_t saved_at = 0;  // seconds since the Unix epoch

    bool finished() const { return record.finished(); }
    friend bool operator==(const SaveGame& a, const SaveGame& b);
};

// `seats` must have one entry per player; their names become the record's player names.
SaveGame make_save(const State& state, const std::vector<SavedSeat>& seats, std::int64_t saved_at);

// Checks what a save says about itself without replaying: seat count and kinds, rules, names.
// Empty when consistent; otherwise one sentence.
std::string save_shape_error(const SaveGame& save);

struct Restored {
    std::optional<State> state;
    std::string error;  // one sentence without the file name; empty on success
};

// Replays the record and checks the saved rules, RNG state, whose turn, state id, round and
// totals against the replayed state.
Restored restore(const SaveGame& save);

}  // namespace zero

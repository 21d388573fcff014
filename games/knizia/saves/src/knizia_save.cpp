// SPDX-License-Identifier: GPL-3.0-or-later
// Knizia's Zero in a save file: the body of its SaveGame (cereal portable binary, in the envelope
// of save_format.hpp), and making, checking and restoring one.
#include "zero/saves/knizia_save.hpp"
#include "zero/saves/knizia_autosaver.hpp"

#include "backup_load.hpp"
#include "binary_io.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/knizia/game_id.hpp"
#include "save_parts.hpp"

// Bump a version when its type's layout changes; load() then reads both.
CEREAL_CLASS_VERSION(zero::SaveGame, 1)
CEREAL_CLASS_VERSION(zero::knizia::MatchRecord, 2)  // 2: the seed may be absent
CEREAL_CLASS_VERSION(zero::knizia::RecordedRound, 1)

namespace zero {
namespace {

using binary::BodyError;
using binary::check_version;
using binary::load_count;
using binary::load_int;
using binary::load_ints;
using binary::load_part_end;
using binary::load_seat;
using binary::load_string;
using binary::save_count;
using binary::save_ints;
using binary::save_part_end;
using binary::save_string;

template <class Ar>
void save_cards(Ar& ar, const std::vector<knizia::Card>& cards) {
    save_count(ar, cards.size());
    for (knizia::Card c : cards) ar(static_cast<std::uint8_t>(c.index()));
}

knizia::Card load_card_index(std::uint8_t index, const char* what) {
    if (index >= knizia::kDeckSize) throw BodyError{std::string(what) + " holds a card index out of range"};
    return knizia::Card::from_index(index);
}

template <class Ar>
std::vector<knizia::Card> load_cards(Ar& ar, std::uint32_t max, const char* what) {
    std::vector<knizia::Card> cards(load_count(ar, max, what));
    for (knizia::Card& c : cards) {
        std::uint8_t index = 0;
        ar(index);
        c = load_card_index(index, what);
    }
    return cards;
}

// Bounds checked while loading, before anything is allocated. Generous: far beyond a real match.
constexpr std::uint32_t kMaxActionsPerRound = 100000;  // as record_json

}  // namespace

// In the records' namespace, where cereal looks for them.
namespace knizia {

// Moves go as four bytes: seat, kind (0 swap, 1 knock), give, take (0xFF for a knock).
template <class Ar>
void save(Ar& ar, const knizia::RecordedRound& r, std::uint32_t /*version*/) {
    ar(static_cast<std::uint8_t>(r.dealer));
    save_count(ar, r.hands.size());
    for (const auto& hand : r.hands) save_cards(ar, hand);
    save_cards(ar, r.pool);
    save_count(ar, r.actions.size());
    for (const knizia::Move& m : r.actions) {
        const bool swap = m.action.is_swap();
        ar(static_cast<std::uint8_t>(m.seat), static_cast<std::uint8_t>(swap ? 0 : 1),
           static_cast<std::uint8_t>(swap ? m.action.give.index() : 0xFF),
           static_cast<std::uint8_t>(swap ? m.action.take.index() : 0xFF));
    }
    save_part_end(ar, r.end, r.scores);
}

template <class Ar>
void load(Ar& ar, knizia::RecordedRound& r, std::uint32_t version) {
    check_version(version, 1, "a round");
    r.dealer = load_seat(ar, knizia::kMaxPlayers, "a round's dealer");
    r.hands.resize(load_count(ar, knizia::kMaxPlayers, "a round's hands"));
    for (auto& hand : r.hands) hand = load_cards(ar, knizia::kHandSize, "a hand");
    r.pool = load_cards(ar, knizia::kMaxPool, "a pool");
    r.actions.resize(load_count(ar, kMaxActionsPerRound, "a round's actions"));
    for (knizia::Move& m : r.actions) {
        m.seat = load_seat(ar, knizia::kMaxPlayers, "an action's seat");
        std::uint8_t kind = 0, give = 0, take = 0;
        ar(kind, give, take);
        if (kind == 0) m.action = knizia::Action::swap(load_card_index(give, "a swap"), load_card_index(take, "a swap"));
        else if (kind == 1 && give == 0xFF && take == 0xFF) m.action = knizia::Action::knock();
        else throw BodyError{"an action is neither a swap nor a knock"};
    }
    load_part_end(ar, r.end, r.scores, knizia::kMaxPlayers, "a round's end is neither knocks nor zero",
                  "a round's scores");
}

template <class Ar>
void save(Ar& ar, const knizia::MatchRecord& rec, std::uint32_t /*version*/) {
    ar(static_cast<std::uint8_t>(rec.seed ? 1 : 0), static_cast<std::uint64_t>(rec.seed.value_or(0)));
    save_count(ar, rec.players.size());
    for (const std::string& p : rec.players) save_string(ar, p);
    ar(static_cast<std::int32_t>(rec.pool_size), static_cast<std::int32_t>(rec.rounds_planned));
    save_count(ar, rec.rounds.size());
    for (const knizia::RecordedRound& r : rec.rounds) ar(r);
    save_ints(ar, rec.totals);
    save_ints(ar, rec.winners);
}

template <class Ar>
void load(Ar& ar, knizia::MatchRecord& rec, std::uint32_t version) {
    check_version(version, 2, "the match record");
    std::uint8_t seeded = 1;  // version 1 always had a seed
    if (version >= 2) ar(seeded);
    if (seeded > 1) throw BodyError{"the match record's seed is neither given nor absent"};
    std::uint64_t seed = 0;
    ar(seed);
    rec.seed.reset();
    if (seeded == 1) rec.seed = seed;
    rec.players.resize(load_count(ar, knizia::kMaxPlayers, "the player list"));
    for (std::string& p : rec.players) p = load_string(ar, kMaxSeatNameBytes, "a player's name");
    rec.pool_size = load_int(ar, 1, knizia::kMaxPool, "the pool size");
    rec.rounds_planned = load_int(ar, 1, knizia::kMaxRounds, "the number of rounds");
    rec.rounds.resize(load_count(ar, knizia::kMaxRounds, "the round list"));
    for (knizia::RecordedRound& r : rec.rounds) ar(r);
    rec.totals = load_ints(ar, knizia::kMaxPlayers, "the totals");
    rec.winners = load_ints(ar, knizia::kMaxPlayers, "the winners");
}

}  // namespace knizia

template <class Ar>
void save(Ar& ar, const SaveGame& s, std::uint32_t /*version*/) {
    ar(static_cast<std::int64_t>(s.saved_at));
    ar(static_cast<std::int32_t>(s.rules.players), static_cast<std::int32_t>(s.rules.pool_size),
       static_cast<std::int32_t>(s.rules.rounds));
    binary::save_seats(ar, s.seats);
    ar(static_cast<std::uint64_t>(s.rng_state), static_cast<std::uint8_t>(s.to_move),
       static_cast<std::uint32_t>(s.state_id), static_cast<std::int32_t>(s.round));
    save_ints(ar, s.totals);
    ar(s.record);
}

template <class Ar>
void load(Ar& ar, SaveGame& s, std::uint32_t version) {
    check_version(version, 1, "the save");
    std::int64_t saved_at = 0;
    ar(saved_at);
    s.saved_at = saved_at;
    s.rules.players = load_int(ar, knizia::kMinPlayers, knizia::kMaxPlayers, "the number of players");
    s.rules.pool_size = load_int(ar, 1, knizia::kMaxPool, "the pool size");
    s.rules.rounds = load_int(ar, 1, knizia::kMaxRounds, "the number of rounds");
    s.seats = binary::load_seats(ar, knizia::kMaxPlayers);
    std::uint64_t rng = 0;
    std::uint8_t to_move = 0;
    std::uint32_t state_id = 0;
    ar(rng, to_move, state_id);
    if (to_move >= knizia::kMaxPlayers) throw BodyError{"the seat to move is out of range"};
    s.rng_state = rng;
    s.to_move = to_move;
    s.state_id = state_id;
    s.round = load_int(ar, 0, knizia::kMaxRounds - 1, "the round");
    s.totals = load_ints(ar, knizia::kMaxPlayers, "the totals");
    ar(s.record);
}

std::string encode_save_body(const SaveGame& save) { return binary::encode_body(save); }

std::string encode_save(const SaveGame& save) { return wrap_save(knizia::kKniziaGame, encode_save_body(save)); }

SaveDecode decode_save_body(std::string_view body) { return record_save::decode_body<SaveDecode, SaveGame>(body); }

SaveDecode decode_save(std::string_view bytes) {
    SaveEnvelope envelope = open_save(bytes);
    if (!envelope.error.empty()) return {std::nullopt, std::move(envelope.error)};
    if (envelope.game != knizia::kKniziaGame) return {std::nullopt, other_game_error(envelope.game, knizia::kKniziaGame)};
    return decode_save_body(envelope.body);
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

std::string write_save(const std::string& path, const SaveGame& save, bool rotate_backup) {
    return write_save_bytes(path, encode_save(save), rotate_backup);
}

LoadedSave load_save(const std::string& path) {
    return load_game_save<LoadedSave>(path, knizia::kKniziaGame, [](std::string_view body) { return decode_save_body(body); },
                                      [](const auto& save) { return restore(save); });
}

std::string archive_finished(const std::string& path, const SaveGame& save, const std::string& history_folder) {
    if (!save.finished()) return path + ": the match is not over yet";
    return archive_record(path, record_to_json(save.record), history_folder);
}

}  // namespace zero

// Its autosaver, compiled once here rather than in each file that saves a match.
template class zero::BasicAutosaver<zero::knizia::State, zero::knizia::EventList>;

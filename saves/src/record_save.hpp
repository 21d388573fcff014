// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every save made of a match record, its seats and cross-checks (Solèr's ZERO, Zero Hero)
// does alike: each game's SaveGame has record, seats, rules, rng_state, state_id, epoch, to_act,
// game, totals and saved_at, and its own make_record, replay, to_act and rules_error, found by
// argument type (Knizia's Zero's save shares the parts its layout has). Private to saves/src.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "backup_load.hpp"
#include "save_parts.hpp"
#include "binary_io.hpp"
#include "zero/saves/record_save_game.hpp"
#include "zero/saves/save_format.hpp"
#include "zero/saves/saved_seat.hpp"

namespace zero::record_save {

template <class SaveGame, class State>
SaveGame make(const State& state, const std::vector<SavedSeat>& seats, std::int64_t saved_at) {
    SaveGame save = make_common<SaveGame>(state, seats, saved_at);
    save.epoch = state.epoch;
    save.to_act = to_act(state);
    save.game = state.game;
    return save;
}

// Replays the record and checks the replayed state against what the save says of it.
template <class Restored, class SaveGame>
Restored restore(const SaveGame& save) {
    Restored out;
    if (std::string why = shape_error(save); !why.empty()) {
        out.error = why;
        return out;
    }
    auto replayed = replay(save.record);
    if (replayed.error) {
        out.error = "the match record does not replay: " + replayed.error->what();
        return out;
    }
    const auto& state = *replayed.state;
    const std::vector<int> totals(state.totals.begin(), state.totals.begin() + state.players());
    if (state.rng.state() != save.rng_state)
        out.error = "the saved RNG state does not match the replayed match";
    else if (state.state_id != save.state_id || state.epoch != save.epoch)
        out.error = "the save's state id " + std::to_string(save.state_id) + " (stage " + std::to_string(save.epoch) +
                    ") does not match the record's " + std::to_string(state.state_id) + " (stage " +
                    std::to_string(state.epoch) + ")";
    else if (to_act(state) != save.to_act)
        out.error = "the save and the record differ on who is to act";
    else if (state.game != save.game)
        out.error = "the save says game " + std::to_string(save.game + 1) + ", the record says game " +
                    std::to_string(state.game + 1);
    else if (totals != save.totals)
        out.error = "the saved totals differ from the replayed ones";
    if (out.error.empty()) out.state = std::move(replayed.state);
    return out;
}

// Header and checksum, then the body of a save of `game`; another game's save is refused.
template <class SaveDecode, class SaveGame>
SaveDecode decode(std::string_view bytes, games::GameId game) {
    const SaveEnvelope envelope = open_save(bytes);
    if (!envelope.error.empty()) return {std::nullopt, envelope.error};
    if (envelope.game != game) return {std::nullopt, other_game_error(envelope.game, game)};
    return decode_body<SaveDecode, SaveGame>(envelope.body);
}

// The body of a save in the binary format (cereal's save/load of each game's SaveGame and
// MatchRecord call these): what differs between games is only the rules' fields and the record's
// plan (how many games, or a target), which the game's `Body` struct writes and reads
// (save_rules, load_rules, save_plan, load_plan); it has the game's kMaxPlayers and kMaxGames too.
template <class Body, class Ar, class SaveGame>
void save_body(Ar& ar, const SaveGame& s) {
    ar(static_cast<std::int64_t>(s.saved_at));
    Body::save_rules(ar, s.rules);
    binary::save_seats(ar, s.seats);
    ar(static_cast<std::uint64_t>(s.rng_state), static_cast<std::uint32_t>(s.state_id),
       static_cast<std::uint32_t>(s.epoch), static_cast<std::uint8_t>(s.to_act), static_cast<std::int32_t>(s.game));
    binary::save_ints(ar, s.totals);
    ar(s.record);
}

template <class Body, class Ar, class SaveGame>
void load_body(Ar& ar, SaveGame& s, std::uint32_t version) {
    binary::check_version(version, 1, "the save");
    std::int64_t saved_at = 0;
    ar(saved_at);
    s.saved_at = saved_at;
    Body::load_rules(ar, s.rules);
    s.seats = binary::load_seats(ar, Body::kMaxPlayers);
    std::uint64_t rng = 0;
    std::uint32_t state_id = 0, epoch = 0;
    std::uint8_t to_act = 0;
    ar(rng, state_id, epoch, to_act);
    if (to_act >= (1U << Body::kMaxPlayers)) throw binary::BodyError{"the seats to act are out of range"};
    s.rng_state = rng;
    s.state_id = state_id;
    s.epoch = epoch;
    s.to_act = to_act;
    s.game = binary::load_int(ar, 0, Body::kMaxGames - 1, "the game");
    s.totals = binary::load_ints(ar, Body::kMaxPlayers, "the totals");
    ar(s.record);
}

template <class Body, class Ar, class MatchRecord>
void save_record(Ar& ar, const MatchRecord& rec) {
    ar(static_cast<std::uint8_t>(rec.seed ? 1 : 0), static_cast<std::uint64_t>(rec.seed.value_or(0)));
    binary::save_count(ar, rec.players.size());
    for (const std::string& p : rec.players) binary::save_string(ar, p);
    Body::save_plan(ar, rec);
    binary::save_count(ar, rec.rounds.size());
    for (const auto& g : rec.rounds) ar(g);
    binary::save_ints(ar, rec.totals);
    binary::save_ints(ar, rec.winners);
}

template <class Body, class Ar, class MatchRecord>
void load_record(Ar& ar, MatchRecord& rec, std::uint32_t version) {
    binary::check_version(version, 1, "the match record");
    std::uint8_t seeded = 0;
    std::uint64_t seed = 0;
    ar(seeded, seed);
    if (seeded > 1) throw binary::BodyError{"the match record's seed is neither given nor absent"};
    rec.seed.reset();
    if (seeded == 1) rec.seed = seed;
    rec.players.resize(binary::load_count(ar, Body::kMaxPlayers, "the player list"));
    for (std::string& p : rec.players) p = binary::load_string(ar, kMaxSeatNameBytes, "a player's name");
    Body::load_plan(ar, rec);
    rec.rounds.resize(binary::load_count(ar, Body::kMaxGames, "the game list"));
    for (auto& g : rec.rounds) ar(g);
    rec.totals = binary::load_ints(ar, Body::kMaxPlayers, "the totals");
    rec.winners = binary::load_ints(ar, Body::kMaxPlayers, "the winners");
}

}  // namespace zero::record_save

// The cereal functions a game's namespace needs for its MatchRecord and SaveGame (cereal finds
// them there by argument type, so a template elsewhere cannot stand in): each is the shared body
// above over the game's Body, which says how its plan and rules are laid out.
#define ZERO_RECORD_SAVE_SERIALIZERS(Body)                                                                        \
    template <class Ar>                                                                                           \
    void save(Ar& ar, const MatchRecord& rec, std::uint32_t) { ::zero::record_save::save_record<Body>(ar, rec); } \
    template <class Ar>                                                                                           \
    void load(Ar& ar, MatchRecord& rec, std::uint32_t v) { ::zero::record_save::load_record<Body>(ar, rec, v); }  \
    template <class Ar>                                                                                           \
    void save(Ar& ar, const SaveGame& s, std::uint32_t) { ::zero::record_save::save_body<Body>(ar, s); }          \
    template <class Ar>                                                                                           \
    void load(Ar& ar, SaveGame& s, std::uint32_t v) { ::zero::record_save::load_body<Body>(ar, s, v); }

// The versions of a game's three saved types (all 1 so far), at global scope as cereal wants.
#define ZERO_RECORD_SAVE_VERSIONS(ns)               \
    CEREAL_CLASS_VERSION(ns::SaveGame, 1)           \
    CEREAL_CLASS_VERSION(ns::MatchRecord, 1)        \
    CEREAL_CLASS_VERSION(ns::RecordedGame, 1)

namespace zero::saves {

template <class SaveGame, class State>
SaveGame RecordSaveFile<SaveGame, State>::make(const State& state, const std::vector<SavedSeat>& seats,
                                               std::int64_t saved_at) {
    return record_save::make<SaveGame>(state, seats, saved_at);
}

template <class SaveGame, class State>
std::string RecordSaveFile<SaveGame, State>::shape_error(const SaveGame& save) {
    return record_save::shape_error(save);
}

template <class SaveGame, class State>
auto RecordSaveFile<SaveGame, State>::restore(const SaveGame& save) -> Restored {
    return record_save::restore<Restored>(save);
}

template <class SaveGame, class State>
std::string RecordSaveFile<SaveGame, State>::encode_body(const SaveGame& save) {
    return binary::encode_body(save);
}

template <class SaveGame, class State>
std::string RecordSaveFile<SaveGame, State>::encode(const SaveGame& save) {
    return wrap_save(SaveGame::kGame, encode_body(save));
}

template <class SaveGame, class State>
auto RecordSaveFile<SaveGame, State>::decode_body(std::string_view body) -> Decoded {
    return record_save::decode_body<Decoded, SaveGame>(body);
}

template <class SaveGame, class State>
auto RecordSaveFile<SaveGame, State>::decode(std::string_view bytes) -> Decoded {
    return record_save::decode<Decoded, SaveGame>(bytes, SaveGame::kGame);
}

template <class SaveGame, class State>
std::string RecordSaveFile<SaveGame, State>::write(const std::string& path, const SaveGame& save, bool rotate_backup) {
    return write_save_bytes(path, encode(save), rotate_backup);
}

template <class SaveGame, class State>
auto RecordSaveFile<SaveGame, State>::load(const std::string& path) -> Loaded {
    return load_game_save<Loaded>(path, SaveGame::kGame, decode_body, restore);
}

// The record's JSON (record_to_json, beside the game's MatchRecord) goes to the history.
template <class SaveGame, class State>
std::string RecordSaveFile<SaveGame, State>::archive(const std::string& path, const SaveGame& save,
                                                     const std::string& history_folder) {
    if (!save.finished()) return path + ": the match is not over yet";
    return archive_record(path, record_to_json(save.record), history_folder);
}

}  // namespace zero::saves

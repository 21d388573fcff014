// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/save_format.hpp"
#include "zero/knizia/game_id.hpp"

#include "binary_io.hpp"
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

namespace {

void put_le(std::string& out, std::uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>((value >> (8 * i)) & 0xFFU));
}

std::uint64_t get_le(std::string_view in, std::size_t at, int bytes) {
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i)
        value |= static_cast<std::uint64_t>(static_cast<unsigned char>(in[at + static_cast<std::size_t>(i)])) << (8 * i);
    return value;
}

}  // namespace

std::uint64_t fnv1a64(std::string_view bytes) {
    std::uint64_t hash = 0xCBF29CE484222325ULL;
    for (char c : bytes) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001B3ULL;
    }
    return hash;
}

std::string encode_save_body(const SaveGame& save) { return binary::encode_body(save); }

std::string wrap_save(games::GameId game, std::string_view body) {
    std::string out;
    out.reserve(kSaveHeaderBytes + body.size());
    out.append(kSaveMagic);
    put_le(out, kSaveFormatVersion, 4);
    put_le(out, body.size(), 4);
    std::string covered;  // the checksum covers the game too: a flipped game byte is damage, not another game
    put_le(covered, static_cast<std::uint64_t>(game), 2);
    covered.append(6, '\0');
    put_le(out, fnv1a64(covered + std::string(body)), 8);
    out.append(covered);
    out.append(body);
    return out;
}

std::string encode_save(const SaveGame& save) { return wrap_save(knizia::kKniziaGame, encode_save_body(save)); }

SaveDecode decode_save_body(std::string_view body) { return record_save::decode_body<SaveDecode, SaveGame>(body); }

SaveEnvelope open_save(std::string_view bytes) {
    SaveEnvelope out;
    if (bytes.empty()) {
        out.error = "the file is empty";
        return out;
    }
    if (bytes.size() > kMaxSaveBytes) {
        out.error = "too large for a save (" + std::to_string(bytes.size()) + " bytes, at most " +
                    std::to_string(kMaxSaveBytes) + ")";
        return out;
    }
    if (bytes.size() < kSaveMagic.size() || bytes.substr(0, kSaveMagic.size()) != kSaveMagic) {
        out.error = "not a Zero save file";
        if (bytes.size() < kSaveMagic.size() && kSaveMagic.substr(0, bytes.size()) == bytes)
            out.error = "the file is truncated (" + std::to_string(bytes.size()) + " bytes)";
        return out;
    }
    if (bytes.size() < kSaveHeaderBytesV1) {
        out.error = "the file is truncated (" + std::to_string(bytes.size()) + " bytes, the header alone is " +
                    std::to_string(kSaveHeaderBytesV1) + ")";
        return out;
    }
    out.version = static_cast<std::uint32_t>(get_le(bytes, 8, 4));
    if (out.version != 1 && out.version != kSaveFormatVersion) {
        out.error = out.version > kSaveFormatVersion
                        ? "saved by a newer version of Zero (save format " + std::to_string(out.version) +
                              ", this build reads up to " + std::to_string(kSaveFormatVersion) + ")"
                        : "unknown save format version " + std::to_string(out.version);
        return out;
    }
    // Format 1 named no game: every save then was Knizia's.
    const std::size_t header = out.version == 1 ? kSaveHeaderBytesV1 : kSaveHeaderBytes;
    if (bytes.size() < header) {
        out.error = "the file is truncated (" + std::to_string(bytes.size()) + " bytes, the header alone is " +
                    std::to_string(header) + ")";
        return out;
    }
    const std::uint64_t length = get_le(bytes, 12, 4);
    const std::size_t actual = bytes.size() - header;
    if (length != actual) {
        out.error = length > actual ? "the file is truncated (the body has " + std::to_string(actual) + " of " +
                                          std::to_string(length) + " bytes)"
                                    : "there are " + std::to_string(actual - length) + " stray bytes after the save";
        return out;
    }
    if (fnv1a64(bytes.substr(kSaveHeaderBytesV1)) != get_le(bytes, 16, 8)) {
        out.error = "checksum mismatch: the file is damaged";
        return out;
    }
    out.body = bytes.substr(header);
    if (out.version == 1) return out;
    const auto id = static_cast<std::uint16_t>(get_le(bytes, 24, 2));
    const games::GameInfo* game = id <= 0xFF ? games::find_game(static_cast<games::GameId>(id)) : nullptr;
    if (game == nullptr) {
        out.error = "a save of a game this version does not know (game number " + std::to_string(id) + ")";
        return out;
    }
    if (!game->playable) {
        out.error = games::playable_game_error(game->key);
        return out;
    }
    out.game = game->id;
    return out;
}

std::string other_game_error(games::GameId found, games::GameId wanted) {
    const games::GameInfo& f = games::game_info(found);
    const games::GameInfo& w = games::game_info(wanted);
    return "this is a save of " + std::string(f.designer) + "'s " + std::string(f.title) + " (" + std::string(f.key) +
           "), not of " + std::string(w.designer) + "'s " + std::string(w.title) + " (" + std::string(w.key) + ")";
}

SaveDecode decode_save(std::string_view bytes) {
    SaveEnvelope envelope = open_save(bytes);
    if (!envelope.error.empty()) return {std::nullopt, std::move(envelope.error)};
    if (envelope.game != knizia::kKniziaGame) return {std::nullopt, other_game_error(envelope.game, knizia::kKniziaGame)};
    return decode_save_body(envelope.body);
}

}  // namespace zero

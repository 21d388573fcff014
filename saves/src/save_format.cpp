#include "zero/saves/save_format.hpp"

#include <cereal/archives/portable_binary.hpp>

#include <istream>
#include <ostream>
#include <sstream>
#include <streambuf>

// Bump a version when its type's layout changes; load() then reads both.
CEREAL_CLASS_VERSION(zero::SaveGame, 1)
CEREAL_CLASS_VERSION(zero::SavedSeat, 2)  // 2: the hand sort
CEREAL_CLASS_VERSION(zero::MatchRecord, 1)
CEREAL_CLASS_VERSION(zero::RecordedRound, 1)

namespace zero {
namespace {

// Bounds checked while loading, before anything is allocated. Generous: far beyond a real match.
constexpr std::uint32_t kMaxActionsPerRound = 100000;  // as record_json
constexpr std::uint32_t kMaxStringBytes = kMaxBotKindBytes;

struct BodyError {
    std::string message;
};

// Reads the body in place, without copying it into a string stream.
class MemoryBuffer : public std::streambuf {
public:
    explicit MemoryBuffer(std::string_view bytes) {
        char* begin = const_cast<char*>(bytes.data());  // read-only use: setg needs char*
        setg(begin, begin, begin + bytes.size());
    }
    bool at_end() const { return gptr() == egptr(); }
};

template <class Ar>
void save_count(Ar& ar, std::size_t n) {
    ar(static_cast<std::uint32_t>(n));
}

template <class Ar>
std::uint32_t load_count(Ar& ar, std::uint32_t max, const char* what) {
    std::uint32_t n = 0;
    ar(n);
    if (n > max) throw BodyError{std::string(what) + " has " + std::to_string(n) + " entries, at most " + std::to_string(max)};
    return n;
}

template <class Ar>
void save_string(Ar& ar, const std::string& s) {
    save_count(ar, s.size());
    ar(cereal::binary_data(s.data(), s.size()));
}

template <class Ar>
std::string load_string(Ar& ar, std::uint32_t max, const char* what) {
    std::string s(load_count(ar, max, what), '\0');
    ar(cereal::binary_data(s.data(), s.size()));
    return s;
}

template <class Ar>
void save_ints(Ar& ar, const std::vector<int>& values) {
    save_count(ar, values.size());
    for (int v : values) ar(static_cast<std::int32_t>(v));
}

template <class Ar>
std::vector<int> load_ints(Ar& ar, std::uint32_t max, const char* what) {
    std::vector<int> values(load_count(ar, max, what));
    for (int& v : values) {
        std::int32_t x = 0;
        ar(x);
        v = x;
    }
    return values;
}

template <class Ar>
void save_cards(Ar& ar, const std::vector<Card>& cards) {
    save_count(ar, cards.size());
    for (Card c : cards) ar(static_cast<std::uint8_t>(c.index()));
}

Card load_card_index(std::uint8_t index, const char* what) {
    if (index >= kDeckSize) throw BodyError{std::string(what) + " holds a card index out of range"};
    return Card::from_index(index);
}

template <class Ar>
std::vector<Card> load_cards(Ar& ar, std::uint32_t max, const char* what) {
    std::vector<Card> cards(load_count(ar, max, what));
    for (Card& c : cards) {
        std::uint8_t index = 0;
        ar(index);
        c = load_card_index(index, what);
    }
    return cards;
}

template <class Ar>
std::int32_t load_int(Ar& ar, std::int32_t lo, std::int32_t hi, const char* what) {
    std::int32_t v = 0;
    ar(v);
    if (v < lo || v > hi)
        throw BodyError{std::string(what) + " is " + std::to_string(v) + ", not from " + std::to_string(lo) + " to " +
                        std::to_string(hi)};
    return v;
}

void check_version(std::uint32_t version, std::uint32_t supported, const char* type) {
    if (version > supported)
        throw BodyError{std::string(type) + " was written by a newer version of Zero (version " + std::to_string(version) +
                        ", this build reads up to " + std::to_string(supported) + ")"};
}

}  // namespace

// Moves go as four bytes: seat, kind (0 swap, 1 knock), give, take (0xFF for a knock).
template <class Ar>
void save(Ar& ar, const RecordedRound& r, std::uint32_t /*version*/) {
    ar(static_cast<std::uint8_t>(r.dealer));
    save_count(ar, r.hands.size());
    for (const auto& hand : r.hands) save_cards(ar, hand);
    save_cards(ar, r.pool);
    save_count(ar, r.actions.size());
    for (const Move& m : r.actions) {
        const bool swap = m.action.is_swap();
        ar(static_cast<std::uint8_t>(m.seat), static_cast<std::uint8_t>(swap ? 0 : 1),
           static_cast<std::uint8_t>(swap ? m.action.give.index() : 0xFF),
           static_cast<std::uint8_t>(swap ? m.action.take.index() : 0xFF));
    }
    ar(static_cast<std::uint8_t>(!r.end ? 0 : *r.end == RoundEnd::Knocks ? 1 : 2));
    save_ints(ar, r.scores);
}

template <class Ar>
void load(Ar& ar, RecordedRound& r, std::uint32_t version) {
    check_version(version, 1, "a round");
    std::uint8_t dealer = 0;
    ar(dealer);
    if (dealer >= kMaxPlayers) throw BodyError{"a round's dealer is out of range"};
    r.dealer = dealer;
    r.hands.resize(load_count(ar, kMaxPlayers, "a round's hands"));
    for (auto& hand : r.hands) hand = load_cards(ar, kHandSize, "a hand");
    r.pool = load_cards(ar, kMaxPool, "a pool");
    r.actions.resize(load_count(ar, kMaxActionsPerRound, "a round's actions"));
    for (Move& m : r.actions) {
        std::uint8_t seat = 0, kind = 0, give = 0, take = 0;
        ar(seat, kind, give, take);
        if (seat >= kMaxPlayers) throw BodyError{"an action's seat is out of range"};
        m.seat = seat;
        if (kind == 0) m.action = Action::swap(load_card_index(give, "a swap"), load_card_index(take, "a swap"));
        else if (kind == 1 && give == 0xFF && take == 0xFF) m.action = Action::knock();
        else throw BodyError{"an action is neither a swap nor a knock"};
    }
    std::uint8_t end = 0;
    ar(end);
    if (end > 2) throw BodyError{"a round's end is neither knocks nor zero"};
    if (end == 1) r.end = RoundEnd::Knocks;
    if (end == 2) r.end = RoundEnd::Zero;
    r.scores = load_ints(ar, kMaxPlayers, "a round's scores");
}

template <class Ar>
void save(Ar& ar, const MatchRecord& rec, std::uint32_t /*version*/) {
    ar(static_cast<std::uint64_t>(rec.seed));
    save_count(ar, rec.players.size());
    for (const std::string& p : rec.players) save_string(ar, p);
    ar(static_cast<std::int32_t>(rec.pool_size), static_cast<std::int32_t>(rec.rounds_planned));
    save_count(ar, rec.rounds.size());
    for (const RecordedRound& r : rec.rounds) ar(r);
    save_ints(ar, rec.totals);
    save_ints(ar, rec.winners);
}

template <class Ar>
void load(Ar& ar, MatchRecord& rec, std::uint32_t version) {
    check_version(version, 1, "the match record");
    std::uint64_t seed = 0;
    ar(seed);
    rec.seed = seed;
    rec.players.resize(load_count(ar, kMaxPlayers, "the player list"));
    for (std::string& p : rec.players) p = load_string(ar, kMaxSeatNameBytes, "a player's name");
    rec.pool_size = load_int(ar, 1, kMaxPool, "the pool size");
    rec.rounds_planned = load_int(ar, 1, kMaxRounds, "the number of rounds");
    rec.rounds.resize(load_count(ar, kMaxRounds, "the round list"));
    for (RecordedRound& r : rec.rounds) ar(r);
    rec.totals = load_ints(ar, kMaxPlayers, "the totals");
    rec.winners = load_ints(ar, kMaxPlayers, "the winners");
}

template <class Ar>
void save(Ar& ar, const SavedSeat& seat, std::uint32_t /*version*/) {
    ar(static_cast<std::uint8_t>(seat.kind));
    save_string(ar, seat.name);
    save_string(ar, seat.bot);
    ar(static_cast<std::uint8_t>(seat.sort_by_number ? 1 : 0));
}

template <class Ar>
void load(Ar& ar, SavedSeat& seat, std::uint32_t version) {
    check_version(version, 2, "a seat");
    std::uint8_t kind = 0;
    ar(kind);
    if (kind > static_cast<std::uint8_t>(SeatKind::Remote)) throw BodyError{"a seat is neither human, bot nor remote"};
    seat.kind = static_cast<SeatKind>(kind);
    seat.name = load_string(ar, kMaxSeatNameBytes, "a seat's name");
    seat.bot = load_string(ar, kMaxStringBytes, "a seat's bot kind");
    seat.sort_by_number = false;  // version 1 had no sort: by colour, as the table opened then
    if (version >= 2) {
        std::uint8_t sort = 0;
        ar(sort);
        if (sort > 1) throw BodyError{"a seat's hand sort is neither by colour nor by number"};
        seat.sort_by_number = sort == 1;
    }
}

template <class Ar>
void save(Ar& ar, const SaveGame& s, std::uint32_t /*version*/) {
    ar(static_cast<std::int64_t>(s.saved_at));
    ar(static_cast<std::int32_t>(s.rules.players), static_cast<std::int32_t>(s.rules.pool_size),
       static_cast<std::int32_t>(s.rules.rounds));
    save_count(ar, s.seats.size());
    for (const SavedSeat& seat : s.seats) ar(seat);
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
    s.rules.players = load_int(ar, kMinPlayers, kMaxPlayers, "the number of players");
    s.rules.pool_size = load_int(ar, 1, kMaxPool, "the pool size");
    s.rules.rounds = load_int(ar, 1, kMaxRounds, "the number of rounds");
    s.seats.resize(load_count(ar, kMaxPlayers, "the seat list"));
    for (SavedSeat& seat : s.seats) ar(seat);
    std::uint64_t rng = 0;
    std::uint8_t to_move = 0;
    std::uint32_t state_id = 0;
    ar(rng, to_move, state_id);
    if (to_move >= kMaxPlayers) throw BodyError{"the seat to move is out of range"};
    s.rng_state = rng;
    s.to_move = to_move;
    s.state_id = state_id;
    s.round = load_int(ar, 0, kMaxRounds - 1, "the round");
    s.totals = load_ints(ar, kMaxPlayers, "the totals");
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

std::string encode_save_body(const SaveGame& save) {
    std::ostringstream stream(std::ios::binary);
    {
        cereal::PortableBinaryOutputArchive ar(stream);
        ar(save);
    }
    return std::move(stream).str();
}

std::string encode_save(const SaveGame& save) {
    const std::string body = encode_save_body(save);
    std::string out;
    out.reserve(kSaveHeaderBytes + body.size());
    out.append(kSaveMagic);
    put_le(out, kSaveFormatVersion, 4);
    put_le(out, body.size(), 4);
    put_le(out, fnv1a64(body), 8);
    out.append(body);
    return out;
}

SaveDecode decode_save_body(std::string_view body) {
    SaveDecode out;
    if (body.size() > kMaxSaveBytes) {
        out.error = "the save body is too large";
        return out;
    }
    MemoryBuffer buffer(body);
    std::istream stream(&buffer);
    try {
        SaveGame save;
        {
            cereal::PortableBinaryInputArchive ar(stream);
            ar(save);
        }
        if (!buffer.at_end()) throw BodyError{"there are stray bytes after the save"};
        out.save = std::move(save);
    } catch (const BodyError& e) {
        out.error = "corrupt save: " + e.message;
    } catch (const cereal::Exception&) {
        out.error = "corrupt save: the body ends too early";
    } catch (const std::exception& e) {  // e.g. bad_alloc; counts are capped, so this is a last resort
        out.error = std::string("corrupt save: ") + e.what();
    }
    return out;
}

SaveDecode decode_save(std::string_view bytes) {
    SaveDecode out;
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
    if (bytes.size() < kSaveHeaderBytes) {
        out.error = "the file is truncated (" + std::to_string(bytes.size()) + " bytes, the header alone is " +
                    std::to_string(kSaveHeaderBytes) + ")";
        return out;
    }
    const auto version = static_cast<std::uint32_t>(get_le(bytes, 8, 4));
    if (version != kSaveFormatVersion) {
        out.error = version > kSaveFormatVersion
                        ? "saved by a newer version of Zero (save format " + std::to_string(version) +
                              ", this build reads " + std::to_string(kSaveFormatVersion) + ")"
                        : "unknown save format version " + std::to_string(version);
        return out;
    }
    const std::uint64_t length = get_le(bytes, 12, 4);
    const std::size_t actual = bytes.size() - kSaveHeaderBytes;
    if (length != actual) {
        out.error = length > actual ? "the file is truncated (the body has " + std::to_string(actual) + " of " +
                                          std::to_string(length) + " bytes)"
                                    : "there are " + std::to_string(actual - length) + " stray bytes after the save";
        return out;
    }
    const std::string_view body = bytes.substr(kSaveHeaderBytes);
    if (fnv1a64(body) != get_le(bytes, 16, 8)) {
        out.error = "checksum mismatch: the file is damaged";
        return out;
    }
    return decode_save_body(body);
}

}  // namespace zero


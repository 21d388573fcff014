// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every game's save body is made of: capped counts, strings and numbers in cereal's portable
// binary archive, the seats, and the errors a damaged body gives. Private to saves/src.
#include <cereal/archives/portable_binary.hpp>

#include <cstdint>
#include <istream>
#include <optional>
#include <ostream>
#include <sstream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

#include "zero/saves/saved_seat.hpp"

// Bump a version when its type's layout changes; load() then reads both.
CEREAL_CLASS_VERSION(zero::SavedSeat, 4)  // 2: the hand sort; 3: a LAN seat's token; 4: hints allowed

namespace zero {
namespace binary {

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
inline void save_count(Ar& ar, std::size_t n) {
    ar(static_cast<std::uint32_t>(n));
}

template <class Ar>
inline std::uint32_t load_count(Ar& ar, std::uint32_t max, const char* what) {
    std::uint32_t n = 0;
    ar(n);
    if (n > max)
        throw BodyError{std::string(what) + " has " + std::to_string(n) + " entries, at most " + std::to_string(max)};
    return n;
}

template <class Ar>
inline void save_string(Ar& ar, const std::string& s) {
    save_count(ar, s.size());
    ar(cereal::binary_data(s.data(), s.size()));
}

template <class Ar>
inline std::string load_string(Ar& ar, std::uint32_t max, const char* what) {
    std::string s(load_count(ar, max, what), '\0');
    ar(cereal::binary_data(s.data(), s.size()));
    return s;
}

template <class Ar>
inline void save_ints(Ar& ar, const std::vector<int>& values) {
    save_count(ar, values.size());
    for (int v : values) ar(static_cast<std::int32_t>(v));
}

template <class Ar>
inline std::vector<int> load_ints(Ar& ar, std::uint32_t max, const char* what) {
    std::vector<int> values(load_count(ar, max, what));
    for (int& v : values) {
        std::int32_t x = 0;
        ar(x);
        v = x;
    }
    return values;
}

// A seat of the match as one byte, below `max_players`; `what` names it in the error ("a game's
// dealer is out of range").
template <class Ar>
inline int load_seat(Ar& ar, int max_players, const char* what) {
    std::uint8_t seat = 0;
    ar(seat);
    if (seat >= max_players) throw BodyError{std::string(what) + " is out of range"};
    return seat;
}

// A recorded part's end (a round's, a game's: every game's is one of two kinds) and its scores: the
// end a byte, 0 for none (the part unfinished), else 1 + the kind's value; then the scores.
template <class Ar, class End>
inline void save_part_end(Ar& ar, const std::optional<End>& end, const std::vector<int>& scores) {
    ar(static_cast<std::uint8_t>(!end ? 0 : static_cast<int>(*end) + 1));
    save_ints(ar, scores);
}

// `end_error` says what the end byte is not ("a game's end is neither flag nor pile").
template <class Ar, class End>
inline void load_part_end(Ar& ar, std::optional<End>& end, std::vector<int>& scores, std::uint32_t max_players,
                          const char* end_error, const char* scores_what) {
    std::uint8_t kind = 0;
    ar(kind);
    if (kind > 2) throw BodyError{end_error};
    end.reset();
    if (kind > 0) end = static_cast<End>(kind - 1);
    scores = load_ints(ar, max_players, scores_what);
}

template <class Ar>
inline std::int32_t load_int(Ar& ar, std::int32_t lo, std::int32_t hi, const char* what) {
    std::int32_t v = 0;
    ar(v);
    if (v < lo || v > hi)
        throw BodyError{std::string(what) + " is " + std::to_string(v) + ", not from " + std::to_string(lo) + " to " +
                        std::to_string(hi)};
    return v;
}

inline void check_version(std::uint32_t version, std::uint32_t supported, const char* type) {
    if (version > supported)
        throw BodyError{std::string(type) + " was written by a newer version of Zero (version " +
                        std::to_string(version) + ", this build reads up to " + std::to_string(supported) + ")"};
}

// Encodes `value` with cereal's portable binary archive.
template <class T>
std::string encode_body(const T& value) {
    std::ostringstream stream(std::ios::binary);
    {
        cereal::PortableBinaryOutputArchive ar(stream);
        ar(value);
    }
    return std::move(stream).str();
}

// Decodes a whole body into `value`; an error sentence ("corrupt save: ...") or empty.
template <class T>
std::string decode_body(std::string_view body, std::size_t max_bytes, T& value) {
    if (body.size() > max_bytes) return "the save body is too large";
    MemoryBuffer buffer(body);
    std::istream stream(&buffer);
    try {
        {
            cereal::PortableBinaryInputArchive ar(stream);
            ar(value);
        }
        if (!buffer.at_end()) throw BodyError{"there are stray bytes after the save"};
    } catch (const BodyError& e) {
        return "corrupt save: " + e.message;
    } catch (const cereal::Exception&) {
        return "corrupt save: the body ends too early";
    } catch (const std::exception& e) {  // e.g. bad_alloc; counts are capped, so this is a last resort
        return std::string("corrupt save: ") + e.what();
    }
    return {};
}

}  // namespace binary

template <class Ar>
void save(Ar& ar, const SavedSeat& seat, std::uint32_t /*version*/) {
    ar(static_cast<std::uint8_t>(seat.kind));
    binary::save_string(ar, seat.name);
    binary::save_string(ar, seat.bot);
    ar(static_cast<std::uint8_t>(seat.sort_by_number ? 1 : 0));
    ar(static_cast<std::uint64_t>(seat.token));
    ar(static_cast<std::uint8_t>(seat.hints ? 1 : 0));
}

template <class Ar>
void load(Ar& ar, SavedSeat& seat, std::uint32_t version) {
    binary::check_version(version, 4, "a seat");
    std::uint8_t kind = 0;
    ar(kind);
    if (kind > static_cast<std::uint8_t>(SeatKind::Remote))
        throw binary::BodyError{"a seat is neither human, bot nor remote"};
    seat.kind = static_cast<SeatKind>(kind);
    seat.name = binary::load_string(ar, kMaxSeatNameBytes, "a seat's name");
    seat.bot = binary::load_string(ar, binary::kMaxStringBytes, "a seat's bot kind");
    seat.sort_by_number = false;  // version 1 had no sort: by colour, as the table opened then
    if (version >= 2) {
        std::uint8_t sort = 0;
        ar(sort);
        if (sort > 1) throw binary::BodyError{"a seat's hand sort is neither by colour nor by number"};
        seat.sort_by_number = sort == 1;
    }
    seat.token = 0;  // before version 3 no token was kept: the player comes back by name
    if (version >= 3) {
        std::uint64_t token = 0;
        ar(token);
        seat.token = token;
    }
    seat.hints = false;  // before version 4 a LAN table reopened with hints off
    if (version >= 4) {
        std::uint8_t hints = 0;
        ar(hints);
        if (hints > 1) throw binary::BodyError{"a seat's hints are neither allowed nor off"};
        seat.hints = hints == 1;
    }
}

}  // namespace zero

namespace zero::binary {

// A save's seats, alike in every game's save.
template <class Ar>
void save_seats(Ar& ar, const std::vector<SavedSeat>& seats) {
    save_count(ar, seats.size());
    for (const SavedSeat& seat : seats) ar(seat);
}

template <class Ar>
std::vector<SavedSeat> load_seats(Ar& ar, std::uint32_t max_players) {
    std::vector<SavedSeat> seats(load_count(ar, max_players, "the seat list"));
    for (SavedSeat& seat : seats) ar(seat);
    return seats;
}

}  // namespace zero::binary

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Little-endian byte writing and bounds-checked reading for the LAN protocol. The reader never
// trusts a length prefix: every count is checked against a cap and against the bytes left
// before anything is allocated.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "zero/core/seat.hpp"

namespace zero::net {

using Bytes = std::vector<std::uint8_t>;
using ByteView = std::span<const std::uint8_t>;

// A writer and a reader know the protocol version they speak, for the few fields that differ
// between versions (the newest unless told).
inline constexpr std::uint16_t kNewestLayout = 0xFFFF;

class Writer {
public:
    explicit Writer(std::uint16_t protocol = kNewestLayout) : protocol_(protocol) {}
    std::uint16_t protocol() const { return protocol_; }
    void u8(std::uint8_t v) { out_.push_back(v); }
    void u16(std::uint16_t v);
    void u32(std::uint32_t v);
    void u64(std::uint64_t v);
    void i16(std::int16_t v) { u16(static_cast<std::uint16_t>(v)); }
    // A u8 length then the bytes; the caller keeps `text` within its field's cap.
    void str8(std::string_view text);
    // A u16 length then the bytes.
    void str16(std::string_view text);

    const Bytes& bytes() const { return out_; }
    Bytes take() { return std::move(out_); }

private:
    std::uint16_t protocol_;
    Bytes out_;
};

class Reader {
public:
    explicit Reader(ByteView in, std::uint16_t protocol = kNewestLayout) : in_(in), protocol_(protocol) {}
    std::uint16_t protocol() const { return protocol_; }

    // Each read fails (returns false, leaves the reader failed) when the bytes run out.
    bool u8(std::uint8_t& v);
    bool u16(std::uint16_t& v);
    bool u32(std::uint32_t& v);
    bool u64(std::uint64_t& v);
    bool i16(std::int16_t& v);
    // Refuses a length above `cap` before copying anything.
    bool str8(std::string& v, std::size_t cap);
    bool str16(std::string& v, std::size_t cap);

    bool failed() const { return failed_; }
    std::size_t remaining() const { return in_.size() - pos_; }
    // True when everything was read and nothing is left over.
    bool done() const { return !failed_ && pos_ == in_.size(); }
    bool fail() {
        failed_ = true;
        return false;
    }

private:
    bool take(std::size_t n, const std::uint8_t*& p);
    template <class U>
    bool little_endian(U& v);
    bool text(std::string& v, std::size_t n, std::size_t cap);

    ByteView in_;
    std::uint16_t protocol_;
    std::size_t pos_ = 0;
    bool failed_ = false;
};

// Checked reads every game's codec shares: each fails the reader on a value out of range.
bool read_flag(Reader& r, bool& flag);                  // 0 or 1
bool read_seat(Reader& r, Seat& seat, int players);     // 0 .. players-1
bool read_mask(Reader& r, SeatMask& mask, int players);  // no bit at or above `players`

}  // namespace zero::net

// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/net/wire.hpp"

namespace zero::net {

void Writer::u16(std::uint16_t v) {
    out_.push_back(static_cast<std::uint8_t>(v & 0xFFU));
    out_.push_back(static_cast<std::uint8_t>(v >> 8));
}

void Writer::u32(std::uint32_t v) {
    for (int i = 0; i < 4; ++i) out_.push_back(static_cast<std::uint8_t>((v >> (8 * i)) & 0xFFU));
}

void Writer::u64(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) out_.push_back(static_cast<std::uint8_t>((v >> (8 * i)) & 0xFFU));
}

void Writer::str8(std::string_view text) {
    const std::size_t n = text.size() > 0xFF ? 0xFF : text.size();
    u8(static_cast<std::uint8_t>(n));
    out_.insert(out_.end(), text.begin(), text.begin() + static_cast<std::ptrdiff_t>(n));
}

void Writer::str16(std::string_view text) {
    const std::size_t n = text.size() > 0xFFFF ? 0xFFFF : text.size();
    u16(static_cast<std::uint16_t>(n));
    out_.insert(out_.end(), text.begin(), text.begin() + static_cast<std::ptrdiff_t>(n));
}

bool Reader::take(std::size_t n, const std::uint8_t*& p) {
    if (failed_ || n > remaining()) return fail();
    p = in_.data() + pos_;
    pos_ += n;
    return true;
}

template <class U>
bool Reader::little_endian(U& v) {
    const std::uint8_t* p = nullptr;
    if (!take(sizeof(U), p)) return false;
    v = 0;
    for (std::size_t i = sizeof(U); i-- > 0;) v = static_cast<U>((v << 8) | p[i]);
    return true;
}

bool Reader::u8(std::uint8_t& v) { return little_endian(v); }
bool Reader::u16(std::uint16_t& v) { return little_endian(v); }
bool Reader::u32(std::uint32_t& v) { return little_endian(v); }
bool Reader::u64(std::uint64_t& v) { return little_endian(v); }

bool Reader::i16(std::int16_t& v) {
    std::uint16_t u = 0;
    if (!u16(u)) return false;
    v = static_cast<std::int16_t>(u);
    return true;
}

bool Reader::text(std::string& v, std::size_t n, std::size_t cap) {
    if (n > cap) return fail();
    const std::uint8_t* p = nullptr;
    if (!take(n, p)) return false;
    v.assign(reinterpret_cast<const char*>(p), n);
    return true;
}

bool Reader::str8(std::string& v, std::size_t cap) {
    std::uint8_t n = 0;
    return u8(n) && text(v, n, cap);
}

bool Reader::str16(std::string& v, std::size_t cap) {
    std::uint16_t n = 0;
    return u16(n) && text(v, n, cap);
}

bool read_flag(Reader& r, bool& flag) {
    std::uint8_t v = 0;
    if (!r.u8(v)) return false;
    if (v > 1) return r.fail();
    flag = v == 1;
    return true;
}

bool read_seat(Reader& r, Seat& seat, int players) {
    std::uint8_t v = 0;
    if (!r.u8(v)) return false;
    if (v >= players) return r.fail();
    seat = v;
    return true;
}

bool read_mask(Reader& r, SeatMask& mask, int players) {
    std::uint8_t v = 0;
    if (!r.u8(v)) return false;
    if ((v >> players) != 0) return r.fail();
    mask = v;
    return true;
}

}  // namespace zero::net

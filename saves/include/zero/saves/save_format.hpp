#pragma once
// The bytes of a save file. A 24-byte header we write ourselves lets a bad file be refused before
// anything is deserialized:
//   0  "ZEROSAVE"        magic: names the format
//   8  u32 LE            format version (kSaveFormatVersion)
//  12  u32 LE            body length in bytes
//  16  u64 LE            FNV-1a-64 of the body
//  24  body              cereal portable binary archive of SaveGame (CEREAL_CLASS_VERSION per type)
// Every count and length in the body is checked against a bound before anything is allocated.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "zero/saves/save_game.hpp"

namespace zero {

inline constexpr std::string_view kSaveMagic = "ZEROSAVE";
inline constexpr std::uint32_t kSaveFormatVersion = 1;
inline constexpr std::size_t kSaveHeaderBytes = 24;
// A long match is tens of kilobytes; anything past this is refused unread.
inline constexpr std::size_t kMaxSaveBytes = 4U << 20;

std::uint64_t fnv1a64(std::string_view bytes);

std::string encode_save(const SaveGame& save);
std::string encode_save_body(const SaveGame& save);

struct SaveDecode {
    std::optional<SaveGame> save;
    std::string error;  // one sentence without the file name; empty on success
};

// Header, checksum, then body; the game inside is not replayed (restore() does that).
SaveDecode decode_save(std::string_view bytes);
// The body alone, past the checksum (the fuzzer reaches the deserializer through this).
SaveDecode decode_save_body(std::string_view body);

}  // namespace zero

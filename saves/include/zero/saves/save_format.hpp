// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The bytes of a save file. A 32-byte header we write ourselves names the game and lets a bad file
// be refused before anything is deserialized:
//   0  "ZEROSAVE"        magic: names the format
//   8  u32 LE            format version (kSaveFormatVersion)
//  12  u32 LE            body length in bytes
//  16  u64 LE            FNV-1a-64 of bytes 24 to the end (the game and the body)
//  24  u16 LE            the game: the catalogue's GameId (1 knizia-zero, 2 soler-zero)
//  26  6 bytes           zero (room for later)
//  32  body              cereal portable binary archive of the game's SaveGame (CEREAL_CLASS_VERSION per type)
// Format 1 had a 24-byte header (the checksum over the body alone) and no game: it is Knizia's, and
// still loads. Every count and length in the body is checked against a bound before anything is
// allocated.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "zero/catalogue/catalogue.hpp"

namespace zero {

inline constexpr std::string_view kSaveMagic = "ZEROSAVE";
inline constexpr std::uint32_t kSaveFormatVersion = 2;
inline constexpr std::size_t kSaveHeaderBytes = 32;
inline constexpr std::size_t kSaveHeaderBytesV1 = 24;
// A long match is tens of kilobytes; anything past this is refused unread.
inline constexpr std::size_t kMaxSaveBytes = 4U << 20;

std::uint64_t fnv1a64(std::string_view bytes);

// A save's bytes: the header naming `game`, then `body`.
std::string wrap_save(games::GameId game, std::string_view body);

// A save file's header and checksum checked, its game and body found (format 1: Knizia's).
struct SaveEnvelope {
    games::GameId game = games::kUnnamedGame;
    std::uint32_t version = 0;
    std::string_view body;  // into the bytes given
    std::string error;      // one sentence without the file name; empty on success
};
SaveEnvelope open_save(std::string_view bytes);
// "this is a save of Ernst Solèr's ZERO (soler-zero), not of Reiner Knizia's Zero (knizia-zero)"
std::string other_game_error(games::GameId found, games::GameId wanted);

}  // namespace zero

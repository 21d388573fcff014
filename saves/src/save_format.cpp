// SPDX-License-Identifier: GPL-3.0-or-later
// The envelope of every game's save file (save_format.hpp): its header, checksum and game.
#include "zero/saves/save_format.hpp"

namespace zero {

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

}  // namespace zero

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the JSON lines of both games share: writing seats and per-seat numbers, and reading the
// start of an answer (a JSON object with an "action" string, within the length cap).
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "zero/core/seat.hpp"
#include "zero/extbot/channel.hpp"
#include "zero/saves/json.hpp"

namespace zero::extbot::lines {

using Writer = rapidjson::Writer<rapidjson::StringBuffer>;

template <std::size_t N>
void write_ints(Writer& w, const std::array<int, N>& values, int players) {
    w.StartArray();
    for (int seat = 0; seat < players; ++seat) w.Int(values[static_cast<std::size_t>(seat)]);
    w.EndArray();
}

inline void write_seats(Writer& w, SeatMask mask, int players) {
    w.StartArray();
    for (int seat = 0; seat < players; ++seat)
        if (has_seat(mask, seat)) w.Int(seat);
    w.EndArray();
}

inline std::string text(const rapidjson::StringBuffer& buffer) { return {buffer.GetString(), buffer.GetSize()}; }

// Opens a message: {"type": TYPE, "game": GAME, "protocol": 2, ...
inline void start_message(Writer& w, std::string_view type, std::string_view game) {
    w.StartObject();
    w.Key("type");
    w.String(type.data(), static_cast<rapidjson::SizeType>(type.size()));
    w.Key("game");
    w.String(game.data(), static_cast<rapidjson::SizeType>(game.size()));
    w.Key("protocol");
    w.Int(kBotProtocol);
}

// Opens a turn line: {"type": "turn", "game": GAME, "protocol": 2, "id": ID, ...
inline void start_turn(Writer& w, std::string_view game, TurnId id) {
    start_message(w, "turn", game);
    w.Key("id");
    w.Uint64(id);
}

// {"type":"match_end","game":GAME,"totals":[...],"winners":[...]}, the same in every game.
template <std::size_t N>
std::string match_end_message(std::string_view game, const std::array<int, N>& totals, SeatMask winners, int players) {
    rapidjson::StringBuffer buffer;
    Writer w(buffer);
    start_message(w, "match_end", game);
    w.Key("totals");
    write_ints(w, totals, players);
    w.Key("winners");
    write_seats(w, winners, players);
    w.EndObject();
    return text(buffer);
}

// Parses `line` into `doc` and returns its "action"; nothing, with `error` set, when the line is
// too long, not JSON, not an object or has no "action" string.
inline std::optional<std::string_view> read_action(std::string_view line, std::size_t max_bytes,
                                                   rapidjson::Document& doc, std::string& error) {
    if (line.size() > max_bytes) {
        error = "the answer is longer than " + std::to_string(max_bytes) + " bytes";
        return std::nullopt;
    }
    doc.Parse(line.data(), line.size());
    if (doc.HasParseError()) {
        error = std::string("the answer is not JSON (") + rapidjson::GetParseError_En(doc.GetParseError()) + ")";
        return std::nullopt;
    }
    if (!doc.IsObject()) {
        error = "the answer is not a JSON object";
        return std::nullopt;
    }
    if (!doc.HasMember("action") || !doc["action"].IsString()) {
        error = "the answer has no \"action\" string";
        return std::nullopt;
    }
    return std::string_view(doc["action"].GetString(), doc["action"].GetStringLength());
}

}  // namespace zero::extbot::lines

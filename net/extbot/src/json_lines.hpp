// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the JSON lines of every game share: a message's opening and fields, seats and per-seat
// numbers, the legal actions as the match record writes them, and reading an answer (a JSON
// object with an "action" string, within the length cap).
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "zero/core/seat.hpp"
#include "zero/extbot/channel.hpp"
#include "zero/saves/json_read.hpp"

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

// One line being written: the opening (start_message), then the fields in order, then finish().
// `w` is there for the fields of a game's own shape.
class Message {
public:
    Message(std::string_view type, std::string_view game) : w(buffer_) { start_message(w, type, game); }
    // A turn line, with its id: {"type": "turn", "game": GAME, "protocol": 2, "id": ID, ...
    Message(std::string_view game, TurnId id) : w(buffer_) { start_turn(w, game, id); }
    Message(const Message&) = delete;
    Message& operator=(const Message&) = delete;

    void int_field(const char* key, int value) {
        w.Key(key);
        w.Int(value);
    }
    void text_field(const char* key, std::string_view value) {
        w.Key(key);
        w.String(value.data(), static_cast<rapidjson::SizeType>(value.size()));
    }
    void bool_field(const char* key, bool value) {
        w.Key(key);
        w.Bool(value);
    }
    // null when there is no value
    void int_or_null(const char* key, std::optional<int> value) {
        w.Key(key);
        if (value)
            w.Int(*value);
        else
            w.Null();
    }
    template <std::size_t N>
    void ints(const char* key, const std::array<int, N>& values, int players) {
        w.Key(key);
        write_ints(w, values, players);
    }
    void seats(const char* key, SeatMask mask, int players) {
        w.Key(key);
        write_seats(w, mask, players);
    }
    // An array of `count` entries, `entry(i)` writing each.
    template <class Entry>
    void array(const char* key, int count, Entry entry) {
        w.Key(key);
        w.StartArray();
        for (int i = 0; i < count; ++i) entry(i);
        w.EndArray();
    }
    // An object whose fields `fields()` writes, or null when there is none.
    template <class Fields>
    void object_or_null(const char* key, bool present, Fields fields) {
        w.Key(key);
        if (!present) {
            w.Null();
            return;
        }
        w.StartObject();
        fields();
        w.EndObject();
    }
    // An array of `items`, `each(item)` writing each.
    template <class Items, class Each>
    void list(const char* key, const Items& items, Each each) {
        w.Key(key);
        w.StartArray();
        for (const auto& item : items) each(item);
        w.EndArray();
    }
    // The legal actions of `seat`, written as the match record writes them (`move_to_json`).
    template <class Actions, class MoveJson>
    void legal(const Actions& actions, Seat seat, MoveJson move_to_json) {
        w.Key("legal");
        w.StartArray();
        for (const auto& action : actions) raw_move(move_to_json({seat, action}, false));
        w.EndArray();
    }
    // How every turn line goes on after its decision: "seat", "players", "round".
    void seat_and_round(int seat, int players, int round) {
        int_field("seat", seat);
        int_field("players", players);
        int_field("round", round);
    }
    // How every turn line ends: "totals", then the legal actions.
    template <std::size_t N, class Actions, class MoveJson>
    std::string finish_turn(const std::array<int, N>& totals, int players, const Actions& actions, Seat seat,
                            MoveJson move_to_json) {
        ints("totals", totals, players);
        legal(actions, seat, move_to_json);
        return finish();
    }
    void raw_move(const std::string& json) { w.RawValue(json.c_str(), json.size(), rapidjson::kObjectType); }
    std::string finish() {
        w.EndObject();
        return text(buffer_);
    }

private:
    rapidjson::StringBuffer buffer_;

public:
    Writer w;
};

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

// {"type": "round_end", "game": GAME, "protocol": 2, "round": R, "end": END, ...the game's own
// fields, written by `fields(message)`..., "scores": [...], "totals": [...]}
template <class Scores, class Fields>
std::string round_end_message(std::string_view game, int round, std::string_view end, const Scores& scores,
                              const Scores& totals, int players, Fields fields) {
    Message m("round_end", game);
    m.int_field("round", round);
    m.text_field("end", end);
    fields(m);
    m.ints("scores", scores, players);
    m.ints("totals", totals, players);
    return m.finish();
}

// An answer read by `read(doc, action)`, which returns the game's Reply or throws
// json::ShapeError; a line that is not an answer gives the Reply's error.
template <class Reply, class Read>
Reply read_reply(std::string_view line, std::size_t max_bytes, Read read) {
    rapidjson::Document doc;
    std::string error;
    const std::optional<std::string_view> action = read_action(line, max_bytes, doc, error);
    if (!action) return {std::nullopt, error};
    try {
        return read(doc, *action);
    } catch (const json::ShapeError& e) {
        return {std::nullopt, e.message};
    }
}

}  // namespace zero::extbot::lines

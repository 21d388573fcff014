#pragma once
// Every message of the LAN protocol (docs/protocol.md) and its binary form. Each message is one
// ENet packet: a MsgType byte, then the fields in little-endian order. Decoding checks the size
// first, then every length, count and value range; anything malformed or left over is refused.
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "zero/knizia/events.hpp"
#include "zero/knizia/view.hpp"
#include "zero/net/wire.hpp"

namespace zero::net {

// Explicit values: they are the wire format and must never be renumbered.
enum class MsgType : std::uint8_t {
    // client -> host
    Hello = 1,
    SetReady = 2,
    Intent = 3,
    Chat = 4,
    Leave = 5,
    // host -> client
    Welcome = 64,
    Refused = 65,
    Lobby = 66,
    Update = 67,
    IntentRefused = 68,
    ChatRelay = 69,
    Goodbye = 70,
};

enum class RefuseReason : std::uint8_t {
    VersionMismatch = 1,
    TableFull = 2,
    NameTaken = 3,
    MatchUnderWay = 4,
    BadName = 5,
    UnknownToken = 6,
};

enum class GoodbyeReason : std::uint8_t {
    HostQuit = 1,       // the host closed the table
    MatchOver = 2,      // the match ended and the host is closing
    ProtocolAbuse = 3,  // this peer kept sending malformed or unknown messages
    Replaced = 4,       // the seat was rejoined from another connection with its token
    Left = 5,           // answer to Leave
};

enum class IntentError : std::uint8_t {
    MatchOver = 1,
    RoundOver = 2,
    StaleState = 3,
    NotYourTurn = 4,
    InvalidSeat = 5,
    InvalidCard = 6,
    CardNotInHand = 7,
    CardNotInPool = 8,
    TakesBackGiven = 9,
    SpoofedSeat = 32,  // the intent names a seat other than the sender's
    NoMatch = 33,      // no match is being played
};

enum class SeatKind : std::uint8_t { Remote = 0, Bot = 1, Local = 2 };
enum class SeatStatus : std::uint8_t {
    Empty = 0,      // open, nobody has joined
    Connected = 1,  // a player (or the host's own screen, or a bot) is there
    Dropped = 2,    // the player's connection is gone; a bot plays or the match waits
    Reserved = 3,   // kept for a named player (a resumed match)
};
enum class DropPolicy : std::uint8_t { BotPlays = 0, Pause = 1 };

inline constexpr std::size_t kMaxNameBytes = 24;
inline constexpr std::size_t kMaxChatBytes = 200;
inline constexpr std::size_t kMaxBotKindBytes = 24;
inline constexpr std::size_t kMaxHistory = 8192;   // moves of the current round sent in a view
inline constexpr std::size_t kMaxEvents = 256;     // events in one update
inline constexpr std::size_t kMaxClientPacket = 512;
inline constexpr std::size_t kMaxHostPacket = 64 * 1024;  // also the ENet hosts' maximum packet size
inline constexpr Seat kHostSeat = 0xFF;                   // ChatRelay from the host itself

// client -> host
struct Hello {
    std::uint16_t protocol_min = 0;
    std::uint16_t protocol_max = 0;
    std::string name;
    std::uint64_t token = 0;  // non-zero: rejoin the seat this token was given for
    friend bool operator==(const Hello&, const Hello&) = default;
};
struct SetReady {
    bool ready = true;
    friend bool operator==(const SetReady&, const SetReady&) = default;
};
struct IntentMsg {
    Seat seat = 0;
    int round = 0;
    std::uint32_t state_id = 0;
    Action action;
    friend bool operator==(const IntentMsg&, const IntentMsg&) = default;
};
struct ChatMsg {
    std::string text;
    friend bool operator==(const ChatMsg&, const ChatMsg&) = default;
};
struct Leave {
    friend bool operator==(const Leave&, const Leave&) = default;
};

// host -> client
struct Welcome {
    std::uint16_t protocol = 0;
    Seat seat = 0;
    std::uint64_t token = 0;
    std::string host_name;
    friend bool operator==(const Welcome&, const Welcome&) = default;
};
struct Refused {
    RefuseReason reason = RefuseReason::VersionMismatch;
    std::uint16_t protocol_min = 0;
    std::uint16_t protocol_max = 0;
    friend bool operator==(const Refused&, const Refused&) = default;
};
struct SeatInfo {
    SeatKind kind = SeatKind::Remote;
    SeatStatus status = SeatStatus::Empty;
    bool ready = false;
    std::string name;
    std::string bot;  // the bot kind for a bot seat, and the one that stands in for a dropped player
    friend bool operator==(const SeatInfo&, const SeatInfo&) = default;
};
struct LobbyMsg {
    bool under_way = false;
    bool paused = false;  // the match waits for a dropped player
    DropPolicy policy = DropPolicy::BotPlays;
    Rules rules;
    std::vector<SeatInfo> seats;  // rules.players entries
    friend bool operator==(const LobbyMsg&, const LobbyMsg&) = default;
};
struct UpdateMsg {
    View view;  // the recipient's own view, never another seat's
    EventList events;
};
struct IntentRefusedMsg {
    IntentError error = IntentError::NoMatch;
    std::uint32_t state_id = 0;  // the host's current state id
    friend bool operator==(const IntentRefusedMsg&, const IntentRefusedMsg&) = default;
};
struct ChatRelay {
    Seat from = kHostSeat;
    std::string name;
    std::string text;
    friend bool operator==(const ChatRelay&, const ChatRelay&) = default;
};
struct Goodbye {
    GoodbyeReason reason = GoodbyeReason::HostQuit;
    friend bool operator==(const Goodbye&, const Goodbye&) = default;
};

using ClientMessage = std::variant<Hello, SetReady, IntentMsg, ChatMsg, Leave>;
using HostMessage = std::variant<Welcome, Refused, LobbyMsg, UpdateMsg, IntentRefusedMsg, ChatRelay, Goodbye>;

Bytes encode(const ClientMessage& message);
Bytes encode(const HostMessage& message);
// Nothing for a message that is too large, truncated, of unknown type, out of range or with
// bytes left over.
std::optional<ClientMessage> decode_client(ByteView bytes);
std::optional<HostMessage> decode_host(ByteView bytes);

// An action as two card bytes (0xFF 0xFF for a knock).
void write_action(Writer& w, const Action& action);
bool read_action(Reader& r, Action& action);
// The view and events alone (the body of an Update), for tests and the benchmark.
void write_view(Writer& w, const View& view);
bool read_view(Reader& r, View& view);
void write_events(Writer& w, const EventList& events, int players);
bool read_events(Reader& r, EventList& events, int players);

IntentError intent_error(MoveError error);
std::string_view describe(RefuseReason reason);
std::string_view describe(GoodbyeReason reason);
std::string_view describe(IntentError error);
// A player name: 1..kMaxNameBytes bytes, no control characters, not only spaces.
bool valid_name(std::string_view name);
// Chat: up to kMaxChatBytes bytes without control characters.
bool valid_chat(std::string_view text);

}  // namespace zero::net

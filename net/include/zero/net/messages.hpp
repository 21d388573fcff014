// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every message of the LAN protocol (docs/protocol.md) and its binary form. Each message is one
// ENet packet: a MsgType byte, then the fields in little-endian order. Decoding checks the size
// first, then every length, count and value range; anything malformed or left over is refused.
//
// The messages that carry a game (Intent, Lobby, Update) are templates over a wire module
// (KniziaWire, SolerWire): a byte naming the game, then that game's own payload. The host and the
// client are instantiated once per game; the choice is made where a table is opened.
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/net/hero_wire.hpp"
#include "zero/net/knizia_wire.hpp"
#include "zero/net/protocol_version.hpp"
#include "zero/net/soler_wire.hpp"
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
    WrongGame = 7,  // the table plays another game than the client asked for
    // The seat of that name is kept a few seconds for its player's token (a table reopened from its
    // save): asking again shortly gets it. Sent to version 4 peers only; older ones hear NameTaken.
    SeatKept = 8,
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
    // Solèr's ZERO (its other errors share the numbers above: stale epoch is StaleState, a game
    // that has ended RoundOver, another seat's decision NotYourTurn).
    WrongPhase = 10,     // e.g. a bet while cards are still being played
    AlreadyPlayed = 11,  // this seat has already played face down in this trick
    BetOutOfRange = 12,
    BetTaken = 13,
    BadSafeCards = 14,   // an empty group, a group not adding up to 0 or 10, cards not in hand
    // Zero Hero (its other errors share the numbers above: a stale epoch is StaleState, a game that
    // has ended RoundOver, another seat's turn NotYourTurn, a card not face up in that collection
    // CardNotInHand).
    AwaitingDeal = 15,      // the match waits for its next deal
    SwapPending = 16,       // the buyer must decide its swap before anything else
    SwapNotDue = 17,        // no swap symbol is waiting
    InvalidSlot = 18,       // no such pair
    EmptyPile = 19,         // no zerone on that pair to take
    InvalidCount = 20,      // take 1 or 2
    PileUnderFive = 21,     // 2 only from a pile of 5 or more
    CannotAfford = 22,      // fewer zerones than lie on the pair
    NoPair = 23,            // the slot holds no whole pair
    InvalidOtherSeat = 24,  // a swap naming this seat itself or no seat
    SpoofedSeat = 32,  // the intent names a seat other than the sender's
    NoMatch = 33,      // no match is being played
    WrongGame = 34,    // the intent is another game's
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
// No game seats more at a table (each game's codec checks its own): a Welcome or a chat naming a
// seat past it is refused before the game is known.
inline constexpr int kMaxTableSeats = 5;

// client -> host
struct Hello {
    std::uint16_t protocol_min = 0;
    std::uint16_t protocol_max = 0;
    std::string name;
    std::uint64_t token = 0;  // non-zero: rejoin the seat this token was given for
    // The game the client plays; on the wire only from kFirstGameProtocol on (an older hello
    // still decodes, so that its sender can be told why it is refused).
    games::GameId game = games::kUnnamedGame;
    friend bool operator==(const Hello&, const Hello&) = default;
};
struct SetReady {
    bool ready = true;
    friend bool operator==(const SetReady&, const SetReady&) = default;
};
// The stage and epoch an intent answers, as the game's module reads them from the view: Knizia's
// round and state id, Solèr's game and epoch.
template <class W>
struct IntentMsgT {
    Seat seat = 0;
    int stage = 0;
    std::uint32_t epoch = 0;
    typename W::Action action;
    friend bool operator==(const IntentMsgT&, const IntentMsgT&) = default;
};
// An intent naming another game than the host's: kept whole, so that the host can refuse it.
struct ForeignIntent {
    std::uint8_t game = 0;
    Bytes payload;
    friend bool operator==(const ForeignIntent&, const ForeignIntent&) = default;
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
    games::GameId game = games::kUnnamedGame;
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
template <class W>
struct LobbyMsgT {
    static constexpr games::GameId game = W::id;
    bool under_way = false;
    bool paused = false;  // the match waits for a dropped player
    DropPolicy policy = DropPolicy::BotPlays;
    typename W::Rules rules;      // the game's options
    std::vector<SeatInfo> seats;  // rules.players entries
    bool hints = false;           // the host allows the hint at the table (version 6 on; older: false)
    friend bool operator==(const LobbyMsgT&, const LobbyMsgT&) = default;
};
template <class W>
struct UpdateMsgT {
    typename W::View view;  // the recipient's own view, never another seat's
    typename W::EventList events;
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

template <class W>
using ClientMessageT = std::variant<Hello, SetReady, IntentMsgT<W>, ForeignIntent, ChatMsg, Leave>;
template <class W>
using HostMessageT =
    std::variant<Welcome, Refused, LobbyMsgT<W>, UpdateMsgT<W>, IntentRefusedMsg, ChatRelay, Goodbye>;

// Knizia's Zero, the game every name without a suffix means.
using IntentMsg = IntentMsgT<KniziaWire>;
using LobbyMsg = LobbyMsgT<KniziaWire>;
using UpdateMsg = UpdateMsgT<KniziaWire>;
using ClientMessage = ClientMessageT<KniziaWire>;
using HostMessage = HostMessageT<KniziaWire>;

// Instantiated for KniziaWire, SolerWire and HeroWire (messages.cpp).
template <class W>
Bytes encode(const ClientMessageT<W>& message);
// `protocol`: the version the peer speaks (Knizia's Update differs from version 5 on).
template <class W>
Bytes encode(const HostMessageT<W>& message, std::uint16_t protocol = kProtocolMax);
// Nothing for a message that is too large, truncated, of unknown type, out of range or with
// bytes left over, and for a Lobby or Update of another game (a host's intent of another game
// decodes as ForeignIntent).
template <class W = KniziaWire>
std::optional<ClientMessageT<W>> decode_client(ByteView bytes);
template <class W = KniziaWire>
std::optional<HostMessageT<W>> decode_host(ByteView bytes, std::uint16_t protocol = kProtocolMax);

std::string_view describe(RefuseReason reason);
std::string_view describe(GoodbyeReason reason);
std::string_view describe(IntentError error);
// A player name: 1..kMaxNameBytes bytes, no control characters, not only spaces.
bool valid_name(std::string_view name);
// `name` cut to kMaxNameBytes at a character's edge (UTF-8), for names the host makes itself: a
// bot's name in a long language, or with its options, must not make peers refuse the lobby.
std::string fit_name(std::string_view name);
// Chat: up to kMaxChatBytes bytes without control characters.
bool valid_chat(std::string_view text);

}  // namespace zero::net

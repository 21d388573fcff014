// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/net/messages.hpp"

#include <array>

#include "net_games.inc"
#include "zero/core/enum_table.hpp"

namespace zero::net {
namespace {

constexpr std::uint8_t type_byte(MsgType t) { return static_cast<std::uint8_t>(t); }

template <class E>
bool read_enum(Reader& r, E& v, std::initializer_list<E> allowed) {
    std::uint8_t b = 0;
    if (!r.u8(b)) return false;
    for (E e : allowed)
        if (static_cast<std::uint8_t>(e) == b) {
            v = e;
            return true;
        }
    return r.fail();
}

void write_seat_info(Writer& w, const SeatInfo& s) {
    w.u8(static_cast<std::uint8_t>(s.kind));
    w.u8(static_cast<std::uint8_t>(s.status));
    w.u8(s.ready ? 1 : 0);
    w.str8(s.name);
    w.str8(s.bot);
}

bool read_seat_info(Reader& r, SeatInfo& s) {
    return read_enum(r, s.kind, {SeatKind::Remote, SeatKind::Bot, SeatKind::Local}) &&
           read_enum(r, s.status, {SeatStatus::Empty, SeatStatus::Connected, SeatStatus::Dropped, SeatStatus::Reserved}) &&
           read_flag(r, s.ready) && r.str8(s.name, kMaxNameBytes) && r.str8(s.bot, kMaxBotKindBytes);
}

constexpr std::initializer_list<IntentError> kIntentErrors = {
    IntentError::MatchOver,     IntentError::RoundOver,     IntentError::StaleState,
    IntentError::NotYourTurn,   IntentError::InvalidSeat,   IntentError::InvalidCard,
    IntentError::CardNotInHand, IntentError::CardNotInPool, IntentError::TakesBackGiven,
    IntentError::WrongPhase,    IntentError::AlreadyPlayed, IntentError::BetOutOfRange,
    IntentError::BetTaken,      IntentError::BadSafeCards,  IntentError::AwaitingDeal,
    IntentError::SwapPending,   IntentError::SwapNotDue,    IntentError::InvalidSlot,
    IntentError::EmptyPile,     IntentError::InvalidCount,  IntentError::PileUnderFive,
    IntentError::CannotAfford,  IntentError::NoPair,        IntentError::InvalidOtherSeat,
    IntentError::SpoofedSeat,   IntentError::NoMatch,       IntentError::WrongGame};

std::uint8_t game_byte(games::GameId id) { return static_cast<std::uint8_t>(id); }

bool read_game(Reader& r, games::GameId& game) {
    std::uint8_t b = 0;
    if (!r.u8(b)) return false;
    if (games::find_game(static_cast<games::GameId>(b)) == nullptr) return r.fail();
    game = static_cast<games::GameId>(b);
    return true;
}

// The host's messages that carry a game start with its byte; another game's is refused.
template <class W>
bool read_own_game(Reader& r) {
    std::uint8_t b = 0;
    if (!r.u8(b)) return false;
    if (b != game_byte(W::id)) return r.fail();
    return true;
}

}  // namespace

template <class W>
Bytes encode(const ClientMessageT<W>& message) {
    Writer w;
    std::visit(
        [&](const auto& m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, Hello>) {
                w.u8(type_byte(MsgType::Hello));
                w.u16(m.protocol_min);
                w.u16(m.protocol_max);
                w.str8(m.name);
                w.u64(m.token);
                if (m.protocol_max >= kFirstGameProtocol) w.u8(game_byte(m.game));
            } else if constexpr (std::is_same_v<T, SetReady>) {
                w.u8(type_byte(MsgType::SetReady));
                w.u8(m.ready ? 1 : 0);
            } else if constexpr (std::is_same_v<T, IntentMsgT<W>>) {
                w.u8(type_byte(MsgType::Intent));
                w.u8(game_byte(W::id));
                w.u8(static_cast<std::uint8_t>(m.seat));
                w.u8(static_cast<std::uint8_t>(m.stage));
                w.u32(m.epoch);
                W::write_action(w, m.action);
            } else if constexpr (std::is_same_v<T, ForeignIntent>) {
                w.u8(type_byte(MsgType::Intent));
                w.u8(m.game);
                for (std::uint8_t b : m.payload) w.u8(b);
            } else if constexpr (std::is_same_v<T, ChatMsg>) {
                w.u8(type_byte(MsgType::Chat));
                w.str8(m.text);
            } else {
                w.u8(type_byte(MsgType::Leave));
            }
        },
        message);
    return w.take();
}

template <class W>
Bytes encode(const HostMessageT<W>& message, std::uint16_t protocol) {
    Writer w(protocol);
    std::visit(
        [&](const auto& m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, Welcome>) {
                w.u8(type_byte(MsgType::Welcome));
                w.u16(m.protocol);
                w.u8(static_cast<std::uint8_t>(m.seat));
                w.u64(m.token);
                w.str8(m.host_name);
                w.u8(game_byte(m.game));
            } else if constexpr (std::is_same_v<T, Refused>) {
                w.u8(type_byte(MsgType::Refused));
                w.u8(static_cast<std::uint8_t>(m.reason));
                w.u16(m.protocol_min);
                w.u16(m.protocol_max);
            } else if constexpr (std::is_same_v<T, LobbyMsgT<W>>) {
                w.u8(type_byte(MsgType::Lobby));
                w.u8(game_byte(W::id));
                w.u8(m.under_way ? 1 : 0);
                w.u8(m.paused ? 1 : 0);
                w.u8(static_cast<std::uint8_t>(m.policy));
                W::write_rules(w, m.rules);
                for (const SeatInfo& s : m.seats) write_seat_info(w, s);
                if (w.protocol() >= kFirstHintsProtocol) w.u8(m.hints ? 1 : 0);
            } else if constexpr (std::is_same_v<T, UpdateMsgT<W>>) {
                w.u8(type_byte(MsgType::Update));
                w.u8(game_byte(W::id));
                W::write_view(w, m.view);
                W::write_events(w, m.events, W::players(m.view));
            } else if constexpr (std::is_same_v<T, IntentRefusedMsg>) {
                w.u8(type_byte(MsgType::IntentRefused));
                w.u8(static_cast<std::uint8_t>(m.error));
                w.u32(m.state_id);
            } else if constexpr (std::is_same_v<T, ChatRelay>) {
                w.u8(type_byte(MsgType::ChatRelay));
                w.u8(static_cast<std::uint8_t>(m.from));
                w.str8(m.name);
                w.str8(m.text);
            } else {
                w.u8(type_byte(MsgType::Goodbye));
                w.u8(static_cast<std::uint8_t>(m.reason));
            }
        },
        message);
    return w.take();
}

template <class W>
std::optional<ClientMessageT<W>> decode_client(ByteView bytes) {
    if (bytes.empty() || bytes.size() > kMaxClientPacket) return std::nullopt;
    Reader r(bytes.subspan(1));
    std::optional<ClientMessageT<W>> out;
    switch (bytes[0]) {
        case type_byte(MsgType::Hello): {
            Hello m;
            if (r.u16(m.protocol_min) && r.u16(m.protocol_max) && r.str8(m.name, kMaxNameBytes) && r.u64(m.token) &&
                (m.protocol_max < kFirstGameProtocol || read_game(r, m.game)))
                out = m;
            break;
        }
        case type_byte(MsgType::SetReady): {
            SetReady m;
            if (read_flag(r, m.ready)) out = m;
            break;
        }
        case type_byte(MsgType::Intent): {
            if (bytes.size() < 2) break;
            if (bytes[1] != game_byte(W::id)) {
                out = ForeignIntent{bytes[1], Bytes(bytes.begin() + 2, bytes.end())};
                return out;
            }
            IntentMsgT<W> m;
            std::uint8_t game = 0, seat = 0, stage = 0;
            if (r.u8(game) && r.u8(seat) && r.u8(stage) && r.u32(m.epoch) && W::read_action(r, m.action)) {
                m.seat = seat;
                m.stage = stage;
                out = std::move(m);
            }
            break;
        }
        case type_byte(MsgType::Chat): {
            ChatMsg m;
            if (r.str8(m.text, kMaxChatBytes)) out = m;
            break;
        }
        case type_byte(MsgType::Leave):
            out = Leave{};
            break;
        default:
            return std::nullopt;
    }
    if (!out || !r.done()) return std::nullopt;
    return out;
}

template <class W>
std::optional<HostMessageT<W>> decode_host(ByteView bytes, std::uint16_t protocol) {
    if (bytes.empty() || bytes.size() > kMaxHostPacket) return std::nullopt;
    Reader r(bytes.subspan(1), protocol);
    std::optional<HostMessageT<W>> out;
    switch (bytes[0]) {
        case type_byte(MsgType::Welcome): {
            Welcome m;
            std::uint8_t seat = 0;
            if (r.u16(m.protocol) && r.u8(seat) && seat < kMaxTableSeats && r.u64(m.token) &&
                r.str8(m.host_name, kMaxNameBytes) && read_game(r, m.game)) {
                m.seat = seat;
                out = m;
            }
            break;
        }
        case type_byte(MsgType::Refused): {
            Refused m;
            if (read_enum(r, m.reason,
                          {RefuseReason::VersionMismatch, RefuseReason::TableFull, RefuseReason::NameTaken,
                           RefuseReason::MatchUnderWay, RefuseReason::BadName, RefuseReason::UnknownToken,
                           RefuseReason::WrongGame, RefuseReason::SeatKept}) &&
                r.u16(m.protocol_min) && r.u16(m.protocol_max))
                out = m;
            break;
        }
        case type_byte(MsgType::Lobby): {
            LobbyMsgT<W> m;
            if (!read_own_game<W>(r) || !read_flag(r, m.under_way) || !read_flag(r, m.paused) ||
                !read_enum(r, m.policy, {DropPolicy::BotPlays, DropPolicy::Pause}) || !W::read_rules(r, m.rules))
                break;
            m.seats.resize(static_cast<std::size_t>(W::players(m.rules)));
            bool ok = true;
            for (SeatInfo& s : m.seats) ok = ok && read_seat_info(r, s);
            if (ok && r.protocol() >= kFirstHintsProtocol) ok = read_flag(r, m.hints);
            if (ok) out = m;
            break;
        }
        case type_byte(MsgType::Update): {
            UpdateMsgT<W> m;
            if (read_own_game<W>(r) && W::read_view(r, m.view) && W::read_events(r, m.events, W::players(m.view)))
                out = std::move(m);
            break;
        }
        case type_byte(MsgType::IntentRefused): {
            IntentRefusedMsg m;
            if (read_enum(r, m.error, kIntentErrors) && r.u32(m.state_id)) out = m;
            break;
        }
        case type_byte(MsgType::ChatRelay): {
            ChatRelay m;
            std::uint8_t from = 0;
            if (r.u8(from) && (from < kMaxTableSeats || from == kHostSeat) && r.str8(m.name, kMaxNameBytes) &&
                r.str8(m.text, kMaxChatBytes)) {
                m.from = from;
                out = m;
            }
            break;
        }
        case type_byte(MsgType::Goodbye): {
            Goodbye m;
            if (read_enum(r, m.reason,
                          {GoodbyeReason::HostQuit, GoodbyeReason::MatchOver, GoodbyeReason::ProtocolAbuse,
                           GoodbyeReason::Replaced, GoodbyeReason::Left}))
                out = m;
            break;
        }
        default:
            return std::nullopt;
    }
    if (!out || !r.done()) return std::nullopt;
    return out;
}

// Every registered game's wire (cmake/games.cmake).
#define ZERO_INSTANTIATE(W)                                                      \
    template Bytes encode<W>(const ClientMessageT<W>&);                          \
    template Bytes encode<W>(const HostMessageT<W>&, std::uint16_t);             \
    template std::optional<ClientMessageT<W>> decode_client<W>(ByteView);        \
    template std::optional<HostMessageT<W>> decode_host<W>(ByteView, std::uint16_t);
ZERO_NET_WIRES(ZERO_INSTANTIATE)
#undef ZERO_INSTANTIATE

namespace {

// The words for a number no reason has: past a table's end, at 0 and in its gaps.
constexpr std::string_view kRefused = "refused";
constexpr std::string_view kDisconnected = "disconnected";

// The words of each reason, indexed by its wire value (docs/protocol.md).
constexpr core::EnumTable<RefuseReason::SeatKept, std::string_view> kRefuseWords{
    kRefused,
    "the host speaks another protocol version",
    "the table is full",
    "that name is taken at this table",
    "a match is under way",
    "that name cannot be used (1-24 characters, no control characters)",
    "the rejoin token is not known at this table",
    "the table plays another game",
    "the seat of that name is kept a few seconds for its player's ticket",
};

constexpr core::EnumTable<GoodbyeReason::Left, std::string_view> kGoodbyeWords{
    kDisconnected,
    "the host has closed the table",
    "the match is over and the host has closed the table",
    "disconnected for sending malformed messages",
    "this seat was rejoined from another connection",
    "left the table",
};

constexpr core::EnumTable<IntentError::WrongGame, std::string_view> kIntentErrorWords{
    kRefused,
    // Every game's (1-9)
    "the match is over",
    "that round has ended",
    "the table has moved on since that move was chosen",
    "it is not your turn",
    "no such seat",
    "no such card",
    "that card is not in your hand",
    "that card is not in the pool",
    "the card just put down cannot be taken back",
    // Solèr's ZERO (10-14)
    "that is not what the table waits for now",
    "you have already played a card in this trick",
    "no such total",
    "that total has been announced already",
    "those cards cannot be laid safe (each group adds up to 0 or 10)",
    // Zero Hero (15-24)
    "the match waits for its next deal",
    "the swap comes first",
    "no swap is due",
    "no such pair",
    "no zerone lies on that pair",
    "take 1 or 2 zerones",
    "2 only from a pile of 5 or more",
    "you cannot afford that pair",
    "there is no whole pair there",
    "a swap names another player",
    // 25-31 are no error's; the host's own checks (32-34)
    kRefused, kRefused, kRefused, kRefused, kRefused, kRefused, kRefused,
    "that is not your seat",
    "no match is being played",
    "that move belongs to another game",
};

}  // namespace

std::string_view describe(RefuseReason reason) { return core::enum_entry(kRefuseWords, reason, kRefused); }
std::string_view describe(GoodbyeReason reason) { return core::enum_entry(kGoodbyeWords, reason, kDisconnected); }
std::string_view describe(IntentError error) { return core::enum_entry(kIntentErrorWords, error, kRefused); }

bool valid_name(std::string_view name) {
    if (name.empty() || name.size() > kMaxNameBytes) return false;
    bool visible = false;
    for (char ch : name) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x20 || c == 0x7F) return false;
        if (c != ' ') visible = true;
    }
    return visible;
}

std::string fit_name(std::string_view name) {
    if (name.size() <= kMaxNameBytes) return std::string(name);
    std::size_t end = kMaxNameBytes;
    // Back to the first byte of a character: continuation bytes are 10xxxxxx.
    while (end > 0 && (static_cast<unsigned char>(name[end]) & 0xC0U) == 0x80U) --end;
    return std::string(name.substr(0, end));
}

bool valid_chat(std::string_view text) {
    if (text.size() > kMaxChatBytes) return false;
    for (char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x20 || c == 0x7F) return false;
    }
    return true;
}

}  // namespace zero::net

// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include "zero/knizia/bots/bot_match.hpp"
#include "zero/net/messages.hpp"
#include "zero/net/protocol_version.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::net;

namespace {

std::vector<ClientMessage> client_samples() {
    return {Hello{1, 3, "Ann", 0}, Hello{1, 1, "Zoë the Great", 0x1234567890ABCDEFULL}, SetReady{true},
            SetReady{false},       IntentMsg{2, 3, 77, Action::swap(Card(Colour::Red, 3), Card(Colour::Black, 8))},
            IntentMsg{0, 0, 0, Action::knock()}, ChatMsg{"good luck all"}, ChatMsg{""}, Leave{}};
}

State mid_match(int players, std::uint64_t seed, int turns) {
    State state = new_match(default_rules(players), seed);
    auto bots = bot_seats(std::vector<std::string>(static_cast<std::size_t>(players), "random"), seed);
    for (int i = 0; i < turns && state.phase == Phase::Playing; ++i) {
        const View v = view_for(state, state.to_move);
        apply(state, bots[static_cast<std::size_t>(state.to_move)]->decide(v).value());
    }
    return state;
}

std::vector<HostMessage> host_samples() {
    LobbyMsg lobby;
    lobby.rules = default_rules(3);
    lobby.seats = {SeatInfo{SeatKind::Remote, SeatStatus::Connected, true, "Ann", "greedy"},
                   SeatInfo{SeatKind::Bot, SeatStatus::Connected, true, "random 2", "random"},
                   SeatInfo{SeatKind::Local, SeatStatus::Connected, false, "Bob", "greedy"}};
    const State state = mid_match(4, 5, 60);
    EventList events;
    events.push_back(CardSwapped{1, Card(Colour::Red, 1), Card(Colour::Blue, 2), 3});
    events.push_back(Knocked{2, 1});
    RoundScored scored;
    scored.round = 0;
    scored.hands = state.hands;
    scored.scores = {1, 2, 3, 4, 0};
    scored.totals = {1, 2, 3, 4, 0};
    events.push_back(scored);
    events.push_back(RoundStarted{1, 2, 3});
    events.push_back(LastLapStarted{0, 0b1110});
    events.push_back(ZeroDeclared{3, true});
    events.push_back(MatchEnded{{5, 6, 7, 8, 0}, 0b0001});
    return {Welcome{kProtocolMax, 2, 42, "Den"}, Refused{RefuseReason::NameTaken, 1, 1},
            Refused{RefuseReason::SeatKept, 2, kProtocolMax}, lobby,
            UpdateMsg{view_for(state, 1), events}, UpdateMsg{view_for(mid_match(2, 9, 500), 0), EventList{}},
            IntentRefusedMsg{IntentError::StaleState, 12}, ChatRelay{kHostSeat, "host", "hi"}, ChatRelay{1, "Ann", ""},
            Goodbye{GoodbyeReason::HostQuit}};
}

}  // namespace

TEST_CASE("client messages survive a round trip byte for byte", "[net][codec]") {
    for (const ClientMessage& m : client_samples()) {
        const Bytes bytes = encode(m);
        const auto back = decode_client(bytes);
        REQUIRE(back);
        CHECK(*back == m);
        CHECK(encode(*back) == bytes);
    }
}

TEST_CASE("host messages survive a round trip byte for byte", "[net][codec]") {
    for (const HostMessage& m : host_samples()) {
        const Bytes bytes = encode(m);
        REQUIRE(bytes.size() <= kMaxHostPacket);
        const auto back = decode_host(bytes);
        REQUIRE(back);
        CHECK(back->index() == m.index());
        CHECK(encode(*back) == bytes);
    }
}

TEST_CASE("a decoded view is the view that was sent", "[net][codec]") {
    const State state = mid_match(5, 11, 300);
    for (Seat s = 0; s < 5; ++s) {
        const View v = view_for(state, s);
        Writer w;
        write_view(w, v);
        Reader r(w.bytes());
        View back;
        REQUIRE(read_view(r, back));
        CHECK(r.done());
        CHECK(back.hand == v.hand);
        CHECK(back.pool == v.pool);
        CHECK(back.history == v.history);
        CHECK(back.known == v.known);
        CHECK(back.totals == v.totals);
        CHECK(back.state_id == v.state_id);
        REQUIRE(back.finished.size() == v.finished.size());
        for (std::size_t k = 0; k < v.finished.size(); ++k) {
            CHECK(back.finished[k].hands == v.finished[k].hands);
            CHECK(back.finished[k].scores == v.finished[k].scores);
            CHECK(back.finished[k].pool == v.finished[k].pool);
            CHECK(back.finished[k].moves == v.finished[k].moves);
        }
        CHECK(legal_actions(back).size() == legal_actions(v).size());
    }
}

TEST_CASE("a view in version 4's layout leaves out the finished rounds' pools and moves, and reads back in it",
          "[net][codec][version]") {
    const State state = mid_match(4, 12, 300);
    REQUIRE(state.round >= 2);
    const View v = view_for(state, 2);
    REQUIRE_FALSE(v.finished.front().moves.empty());
    const HostMessage update = UpdateMsg{v, EventList{}};
    const Bytes old = encode(update, 4);
    const Bytes now = encode(update, kFirstPastMovesProtocol);
    CHECK(old.size() < now.size());
    const auto back = decode_host(old, 4);
    REQUIRE(back);
    const View& seen = std::get<UpdateMsg>(*back).view;
    REQUIRE(seen.finished.size() == v.finished.size());
    for (std::size_t r = 0; r < v.finished.size(); ++r) {
        CHECK(seen.finished[r].moves.empty());
        CHECK(seen.finished[r].hands == v.finished[r].hands);
        CHECK(seen.finished[r].scores == v.finished[r].scores);
    }
    CHECK(seen.hand == v.hand);
    CHECK(seen.history == v.history);
    // Each layout is read in its own version only.
    CHECK_FALSE(decode_host(old, kFirstPastMovesProtocol));
    CHECK_FALSE(decode_host(now, 4));
    for (std::size_t n = 0; n < old.size(); ++n) CHECK_FALSE(decode_host(ByteView(old).first(n), 4));
}

TEST_CASE("a finished round's moves over the cap a view keeps are refused", "[net][codec]") {
    View v = view_for(mid_match(3, 13, 200), 0);
    REQUIRE_FALSE(v.finished.empty());
    v.finished[0].moves.assign(kFinishedMovesKept + 1, Move{1, Action::knock()});
    CHECK_FALSE(decode_host(encode(HostMessage{UpdateMsg{v, EventList{}}})));
    v.finished[0].moves.resize(kFinishedMovesKept);
    CHECK(decode_host(encode(HostMessage{UpdateMsg{v, EventList{}}})));
}

TEST_CASE("every truncation and every extra byte is refused", "[net][codec]") {
    for (const ClientMessage& m : client_samples()) {
        Bytes bytes = encode(m);
        for (std::size_t n = 0; n < bytes.size(); ++n) CHECK_FALSE(decode_client(ByteView(bytes).first(n)));
        bytes.push_back(0);
        CHECK_FALSE(decode_client(bytes));
    }
    for (const HostMessage& m : host_samples()) {
        Bytes bytes = encode(m);
        for (std::size_t n = 0; n < bytes.size(); ++n) CHECK_FALSE(decode_host(ByteView(bytes).first(n)));
        bytes.push_back(0);
        CHECK_FALSE(decode_host(bytes));
    }
}

TEST_CASE("unknown, oversized and out-of-range messages are refused", "[net][codec]") {
    CHECK_FALSE(decode_client(Bytes{}));
    CHECK_FALSE(decode_client(Bytes{0}));
    CHECK_FALSE(decode_client(Bytes{99}));
    CHECK_FALSE(decode_client(Bytes{static_cast<std::uint8_t>(MsgType::Update)}));  // a host message
    CHECK_FALSE(decode_host(Bytes{static_cast<std::uint8_t>(MsgType::Hello)}));     // a client message

    Bytes big(kMaxClientPacket + 1, 0);
    big[0] = static_cast<std::uint8_t>(MsgType::Chat);
    CHECK_FALSE(decode_client(big));

    // A length prefix larger than what follows, and one above the field's cap.
    CHECK_FALSE(decode_client(Bytes{static_cast<std::uint8_t>(MsgType::Chat), 10, 'a', 'b'}));
    Bytes long_name = encode(ClientMessage{Hello{1, 1, std::string(kMaxNameBytes, 'x'), 0}});
    long_name[5] = static_cast<std::uint8_t>(kMaxNameBytes + 1);
    long_name.push_back('x');
    CHECK_FALSE(decode_client(long_name));

    // A card index past the deck, and a half knock.
    Bytes intent = encode(ClientMessage{IntentMsg{0, 0, 0, Action::swap(Card::from_index(0), Card::from_index(1))}});
    intent[intent.size() - 1] = 56;
    CHECK_FALSE(decode_client(intent));
    intent[intent.size() - 1] = 0xFF;
    CHECK_FALSE(decode_client(intent));

    Bytes ready = encode(ClientMessage{SetReady{true}});
    ready[1] = 2;
    CHECK_FALSE(decode_client(ready));

    // A view naming a seat past the player count.
    Bytes update = encode(HostMessage{UpdateMsg{view_for(new_match(default_rules(3), 1), 0), EventList{}}});
    update[1] = 3;
    CHECK_FALSE(decode_host(update));
    // An event tag that does not exist.
    Bytes tail = encode(HostMessage{UpdateMsg{view_for(new_match(default_rules(3), 1), 0), EventList{}}});
    tail[tail.size() - 2] = 1;  // one event...
    tail.push_back(42);         // ...of an unknown kind
    CHECK_FALSE(decode_host(tail));
}

// The words are tables indexed by the wire value: a row out of place would shift every later one,
// so each table's first and last reasons, each game's last refusal and the unused numbers are pinned.
TEST_CASE("each reason has its own words, and a number no reason has the fallback", "[net][codec]") {
    CHECK(describe(RefuseReason::VersionMismatch) == "the host speaks another protocol version");
    CHECK(describe(RefuseReason::WrongGame) == "the table plays another game");
    CHECK(describe(static_cast<RefuseReason>(0)) == "refused");
    CHECK(describe(static_cast<RefuseReason>(9)) == "refused");
    CHECK(describe(GoodbyeReason::HostQuit) == "the host has closed the table");
    CHECK(describe(GoodbyeReason::Left) == "left the table");
    CHECK(describe(static_cast<GoodbyeReason>(6)) == "disconnected");
    CHECK(describe(IntentError::MatchOver) == "the match is over");
    CHECK(describe(IntentError::TakesBackGiven) == "the card just put down cannot be taken back");
    CHECK(describe(IntentError::BadSafeCards) == "those cards cannot be laid safe (each group adds up to 0 or 10)");
    CHECK(describe(IntentError::InvalidOtherSeat) == "a swap names another player");
    CHECK(describe(static_cast<IntentError>(25)) == "refused");
    CHECK(describe(static_cast<IntentError>(31)) == "refused");
    CHECK(describe(IntentError::SpoofedSeat) == "that is not your seat");
    CHECK(describe(IntentError::NoMatch) == "no match is being played");
    CHECK(describe(IntentError::WrongGame) == "that move belongs to another game");
    CHECK(describe(static_cast<IntentError>(255)) == "refused");
}

TEST_CASE("Refused says seat kept in version 1's layout, and no reason past it is read", "[net][codec]") {
    const Bytes bytes = encode(HostMessage{Refused{RefuseReason::SeatKept, 2, 4}});
    CHECK(bytes == Bytes{65, 8, 2, 0, 4, 0});
    const auto back = decode_host(bytes);
    REQUIRE(back);
    REQUIRE(std::holds_alternative<Refused>(*back));
    CHECK(std::get<Refused>(*back).reason == RefuseReason::SeatKept);
    CHECK(std::get<Refused>(*back).protocol_min == 2);
    CHECK(std::get<Refused>(*back).protocol_max == 4);
    CHECK(encode(*back) == bytes);
    CHECK(describe(RefuseReason::SeatKept) == "the seat of that name is kept a few seconds for its player's ticket");
    Bytes past = bytes;
    past[1] = 9;
    CHECK_FALSE(decode_host(past));
    past[1] = 0;
    CHECK_FALSE(decode_host(past));
}

TEST_CASE("names and chat lines are checked", "[net][codec]") {
    CHECK(valid_name("Ann"));
    CHECK(valid_name("Zoë"));
    CHECK_FALSE(valid_name(""));
    CHECK_FALSE(valid_name("   "));
    CHECK_FALSE(valid_name("a\nb"));
    CHECK_FALSE(valid_name(std::string(kMaxNameBytes + 1, 'a')));
    CHECK(valid_chat("hello there"));
    CHECK_FALSE(valid_chat("bell\a"));
    CHECK_FALSE(valid_chat(std::string(kMaxChatBytes + 1, 'a')));
}

TEST_CASE("a name the host makes is cut to fit at a character's edge", "[net][codec]") {
    CHECK(fit_name("Bot 2 (hard)") == "Bot 2 (hard)");
    // 31 bytes of three-byte characters and a digit: cut after the last whole character.
    const std::string long_name = "ボット1（むずかしい）";
    const std::string cut = fit_name(long_name);
    CHECK(cut == "ボット1（むずか");
    CHECK(valid_name(cut));
    CHECK(fit_name(std::string(40, 'a')) == std::string(kMaxNameBytes, 'a'));
}

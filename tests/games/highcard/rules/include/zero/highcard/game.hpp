// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// High Card: a game for the test build only, small enough to read at a glance, that goes through
// every seam a real game does (README in this folder). Cards 1..24, all different. Each game
// deals five cards to every seat from a shuffle of the match's own generator; the rest stay
// unseen. Up to five tricks: the leader plays any card of its hand, then each seat clockwise; the
// highest card takes the trick and leads the next. The game ends when the hands are out, or at
// once when a seat has taken three tricks (a sweep). A game scores one point a trick; after the
// planned games the highest total wins (ties share the win).
#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "zero/core/record.hpp"
#include "zero/core/rng.hpp"
#include "zero/core/seat.hpp"

namespace zero::highcard {

inline constexpr int kDeck = 24;  // cards 1..24
inline constexpr int kHand = 5;   // cards dealt to a seat, and tricks in a game
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxGames = 9;
inline constexpr int kSweep = 3;  // tricks that end a game at once

using Card = int;
using Hand = std::vector<Card>;  // kept in ascending order
using SeatArray = std::array<int, kMaxPlayers>;

struct Rules {
    int players = 2;
    int games = 1;
    friend bool operator==(const Rules&, const Rules&) = default;
};
Rules default_rules(int players);
// Empty when the rules can be played; otherwise one sentence.
std::string rules_error(const Rules& rules);

struct Action {
    Card card = 0;
    friend bool operator==(const Action&, const Action&) = default;
};
struct Move {
    Seat seat = 0;
    Action action;
    friend bool operator==(const Move&, const Move&) = default;
};

enum class Phase : std::uint8_t { Play, MatchOver };
enum class GameEnd : std::uint8_t { Out, Sweep };
enum class MoveError : std::uint8_t { None, MatchOver, StaleEpoch, WrongGame, InvalidSeat, NotYourTurn, NotInHand };
std::string_view describe(MoveError error);

// Every event is public: a card is named once it is played, a hand never.
struct GameStarted {
    int game = 0;  // 0-based
    Seat leader = 0;
    friend bool operator==(const GameStarted&, const GameStarted&) = default;
};
struct CardPlayed {
    Seat seat = 0;
    Card card = 0;
    friend bool operator==(const CardPlayed&, const CardPlayed&) = default;
};
struct TrickTaken {
    Seat seat = 0;
    Card card = 0;  // the card that took it
    friend bool operator==(const TrickTaken&, const TrickTaken&) = default;
};
struct GameEnded {
    GameEnd end = GameEnd::Out;
    SeatArray scores{};
    friend bool operator==(const GameEnded&, const GameEnded&) = default;
};
struct MatchEnded {
    SeatArray totals{};
    SeatMask winners = 0;
    friend bool operator==(const MatchEnded&, const MatchEnded&) = default;
};
using Event = std::variant<GameStarted, CardPlayed, TrickTaken, GameEnded, MatchEnded>;
using EventList = std::vector<Event>;

struct FinishedGame {  // public once over: every card played was face up
    Seat leader = 0;  // who led the first trick
    std::vector<Move> moves;
    GameEnd end = GameEnd::Out;
    SeatArray scores{};
    friend bool operator==(const FinishedGame&, const FinishedGame&) = default;
};

struct State {
    Rules rules;
    std::uint64_t seed = 0;
    Rng rng;  // the next game's shuffle
    Phase phase = Phase::Play;
    int game = 0;
    Seat first = 0;  // the first game's leader; each later game's is the next seat
    Seat leader = 0;
    Seat to_move = 0;
    std::array<Hand, kMaxPlayers> hands{};
    Hand stock;                 // unseen, never dealt this game
    std::vector<Move> trick;    // the trick so far, from its leader
    std::vector<Move> moves;    // this game's so far
    SeatArray tricks{};         // this game's
    SeatArray totals{};
    std::vector<FinishedGame> finished;
    std::uint32_t state_id = 0;  // changes with every action
    std::uint32_t epoch = 0;     // the decision an intent answers: every action starts a new one

    int players() const { return rules.players; }
    friend bool operator==(const State& a, const State& b) {
        return a.rules == b.rules && a.seed == b.seed && a.rng.state() == b.rng.state() && a.phase == b.phase &&
               a.game == b.game && a.first == b.first && a.leader == b.leader && a.to_move == b.to_move &&
               a.hands == b.hands && a.stock == b.stock && a.trick == b.trick && a.moves == b.moves &&
               a.tricks == b.tricks && a.totals == b.totals && a.finished == b.finished && a.state_id == b.state_id && a.epoch == b.epoch;
    }
};

struct Intent {
    Seat seat = 0;
    Action action;
    std::optional<int> game;
    std::optional<std::uint32_t> epoch;
};
struct ApplyResult {
    MoveError error = MoveError::None;
    EventList events;
    bool ok() const { return error == MoveError::None; }
};

// Throws std::invalid_argument with rules_error() for unplayable rules.
State new_match(const Rules& rules, std::uint64_t seed, EventList* events = nullptr);
SeatMask to_act(const State& state);
std::vector<Action> legal_actions(const State& state, Seat seat);
MoveError check(const State& state, const Intent& intent);
// For untrusted input: checks everything, changes nothing on error.
ApplyResult try_apply(State& state, const Intent& intent);
SeatMask winners(const SeatArray& totals, int players);

struct View {
    Seat seat = 0;
    Rules rules;
    Phase phase = Phase::Play;
    int game = 0;
    Seat leader = 0;
    Seat to_move = 0;
    Hand hand;  // this seat's own
    SeatArray hand_counts{};
    std::vector<Move> trick;
    SeatArray tricks{};
    SeatArray totals{};
    std::vector<FinishedGame> finished;
    std::uint32_t state_id = 0;
    std::uint32_t epoch = 0;

    int players() const { return rules.players; }
    bool may_act() const { return phase == Phase::Play && to_move == seat; }
    friend bool operator==(const View&, const View&) = default;
};
View view_for(const State& state, Seat seat);
std::vector<Action> legal_actions(const View& view);

// The match record: the seed deals every game again, so a game holds its leader and its moves.
struct RecordedGame {
    Seat leader = 0;
    std::vector<Move> actions;
    std::optional<GameEnd> end;  // absent while the game is being played
    std::vector<int> scores;  // empty while the game is being played
    friend bool operator==(const RecordedGame&, const RecordedGame&) = default;
};
struct MatchRecord {
    std::optional<std::uint64_t> seed;  // always given; optional in the records' shared envelope
    std::vector<std::string> players;
    int rounds_planned = 1;
    std::vector<RecordedGame> rounds;
    std::vector<int> totals;   // empty until the match is over
    std::vector<int> winners;  // empty until the match is over

    bool finished() const { return !winners.empty(); }
    Rules rules() const { return Rules{static_cast<int>(players.size()), rounds_planned}; }
    friend bool operator==(const MatchRecord&, const MatchRecord&) = default;
};
MatchRecord make_record(const State& state, const std::vector<std::string>& players);
using ReplayResult = core::ReplayResult<State>;
// Replays every action from the seed, checking each one and every game's leader and scores and
// the match's totals and winners against the record.
ReplayResult replay(const MatchRecord& record);

// The module the shared table (zero/core/table.hpp) is instantiated with.
struct TableGame {
    using State = highcard::State;
    using Action = highcard::Action;
    using View = highcard::View;
    using EventList = highcard::EventList;
    using MoveError = highcard::MoveError;
    using Intent = highcard::Intent;
    static int players(const State& state) { return state.players(); }
    static SeatMask to_act(const State& state) { return highcard::to_act(state); }
    static bool over(const State& state) { return state.phase == Phase::MatchOver; }
    static std::uint32_t state_id(const State& state) { return state.state_id; }
    static View view_for(const State& state, Seat seat) { return highcard::view_for(state, seat); }
    static ApplyResult try_apply(State& state, const Intent& intent) { return highcard::try_apply(state, intent); }
    static Action fallback(const State& state, Seat seat) { return legal_actions(state, seat).front(); }
};

}  // namespace zero::highcard

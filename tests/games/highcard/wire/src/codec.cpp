// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/highcard/codec.hpp"

#include <algorithm>

#include "zero/net/messages.hpp"

namespace zero::highcard::codec {

static_assert(kMaxPlayers <= net::kMaxTableSeats, "the net messages refuse a seat past kMaxTableSeats");
namespace {

using net::Reader;
using net::Writer;

void u8_of(Writer& w, int v) { w.u8(static_cast<std::uint8_t>(v)); }

bool read_int(Reader& r, int& v, int lo, int hi) {
    std::uint8_t byte = 0;
    if (!r.u8(byte)) return false;
    if (byte < lo || byte > hi) return r.fail();
    v = byte;
    return true;
}

bool read_card(Reader& r, Card& card) { return read_int(r, card, 1, kDeck); }

void write_seats(Writer& w, const SeatArray& values, int players) {
    for (int seat = 0; seat < players; ++seat) u8_of(w, values[at(seat)]);
}
bool read_seats(Reader& r, SeatArray& values, int players, int max) {
    values = {};
    for (int seat = 0; seat < players; ++seat)
        if (!read_int(r, values[at(seat)], 0, max)) return false;
    return true;
}

void write_moves(Writer& w, const std::vector<Move>& moves) {
    u8_of(w, static_cast<int>(moves.size()));
    for (const Move& m : moves) {
        u8_of(w, m.seat);
        u8_of(w, m.action.card);
    }
}
bool read_moves(Reader& r, std::vector<Move>& moves, int players, int max) {
    int count = 0;
    if (!read_int(r, count, 0, max)) return false;
    moves.assign(at(count), Move{});
    for (Move& m : moves)
        if (!net::read_seat(r, m.seat, players) || !read_card(r, m.action.card)) return false;
    return true;
}

bool read_end(Reader& r, GameEnd& end) {
    int v = 0;
    if (!read_int(r, v, 0, 1)) return false;
    end = static_cast<GameEnd>(v);
    return true;
}

enum class Tag : std::uint8_t { GameStarted, CardPlayed, TrickTaken, GameEnded, MatchEnded };

}  // namespace

void write_rules(Writer& w, const Rules& rules) {
    u8_of(w, rules.players);
    u8_of(w, rules.games);
}
bool read_rules(Reader& r, Rules& rules) {
    return read_int(r, rules.players, kMinPlayers, kMaxPlayers) && read_int(r, rules.games, 1, kMaxGames);
}

void write_action(Writer& w, const Action& action) { u8_of(w, action.card); }
bool read_action(Reader& r, Action& action) { return read_card(r, action.card); }

void write_view(Writer& w, const View& v) {
    write_rules(w, v.rules);
    u8_of(w, v.seat);
    u8_of(w, static_cast<int>(v.phase));
    u8_of(w, v.game);
    u8_of(w, v.leader);
    u8_of(w, v.to_move);
    u8_of(w, static_cast<int>(v.hand.size()));
    for (Card card : v.hand) u8_of(w, card);
    write_seats(w, v.hand_counts, v.players());
    write_moves(w, v.trick);
    write_seats(w, v.tricks, v.players());
    write_seats(w, v.totals, v.players());
    u8_of(w, static_cast<int>(v.finished.size()));
    for (const FinishedGame& game : v.finished) {
        u8_of(w, game.leader);
        write_moves(w, game.moves);
        u8_of(w, static_cast<int>(game.end));
        write_seats(w, game.scores, v.players());
    }
    w.u32(v.state_id);
    w.u32(v.epoch);
}

bool read_view(Reader& r, View& v) {
    v = View{};
    int phase = 0;
    int hand = 0;
    if (!read_rules(r, v.rules) || !net::read_seat(r, v.seat, v.players()) || !read_int(r, phase, 0, 1) ||
        !read_int(r, v.game, 0, v.rules.games) || !net::read_seat(r, v.leader, v.players()) ||
        !net::read_seat(r, v.to_move, v.players()) || !read_int(r, hand, 0, kHand))
        return false;
    v.phase = static_cast<Phase>(phase);
    v.hand.assign(at(hand), 0);
    for (Card& card : v.hand)
        if (!read_card(r, card)) return false;
    // A hand holds each card once, in order: a repeated card is refused as an unsorted one is.
    if (std::adjacent_find(v.hand.begin(), v.hand.end(), [](Card a, Card b) { return !(a < b); }) != v.hand.end())
        return r.fail();
    int finished = 0;
    if (!read_seats(r, v.hand_counts, v.players(), kHand) || !read_moves(r, v.trick, v.players(), v.players() - 1) ||
        !read_seats(r, v.tricks, v.players(), kHand) || !read_seats(r, v.totals, v.players(), kHand * kMaxGames) ||
        !read_int(r, finished, 0, v.rules.games))
        return false;
    v.finished.assign(at(finished), FinishedGame{});
    for (FinishedGame& game : v.finished)
        if (!net::read_seat(r, game.leader, v.players()) || !read_moves(r, game.moves, v.players(), kHand * kMaxPlayers) ||
            !read_end(r, game.end) || !read_seats(r, game.scores, v.players(), kHand))
            return false;
    return r.u32(v.state_id) && r.u32(v.epoch);
}

void write_events(Writer& w, const EventList& events, int players) {
    u8_of(w, static_cast<int>(events.size()));
    for (const Event& event : events) {
        u8_of(w, static_cast<int>(event.index()));
        std::visit(
            [&](const auto& e) {
                using E = std::decay_t<decltype(e)>;
                if constexpr (std::is_same_v<E, GameStarted>) {
                    u8_of(w, e.game);
                    u8_of(w, e.leader);
                } else if constexpr (std::is_same_v<E, CardPlayed> || std::is_same_v<E, TrickTaken>) {
                    u8_of(w, e.seat);
                    u8_of(w, e.card);
                } else if constexpr (std::is_same_v<E, GameEnded>) {
                    u8_of(w, static_cast<int>(e.end));
                    write_seats(w, e.scores, players);
                } else {
                    write_seats(w, e.totals, players);
                    w.u8(e.winners);
                }
            },
            event);
    }
}

bool read_events(Reader& r, EventList& events, int players) {
    int count = 0;
    if (!read_int(r, count, 0, 3 * kMaxPlayers + 4)) return false;
    events.clear();
    for (int i = 0; i < count; ++i) {
        int tag = 0;
        if (!read_int(r, tag, 0, static_cast<int>(Tag::MatchEnded))) return false;
        bool ok = false;
        switch (static_cast<Tag>(tag)) {
            case Tag::GameStarted: {
                GameStarted e;
                ok = read_int(r, e.game, 0, kMaxGames - 1) && net::read_seat(r, e.leader, players);
                events.emplace_back(e);
                break;
            }
            case Tag::CardPlayed: {
                CardPlayed e;
                ok = net::read_seat(r, e.seat, players) && read_card(r, e.card);
                events.emplace_back(e);
                break;
            }
            case Tag::TrickTaken: {
                TrickTaken e;
                ok = net::read_seat(r, e.seat, players) && read_card(r, e.card);
                events.emplace_back(e);
                break;
            }
            case Tag::GameEnded: {
                GameEnded e;
                ok = read_end(r, e.end) && read_seats(r, e.scores, players, kHand);
                events.emplace_back(e);
                break;
            }
            case Tag::MatchEnded: {
                MatchEnded e;
                ok = read_seats(r, e.totals, players, kHand * kMaxGames) && net::read_mask(r, e.winners, players);
                events.emplace_back(e);
                break;
            }
        }
        if (!ok) return false;
    }
    return true;
}

net::IntentError intent_error(MoveError error) {
    using net::IntentError;
    switch (error) {
        case MoveError::MatchOver: return IntentError::MatchOver;
        case MoveError::StaleEpoch: return IntentError::StaleState;
        case MoveError::WrongGame: return IntentError::RoundOver;
        case MoveError::InvalidSeat: return IntentError::InvalidSeat;
        case MoveError::NotYourTurn: return IntentError::NotYourTurn;
        case MoveError::NotInHand: return IntentError::CardNotInHand;
        case MoveError::None: break;
    }
    return IntentError::NoMatch;
}

}  // namespace zero::highcard::codec

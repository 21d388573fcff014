// SPDX-License-Identifier: GPL-3.0-or-later
// The binary form of Solèr's ZERO: its action, view, events and rules (docs/protocol.md, "Solèr's
// ZERO"). Every value read is range-checked and every count capped before anything is allocated,
// so a client never holds a view the engine could not have made.
#include "event_framing.hpp"
#include "zero/net/messages.hpp"
#include "zero/net/seat_points.hpp"
#include "zero/net/soler_wire.hpp"

namespace zero::net::soler_codec {

// Knizia's names live in zero:: itself; these say which game this file speaks.
using soler::Rules;
using soler::Action;
using soler::ActionKind;
using soler::Group;
using soler::View;
using soler::Event;
using soler::EventList;
using soler::Cards;
using soler::SeatArray;
using soler::LastTrick;
using soler::Outcome;
using soler::GameEnd;
using soler::Phase;
using soler::FinishedGame;
using soler::MoveError;
using soler::GameStarted;
using soler::TrickStarted;
using soler::CardCommitted;
using soler::BetMade;
using soler::TrickRevealed;
using soler::SafeLaid;
using soler::CardsDrawn;
using soler::GameScored;
using soler::MatchEnded;
using soler::kMaxPlayers;
static_assert(kMaxPlayers <= kMaxTableSeats, "the net messages refuse a seat past kMaxTableSeats");
using soler::kMaxGames;
using soler::kDeckSize;
using soler::kDeckCounts;
using soler::kMinValue;
using soler::kMaxValue;
using soler::kTrickLimit;
using soler::is_card;
using soler::rules_error;

namespace {

constexpr std::int8_t kNoCard = 0x7F;
constexpr int kMaxTotal = 3 * kMaxPlayers * kMaxGames;  // nobody scores more safe cards than the deck

std::uint8_t u8_of(int v) { return static_cast<std::uint8_t>(v); }
void i8(Writer& w, int v) { w.u8(static_cast<std::uint8_t>(static_cast<std::int8_t>(v))); }

bool read_i8(Reader& r, int& v) {
    std::uint8_t b = 0;
    if (!r.u8(b)) return false;
    v = static_cast<std::int8_t>(b);
    return true;
}

bool read_card(Reader& r, int& card) {
    if (!read_i8(r, card)) return false;
    if (!is_card(card)) return r.fail();
    return true;
}

void write_cards(Writer& w, const Cards& cards) {
    for (int v = kMinValue; v <= kMaxValue; ++v) w.u8(u8_of(cards.count(v)));
}

// No heap holds more cards of a value than the deck has.
bool read_cards(Reader& r, Cards& cards) {
    cards = Cards{};
    for (int v = kMinValue; v <= kMaxValue; ++v) {
        std::uint8_t n = 0;
        if (!r.u8(n)) return false;
        if (n > kDeckCounts[static_cast<std::size_t>(v - kMinValue)]) return r.fail();
        cards.add(v, n);
    }
    return true;
}

void write_plays(Writer& w, const SeatArray& plays, int players) {
    for (int s = 0; s < players; ++s) i8(w, plays[static_cast<std::size_t>(s)]);
}

bool read_plays(Reader& r, SeatArray& plays, int players) {
    plays = {};
    for (int s = 0; s < players; ++s)
        if (!read_card(r, plays[static_cast<std::size_t>(s)])) return false;
    return true;
}

bool read_sum(Reader& r, int& sum, int players) {
    if (!read_i8(r, sum)) return false;
    if (sum < kMinValue * players || sum > kMaxValue * players) return r.fail();
    return true;
}

// -1 (nobody) or a seat.
bool read_taker(Reader& r, Seat& taker, int players) {
    int v = 0;
    if (!read_i8(r, v)) return false;
    if (v < -1 || v >= players) return r.fail();
    taker = v;
    return true;
}

bool read_outcome(Reader& r, Outcome& outcome) { return read_enum_to(r, outcome, Outcome::NoZero); }

bool read_end(Reader& r, GameEnd& end) { return read_enum_to(r, end, GameEnd::Limit); }

bool read_tricks(Reader& r, int& tricks) {
    std::uint16_t v = 0;
    if (!r.u16(v)) return false;
    if (v > kTrickLimit) return r.fail();
    tricks = v;
    return true;
}

void write_groups(Writer& w, const std::vector<Group>& groups) {
    w.u8(u8_of(static_cast<int>(groups.size())));
    for (const Group& g : groups) {
        w.u8(u8_of(static_cast<int>(g.size())));
        for (int card : g) i8(w, card);
    }
}

// At most kMaxGroups groups and kMaxGroupCards cards in all; each count is checked against the
// bytes left before the group is allocated.
bool read_groups(Reader& r, std::vector<Group>& groups) {
    groups.clear();
    std::uint8_t n = 0;
    if (!r.u8(n)) return false;
    if (n > kMaxGroups || n > r.remaining()) return r.fail();
    int cards = 0;
    for (int i = 0; i < n; ++i) {
        std::uint8_t size = 0;
        if (!r.u8(size)) return false;
        cards += size;
        if (cards > kMaxGroupCards || size > r.remaining()) return r.fail();
        Group g(size);
        for (int& card : g)
            if (!read_card(r, card)) return false;
        groups.push_back(std::move(g));
    }
    return true;
}

void write_last(Writer& w, const LastTrick& last, int players) {
    w.u8(last.any ? 1 : 0);
    if (!last.any) return;
    w.u8(u8_of(last.leader));
    write_plays(w, last.plays, players);
    i8(w, last.sum);
    w.u8(static_cast<std::uint8_t>(last.outcome));
    i8(w, last.taker);
}

bool read_last(Reader& r, LastTrick& last, int players) {
    last = LastTrick{};
    if (!read_flag(r, last.any)) return false;
    if (!last.any) return true;
    return read_seat(r, last.leader, players) && read_plays(r, last.plays, players) && read_sum(r, last.sum, players) &&
           read_outcome(r, last.outcome) && read_taker(r, last.taker, players);
}

}  // namespace

void Codec::write_rules(Writer& w, const Rules& rules) {
    w.u8(u8_of(rules.players));
    w.u8(u8_of(rules.games));
    w.u16(static_cast<std::uint16_t>(rules.target_points));
}

bool Codec::read_rules(Reader& r, Rules& rules) {
    std::uint8_t players = 0, games = 0;
    std::uint16_t target = 0;
    if (!r.u8(players) || !r.u8(games) || !r.u16(target)) return false;
    rules = Rules{players, games, target};
    if (!rules_error(rules).empty()) return r.fail();
    return true;
}

void Codec::write_action(Writer& w, const Action& action) {
    w.u8(static_cast<std::uint8_t>(action.kind));
    switch (action.kind) {
        case ActionKind::Play:
        case ActionKind::Bet: i8(w, action.value); break;
        case ActionKind::Safe: write_groups(w, action.groups); break;
    }
}

bool Codec::read_action(Reader& r, Action& action) {
    std::uint8_t kind = 0;
    if (!r.u8(kind)) return false;
    switch (kind) {
        case static_cast<std::uint8_t>(ActionKind::Play): {
            int card = 0;
            if (!read_card(r, card)) return false;
            action = Action::play(card);
            return true;
        }
        case static_cast<std::uint8_t>(ActionKind::Bet): {
            int total = 0;
            if (!read_sum(r, total, kMaxPlayers)) return false;
            action = Action::bet(total);
            return true;
        }
        case static_cast<std::uint8_t>(ActionKind::Safe): {
            std::vector<Group> groups;
            if (!read_groups(r, groups)) return false;
            action = Action::safe(std::move(groups));
            return true;
        }
        default: return r.fail();
    }
}

void Codec::write_view(Writer& w, const View& v) {
    const int players = v.rules.players;
    w.u8(u8_of(v.seat));
    write_rules(w, v.rules);
    w.u8(static_cast<std::uint8_t>(v.phase));
    w.u8(u8_of(v.game));
    w.u16(static_cast<std::uint16_t>(v.trick));
    w.u8(u8_of(v.dealer));
    w.u8(u8_of(v.leader));
    w.u8(u8_of(v.to_move));
    w.u8(v.to_act);
    w.u8(v.committed);
    i8(w, v.my_play ? *v.my_play : kNoCard);
    w.u8(v.bet_made);
    for (int s = 0; s < players; ++s)
        if (has_seat(v.bet_made, s)) i8(w, v.bets[static_cast<std::size_t>(s)]);
    write_cards(w, v.hand);
    for (int s = 0; s < players; ++s) w.u8(u8_of(v.hand_sizes[static_cast<std::size_t>(s)]));
    w.u8(u8_of(v.pile_size));
    for (int s = 0; s < players; ++s) write_cards(w, v.safe[static_cast<std::size_t>(s)]);
    for (int s = 0; s < players; ++s) write_cards(w, v.known[static_cast<std::size_t>(s)]);
    write_last(w, v.last, players);
    write_points(w, v.totals, players);
    w.u32(v.state_id);
    w.u32(v.epoch);
    w.u8(u8_of(static_cast<int>(v.finished.size())));
    for (const FinishedGame& f : v.finished) {
        w.u8(u8_of(f.dealer));
        w.u8(static_cast<std::uint8_t>(f.end));
        w.u16(static_cast<std::uint16_t>(f.tricks));
        write_points(w, f.scores, players);
    }
}

bool Codec::read_view(Reader& r, View& v) {
    v = View{};
    std::uint8_t seat = 0, phase = 0, game = 0;
    if (!r.u8(seat) || !read_rules(r, v.rules) || !r.u8(phase) || !r.u8(game)) return false;
    const int n = v.rules.players;
    if (seat >= n || phase > static_cast<std::uint8_t>(Phase::MatchOver) || game >= kMaxGames) return r.fail();
    v.seat = seat;
    v.phase = static_cast<Phase>(phase);
    v.game = game;
    std::uint16_t trick = 0;
    if (!r.u16(trick)) return false;
    if (trick > kTrickLimit + 1) return r.fail();
    v.trick = trick;
    if (!read_seat(r, v.dealer, n) || !read_seat(r, v.leader, n) || !read_seat(r, v.to_move, n) ||
        !read_mask(r, v.to_act, n) || !read_mask(r, v.committed, n))
        return false;
    int my_play = 0;
    if (!read_i8(r, my_play)) return false;
    if (my_play != kNoCard) {
        // Only the recipient's own face-down card, and only once it is committed.
        if (!is_card(my_play) || !has_seat(v.committed, v.seat)) return r.fail();
        v.my_play = my_play;
    }
    if (!read_mask(r, v.bet_made, n)) return false;
    for (int s = 0; s < n; ++s)
        if (has_seat(v.bet_made, s) && !read_sum(r, v.bets[static_cast<std::size_t>(s)], n)) return false;
    if (!read_cards(r, v.hand)) return false;
    for (int s = 0; s < n; ++s) {
        std::uint8_t size = 0;
        if (!r.u8(size)) return false;
        if (size > kDeckSize) return r.fail();
        v.hand_sizes[static_cast<std::size_t>(s)] = size;
    }
    if (v.hand_sizes[static_cast<std::size_t>(v.seat)] != v.hand.size()) return r.fail();
    std::uint8_t pile = 0;
    if (!r.u8(pile)) return false;
    if (pile > kDeckSize) return r.fail();
    v.pile_size = pile;
    for (int s = 0; s < n; ++s)
        if (!read_cards(r, v.safe[static_cast<std::size_t>(s)])) return false;
    for (int s = 0; s < n; ++s)
        if (!read_cards(r, v.known[static_cast<std::size_t>(s)])) return false;
    if (!read_last(r, v.last, n) || !read_points(r, v.totals, n, -kMaxTotal, kMaxTotal) || !r.u32(v.state_id) || !r.u32(v.epoch))
        return false;
    std::uint8_t finished = 0;
    if (!r.u8(finished)) return false;
    if (finished > kMaxGames || finished > r.remaining()) return r.fail();
    for (int i = 0; i < finished; ++i) {
        FinishedGame f;
        if (!read_seat(r, f.dealer, n) || !read_end(r, f.end) || !read_tricks(r, f.tricks) ||
            !read_points(r, f.scores, n, -kMaxTotal, kMaxTotal))
            return false;
        v.finished.push_back(f);
    }
    return true;
}

void Codec::write_events(Writer& w, const EventList& events, int players) {
    write_event_list(w, events, [&](const auto& e) {
        using T = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<T, GameStarted>) {
            w.u8(u8_of(e.game));
            w.u8(u8_of(e.dealer));
            w.u8(u8_of(e.pile_size));
        } else if constexpr (std::is_same_v<T, TrickStarted>) {
            w.u16(static_cast<std::uint16_t>(e.trick));
            w.u8(u8_of(e.leader));
        } else if constexpr (std::is_same_v<T, CardCommitted>) {
            w.u8(u8_of(e.seat));
        } else if constexpr (std::is_same_v<T, BetMade>) {
            w.u8(u8_of(e.seat));
            i8(w, e.total);
        } else if constexpr (std::is_same_v<T, TrickRevealed>) {
            write_plays(w, e.plays, players);
            i8(w, e.sum);
            w.u8(static_cast<std::uint8_t>(e.outcome));
            i8(w, e.taker);
            w.u8(e.zeros_back);
            w.u8(u8_of(static_cast<int>(e.under_pile.size())));
            for (int card : e.under_pile) i8(w, card);
        } else if constexpr (std::is_same_v<T, SafeLaid>) {
            w.u8(u8_of(e.seat));
            write_groups(w, e.groups);
        } else if constexpr (std::is_same_v<T, CardsDrawn>) {
            w.u8(u8_of(e.seat));
            w.u8(u8_of(e.count));
        } else if constexpr (std::is_same_v<T, GameScored>) {
            w.u8(u8_of(e.game));
            w.u8(static_cast<std::uint8_t>(e.end));
            w.u16(static_cast<std::uint16_t>(e.tricks));
            write_points(w, e.scores, players);
            write_points(w, e.totals, players);
        } else {
            write_match_end(w, e, players);
        }
    });
}

bool read_fields(Reader& r, GameStarted& e, int players) {
    std::uint8_t game = 0, pile = 0;
    if (!r.u8(game) || !read_seat(r, e.dealer, players) || !r.u8(pile)) return false;
    if (game >= kMaxGames || pile > kDeckSize) return r.fail();
    e.game = game;
    e.pile_size = pile;
    return true;
}

bool read_fields(Reader& r, TrickStarted& e, int players) {
    std::uint16_t trick = 0;
    if (!r.u16(trick) || !read_seat(r, e.leader, players)) return false;
    if (trick > kTrickLimit + 1) return r.fail();
    e.trick = trick;
    return true;
}

bool read_fields(Reader& r, CardCommitted& e, int players) {
    return read_seat(r, e.seat, players);
}

bool read_fields(Reader& r, BetMade& e, int players) {
    return read_seat(r, e.seat, players) && read_sum(r, e.total, players);
}

bool read_fields(Reader& r, TrickRevealed& e, int players) {
    std::uint8_t under = 0;
    if (!read_plays(r, e.plays, players) || !read_sum(r, e.sum, players) || !read_outcome(r, e.outcome) ||
        !read_taker(r, e.taker, players) || !read_mask(r, e.zeros_back, players) || !r.u8(under))
        return false;
    if (under > players) return r.fail();
    e.under_pile.resize(under);
    for (int& card : e.under_pile)
        if (!read_card(r, card)) return false;
    return true;
}

bool read_fields(Reader& r, SafeLaid& e, int players) {
    return read_seat(r, e.seat, players) && read_groups(r, e.groups);
}

bool read_fields(Reader& r, CardsDrawn& e, int players) {
    std::uint8_t count = 0;
    if (!read_seat(r, e.seat, players) || !r.u8(count)) return false;
    if (count > kDeckSize) return r.fail();
    e.count = count;
    return true;
}

bool read_fields(Reader& r, GameScored& e, int players) {
    std::uint8_t game = 0;
    if (!r.u8(game) || !read_end(r, e.end) || !read_tricks(r, e.tricks) ||
        !read_points(r, e.scores, players, -kMaxTotal, kMaxTotal) || !read_points(r, e.totals, players, -kMaxTotal, kMaxTotal))
        return false;
    if (game >= kMaxGames) return r.fail();
    e.game = game;
    return true;
}

bool read_fields(Reader& r, MatchEnded& e, int players) {
    return read_match_end(r, e, players, -kMaxTotal, kMaxTotal);
}

bool Codec::read_events(Reader& r, EventList& events, int players) {
    return read_event_list(r, events, [&](auto& e) { return read_fields(r, e, players); });
}

IntentError Codec::intent_error(MoveError error) {
    switch (error) {
        case MoveError::MatchOver: return IntentError::MatchOver;
        case MoveError::AwaitingDeal: return IntentError::WrongPhase;
        case MoveError::GameOver: return IntentError::RoundOver;
        case MoveError::StaleEpoch: return IntentError::StaleState;
        case MoveError::InvalidSeat: return IntentError::InvalidSeat;
        case MoveError::WrongPhase: return IntentError::WrongPhase;
        case MoveError::NotYourDecision: return IntentError::NotYourTurn;
        case MoveError::AlreadyPlayed: return IntentError::AlreadyPlayed;
        case MoveError::InvalidCard: return IntentError::InvalidCard;
        case MoveError::CardNotInHand: return IntentError::CardNotInHand;
        case MoveError::BetOutOfRange: return IntentError::BetOutOfRange;
        case MoveError::BetTaken: return IntentError::BetTaken;
        case MoveError::EmptyGroup:
        case MoveError::GroupSum:
        case MoveError::GroupsNotInHand: return IntentError::BadSafeCards;
        case MoveError::None: break;
    }
    return IntentError::NoMatch;
}

}  // namespace zero::net::soler_codec

// SPDX-License-Identifier: GPL-3.0-or-later
// The binary form of Knizia's Zero: its View and events (the body of an Update), action and
// rules. Every value read is range-checked, so a client never holds a view the engine could not
// have made.
#include "zero/net/knizia_wire.hpp"
#include "event_framing.hpp"
#include "zero/net/messages.hpp"
#include "zero/net/seat_points.hpp"

namespace zero::net {

static_assert(knizia::kMaxPlayers <= kMaxTableSeats, "the net messages refuse a seat past kMaxTableSeats");

namespace {

constexpr std::uint8_t kNoCard = 0xFF;
// Scores and totals: a round scores at most 36, so any total of a legal match fits easily; only a
// negative one is refused.
constexpr int kMaxPoints = INT16_MAX;
constexpr std::uint64_t kDeckMask = knizia::CardSet::full_deck().bits();

std::uint8_t u8_of(int v) { return static_cast<std::uint8_t>(v); }

bool read_card(Reader& r, knizia::Card& card) {
    std::uint8_t v = 0;
    if (!r.u8(v)) return false;
    if (v >= knizia::kDeckSize) return r.fail();
    card = knizia::Card::from_index(v);
    return true;
}

bool read_cards(Reader& r, knizia::CardSet& set) {
    std::uint64_t bits = 0;
    if (!r.u64(bits)) return false;
    if ((bits & ~kDeckMask) != 0) return r.fail();
    set = knizia::CardSet(bits);
    return true;
}

bool read_end(Reader& r, knizia::RoundEnd& end) { return read_enum_to(r, end, knizia::RoundEnd::Zero); }

bool read_hands(Reader& r, knizia::HandArray& hands, int players) {
    hands = {};
    for (int s = 0; s < players; ++s)
        if (!read_cards(r, hands[static_cast<std::size_t>(s)])) return false;
    return true;
}

void write_hands(Writer& w, const knizia::HandArray& hands, int players) {
    for (int s = 0; s < players; ++s) w.u64(hands[static_cast<std::size_t>(s)].bits());
}


}  // namespace

void KniziaWire::write_rules(Writer& w, const knizia::Rules& rules) {
    w.u8(u8_of(rules.players));
    w.u8(u8_of(rules.pool_size));
    w.u8(u8_of(rules.rounds));
}

bool KniziaWire::read_rules(Reader& r, knizia::Rules& rules) {
    std::uint8_t players = 0, pool = 0, rounds = 0;
    if (!r.u8(players) || !r.u8(pool) || !r.u8(rounds)) return false;
    rules = knizia::Rules{players, pool, rounds};
    if (!rules_error(rules).empty()) return r.fail();
    return true;
}

void write_action(Writer& w, const knizia::Action& action) {
    if (action.is_swap()) {
        w.u8(u8_of(action.give.index()));
        w.u8(u8_of(action.take.index()));
    } else {
        w.u8(kNoCard);
        w.u8(kNoCard);
    }
}

bool read_action(Reader& r, knizia::Action& action) {
    std::uint8_t give = 0;
    std::uint8_t take = 0;
    if (!r.u8(give) || !r.u8(take)) return false;
    if (give == kNoCard && take == kNoCard) {
        action = knizia::Action::knock();
        return true;
    }
    if (give >= knizia::kDeckSize || take >= knizia::kDeckSize) return r.fail();
    action = knizia::Action::swap(knizia::Card::from_index(give), knizia::Card::from_index(take));
    return true;
}

namespace {
void write_move(Writer& w, const knizia::Move& move) {
    w.u8(u8_of(move.seat));
    write_action(w, move.action);
}

// `count` moves of three bytes each, refused above `cap` or past the bytes left before anything
// is allocated.
bool read_moves(Reader& r, std::size_t count, std::size_t cap, int players, std::vector<knizia::Move>& out) {
    if (count > cap || count * 3U > r.remaining()) return r.fail();
    out.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        knizia::Move m;
        if (!read_seat(r, m.seat, players) || !read_action(r, m.action)) return false;
        out.push_back(m);
    }
    return true;
}
}  // namespace

void write_view(Writer& w, const knizia::View& v) {
    const int players = v.rules.players;
    w.u8(u8_of(v.seat));
    w.u8(u8_of(players));
    w.u8(u8_of(v.rules.pool_size));
    w.u8(u8_of(v.rules.rounds));
    w.u8(static_cast<std::uint8_t>(v.phase));
    w.u8(u8_of(v.round));
    w.u8(u8_of(v.dealer));
    w.u8(u8_of(v.to_move));
    w.u64(v.hand.bits());
    for (int slot = 0; slot < v.rules.pool_size; ++slot) w.u8(u8_of(v.pool[static_cast<std::size_t>(slot)].index()));
    w.u16(static_cast<std::uint16_t>(v.knocks));
    w.u8(v.last_lap ? 1 : 0);
    w.u8(v.still_to_play);
    write_points(w, v.totals, players);
    w.u32(v.state_id);
    write_hands(w, v.known, players);
    // A round of endless swapping could outgrow a packet; the latest moves are what matter, and
    // the known cards travel explicitly above.
    const std::size_t first = v.history.size() > kMaxHistory ? v.history.size() - kMaxHistory : 0;
    w.u16(static_cast<std::uint16_t>(v.history.size() - first));
    for (std::size_t i = first; i < v.history.size(); ++i) write_move(w, v.history[i]);
    w.u8(u8_of(static_cast<int>(v.finished.size())));
    for (const knizia::FinishedRound& f : v.finished) {
        w.u8(u8_of(f.dealer));
        w.u8(static_cast<std::uint8_t>(f.end));
        write_hands(w, f.hands, players);
        write_points(w, f.scores, players);
        if (w.protocol() < kFirstPastMovesProtocol) continue;  // an older peer's layout ends here
        for (int slot = 0; slot < v.rules.pool_size; ++slot) w.u8(u8_of(f.pool[static_cast<std::size_t>(slot)].index()));
        w.u8(u8_of(static_cast<int>(f.moves.size())));  // at most kFinishedMovesKept (view.hpp)
        for (const knizia::Move& m : f.moves) write_move(w, m);
    }
}

bool read_view(Reader& r, knizia::View& v) {
    v = knizia::View{};
    std::uint8_t seat = 0, players = 0, pool_size = 0, rounds = 0, phase = 0, round = 0;
    if (!r.u8(seat) || !r.u8(players) || !r.u8(pool_size) || !r.u8(rounds) || !r.u8(phase) || !r.u8(round))
        return false;
    v.rules = knizia::Rules{players, pool_size, rounds};
    if (!rules_error(v.rules).empty()) return r.fail();
    const int n = players;
    if (seat >= n || phase > static_cast<std::uint8_t>(knizia::Phase::MatchOver) || round >= rounds) return r.fail();
    v.seat = seat;
    v.phase = static_cast<knizia::Phase>(phase);
    v.round = round;
    if (!read_seat(r, v.dealer, n) || !read_seat(r, v.to_move, n) || !read_cards(r, v.hand)) return false;
    if (v.hand.size() != knizia::kHandSize) return r.fail();
    for (int slot = 0; slot < pool_size; ++slot)
        if (!read_card(r, v.pool[static_cast<std::size_t>(slot)])) return false;
    std::uint16_t knocks = 0;
    if (!r.u16(knocks) || !read_flag(r, v.last_lap) || !read_mask(r, v.still_to_play, n)) return false;
    v.knocks = knocks;
    if (!read_points(r, v.totals, n, 0, kMaxPoints) || !r.u32(v.state_id) || !read_hands(r, v.known, n)) return false;
    std::uint16_t moves = 0;
    if (!r.u16(moves)) return false;
    if (!read_moves(r, moves, kMaxHistory, n, v.history)) return false;
    std::uint8_t finished = 0;
    if (!r.u8(finished)) return false;
    if (finished > rounds) return r.fail();
    for (int i = 0; i < finished; ++i) {
        knizia::FinishedRound f;
        if (!read_seat(r, f.dealer, n) || !read_end(r, f.end) || !read_hands(r, f.hands, n) ||
            !read_points(r, f.scores, n, 0, kMaxPoints))
            return false;
        if (r.protocol() >= kFirstPastMovesProtocol) {
            for (int slot = 0; slot < pool_size; ++slot)
                if (!read_card(r, f.pool[static_cast<std::size_t>(slot)])) return false;
            std::uint8_t past = 0;
            if (!r.u8(past) || !read_moves(r, past, knizia::kFinishedMovesKept, n, f.moves)) return false;
        }
        v.finished.push_back(std::move(f));
    }
    return true;
}

void write_events(Writer& w, const knizia::EventList& events, int players) {
    write_event_list(w, events, [&](const auto& e) {
        using T = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<T, knizia::RoundStarted>) {
            w.u8(u8_of(e.round));
            w.u8(u8_of(e.dealer));
            w.u8(u8_of(e.first));
        } else if constexpr (std::is_same_v<T, knizia::CardSwapped>) {
            w.u8(u8_of(e.seat));
            w.u8(u8_of(e.give.index()));
            w.u8(u8_of(e.take.index()));
            w.u8(u8_of(e.slot));
        } else if constexpr (std::is_same_v<T, knizia::Knocked>) {
            w.u8(u8_of(e.seat));
            w.u16(static_cast<std::uint16_t>(e.knock_count));
        } else if constexpr (std::is_same_v<T, knizia::LastLapStarted>) {
            w.u8(u8_of(e.by));
            w.u8(e.still_to_play);
        } else if constexpr (std::is_same_v<T, knizia::ZeroDeclared>) {
            w.u8(u8_of(e.seat));
            w.u8(e.on_deal ? 1 : 0);
        } else if constexpr (std::is_same_v<T, knizia::RoundScored>) {
            w.u8(u8_of(e.round));
            w.u8(static_cast<std::uint8_t>(e.end));
            write_hands(w, e.hands, players);
            write_points(w, e.scores, players);
            write_points(w, e.totals, players);
        } else {
            write_match_end(w, e, players);
        }
    });
}

bool read_fields(Reader& r, knizia::RoundStarted& e, int players) {
    std::uint8_t round = 0;
    if (!r.u8(round) || round >= knizia::kMaxRounds || !read_seat(r, e.dealer, players) ||
        !read_seat(r, e.first, players))
        return r.fail();
    e.round = round;
    return true;
}

bool read_fields(Reader& r, knizia::CardSwapped& e, int players) {
    std::uint8_t slot = 0;
    if (!read_seat(r, e.seat, players) || !read_card(r, e.give) || !read_card(r, e.take) || !r.u8(slot))
        return false;
    if (slot >= knizia::kMaxPool) return r.fail();
    e.slot = slot;
    return true;
}

bool read_fields(Reader& r, knizia::Knocked& e, int players) {
    std::uint16_t count = 0;
    if (!read_seat(r, e.seat, players) || !r.u16(count)) return false;
    e.knock_count = count;
    return true;
}

bool read_fields(Reader& r, knizia::LastLapStarted& e, int players) {
    return read_seat(r, e.by, players) && read_mask(r, e.still_to_play, players);
}

bool read_fields(Reader& r, knizia::ZeroDeclared& e, int players) {
    return read_seat(r, e.seat, players) && read_flag(r, e.on_deal);
}

bool read_fields(Reader& r, knizia::RoundScored& e, int players) {
    std::uint8_t round = 0;
    if (!r.u8(round) || round >= knizia::kMaxRounds) return r.fail();
    e.round = round;
    if (!read_end(r, e.end) || !read_hands(r, e.hands, players) || !read_points(r, e.scores, players, 0, kMaxPoints) ||
        !read_points(r, e.totals, players, 0, kMaxPoints))
        return false;
    return true;
}

bool read_fields(Reader& r, knizia::MatchEnded& e, int players) {
    return read_match_end(r, e, players, 0, kMaxPoints);
}

bool read_events(Reader& r, knizia::EventList& events, int players) {
    return read_event_list(r, events, [&](auto& e) { return read_fields(r, e, players); });
}

IntentError intent_error(knizia::MoveError error) {
    switch (error) {
        case knizia::MoveError::MatchOver: return IntentError::MatchOver;
        case knizia::MoveError::RoundOver: return IntentError::RoundOver;
        case knizia::MoveError::StaleState: return IntentError::StaleState;
        case knizia::MoveError::NotYourTurn: return IntentError::NotYourTurn;
        case knizia::MoveError::InvalidSeat: return IntentError::InvalidSeat;
        case knizia::MoveError::InvalidCard: return IntentError::InvalidCard;
        case knizia::MoveError::CardNotInHand: return IntentError::CardNotInHand;
        case knizia::MoveError::CardNotInPool: return IntentError::CardNotInPool;
        case knizia::MoveError::TakesBackGiven: return IntentError::TakesBackGiven;
        case knizia::MoveError::None: break;
    }
    return IntentError::NoMatch;
}

}  // namespace zero::net

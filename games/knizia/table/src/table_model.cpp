// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/knizia/table_model.hpp"

#include "zero/core/overloaded.hpp"

namespace zero::game {

void TableModel::sync(const knizia::View& view, Seat shown) {
    rules = view.rules;
    round = view.round;
    dealer = view.dealer;
    to_move = view.to_move;
    pool = view.pool;
    knocks = view.knocks;
    last_lap = view.last_lap;
    still_to_play = view.still_to_play;
    totals = view.totals;
    known = view.known;
    finished = view.finished;
    viewer = shown;
    hand = shown == view.seat ? view.hand : knizia::CardSet{};
    round_ending = view.phase != knizia::Phase::Playing;
    // A screen that rejoins a LAN table after its last move gets the finished match's view
    // without the MatchEnded event, and only the model's end takes the table to the podium.
    if (view.phase == knizia::Phase::MatchOver && !ended) ended = knizia::MatchEnded{view.totals, knizia::winners(view.totals, view.players())};
}

void TableModel::hide_hand() {
    viewer = -1;
    hand = {};
}

std::optional<Seat> TableModel::seat_to_play() const {
    if (round_ending || reveal || ended) return std::nullopt;
    return to_move;
}

void TableModel::played(Seat seat) {
    if (!last_lap) return;
    still_to_play = static_cast<SeatMask>(still_to_play & ~(1U << seat));
    // The second knocker is not in the mask: once everyone else has played, the round is over.
    if (still_to_play == 0) round_ending = true;
}

void TableModel::apply(const knizia::Event& event) {
    const int n = rules.players > 0 ? rules.players : 1;
    std::visit(Overloaded{
                   [&](const knizia::RoundStarted& e) {
                       round = e.round;
                       dealer = e.dealer;
                       to_move = e.first;
                       knocks = 0;
                       last_lap = false;
                       still_to_play = 0;
                       known = {};
                       reveal.reset();
                       round_ending = false;
                       hand = {};  // the new hand comes with the next view
                   },
                   [&](const knizia::CardSwapped& e) {
                       pool[static_cast<std::size_t>(e.slot)] = e.give;
                       note_move(known, knizia::Move{e.seat, knizia::Action::swap(e.give, e.take)});
                       if (e.seat == viewer) {
                           hand.erase(e.give);
                           hand.insert(e.take);
                       }
                       to_move = (e.seat + 1) % n;
                       played(e.seat);
                   },
                   [&](const knizia::Knocked& e) {
                       knocks = e.knock_count;
                       played(e.seat);
                       to_move = (e.seat + 1) % n;
                   },
                   [&](const knizia::LastLapStarted& e) {
                       last_lap = true;
                       still_to_play = e.still_to_play;
                   },
                   [&](const knizia::ZeroDeclared&) { round_ending = true; },
                   [&](const knizia::RoundScored& e) {
                       round_ending = true;
                       totals = e.totals;
                       reveal = e;
                       finished.push_back(knizia::FinishedRound{dealer, e.end, e.hands, e.scores});
                   },
                   [&](const knizia::MatchEnded& e) {
                       totals = e.totals;
                       ended = e;
                   },
               },
               event);
}

}  // namespace zero::game

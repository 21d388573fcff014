// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/knizia/move_log.hpp"

#include "zero/core/overloaded.hpp"

namespace zero::game {

void MoveLog::record(const knizia::Event& event, const PublicTable& before) {
    std::visit(Overloaded{
                   [&](const knizia::RoundStarted& e) {
                       round_ = e.round;
                       entries_.clear();
                   },
                   [&](const knizia::CardSwapped& e) {
                       LoggedMove move;
                       move.kind = LoggedMove::Kind::Swap;
                       move.seat = e.seat;
                       move.give = e.give;
                       move.take = e.take;
                       move.events = {e};
                       move.before = before;
                       entries_.push_back(std::move(move));
                   },
                   [&](const knizia::Knocked& e) {
                       LoggedMove move;
                       move.kind = LoggedMove::Kind::Knock;
                       move.seat = e.seat;
                       move.passes = before.last_lap;
                       move.events = {e};
                       move.before = before;
                       entries_.push_back(std::move(move));
                   },
                   [&](const knizia::LastLapStarted& e) {
                       // Part of the knock that started it: the replay shows the banner with the knock.
                       if (entries_.empty() || entries_.back().kind != LoggedMove::Kind::Knock) return;
                       entries_.back().starts_last_lap = true;
                       entries_.back().events.push_back(e);
                   },
                   [&](const knizia::ZeroDeclared& e) {
                       LoggedMove zero;
                       zero.kind = LoggedMove::Kind::Zero;
                       zero.seat = e.seat;
                       entries_.push_back(std::move(zero));
                   },
                   [&](const knizia::RoundScored&) {},
                   [&](const knizia::MatchEnded&) {},
               },
               event);
}

void MoveLog::catch_up(const knizia::View& view) {
    if (view.round != round_) {
        round_ = view.round;
        entries_.clear();
    }
    std::size_t seen = 0;
    int knocks = 0;
    for (const LoggedMove& move : entries_) {
        if (move.is_move()) ++seen;
        if (move.kind == LoggedMove::Kind::Knock) ++knocks;
    }
    for (std::size_t i = seen; i < view.history.size(); ++i) {
        const knizia::Move& m = view.history[i];
        LoggedMove move;
        move.seat = m.seat;
        if (m.action.is_swap()) {
            move.kind = LoggedMove::Kind::Swap;
            move.give = m.action.give;
            move.take = m.action.take;
        } else {
            move.kind = LoggedMove::Kind::Knock;
            ++knocks;
            // The second knock of a round starts the last lap; any later one only passes.
            move.starts_last_lap = knocks == 2;
            move.passes = knocks > 2;
        }
        entries_.push_back(std::move(move));
    }
}

const LoggedMove* MoveLog::last_move() const {
    for (auto it = entries_.rbegin(); it != entries_.rend(); ++it)
        if (it->is_move()) return &*it;
    return nullptr;
}

std::vector<const LoggedMove*> MoveLog::since_last_turn(Seat seat) const {
    std::size_t first = 0;
    for (std::size_t i = 0; i < entries_.size(); ++i)
        if (entries_[i].is_move() && entries_[i].seat == seat) first = i + 1;
    std::vector<const LoggedMove*> out;
    for (std::size_t i = first; i < entries_.size(); ++i)
        if (entries_[i].is_move()) out.push_back(&entries_[i]);
    return out;
}

std::string colour_label(const Strings& strings, knizia::Colour colour) {
    return strings.get(static_cast<Str>(static_cast<std::size_t>(Str::ColourRed) + static_cast<std::size_t>(colour)));
}

std::string card_label(const Strings& strings, knizia::Card card) {
    return strings.format(Str::CardLabel, {colour_label(strings, card.colour()), std::to_string(card.number())});
}

std::string groups_label(const Strings& strings, const knizia::ScoreBreakdown& breakdown, knizia::CardSet hand) {
    std::string groups;
    auto add = [&](Str pattern, int count, const std::string& what) {
        if (!groups.empty()) groups += strings.get(Str::ListSeparator);
        groups += strings.format(pattern, {std::to_string(count), what});
    };
    for (int c = 0; c < knizia::kColours; ++c) {
        if ((breakdown.colour_groups >> c & 1U) == 0) continue;
        int count = 0;
        for (knizia::Card card : hand)
            if (static_cast<int>(card.colour()) == c) ++count;
        add(Str::GroupOfColour, count, colour_label(strings, static_cast<knizia::Colour>(c)));
    }
    for (int n = 1; n <= knizia::kNumbers; ++n) {
        if ((breakdown.number_groups >> (n - 1) & 1U) == 0) continue;
        int count = 0;
        for (knizia::Card card : hand)
            if (card.number() == n) ++count;
        add(Str::GroupOfNumber, count, std::to_string(n));
    }
    if (groups.empty()) return {};
    return strings.format(Str::GroupsCancelled, {groups});
}

std::string move_token(const LoggedMove& move) {
    const std::string seat = std::to_string(move.seat);
    switch (move.kind) {
        case LoggedMove::Kind::Swap:
            return "swap:" + seat + ":" + card_name(move.give) + ":" + card_name(move.take);
        case LoggedMove::Kind::Knock:
            return "knock:" + seat;
        case LoggedMove::Kind::Zero:
            return "zero:" + seat;
    }
    return {};
}

}  // namespace zero::game

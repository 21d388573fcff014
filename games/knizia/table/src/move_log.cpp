// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/knizia/move_log.hpp"


namespace zero::game {

void MoveLog::record(const knizia::Event& event) {
    if (const auto* deal = std::get_if<knizia::RoundStarted>(&event)) {
        round_ = deal->round;
        entries_.clear();
        return;
    }
    LoggedMove move;
    if (const auto* swap = std::get_if<knizia::CardSwapped>(&event)) {
        move.seat = swap->seat;
        move.give = swap->give;
        move.take = swap->take;
    } else if (const auto* knock = std::get_if<knizia::Knocked>(&event)) {
        move.kind = LoggedMove::Kind::Knock;
        move.seat = knock->seat;
        // The second knock of a round starts the last lap; any later one only passes.
        move.starts_last_lap = knock->knock_count == 2;
        move.passes = knock->knock_count > 2;
    } else if (const auto* zero = std::get_if<knizia::ZeroDeclared>(&event)) {
        move.kind = LoggedMove::Kind::Zero;
        move.seat = zero->seat;
    } else {
        return;
    }
    entries_.push_back(move);
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

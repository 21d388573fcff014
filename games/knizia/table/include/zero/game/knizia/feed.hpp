// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where Knizia's table gets its match: the shared table feed (seat_feed.hpp) over Knizia's Zero, in
// which one seat acts at a time. The screen draws, animates and takes input the same way for every
// match; only the source differs: a match run on this screen (LocalKniziaFeed) or a LAN table whose
// host runs the match, reached through one client per player at this screen (make_lan_feed). So
// couch play and LAN play share every line of the table's UI.
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/game/seat_feed.hpp"
#include "zero/game/knizia/session.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/strings.hpp"
#include "zero/knizia/events.hpp"
#include "zero/knizia/table.hpp"
#include "zero/knizia/view.hpp"

namespace zero {
class Autosaver;
}
namespace zero::knizia {
class Bot;
}

namespace zero::game {

// Knizia's Zero as the shared table parts see it.
struct KniziaSessionGame {
    using Module = knizia::KniziaTableGame;
    using Rules = knizia::Rules;
    using MatchEnded = knizia::MatchEnded;
    // For the replay viewer (replay_view.hpp): one seat to move at a time, and a match of rounds.
    static Seat to_move(const knizia::State& state) { return state.to_move; }
    static constexpr bool kByRound = true;
    // What the shared table shell reads of a view. One seat decides at a time, so the decision
    // changes exactly when an action is applied: the view's state id (the match's count of
    // actions) is its epoch. A Knizia match's part is its round, from 0.
    static std::uint32_t epoch(const knizia::View& view) { return view.state_id; }
    static int part(const knizia::View& view) { return view.round; }
    // The synthetic player's bot (bot_kinds(): "greedy", "medium", ...).
    static std::unique_ptr<knizia::Bot> make_bot(const std::string& kind, std::uint64_t seed, Seat seat);
};

class KniziaFeed : public SeatFeed<KniziaSessionGame> {
public:
    // The seat to move: Knizia's Zero has one at a time (as of the last batch handed out, like the
    // rest of the feed); the seat that made the last move once the match is over.
    virtual Seat to_move() const = 0;
    SeatMask to_act() const override { return over() ? SeatMask{0} : seat_bit(to_move()); }

    // How the person playing `seat` at this screen lays out their hand (Tab): by number, else by
    // colour. Each player keeps their own; a local match also keeps it in its save.
    bool sort_by_number(Seat seat) const {
        return seat >= 0 && seat < knizia::kMaxPlayers && sort_by_number_[static_cast<std::size_t>(seat)];
    }
    virtual void set_sort_by_number(Seat seat, bool by_number) {
        if (seat >= 0 && seat < knizia::kMaxPlayers) sort_by_number_[static_cast<std::size_t>(seat)] = by_number;
    }

protected:
    std::array<bool, knizia::kMaxPlayers> sort_by_number_{};
};

// A match played on this screen, autosaved to save_path (when not empty) after every action.
class LocalKniziaFeed : public KniziaFeed {
public:
    // save_path_is_good: false when the save there was damaged and its backup was loaded.
    LocalKniziaFeed(std::unique_ptr<KniziaSession> session, const std::string& save_path, bool save_path_is_good);
    ~LocalKniziaFeed() override;

    knizia::Rules rules() const override { return session_->setup().rules; }
    std::vector<bool> humans() const override { return session_->humans(); }
    std::string name(Seat seat) const override { return session_->name(seat); }
    knizia::View view(Seat seat) const override { return session_->view(seat); }
    Seat to_move() const override { return session_->to_move(); }
    bool over() const override { return session_->over(); }
    std::uint32_t state_id() const override { return session_->state_id(); }
    knizia::EventList opening_events() override;
    void submit(Seat seat, const knizia::Action& action) override { session_->submit(seat, action); }
    bool submitted(Seat seat) const override;
    bool ready() const override { return session_->ready(); }
    knizia::EventList step() override { return session_->step(); }
    bool can_undo() const override { return session_->can_undo(); }
    bool undo() override { return session_->undo(); }
    void allow_bot_time(std::chrono::milliseconds wait) override { session_->allow_bot_time(wait); }
    std::string take_notice(const Strings& strings) override;
    void set_sort_by_number(Seat seat, bool by_number) override;

private:
    // Declared before the session: the table's observer writes through it until the table is gone.
    std::unique_ptr<Autosaver> saver_;
    std::unique_ptr<KniziaSession> session_;
    bool opened_ = false;
    std::string error_shown_;
};

// Knizia's table: a match on this screen (autosaved to options.save_path), or any feed (a LAN table's).
std::unique_ptr<Screen> make_table_screen(Context& ctx, std::unique_ptr<KniziaSession> session,
                                          TableOptions options);
std::unique_ptr<Screen> make_table_screen(Context& ctx, std::unique_ptr<KniziaFeed> feed, TableOptions options);

}  // namespace zero::game

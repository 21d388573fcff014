// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the table screen's match comes from. The screen draws, animates and takes input the same
// way for every match; only the source differs: a match run on this screen (LocalKniziaFeed) or a LAN
// table whose host runs the match, reached through one client per player at this screen
// (make_lan_feed). So couch play and LAN play share every line of the table's UI.
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/game/feed_base.hpp"
#include "zero/knizia/events.hpp"
#include "zero/game/session.hpp"
#include "zero/game/strings.hpp"
#include "zero/knizia/view.hpp"

namespace zero {
class Autosaver;
}

namespace zero::game {

class KniziaFeed : public FeedBase {
public:

    virtual knizia::Rules rules() const = 0;
    // human[s]: seat s is played by a person at this screen.
    virtual std::vector<bool> humans() const = 0;
    virtual std::string name(Seat seat) const = 0;

    // Everything below is as of the last batch handed out (opening_events() or step()): the screen
    // animates batches one at a time, so the match may be further on than what it shows.
    // The seat's view: a seat of this screen (a local match gives any seat's).
    virtual knizia::View view(Seat seat) const = 0;
    virtual Seat to_move() const = 0;
    virtual bool over() const = 0;
    // Changes with every action, so the screen knows a new turn from the same turn redrawn.
    virtual std::uint32_t turn_id() const = 0;

    // What dealing caused (the first batch); empty after resuming a save.
    virtual knizia::EventList opening_events() = 0;
    // A person at this screen has chosen for `seat` (the seat to move).
    virtual void submit(Seat seat, const knizia::Action& action) = 0;
    // A choice of this screen's is on its way and no batch has answered it yet.
    virtual bool submitted() const = 0;
    // step() has a batch now (a bot seat of a local match always does, or is thinking).
    virtual bool ready() const = 0;
    virtual knizia::EventList step() = 0;
    // Undo of this screen's player's last move (KniziaSession::undo): only a local match with one
    // person among bots offers it, never a LAN table.
    virtual bool can_undo() const { return false; }
    virtual bool undo() { return false; }

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
    std::uint32_t turn_id() const override { return session_->state_id(); }
    knizia::EventList opening_events() override;
    void submit(Seat seat, const knizia::Action& action) override { session_->submit(seat, action); }
    bool submitted() const override;
    bool ready() const override { return session_->ready(); }
    knizia::EventList step() override { return session_->step(); }
    bool can_undo() const override { return session_->can_undo(); }
    bool undo() override { return session_->undo(); }
    std::string take_notice(const Strings& strings) override;
    void set_sort_by_number(Seat seat, bool by_number) override;

private:
    // Declared before the session: the table's observer writes through it until the table is gone.
    std::unique_ptr<Autosaver> saver_;
    std::unique_ptr<KniziaSession> session_;
    bool opened_ = false;
    std::string error_shown_;
};

}  // namespace zero::game

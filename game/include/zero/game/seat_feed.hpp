// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the table of a game whose seats each answer on their own (Solèr's ZERO, Zero Hero) gets its
// match: a session on this screen (couch play, LocalSeatFeed) or a LAN table whose host runs the
// match, reached through a client per player at this screen (make_lan_feed in lan_link.hpp). The
// scene draws, animates and takes input the same way for both; only the feed differs. One
// template for both games (`G`: the game as LocalSession sees it, SolerSessionGame or
// HeroSessionGame); SolerFeed and HeroFeed name it for each.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "zero/core/seat.hpp"
#include "zero/game/feed_base.hpp"

namespace zero::game {

template <class G>
class SeatFeed : public FeedBase {
public:
    using Rules = typename G::Rules;
    using View = typename G::Module::View;
    using EventList = typename G::Module::EventList;
    using Action = typename G::Module::Action;

    virtual Rules rules() const = 0;
    // human[s]: seat s is played by a person at this screen.
    virtual std::vector<bool> humans() const = 0;
    virtual std::string name(Seat seat) const = 0;

    // Everything below is as of the last batch handed out (opening_events() or step()): the screen
    // animates one batch at a time, so the match may be further on than what it shows.
    // The seat's view: a seat of this screen (a local match gives any seat's).
    virtual View view(Seat seat) const = 0;
    virtual SeatMask to_act() const = 0;
    virtual bool over() const = 0;
    // Changes with every action.
    virtual std::uint32_t state_id() const = 0;

    // What dealing caused (the first batch).
    virtual EventList opening_events() = 0;
    // A person at this screen has chosen for `seat` (one that may act).
    virtual void submit(Seat seat, const Action& action) = 0;
    // The seat's choice is on its way and no batch has answered it yet.
    virtual bool submitted(Seat seat) const = 0;
    // step() has a batch now (a local match: always, it steps when an answer is ready).
    virtual bool ready() const { return true; }
    // The next batch: at most one action's events; empty when nobody has answered yet.
    virtual EventList step() = 0;
    // Undo of this screen's player's last move (LocalSession::undo): only a local match with one
    // person among bots offers it, never a LAN table.
    virtual bool can_undo() const { return false; }
    virtual bool undo() { return false; }

    // Saves the match after every action to `path` (LocalSession::autosave); a LAN table's feed
    // does not: its host's link saves it (open_lan_table).
    virtual void autosave(const std::string& path, bool path_is_good) {
        (void)path;
        (void)path_is_good;
    }
    // The last autosave's failure, once; empty when there was none.
    virtual std::string take_save_error() { return {}; }
};

// A match run on this screen by a LocalSession (`Session`) as the feed `Base` (SolerFeed, HeroFeed).
template <class Base, class Session>
class LocalSeatFeed : public Base {
public:
    explicit LocalSeatFeed(std::unique_ptr<Session> session) : session_(std::move(session)) {}

    typename Base::Rules rules() const override { return session_->rules(); }
    std::vector<bool> humans() const override { return session_->humans(); }
    std::string name(Seat seat) const override { return session_->name(seat); }
    typename Base::View view(Seat seat) const override { return session_->view(seat); }
    SeatMask to_act() const override { return session_->to_act(); }
    bool over() const override { return session_->over(); }
    std::uint32_t state_id() const override { return session_->state_id(); }
    typename Base::EventList opening_events() override { return session_->opening_events(); }
    void submit(Seat seat, const typename Base::Action& action) override { session_->submit(seat, action); }
    bool submitted(Seat seat) const override { return session_->submitted(seat); }
    typename Base::EventList step() override { return session_->step(); }
    bool can_undo() const override { return session_->can_undo(); }
    bool undo() override { return session_->undo(); }
    void autosave(const std::string& path, bool path_is_good) override { session_->autosave(path, path_is_good); }
    std::string take_save_error() override { return session_->take_save_error(); }

private:
    std::unique_ptr<Session> session_;
};

}  // namespace zero::game

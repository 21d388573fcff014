// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the table of a game whose seats each answer on their own (Solèr's ZERO, Zero Hero) gets its
// match: a session on this screen (couch play, LocalSeatFeed) or a LAN table whose host runs the
// match, reached through a client per player at this screen (make_lan_feed in lan_feed.hpp). The
// scene draws, animates and takes input the same way for both; only the feed differs. One
// template for both games (`G`: the game as LocalSession sees it, SolerSessionGame or
// HeroSessionGame); SolerFeed and HeroFeed name it for each.
#include <chrono>
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
    // How long the table waits for a bot's answer after showing the action before it, so that
    // the bots of a match on this screen think no longer (LocalSession::allow_bot_time); a LAN
    // table's bots are its host's.
    virtual void allow_bot_time(std::chrono::milliseconds /*wait*/) {}

    // Saves the match after every action to `path` (LocalSession::autosave); a LAN table's feed
    // does not: its host's link saves it (open_lan_table).
    virtual void autosave(const std::string& path, bool path_is_good) {
        (void)path;
        (void)path_is_good;
    }
    // The last autosave's failure, once; empty when there was none.
    virtual std::string take_save_error() { return {}; }
};

// The feed `Base` of a match that `Source` runs and this feed passes every call on to: a
// LocalSession on this screen, or another feed that a wrapper (TutorialFeed) holds back moves of.
template <class Base, class Source>
class PassedFeed : public Base {
public:
    explicit PassedFeed(std::unique_ptr<Source> source) : source_(std::move(source)) {}

    typename Base::Rules rules() const override { return source_->rules(); }
    std::vector<bool> humans() const override { return source_->humans(); }
    std::string name(Seat seat) const override { return source_->name(seat); }
    typename Base::View view(Seat seat) const override { return source_->view(seat); }
    SeatMask to_act() const override { return source_->to_act(); }
    bool over() const override { return source_->over(); }
    std::uint32_t state_id() const override { return source_->state_id(); }
    typename Base::EventList opening_events() override { return source_->opening_events(); }
    void submit(Seat seat, const typename Base::Action& action) override { source_->submit(seat, action); }
    bool submitted(Seat seat) const override { return source_->submitted(seat); }
    typename Base::EventList step() override { return source_->step(); }
    bool can_undo() const override { return source_->can_undo(); }
    bool undo() override { return source_->undo(); }
    void allow_bot_time(std::chrono::milliseconds wait) override { source_->allow_bot_time(wait); }
    void autosave(const std::string& path, bool path_is_good) override { source_->autosave(path, path_is_good); }
    std::string take_save_error() override { return source_->take_save_error(); }

protected:
    Source& source() const { return *source_; }

private:
    std::unique_ptr<Source> source_;
};

// A match run on this screen by a LocalSession (`Session`) as the feed `Base` (SolerFeed, HeroFeed).
template <class Base, class Session>
using LocalSeatFeed = PassedFeed<Base, Session>;

}  // namespace zero::game

#pragma once
// Where the table of Solèr's ZERO gets its match: a SolerSession on this screen (couch play,
// LocalSolerFeed) or a LAN table whose host runs the match, reached through a client per player
// at this screen (make_lan_feed in lan_link.hpp). The scene draws, animates and takes input the
// same way for both; only the feed differs.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "zero/game/feed_base.hpp"
#include "zero/game/soler/session.hpp"
#include "zero/soler/view.hpp"

namespace zero::game {

class SolerFeed : public FeedBase {
public:
    virtual soler::Rules rules() const = 0;
    // human[s]: seat s is played by a person at this screen.
    virtual std::vector<bool> humans() const = 0;
    virtual std::string name(Seat seat) const = 0;

    // Everything below is as of the last batch handed out (opening_events() or step()): the screen
    // animates one batch at a time, so the match may be further on than what it shows.
    // The seat's view: a seat of this screen (a local match gives any seat's).
    virtual soler::View view(Seat seat) const = 0;
    virtual SeatMask to_act() const = 0;
    virtual bool over() const = 0;
    // Changes with every action.
    virtual std::uint32_t state_id() const = 0;

    // What dealing caused (the first batch).
    virtual soler::EventList opening_events() = 0;
    // A person at this screen has chosen for `seat` (one that may act).
    virtual void submit(Seat seat, const soler::Action& action) = 0;
    // The seat's choice is on its way and no batch has answered it yet.
    virtual bool submitted(Seat seat) const = 0;
    // step() has a batch now (a local match: always, it steps when an answer is ready).
    virtual bool ready() const { return true; }
    // The next batch: at most one action's events; empty when nobody has answered yet.
    virtual soler::EventList step() = 0;

    // Saves the match after every action to `path` (SolerSession::autosave); a LAN table's feed
    // does not: a Solèr LAN table is not saved yet.
    virtual void autosave(const std::string& path, bool path_is_good) {
        (void)path;
        (void)path_is_good;
    }
    // The last autosave's failure, once; empty when there was none.
    virtual std::string take_save_error() { return {}; }
};

// A match of Solèr's ZERO run on this screen.
class LocalSolerFeed : public SolerFeed {
public:
    explicit LocalSolerFeed(std::unique_ptr<SolerSession> session) : session_(std::move(session)) {}

    soler::Rules rules() const override { return session_->rules(); }
    std::vector<bool> humans() const override { return session_->humans(); }
    std::string name(Seat seat) const override { return session_->name(seat); }
    soler::View view(Seat seat) const override { return session_->view(seat); }
    SeatMask to_act() const override { return session_->to_act(); }
    bool over() const override { return session_->over(); }
    std::uint32_t state_id() const override { return session_->state_id(); }
    soler::EventList opening_events() override { return session_->opening_events(); }
    void submit(Seat seat, const soler::Action& action) override { session_->submit(seat, action); }
    bool submitted(Seat seat) const override { return session_->submitted(seat); }
    soler::EventList step() override { return session_->step(); }
    void autosave(const std::string& path, bool path_is_good) override { session_->autosave(path, path_is_good); }
    std::string take_save_error() override { return session_->take_save_error(); }

private:
    std::unique_ptr<SolerSession> session_;
};

}  // namespace zero::game

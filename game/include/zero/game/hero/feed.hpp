#pragma once
// Where the table of Zero Hero gets its match. Only a HeroSession on this screen today (couch
// play, LocalHeroFeed); a LAN table's feed would implement the same interface, as Solèr's does.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "zero/game/feed_base.hpp"
#include "zero/game/hero/session.hpp"
#include "zero/hero/view.hpp"

namespace zero::game {

class HeroFeed : public FeedBase {
public:
    virtual hero::Rules rules() const = 0;
    // human[s]: seat s is played by a person at this screen.
    virtual std::vector<bool> humans() const = 0;
    virtual std::string name(Seat seat) const = 0;

    // As of the last batch handed out: the screen animates one batch at a time.
    virtual hero::View view(Seat seat) const = 0;
    virtual SeatMask to_act() const = 0;
    virtual bool over() const = 0;
    virtual std::uint32_t state_id() const = 0;

    virtual hero::EventList opening_events() = 0;
    virtual void submit(Seat seat, const hero::Action& action) = 0;
    virtual bool submitted(Seat seat) const = 0;
    virtual bool ready() const { return true; }
    // The next batch: at most one action's events; empty when nobody has answered yet.
    virtual hero::EventList step() = 0;

    virtual void autosave(const std::string& path, bool path_is_good) {
        (void)path;
        (void)path_is_good;
    }
    virtual std::string take_save_error() { return {}; }
};

class LocalHeroFeed : public HeroFeed {
public:
    explicit LocalHeroFeed(std::unique_ptr<HeroSession> session) : session_(std::move(session)) {}

    hero::Rules rules() const override { return session_->rules(); }
    std::vector<bool> humans() const override { return session_->humans(); }
    std::string name(Seat seat) const override { return session_->name(seat); }
    hero::View view(Seat seat) const override { return session_->view(seat); }
    SeatMask to_act() const override { return session_->to_act(); }
    bool over() const override { return session_->over(); }
    std::uint32_t state_id() const override { return session_->state_id(); }
    hero::EventList opening_events() override { return session_->opening_events(); }
    void submit(Seat seat, const hero::Action& action) override { session_->submit(seat, action); }
    bool submitted(Seat seat) const override { return session_->submitted(seat); }
    hero::EventList step() override { return session_->step(); }
    void autosave(const std::string& path, bool path_is_good) override { session_->autosave(path, path_is_good); }
    std::string take_save_error() override { return session_->take_save_error(); }

private:
    std::unique_ptr<HeroSession> session_;
};

}  // namespace zero::game

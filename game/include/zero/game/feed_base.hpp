// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every game's table feed has alike, whatever its game: moving a LAN table's packets each
// frame, telling the player something once, and a LAN table's connection line, chat and who plays
// each seat. Each game's feed (KniziaFeed for Knizia's Zero, SolerFeed for Solèr's ZERO) adds its
// own match on top; a couch match has none of the LAN parts.
#include <string>
#include <vector>

#include "zero/core/seat.hpp"
#include "zero/game/strings.hpp"

namespace zero::game {

// Who plays a seat of a LAN table right now.
enum class Presence : std::uint8_t {
    Here,     // its player (or a bot of the table)
    StandIn,  // its player dropped out: a stand-in bot plays it until they are back
    Awaited,  // its player dropped out: the match waits for them
};

class FeedBase {
public:
    virtual ~FeedBase() = default;

    // Once a frame, also while the table is paused (a LAN table moves its packets here).
    virtual void poll() {}
    // Something to tell the player once (a failed save, a move the host refused); empty: nothing.
    virtual std::string take_notice(const Strings& /*strings*/) { return {}; }

    // LAN tables only: the connection line, the chat (with news of players dropping out and
    // coming back), and who plays each seat.
    virtual bool lan() const { return false; }
    virtual std::string status_line(const Strings& /*strings*/) const { return {}; }
    virtual bool status_is_warning() const { return false; }
    virtual std::vector<std::string> chat_lines(const Strings& /*strings*/) const { return {}; }
    virtual Presence presence(Seat /*seat*/) const { return Presence::Here; }
    virtual void chat(const std::string& /*text*/) {}
    // Frames polled since this screen's connection was lost and it began coming back to its seat
    // by itself (net/rejoin.hpp); 0 while connected.
    virtual int reconnecting_frames() const { return 0; }
    // Whether the table offers the hint: always at this screen's own match; at a LAN table only
    // when its host allows hints (the table's rules say so to every screen).
    virtual bool hints_allowed() const { return !lan(); }
    // A record watched again (the replay viewer): a seat may be shown from its chair, but every
    // move is the record's, so the table takes none and prompts for none.
    virtual bool watched() const { return false; }
    // The replay viewer's everyone's view: a spectator sees every hand, so the table draws each
    // seat's hidden cards face up (the seat's own view shows only what that seat saw).
    virtual bool spectator() const { return false; }
};

// Whether a stand-in bot plays any of the table's `players` seats now.
inline bool stand_in_plays(const FeedBase& feed, int players) {
    for (Seat seat = 0; seat < players; ++seat)
        if (feed.presence(seat) == Presence::StandIn) return true;
    return false;
}

}  // namespace zero::game

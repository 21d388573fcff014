// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A LAN table's autosave, the same for every game: which autosaver and loader a game's table uses,
// the seats a host saves, and the seats a host reopened from its save keeps for its players.
// `zero-cli host --autosave/--resume` and the game's LAN tables both go through here.
#include <string>
#include <vector>

#include "zero/net/host_session.hpp"
#include "zero/saves/knizia_autosaver.hpp"
#include "zero/saves/hero_autosaver.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/soler_autosaver.hpp"

namespace zero::net {

// What a LAN table of each game autosaves with, and what reads its save back.
template <class W>
struct LanSaves;
template <>
struct LanSaves<KniziaWire> {
    using Autosaver = zero::Autosaver;
    using Loaded = zero::LoadedSave;
    static Loaded load(const std::string& path) { return zero::load_save(path); }
};
template <>
struct LanSaves<SolerWire> {
    using Autosaver = soler::Autosaver;
    using Loaded = soler::LoadedSave;
    static Loaded load(const std::string& path) { return soler::load_save(path); }
};
template <>
struct LanSaves<HeroWire> {
    using Autosaver = hero::Autosaver;
    using Loaded = hero::LoadedSave;
    static Loaded load(const std::string& path) { return hero::load_save(path); }
};

// The seats of a headless host's save: bots as bots (under the name the record shows), every
// other seat a LAN player's, kept for their name and token.
template <class W>
std::vector<SavedSeat> lan_saved_seats(const HostSessionT<W>& session) {
    std::vector<SavedSeat> seats;
    const std::vector<std::string> names = session.player_names();
    for (std::size_t s = 0; s < names.size(); ++s) {
        const SeatSetup& setup = session.config().seats[s];
        const std::uint64_t token = session.token_of(static_cast<Seat>(s)).value_or(0);
        if (setup.kind == SeatKind::Bot) seats.push_back(SavedSeat::bot_seat(setup.bot, names[s]));
        else seats.push_back(SavedSeat::remote(names[s], token));
    }
    return seats;
}

// Brings the tokens an autosaver keeps for its LAN players' seats up to date with the host's: a
// player who came back by name alone (to a table reopened from a save without tokens) holds a new
// one. Call it before each save.
template <class W, class Saver>
void keep_lan_tokens(Saver& saver, const HostSessionT<W>& session) {
    for (std::size_t s = 0; s < saver.seats().size(); ++s) {
        SavedSeat seat = saver.seats()[s];
        if (seat.kind != zero::SeatKind::Remote) continue;
        const std::uint64_t token = session.token_of(static_cast<Seat>(s)).value_or(0);
        if (token == 0 || token == seat.token) continue;
        seat.token = token;
        saver.set_seat(static_cast<Seat>(s), std::move(seat));
    }
}

// A LAN match reopened from its save: each player's seat kept for their name and token (the
// stand-in bot plays it while they are away, as the host chose); bots stay bots under their saved
// names, so the record goes on as it began. Empty, with `error` set, when a saved bot cannot sit at a LAN table
// (an external program).
template <class W>
std::vector<SeatSetup> lan_resumed_seats(const std::vector<SavedSeat>& saved, const std::string& stand_in,
                                         std::string& error) {
    std::vector<SeatSetup> seats;
    for (const SavedSeat& seat : saved) {
        if (seat.kind == zero::SeatKind::Bot) {
            if (!W::is_bot_kind(seat.bot)) {
                error = "the save's bot '" + seat.bot + "' cannot sit at a LAN table";
                return {};
            }
            seats.push_back({SeatKind::Bot, seat.bot, seat.name});
        } else {
            // A LAN player's kept token (saves from before tokens were kept have none: the
            // player then comes back by name).
            const std::uint64_t token = seat.kind == zero::SeatKind::Remote ? seat.token : 0;
            seats.push_back({SeatKind::Remote, stand_in, seat.name, token});
        }
    }
    return seats;
}

}  // namespace zero::net

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// High Card in the conformance suite (tests/conformance/conformance.hpp says what each member is).
#include <algorithm>

#include "zero/core/table.hpp"
#include "zero/highcard/bot.hpp"
#include "zero/highcard/codec.hpp"
#include "zero/highcard/record_json.hpp"
#include "zero/highcard/save.hpp"
#include "zero/highcard/wire.hpp"

namespace zero::conformance {

struct HighCardGame {
    using Game = highcard::TableGame;
    struct Wire {
        static constexpr auto write_action = highcard::codec::write_action;
        static constexpr auto read_action = highcard::codec::read_action;
        static constexpr auto write_view = highcard::codec::write_view;
        static constexpr auto read_view = highcard::codec::read_view;
        static constexpr auto write_events = highcard::codec::write_events;
        static constexpr auto read_events = highcard::codec::read_events;
    };
    using Record = highcard::MatchRecord;
    static constexpr std::string_view kKey = highcard::kGameId;
    static constexpr int kMinPlayers = highcard::kMinPlayers, kMaxPlayers = highcard::kMaxPlayers;

    using LanWire = net::HighCardWire;

    static highcard::Rules rules(int players) { return highcard::Rules{players, 2}; }
    static highcard::State new_match(int players, std::uint64_t seed) { return highcard::new_match(rules(players), seed); }
    static highcard::State bot_match(const highcard::Rules& r, std::uint64_t seed, const std::vector<std::string>& kinds) {
        std::vector<std::unique_ptr<core::SeatController<highcard::TableGame>>> seats;
        for (Seat seat = 0; seat < r.players; ++seat) seats.push_back(highcard::make_bot(kinds.at(at(seat)), seed, seat));
        core::Table<highcard::TableGame> table(highcard::new_match(r, seed), std::move(seats));
        table.run();
        return table.state();
    }
    static std::vector<highcard::Action> legal(const highcard::State& s, Seat seat) { return highcard::legal_actions(s, seat); }
    // The other hands' cards traded at random with the unseen stock, the stock reshuffled, and
    // the generator of later deals changed: the viewer must not notice.
    static bool view_hides(const highcard::State& s, Seat viewer, Rng& rng) {
        highcard::State t = s;
        for (Seat seat = 0; seat < t.players(); ++seat) {
            if (seat == viewer) continue;
            for (highcard::Card& card : t.hands[at(seat)]) std::swap(card, t.stock[rng.below(static_cast<std::uint32_t>(t.stock.size()))]);
            std::sort(t.hands[at(seat)].begin(), t.hands[at(seat)].end());
        }
        shuffle(std::span<highcard::Card>(t.stock), rng);
        t.rng = Rng(rng.next());
        return highcard::view_for(t, viewer) == highcard::view_for(s, viewer);
    }
    static Record record(const highcard::State& s, const std::vector<std::string>& names) { return highcard::make_record(s, names); }
    static std::optional<highcard::State> replay(const Record& record) { return highcard::replay(record).state; }
    static std::string record_json(const Record& record) { return highcard::record_to_json(record); }
    static std::optional<Record> record_from_json(std::string_view text) { return highcard::record_from_json(text).record; }
    static std::optional<highcard::State> save_round_trip(const highcard::State& s, const std::vector<SavedSeat>& seats) {
        using File = highcard::SaveFile;
        const auto decoded = File::decode(File::encode(File::make(s, seats, 1)));
        if (!decoded.save) return std::nullopt;
        return File::restore(*decoded.save).state;
    }
};

}  // namespace zero::conformance

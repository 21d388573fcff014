// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Solèr's ZERO in the conformance suite (../conformance.hpp says what each member is).
#include "../../soler/scenario.hpp"
#include "zero/soler/bots/bot_match.hpp"
#include "zero/soler/record.hpp"
#include "zero/soler/table.hpp"
#include "zero/net/soler_wire.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/saves/soler_save.hpp"

namespace zero::conformance {

struct SolerGame {
    using Game = soler::TableGame;
    using Wire = net::SolerWire;
    using Record = soler::MatchRecord;
    static constexpr std::string_view kKey = soler::kGameId;
    static constexpr int kMinPlayers = 2, kMaxPlayers = soler::kMaxPlayers;

    using LanWire = net::SolerWire;

    static soler::Rules rules(int players) {
        soler::Rules r = soler::default_rules(players);
        r.games = 2;
        return r;
    }
    static soler::State new_match(int players, std::uint64_t seed) { return soler::new_match(rules(players), seed); }
    static soler::State bot_match(const soler::Rules& r, std::uint64_t seed, const std::vector<std::string>& kinds) {
        return soler::bot_match(r, seed, kinds);
    }
    static soler::ActionList legal(const soler::State& s, Seat seat) { return soler::legal_actions(s, seat); }
    static bool view_hides(const soler::State& s, Seat viewer, Rng& rng) {
        return soler::view_for(soler::test::perturbed(s, viewer, rng), viewer) == soler::view_for(s, viewer);
    }
    static Record record(const soler::State& s, const std::vector<std::string>& names) { return soler::make_record(s, names); }
    static std::optional<soler::State> replay(const Record& record) { return soler::replay(record).state; }
    static std::string record_json(const Record& record) { return soler::record_to_json(record); }
    static std::optional<Record> record_from_json(std::string_view text) { return soler::record_from_json(text).record; }
    static std::optional<soler::State> save_round_trip(const soler::State& s, const std::vector<SavedSeat>& seats) {
        const auto decoded = soler::decode_save(soler::encode_save(soler::make_save(s, seats, 1)));
        if (!decoded.save) return std::nullopt;
        return soler::restore(*decoded.save).state;
    }
};

}  // namespace zero::conformance

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Zero Hero in the conformance suite (../conformance.hpp says what each member is).
#include "../../hero/scenario.hpp"
#include "zero/hero/bots/bot_match.hpp"
#include "zero/hero/record.hpp"
#include "zero/hero/table.hpp"
#include "zero/net/hero_wire.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/hero_save.hpp"

namespace zero::conformance {

struct HeroGame {
    using Game = hero::TableGame;
    using Wire = net::HeroWire;
    using Record = hero::MatchRecord;
    static constexpr std::string_view kKey = hero::kGameId;
    static constexpr int kMinPlayers = 2, kMaxPlayers = hero::kMaxPlayers;

    using LanWire = net::HeroWire;

    static hero::Rules rules(int players) { return hero::default_rules(players); }
    static hero::State new_match(int players, std::uint64_t seed) { return hero::new_match(rules(players), seed); }
    static hero::State bot_match(const hero::Rules& r, std::uint64_t seed, const std::vector<std::string>& kinds) {
        return hero::bot_match(r, seed, kinds);
    }
    static hero::ActionList legal(const hero::State& s, Seat seat) { return hero::legal_actions(s, seat); }
    static bool view_hides(const hero::State& s, Seat viewer, Rng& rng) {
        return hero::view_for(hero::test::perturbed(s, viewer, rng), viewer) == hero::view_for(s, viewer);
    }
    static Record record(const hero::State& s, const std::vector<std::string>& names) { return hero::make_record(s, names); }
    static std::optional<hero::State> replay(const Record& record) { return hero::replay(record).state; }
    static std::string record_json(const Record& record) { return hero::record_to_json(record); }
    static std::optional<Record> record_from_json(std::string_view text) { return hero::record_from_json(text).record; }
    static std::optional<hero::State> save_round_trip(const hero::State& s, const std::vector<SavedSeat>& seats) {
        const auto decoded = hero::decode_save(hero::encode_save(hero::make_save(s, seats, 1)));
        if (!decoded.save) return std::nullopt;
        return hero::restore(*decoded.save).state;
    }
};

}  // namespace zero::conformance

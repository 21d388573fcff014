// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Knizia's Zero in the conformance suite (../conformance.hpp says what each member is).
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/knizia/record.hpp"
#include "zero/knizia/table.hpp"
#include "zero/knizia/view.hpp"
#include "zero/net/knizia_wire.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/save_format.hpp"
#include "zero/saves/knizia_save.hpp"

namespace zero::conformance {

// The game's own names unqualified, kept out of the suite's namespace.
namespace knizia_game {
using namespace zero::knizia;

struct KniziaGame {
    using Game = KniziaTableGame;
    using Wire = net::KniziaWire;
    using Record = MatchRecord;
    static constexpr std::string_view kKey = "knizia-zero";
    static constexpr int kMinPlayers = 2, kMaxPlayers = 5;

    using LanWire = net::KniziaWire;

    static Rules rules(int players) {
        Rules r = default_rules(players);
        r.rounds = 2;
        return r;
    }
    static State new_match(int players, std::uint64_t seed) { return zero::knizia::new_match(rules(players), seed); }
    static State bot_match(const Rules& r, std::uint64_t seed, const std::vector<std::string>& kinds) {
        return play_bot_match(r, seed, kinds);
    }
    // Only the seat to move may act.
    static ActionList legal(const State& s, Seat seat) { return Game::to_act(s) == seat_bit(seat) ? legal_actions(s) : ActionList{}; }
    // No card of another hand that this round has not shown face up (in the pool, or given to
    // it) is in the viewer's hand, its knowledge of the hands, or the pool.
    static bool view_hides(const State& s, Seat viewer, Rng& /*rng*/) {
        const View v = view_for(s, viewer);
        CardSet shown;
        const RoundLog& log = s.log.back();
        for (int slot = 0; slot < s.rules.pool_size; ++slot) shown.insert(log.pool[at(slot)]);
        for (const Move& m : log.moves)
            if (m.action.is_swap()) shown.insert(m.action.give);
        for (Seat other = 0; other < s.players(); ++other) {
            if (other == viewer || s.phase == Phase::MatchOver) continue;
            const CardSet secret = s.hands[at(other)] - shown;
            if (!(v.hand & secret).empty() || !(v.pool_set() & secret).empty()) return false;
            for (const CardSet& known : v.known)
                if (!(known & secret).empty()) return false;
        }
        return true;
    }
    static Record record(const State& s, const std::vector<std::string>& names) { return make_record(s, names); }
    static std::optional<State> replay(const Record& record) { return zero::knizia::replay(record).state; }
    static std::string record_json(const Record& record) { return record_to_json(record); }
    static std::optional<Record> record_from_json(std::string_view text) { return zero::knizia::record_from_json(text).record; }
    static std::optional<State> save_round_trip(const State& s, const std::vector<SavedSeat>& seats) {
        const auto decoded = decode_save(encode_save(make_save(s, seats, 1)));
        if (!decoded.save) return std::nullopt;
        return restore(*decoded.save).state;
    }
};

}  // namespace knizia_game
using knizia_game::KniziaGame;

}  // namespace zero::conformance

// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/highcard/save.hpp"

#include <string>

#include "binary_io.hpp"
#include "record_save.hpp"
#include "zero/highcard/record_json.hpp"

ZERO_RECORD_SAVE_VERSIONS(zero::highcard)

namespace zero::highcard {

// A game: its leader, its moves (seat, card), its end (0 none, 1 out, 2 sweep) and scores.
template <class Ar>
void save(Ar& ar, const RecordedGame& g, std::uint32_t /*version*/) {
    ar(static_cast<std::int32_t>(g.leader));
    binary::save_count(ar, g.actions.size());
    for (const Move& m : g.actions) ar(static_cast<std::uint8_t>(m.seat), static_cast<std::uint8_t>(m.action.card));
    ar(static_cast<std::uint8_t>(!g.end ? 0 : *g.end == GameEnd::Out ? 1 : 2));
    binary::save_ints(ar, g.scores);
}

template <class Ar>
void load(Ar& ar, RecordedGame& g, std::uint32_t version) {
    binary::check_version(version, 1, "a game");
    g.leader = binary::load_int(ar, 0, kMaxPlayers - 1, "a game's leader");
    g.actions.resize(binary::load_count(ar, kHand * kMaxPlayers, "a game's actions"));
    for (Move& m : g.actions) {
        std::uint8_t seat = 0, card = 0;
        ar(seat, card);
        if (seat >= kMaxPlayers || card < 1 || card > kDeck) throw binary::BodyError{"an action is out of range"};
        m = Move{seat, Action{card}};
    }
    std::uint8_t end = 0;
    ar(end);
    if (end > 2) throw binary::BodyError{"a game's end is neither out nor sweep"};
    g.end.reset();
    if (end > 0) g.end = end == 1 ? GameEnd::Out : GameEnd::Sweep;
    g.scores = binary::load_ints(ar, kMaxPlayers, "a game's scores");
}

// High Card in the save body (record_save.hpp).
struct SaveBody {
    static constexpr int kMaxPlayers = highcard::kMaxPlayers;
    static constexpr int kMaxGames = highcard::kMaxGames;

    template <class Ar>
    static void save_plan(Ar& ar, const MatchRecord& rec) {
        ar(static_cast<std::int32_t>(rec.rounds_planned));
    }
    template <class Ar>
    static void load_plan(Ar& ar, MatchRecord& rec) {
        rec.rounds_planned = binary::load_int(ar, 1, kMaxGames, "the number of games");
    }
    template <class Ar>
    static void save_rules(Ar& ar, const Rules& rules) {
        ar(static_cast<std::int32_t>(rules.players), static_cast<std::int32_t>(rules.games));
    }
    template <class Ar>
    static void load_rules(Ar& ar, Rules& rules) {
        rules.players = binary::load_int(ar, kMinPlayers, kMaxPlayers, "the number of players");
        rules.games = binary::load_int(ar, 1, kMaxGames, "the number of games");
    }
};

ZERO_RECORD_SAVE_SERIALIZERS(SaveBody)

}  // namespace zero::highcard

template struct zero::saves::RecordSaveFile<zero::highcard::SaveGame, zero::highcard::State>;

#include "zero/highcard/autosaver.hpp"

template class zero::BasicAutosaver<zero::highcard::State, zero::highcard::EventList>;

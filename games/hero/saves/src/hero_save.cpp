// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/hero_save.hpp"
#include "zero/saves/hero_autosaver.hpp"

#include "backup_load.hpp"
#include "binary_io.hpp"
#include "record_save.hpp"
#include "zero/hero/match.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/save_store.hpp"

ZERO_RECORD_SAVE_VERSIONS(zero::hero)

namespace zero::hero {
namespace {

using namespace binary;  // the body's readers and writers

// As hero_record_json: far more than a game can hold.
constexpr std::uint32_t kMaxSavedActions = 20000;

template <class Ar>
void save_card(Ar& ar, Card card) {
    ar(card.id);
}

template <class Ar>
Card load_card(Ar& ar, const char* what) {
    std::uint8_t id = 0;
    ar(id);
    if (!is_card(id)) throw BodyError{std::string(what) + " holds a card out of range"};
    return Card{id};
}

template <class Ar>
void save_cards(Ar& ar, const std::vector<Card>& cards) {
    save_count(ar, cards.size());
    for (Card c : cards) save_card(ar, c);
}

template <class Ar>
std::vector<Card> load_cards(Ar& ar, std::uint32_t max, const char* what) {
    std::vector<Card> cards(load_count(ar, max, what));
    for (Card& c : cards) c = load_card(ar, what);
    return cards;
}

}  // namespace

// Moves: seat, kind (0 take, 1 buy, 2 swap), slot, count, way (0 give, 1 take), card, other seat.
template <class Ar>
void save(Ar& ar, const RecordedGame& g, std::uint32_t /*version*/) {
    ar(static_cast<std::uint8_t>(g.first));
    save_cards(ar, g.removed);
    save_cards(ar, g.secret);
    for (const PairCards& pair : g.pairs) {
        save_card(ar, pair[0]);
        save_card(ar, pair[1]);
    }
    save_cards(ar, g.pile);
    save_count(ar, g.actions.size());
    for (const Move& m : g.actions) {
        const Action& a = m.action;
        ar(static_cast<std::uint8_t>(m.seat), static_cast<std::uint8_t>(a.kind), static_cast<std::uint8_t>(a.slot),
           static_cast<std::uint8_t>(a.count), static_cast<std::uint8_t>(a.way), a.card.id,
           static_cast<std::uint8_t>(a.other));
    }
    save_part_end(ar, g.end, g.scores);
}

template <class Ar>
void load(Ar& ar, RecordedGame& g, std::uint32_t version) {
    check_version(version, 1, "a game");
    g.first = load_seat(ar, kMaxPlayers, "a game's first player");
    g.removed = load_cards(ar, kDeckSize, "the cards set aside");
    g.secret = load_cards(ar, kMaxPlayers, "the face-down cards");
    for (PairCards& pair : g.pairs) {
        pair[0] = load_card(ar, "a pair");
        pair[1] = load_card(ar, "a pair");
    }
    g.pile = load_cards(ar, kDeckSize, "a pile");
    g.actions.resize(load_count(ar, kMaxSavedActions, "a game's actions"));
    for (Move& m : g.actions) {
        std::uint8_t seat = 0, kind = 0, slot = 0, count = 0, way = 0, card = 0, other = 0;
        ar(seat, kind, slot, count, way, card, other);
        if (seat >= kMaxPlayers || other >= kMaxPlayers) throw BodyError{"an action's seat is out of range"};
        if (kind > static_cast<std::uint8_t>(ActionKind::Swap) || way > static_cast<std::uint8_t>(SwapWay::Take) ||
            slot >= kSlots || count > 2 || !is_card(card))
            throw BodyError{"an action is neither a take, a purchase nor a swap"};
        m.seat = seat;
        m.action = Action{static_cast<ActionKind>(kind), slot, count, static_cast<SwapWay>(way), Card{card}, other};
    }
    load_part_end(ar, g.end, g.scores, kMaxPlayers, "a game's end is neither flag nor pile", "a game's scores");
}

// Zero Hero in the save body (record_save.hpp): its plan is a number of games.
struct SaveBody {
    static constexpr int kMaxPlayers = hero::kMaxPlayers;
    static constexpr int kMaxGames = hero::kMaxGames;

    template <class Ar>
    static void save_plan(Ar& ar, const MatchRecord& rec) { ar(static_cast<std::int32_t>(rec.rounds_planned)); }
    template <class Ar>
    static void load_plan(Ar& ar, MatchRecord& rec) {
        rec.rounds_planned = load_int(ar, 1, kMaxGames, "the number of games");
    }
    template <class Ar>
    static void save_rules(Ar& ar, const Rules& rules) {
        ar(static_cast<std::int32_t>(rules.players), static_cast<std::int32_t>(rules.games));
    }
    template <class Ar>
    static void load_rules(Ar& ar, Rules& rules) {
        rules.players = load_int(ar, kMinPlayers, kMaxPlayers, "the number of players");
        rules.games = load_int(ar, 1, kMaxGames, "the number of games");
    }
};

ZERO_RECORD_SAVE_SERIALIZERS(SaveBody)

}  // namespace zero::hero

template struct zero::saves::RecordSaveFile<zero::hero::SaveGame, zero::hero::State>;

// Its autosaver, compiled once here rather than in each file that saves a match.
template class zero::BasicAutosaver<zero::hero::State, zero::hero::EventList>;

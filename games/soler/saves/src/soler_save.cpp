// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/soler_save.hpp"
#include "zero/saves/soler_autosaver.hpp"

#include <algorithm>
#include <string>

#include "backup_load.hpp"
#include "binary_io.hpp"
#include "record_save.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/soler/match.hpp"

ZERO_RECORD_SAVE_VERSIONS(zero::soler)

namespace zero::soler {
namespace {

using namespace binary;  // the body's readers and writers

// As soler_record_json: 500 tricks of five plays, five bets and a laying.
constexpr std::uint32_t kMaxSavedActions = static_cast<std::uint32_t>(kTrickLimit) * (2 * kMaxPlayers + 1);

template <class Ar>
void save_cards(Ar& ar, const std::vector<int>& cards) {
    save_count(ar, cards.size());
    for (int c : cards) ar(static_cast<std::int8_t>(c));
}

template <class Ar>
std::vector<int> load_cards(Ar& ar, std::uint32_t max, const char* what) {
    std::vector<int> cards(load_count(ar, max, what));
    for (int& c : cards) {
        std::int8_t v = 0;
        ar(v);
        if (!is_card(v)) throw BodyError{std::string(what) + " holds a card out of range"};
        c = v;
    }
    return cards;
}

template <class Ar>
void save_optional(Ar& ar, const std::optional<int>& v) {
    ar(static_cast<std::uint8_t>(v ? 1 : 0), static_cast<std::int32_t>(v.value_or(0)));
}

template <class Ar>
std::optional<int> load_optional(Ar& ar, int lo, int hi, const char* what) {
    std::uint8_t given = 0;
    ar(given);
    if (given > 1) throw BodyError{std::string(what) + " is neither given nor absent"};
    const int v = load_int(ar, given ? lo : 0, given ? hi : 0, what);
    return given ? std::optional<int>(v) : std::nullopt;
}

}  // namespace

// Moves: seat, kind (0 play, 1 bet, 2 safe), then the card, the total or the groups.
template <class Ar>
void save(Ar& ar, const RecordedGame& g, std::uint32_t /*version*/) {
    ar(static_cast<std::uint8_t>(g.dealer));
    save_count(ar, g.hands.size());
    for (const auto& hand : g.hands) save_cards(ar, hand);
    save_cards(ar, g.pile);
    save_count(ar, g.actions.size());
    for (const Move& m : g.actions) {
        ar(static_cast<std::uint8_t>(m.seat), static_cast<std::uint8_t>(m.action.kind));
        if (m.action.kind == ActionKind::Safe) {
            save_count(ar, m.action.groups.size());
            for (const Group& group : m.action.groups) save_cards(ar, group);
        } else {
            ar(static_cast<std::int8_t>(m.action.value));
        }
    }
    save_part_end(ar, g.end, g.scores);
}

template <class Ar>
void load(Ar& ar, RecordedGame& g, std::uint32_t version) {
    check_version(version, 1, "a game");
    g.dealer = load_seat(ar, kMaxPlayers, "a game's dealer");
    g.hands.resize(load_count(ar, kMaxPlayers, "a game's hands"));
    for (auto& hand : g.hands) hand = load_cards(ar, kDealSize, "a hand");
    g.pile = load_cards(ar, kDeckSize, "a pile");
    g.actions.resize(load_count(ar, kMaxSavedActions, "a game's actions"));
    const int most = 3 * kMaxPlayers;
    for (Move& m : g.actions) {
        m.seat = load_seat(ar, kMaxPlayers, "an action's seat");
        std::uint8_t kind = 0;
        ar(kind);
        if (kind == static_cast<std::uint8_t>(ActionKind::Safe)) {
            std::vector<Group> groups(load_count(ar, kDeckSize, "a laying's groups"));
            for (Group& group : groups) group = load_cards(ar, kDeckSize, "a group");
            m.action = Action::safe(std::move(groups));
            continue;
        }
        std::int8_t value = 0;
        ar(value);
        if (kind == static_cast<std::uint8_t>(ActionKind::Play) && is_card(value))
            m.action = Action::play(value);
        else if (kind == static_cast<std::uint8_t>(ActionKind::Bet) && value >= -most && value <= most)
            m.action = Action::bet(value);
        else
            throw BodyError{"an action is neither a play, a bet nor a laying"};
    }
    load_part_end(ar, g.end, g.scores, kMaxPlayers, "a game's end is neither out nor limit", "a game's scores");
}

// Solèr's ZERO in the save body (record_save.hpp).
struct SaveBody {
    static constexpr int kMaxPlayers = soler::kMaxPlayers;
    static constexpr int kMaxGames = soler::kMaxGames;

    template <class Ar>
    static void save_plan(Ar& ar, const MatchRecord& rec) {
        save_optional(ar, rec.rounds_planned);
        save_optional(ar, rec.target_points);
    }
    template <class Ar>
    static void load_plan(Ar& ar, MatchRecord& rec) {
        rec.rounds_planned = load_optional(ar, 1, kMaxGames, "the number of games");
        rec.target_points = load_optional(ar, 1, kMaxTarget, "the target");
    }
    template <class Ar>
    static void save_rules(Ar& ar, const Rules& rules) {
        ar(static_cast<std::int32_t>(rules.players), static_cast<std::int32_t>(rules.games),
           static_cast<std::int32_t>(rules.target_points));
    }
    template <class Ar>
    static void load_rules(Ar& ar, Rules& rules) {
        rules.players = load_int(ar, kMinPlayers, kMaxPlayers, "the number of players");
        rules.games = load_int(ar, 0, kMaxGames, "the number of games");
        rules.target_points = load_int(ar, 0, kMaxTarget, "the target");
    }
};

ZERO_RECORD_SAVE_SERIALIZERS(SaveBody)

}  // namespace zero::soler

template struct zero::saves::RecordSaveFile<zero::soler::SaveGame, zero::soler::State>;

namespace zero::soler {

std::string carry_on_error(const MatchRecord& saved, const MatchRecord& whole) {
    if (saved.seed != whole.seed) return "the seeds differ";
    if (saved.players != whole.players) return "the players differ";
    if (saved.rules() != whole.rules()) return "the rules differ";
    if (saved.rounds.size() > whole.rounds.size()) return "the save has more games than the whole match";
    if (saved.rounds.empty()) return {};
    const std::size_t last = saved.rounds.size() - 1;
    for (std::size_t g = 0; g < last; ++g)
        if (saved.rounds[g] != whole.rounds[g]) return "game " + std::to_string(g + 1) + " differs";
    const RecordedGame& part = saved.rounds[last];
    const RecordedGame& full = whole.rounds[last];
    const std::string game = "game " + std::to_string(last + 1);
    if (part.dealer != full.dealer || part.hands != full.hands || part.pile != full.pile)
        return game + " was dealt otherwise";
    if (part.end && part != full) return game + " differs";
    // The open play stage: the commits at the end of the saved actions.
    std::size_t open = part.actions.size();
    while (open > 0 && part.actions[open - 1].action.kind == ActionKind::Play) --open;
    if (full.actions.size() < part.actions.size() ||
        !std::equal(part.actions.begin(), part.actions.begin() + static_cast<std::ptrdiff_t>(open), full.actions.begin()))
        return game + ": the saved actions before the open play stage are not the whole match's";
    // Each saved commit in the whole stage (one play per seat), in order.
    const std::size_t players = saved.players.size();
    std::size_t at = open;
    for (std::size_t i = open; i < part.actions.size(); ++i) {
        while (at < full.actions.size() && at < open + players && full.actions[at] != part.actions[i]) ++at;
        if (at == full.actions.size() || at == open + players)
            return game + ": seat " + std::to_string(part.actions[i].seat + 1) +
                   "'s saved commit is not in the whole match's play stage";
        ++at;
    }
    return {};
}

}  // namespace zero::soler

// Its autosaver, compiled once here rather than in each file that saves a match.
template class zero::BasicAutosaver<zero::soler::State, zero::soler::EventList>;

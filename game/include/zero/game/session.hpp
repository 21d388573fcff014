// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a match on this screen is set up with in every game: who sits where (a person or a bot of
// which kind), and the names the screens show for bots and LAN tables. Each game's session is in
// its folder (zero/game/<id>/session.hpp).
#include <string>
#include <string_view>
#include <vector>

#include "zero/game/strings.hpp"

namespace zero::game {

struct SeatSetup {
    bool human = true;
    std::string name;
    std::string bot_kind = "greedy";
    bool sort_by_number = false;  // the player's hand order (Tab), as a resumed save had it
};

// The match a podium's Rematch deals after a match of `setup` (any game's setup, dealt here or
// resumed from a save): the same seats and rules, the next seed.
template <class Setup>
Setup rematch_setup(Setup setup) {
    ++setup.seed;
    return setup;
}

// The bot a new seat gets in New match and Host game alike: Medium when there is one.
std::string default_bot_kind(const std::vector<std::string>& bot_kinds);
// A bot kind in the language shown ("medium" -> "moyen"): the engines name their kinds in English
// for command lines and files. Options after a colon ("hard:ms=100") and kinds with no word of
// their own ("ext:CMD") stay as they are.
std::string bot_kind_label(const Strings& strings, std::string_view kind);
// A bot's name at the table, in New match and Host game alike: "Bot 3 (medium)" (seat 0-based), in
// the language of the moment the seat was made (the name is saved with the match).
std::string bot_seat_name(const Strings& strings, int seat, const std::string& kind);
// A player's name as this screen shows it: a bot's name the game made (bot_seat_name) in any of
// its languages is said again in the language shown, so a match saved in French lists "Bot 2
// (medium)" in English; any other name is the player's own and stays as it is. `made_in`: the
// languages to recognise (the other form: every catalogue of the game).
std::string shown_player_name(const Strings& strings, int seat, const std::string& name,
                              const std::vector<Strings>& made_in);
std::string shown_player_name(const Strings& strings, int seat, const std::string& name);
// A LAN table's name as this screen shows it: the host names its table in its own language ("Table
// de Ann"), and a player in another language reads it in theirs ("Annのテーブル"); a name the game
// did not make stays as it is.
std::string shown_table_name(const Strings& strings, const std::string& name, const std::vector<Strings>& made_in);
std::string shown_table_name(const Strings& strings, const std::string& name);

}  // namespace zero::game

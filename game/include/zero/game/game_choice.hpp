// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The game a new match or a LAN table plays, and that game's options, as New match and Host game
// both set them up: the game first (the catalogue's playable games), then its options (Knizia's
// Zero: the pool and the rounds; Solèr's ZERO: the number of games, or to 100 points; Zero Hero:
// the number of games).
#include <string>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/game/strings.hpp"
#include "zero/knizia/rules.hpp"
#include "zero/hero/rules.hpp"
#include "zero/soler/rules.hpp"

namespace zero::game {

struct GameChoice {
    games::GameId game = games::kDefaultGameId;
    int pool = 5;    // Knizia's Zero: 5 or 7 (with two players always 9)
    int rounds = 4;  // Knizia's Zero: 1..20
    int soler_games = 4;  // Solèr's ZERO: 1..20, or 0 to play until someone has 100 points
    int hero_games = 1;   // Zero Hero: 1..20 (the box plays one)

    bool soler() const { return game == games::GameId::Soler; }
    bool hero() const { return game == games::GameId::Hero; }
    // The next (delta +1) or previous (-1) game of the catalogue that this build can seat at a
    // table (each has a LAN table too: Host game offers the same games as New match).
    void next_game(int delta);
    // The rounds and the games follow the number of players (one each per player), as the rules say.
    void set_players(int players);
    // The chosen game's bot kinds.
    std::vector<std::string> kinds() const;

    // The chosen game's option rows, each a label, a value and whether it can change.
    int option_rows() const { return soler() || hero() ? 1 : 2; }
    std::string option_label(const Strings& strings, int row) const;
    std::string option_value(const Strings& strings, int row, int players) const;
    bool option_adjustable(int row, int players) const;
    void change_option(int row, int delta, int players);

    knizia::Rules knizia_rules(int players) const;
    soler::Rules soler_rules(int players) const;
    hero::Rules hero_rules(int players) const;
};

// The game's name as the screens show it: "Zero (Reiner Knizia)".
std::string game_title(const Strings& strings, games::GameId game);
// A table's options in words, from the catalogue's option values (discovery's announcement, a
// lobby): "4 rounds, pool of 5", "3 games", "until someone has 100 points".
std::string describe_options(const Strings& strings, games::GameId game, const std::vector<int>& options);

}  // namespace zero::game

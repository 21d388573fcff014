// SPDX-License-Identifier: GPL-3.0-or-later
#include <iostream>
#include <string>
#include <vector>

#include "commands.hpp"
#include "match_runner.hpp"
#include "zero/knizia/rules.hpp"
#include "zero/knizia/score.hpp"

namespace zero::cli {

void add_score_command(CLI::App& app) {
    auto* cmd = app.add_subcommand(
        "score", "Knizia's Zero only: print the score of a hand of nine cards, e.g. score red3 blue5 ...");
    auto cards = std::make_shared<std::vector<std::string>>();
    auto game = std::make_shared<std::string>(games::kDefaultGame);
    add_game_option(*cmd, *game, "Only knizia-zero: another game is refused");
    cmd->add_option("cards", *cards, "Nine cards such as red3 or GREY8 (colour and number, any case)")->required();
    cmd->callback([cards, game] {
        if (const games::GameId id = game_option(*game); id != games::GameId::Knizia) refuse_game("score", id);
        CardSet hand;
        for (const std::string& text : *cards) {
            const std::optional<Card> card = parse_card(text);
            if (!card)
                throw CommandError("'" + text + "' is not a card (a colour of red, yellow, green, blue, violet, grey, "
                                   "black and a number 1-8, e.g. red3)",
                                   kUsageError);
            if (hand.contains(*card)) throw CommandError("'" + text + "' is named twice", kUsageError);
            hand.insert(*card);
        }
        if (hand.size() != kHandSize)
            throw CommandError("a hand has 9 cards, not " + std::to_string(hand.size()), kUsageError);
        std::cout << score(hand) << "\n";
    });
}

}  // namespace zero::cli

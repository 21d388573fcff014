// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/hero/log_line.hpp"

#include "zero/core/overloaded.hpp"
#include "zero/game/hero/table_input.hpp"

namespace zero::game {

namespace {

LogLine line(Seat seat, bool move, std::string text) { return {seat, move, false, std::move(text)}; }

}  // namespace

std::optional<LogLine> hero_log_line(const hero::Event& event, const std::vector<std::string>& names,
                                     const Strings& strings) {
    return std::visit(
        Overloaded{
            [&](const hero::GameStarted&) -> std::optional<LogLine> { return LogLine{-1, false, true, {}}; },
            [&](const hero::ZeronesTaken& e) -> std::optional<LogLine> {
                return line(e.seat, true,
                            strings.count(Str::LogHeroTook, e.count,
                                          {log_name(names, e.seat), std::to_string(e.count), std::to_string(e.slot + 1)}));
            },
            [&](const hero::PairBought& e) -> std::optional<LogLine> {
                const std::string who = log_name(names, e.seat);
                const std::string a = hero_card_label(strings, e.cards[0]);
                const std::string b = hero_card_label(strings, e.cards[1]);
                if (e.cost == 0) return line(e.seat, true, strings.format(Str::LogHeroBoughtFree, {who, a, b}));
                return line(e.seat, true,
                            strings.count(Str::LogHeroBought, e.cost, {who, a, b, std::to_string(e.cost)}));
            },
            [&](const hero::SymbolActed& e) -> std::optional<LogLine> {
                const hero::Symbol symbol = e.card.symbol();
                if (symbol != hero::Symbol::Zerone && symbol != hero::Symbol::Card) return std::nullopt;
                const Str id = e.gained == 0                      ? Str::LogHeroGainNothing
                               : symbol == hero::Symbol::Zerone ? Str::LogHeroGainZerone
                                                                : Str::LogHeroGainCard;
                return line(e.seat, false, strings.format(id, {log_name(names, e.seat), hero_card_label(strings, e.card)}));
            },
            [&](const hero::Swapped& e) -> std::optional<LogLine> {
                const Str id = e.way == hero::SwapWay::Give ? Str::LogHeroGave : Str::LogHeroTookCard;
                return line(e.seat, true, strings.format(id, {log_name(names, e.seat), hero_card_label(strings, e.card),
                                                              log_name(names, e.other)}));
            },
            [&](const auto&) -> std::optional<LogLine> { return std::nullopt; },
        },
        event);
}

std::string hero_move_words(const hero::Action& action, const std::vector<std::string>& names, const Strings& strings) {
    switch (action.kind) {
        case hero::ActionKind::Take:
            return strings.format(Str::MoveHeroTake, {std::to_string(action.count), std::to_string(action.slot + 1)});
        case hero::ActionKind::Buy: return strings.format(Str::MoveHeroBuy, {std::to_string(action.slot + 1)});
        case hero::ActionKind::Swap: break;
    }
    return strings.format(action.way == hero::SwapWay::Give ? Str::MoveHeroGive : Str::MoveHeroTakeCard,
                          {hero_card_label(strings, action.card), log_name(names, action.other)});
}

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/soler/log_line.hpp"

#include "zero/core/overloaded.hpp"
#include "zero/game/soler/card_face.hpp"

namespace zero::game {

namespace {

std::string groups_text(const std::vector<soler::Group>& groups) {
    std::string out;
    for (const soler::Group& g : groups) {
        if (!out.empty()) out += ' ';
        out += '(';
        for (std::size_t i = 0; i < g.size(); ++i) out += (i > 0 ? " " : "") + soler_value_text(g[i]);
        out += ')';
    }
    return out;
}

LogLine line(Seat seat, bool move, std::string text) { return {seat, move, false, std::move(text)}; }

std::string trick_outcome(const soler::TrickRevealed& e, const std::vector<std::string>& names, const Strings& strings,
                          int played) {
    switch (e.outcome) {
        case soler::Outcome::Bet:
            return strings.format(Str::LogSolerTakes, {log_name(names, e.taker), std::to_string(played)});
        case soler::Outcome::LoneZero:
            return strings.format(Str::LogSolerLoneZero, {log_name(names, e.taker), std::to_string(played)});
        case soler::Outcome::ZerosCancel: return strings.get(Str::LogSolerZerosCancel);
        case soler::Outcome::NoZero: return strings.format(Str::LogSolerNobody, {soler_value_text(e.sum)});
    }
    return {};
}

}  // namespace

std::optional<LogLine> soler_log_line(const soler::Event& event, const std::vector<std::string>& names,
                                      const Strings& strings) {
    const int players = static_cast<int>(names.size());
    return std::visit(
        Overloaded{
            [&](const soler::GameStarted&) -> std::optional<LogLine> { return LogLine{-1, false, true, {}}; },
            [&](const soler::CardCommitted& e) -> std::optional<LogLine> {
                return line(e.seat, true, strings.format(Str::LogSolerPlayed, {log_name(names, e.seat)}));
            },
            [&](const soler::BetMade& e) -> std::optional<LogLine> {
                return line(e.seat, true,
                            strings.format(Str::LogSolerBet, {log_name(names, e.seat), soler_value_text(e.total)}));
            },
            [&](const soler::TrickRevealed& e) -> std::optional<LogLine> {
                std::string cards;
                for (Seat s = 0; s < players; ++s) {
                    if (!cards.empty()) cards += strings.get(Str::ListSeparator);
                    cards += strings.format(Str::LogSolerCard, {log_name(names, s),
                                                                soler_value_text(e.plays[static_cast<std::size_t>(s)])});
                }
                std::string text = strings.format(Str::LogSolerRevealed, {cards, soler_value_text(e.sum)});
                return line(-1, false, text + "\n" + trick_outcome(e, names, strings, players));
            },
            [&](const soler::SafeLaid& e) -> std::optional<LogLine> {
                const std::string who = log_name(names, e.seat);
                if (e.groups.empty()) return line(e.seat, true, strings.format(Str::LogSolerSafeNone, {who}));
                return line(e.seat, true, strings.format(Str::LogSolerSafe, {who, groups_text(e.groups)}));
            },
            [&](const auto&) -> std::optional<LogLine> { return std::nullopt; },
        },
        event);
}

std::string soler_move_words(const soler::Action& action, const std::vector<std::string>& /*names*/,
                             const Strings& strings) {
    switch (action.kind) {
        case soler::ActionKind::Play: return strings.format(Str::MoveSolerPlay, {soler_value_text(action.value)});
        case soler::ActionKind::Bet: return strings.format(Str::MoveSolerBet, {soler_value_text(action.value)});
        case soler::ActionKind::Safe: break;
    }
    if (action.groups.empty()) return strings.get(Str::MoveSolerLayNothing);
    return strings.format(Str::MoveSolerLay, {soler_groups_text(action.groups)});
}

std::string soler_groups_text(const std::vector<soler::Group>& groups) {
    std::string out;
    for (const soler::Group& group : groups) {
        std::string one;
        for (const int value : group) one += (one.empty() ? "" : " ") + soler_value_text(value);
        out += (out.empty() ? "(" : ", (") + one + ")";
    }
    return out;
}

}  // namespace zero::game

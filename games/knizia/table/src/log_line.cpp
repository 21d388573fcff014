// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/knizia/log_line.hpp"

namespace zero::game {

LogLine knizia_log_line(const LoggedMove& move, const std::vector<std::string>& names, const Strings& strings) {
    const std::string who = log_name(names, move.seat);
    LogLine line{move.seat, move.is_move(), false, {}};
    switch (move.kind) {
        case LoggedMove::Kind::Swap:
            line.text =
                strings.format(Str::LogSwapped, {who, card_label(strings, move.give), card_label(strings, move.take)});
            break;
        case LoggedMove::Kind::Knock:
            if (move.starts_last_lap)
                line.text = strings.format(Str::LogKnockedLastLap, {who});
            else
                line.text = strings.format(move.passes ? Str::LogPassed : Str::LogKnocked, {who});
            break;
        case LoggedMove::Kind::Zero: line.text = strings.format(Str::LogZero, {who}); break;
    }
    return line;
}

std::string knizia_move_words(const knizia::Action& action, const std::vector<std::string>& /*names*/,
                              const Strings& strings) {
    if (!action.is_swap()) return strings.get(Str::MoveKniziaKnock);
    return strings.format(Str::MoveKniziaSwap, {card_label(strings, action.give), card_label(strings, action.take)});
}

std::optional<LogLine> knizia_event_line(const knizia::Event& event, const std::vector<std::string>& names,
                                         const Strings& strings) {
    if (std::holds_alternative<knizia::RoundStarted>(event)) return LogLine{-1, false, true, {}};
    MoveLog one;
    one.record(event);
    if (one.entries().empty()) return std::nullopt;
    return knizia_log_line(one.entries().front(), names, strings);
}

}  // namespace zero::game

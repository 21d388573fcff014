// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/last_match.hpp"

#include <algorithm>

#include "zero/core/seat.hpp"
#include "zero/game/game_choice.hpp"

namespace zero::game {

namespace {

std::string default_name(const Strings& strings, std::size_t seat) {
    return strings.format(Str::DefaultPlayerName, {std::to_string(seat + 1)});
}

}  // namespace

std::optional<LastMatch> remembered_match(const Settings& settings, const Strings& strings,
                                          std::optional<games::GameId> game) {
    const games::GameInfo* info = games::find_game(settings.last_game);
    if (info == nullptr || !info->playable || !info->has_table) return std::nullopt;
    const auto seats = static_cast<int>(settings.last_seats.size());
    if (seats < info->min_players || seats > info->max_players) return std::nullopt;
    LastMatch last;
    last.game = game.value_or(info->id);
    GameChoice choice;
    choice.game = last.game;
    const std::vector<std::string> kinds = choice.kinds();
    for (std::size_t s = 0; s < settings.last_seats.size(); ++s) {
        const RememberedSeat& kept = settings.last_seats[s];
        SeatSetup seat;
        seat.human = kept.human;
        seat.name = kept.human && !kept.name.empty() ? kept.name : "";
        if (kept.human && seat.name.empty()) seat.name = default_name(strings, s);
        const bool known = std::find(kinds.begin(), kinds.end(), kept.bot_kind) != kinds.end();
        seat.bot_kind = known ? kept.bot_kind : default_bot_kind(kinds);
        last.seats.push_back(std::move(seat));
    }
    return last;
}

void remember_match(Settings& settings, games::GameId game, const std::vector<SeatSetup>& seats,
                    const Strings& strings) {
    settings.last_game = std::string(games::game_info(game).key);
    settings.last_seats.clear();
    for (std::size_t s = 0; s < seats.size(); ++s) {
        const SeatSetup& seat = seats[s];
        RememberedSeat kept;
        kept.human = seat.human;
        if (seat.human && seat.name != default_name(strings, s)) kept.name = seat.name;
        kept.bot_kind = seat.bot_kind;
        settings.last_seats.push_back(std::move(kept));
    }
    settings.clamp();
}

std::string remembered_name(const Settings& settings, const std::string& fallback) {
    return settings.player_name.empty() ? fallback : settings.player_name;
}

}  // namespace zero::game

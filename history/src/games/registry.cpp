// SPDX-License-Identifier: GPL-3.0-or-later
// The games the history reads: an explicit list (a static archive drops objects nobody
// references, so no game registers itself). A new game adds its line here.
#include "registry.hpp"

#include <array>

namespace zero::history {

std::span<const HistoryModule* const> history_modules() {
    static const std::array<const HistoryModule*, 3> modules{&detail::knizia_history(), &detail::soler_history(),
                                                             &detail::hero_history()};
    return modules;
}

const HistoryModule* find_history_module(games::GameId id) {
    for (const HistoryModule* module : history_modules())
        if (module->id() == id) return module;
    return nullptr;
}

const HistoryModule* find_history_module(std::string_view game_key) {
    const games::GameInfo* info = games::find_game(game_key);
    return info ? find_history_module(info->id) : nullptr;
}

}  // namespace zero::history

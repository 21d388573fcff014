// SPDX-License-Identifier: GPL-3.0-or-later
#include "screen_tour.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <utility>

#include "zero/catalogue/catalogue.hpp"
#include "zero/game/history_view.hpp"
#include "zero/game/options.hpp"
#include "zero/game/screens.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::game {

namespace {

using Make = std::unique_ptr<Screen> (*)(Context&);
// A player's statistics over the history, with the most matches first.
std::unique_ptr<Screen> make_history_stats(Context& ctx) {
    return make_stats_screen(ctx, std::make_shared<HistoryModel>(save_dir()), {});
}
const std::array<std::pair<std::string_view, Make>, 12> kDirect = {{{"new", make_new_match_screen},
                                                                     {"online", make_online_screen},
                                                                     {"online-settings", make_online_settings_screen},
                                                                     {"rules", make_rules_screen},
                                                                     {"settings", make_settings_screen},
                                                                     {"host", make_host_screen},
                                                                     {"join", make_join_screen},
                                                                     {"resume", make_resume_screen},
                                                                     {"about", make_about_screen},
                                                                     {"tutorial", make_tutorial_screen},
                                                                     {"history", make_history_screen},
                                                                     {"stats", make_history_stats}}};

// "rules:GAME": the rules of another game than --game's, so that one run pictures every game's
// rules (the translated screens' test); its picture is named rules-GAME.
constexpr std::string_view kRulesOf = "rules:";

const games::GameInfo* rules_game(const std::string& name) {
    return name.rfind(kRulesOf, 0) == 0 ? games::find_game(std::string_view(name).substr(kRulesOf.size())) : nullptr;
}

}  // namespace

std::vector<std::string> screen_names(const std::string& value) {
    std::vector<std::string> names;
    if (value.empty()) return names;
    std::size_t start = 0;
    for (std::size_t comma; (comma = value.find(',', start)) != std::string::npos; start = comma + 1)
        names.push_back(value.substr(start, comma - start));
    names.push_back(value.substr(start));
    return names;
}

std::string unknown_screen(const std::string& value) {
    for (const std::string& name : screen_names(value)) {
        const bool known = name == "menu" || rules_game(name) != nullptr || std::any_of(kDirect.begin(), kDirect.end(),
                                                         [&](const auto& entry) { return entry.first == name; });
        if (!known) return name.empty() ? "(an empty name)" : name;
    }
    return {};
}

ScreenTour::ScreenTour(const Options& options)
    : names_(screen_names(options.screen)),
      frames_each_(options.max_frames > 0 ? options.max_frames : 21),
      quit_after_last_(!options.screenshot_dir.empty() && options.max_frames <= 0 && options.max_seconds <= 0),
      pictures_(!options.screenshot_dir.empty()) {}

void ScreenTour::open_first(Context& ctx) const {
    if (names_.empty()) {
        ctx.screens.push(make_menu_screen(ctx));
        return;
    }
    open(ctx, names_.front(), true);
}

void ScreenTour::open(Context& ctx, const std::string& name, bool first) const {
    if (first) {
        ctx.screens.push(make_menu_screen(ctx));
    } else {
        ctx.screens.reset(make_menu_screen(ctx));
    }
    if (const games::GameInfo* game = rules_game(name); game != nullptr) {
        ctx.screens.push(make_rules_screen(ctx, game->id));
        return;
    }
    if (const games::GameInfo* game = games::find_game(ctx.options.game); name == "rules" && game != nullptr) {
        ctx.screens.push(make_rules_screen(ctx, game->id));  // the rules of the game chosen
        return;
    }
    for (const auto& [direct, make] : kDirect)
        if (name == direct) ctx.screens.push(make(ctx));
}

void ScreenTour::at_frame(long frame, Context& ctx) const {
    if (names_.empty()) return;
    const auto shown = static_cast<std::size_t>(frame / frames_each_);
    const long local = frame % frames_each_;
    if (shown >= names_.size()) {
        if (quit_after_last_ && shown == names_.size() && local == 0) ctx.quit = true;
        return;
    }
    if (local == 0 && shown > 0) open(ctx, names_[shown], false);
    if (local == 20 && pictures_) {
        std::string picture = names_[shown];
        std::replace(picture.begin(), picture.end(), ':', '-');
        ctx.shot(picture);
    }
}

}  // namespace zero::game

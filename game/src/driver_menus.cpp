// SPDX-License-Identifier: GPL-3.0-or-later
// The test driver's synthetic player at the screens other than a table (driver.hpp). It looks at
// each a person's moment, then acts from what the screen shows (Screen::place) as a person would:
// a notice is read and gone on from; Resume opens the save at the top of its list; Join game takes
// the seat kept at --join's table, else joins its address; Play online types --join-code into its
// field and joins it; the turned-away screen is pictured and left; History gets a name typed, two
// games on, the match at the top deleted, the statistics looked at, then the viewer opened (or,
// with --analyse N, the analysis of seat N, which the replay's chooser then takes); a chart is
// looked at and left. Back at Join game or Play online after setting off from it (turned away),
// the run is over. A run the command line scripted ends at the podium once it stands still, a
// replay at a record's end short of the match's, and a replay opened on its analysis once a
// decision of the list is clicked and pictured.
#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>

#include "zero/game/context.hpp"
#include "zero/game/driver.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

namespace {

sf::Event typed(char c) {
    sf::Event text{};
    text.type = sf::Event::TextEntered;
    text.text.unicode = static_cast<std::uint32_t>(static_cast<unsigned char>(c));
    return text;
}

std::optional<sf::Event> click(const Context& ctx, const std::optional<Place>& place) {
    if (!place) return std::nullopt;
    return click_at(ctx, place->rect);
}

}  // namespace

std::optional<sf::Event> Driver::drive_menu(const Screen& screen, Context& ctx) {
    MenuRun& run = menus_[&screen];
    menu_ = &run;
    ++run.frames;
    const std::string_view name = screen.name();
    if (name == "join") return drive_join(screen, ctx);
    if (name == "online") return drive_online(screen, ctx);
    if (name == "history") return drive_history(screen, ctx);
    if (name == "replay" && options_.analyse >= 0)
        return click(ctx, screen.place("analyse seat " + std::to_string(options_.analyse), ctx));
    // The others act once, after a look of this many frames, at the place named.
    struct Once {
        std::string_view screen;
        long look;
        const char* place;
    };
    static constexpr Once kOnce[] = {{"notice", 40, "continue"}, {"resume", 60, "top save"}, {"refused", 30, "back"},
                                     {"chart", 60, nullptr},     {"stats", 60, nullptr}};
    for (const Once& once : kOnce) {
        if (name != once.screen || run.frames < once.look || run.acted) continue;
        // A chart is left by Escape.
        if (once.place == nullptr) {
            run.acted = true;
            return key_press(sf::Keyboard::Escape);
        }
        const std::optional<Place> place = screen.place(once.place, ctx);
        if (!place) return std::nullopt;
        run.acted = true;
        if (name == "notice") ctx.notes.push_back("notice: " + place->words);
        if (name == "resume") ctx.notes.push_back("resume screen chose: " + place->words);
        if (name == "refused") ctx.shots.emplace_back("refused");
        return click_at(ctx, place->rect);
    }
    return std::nullopt;
}

std::optional<sf::Event> Driver::drive_join(const Screen& screen, Context& ctx) {
    MenuRun& run = *menu_;
    if (options_.join.empty() || run.frames < 20) return std::nullopt;
    if (run.acted) {
        ctx.quit = true;
        return std::nullopt;
    }
    // The seat kept for this player (--name) at that table; another's ticket is not theirs.
    const std::string whose = options_.name.empty() ? std::string() : " as " + options_.name;
    std::optional<Place> choice = screen.place("rejoin " + options_.join + whose, ctx);
    if (!choice) choice = screen.place("join address", ctx);
    if (!choice) return std::nullopt;
    run.acted = true;
    ctx.notes.push_back("join screen chose: " + choice->words);
    ctx.shots.emplace_back("join-offer");
    return click_at(ctx, choice->rect);
}

std::optional<sf::Event> Driver::drive_online(const Screen& screen, Context& ctx) {
    MenuRun& run = *menu_;
    const std::string& code = options_.join_code;
    if (code.empty() || run.frames < 20) return std::nullopt;
    const std::optional<Place> status = screen.place("status", ctx);
    const std::string word = status ? status->words : std::string();
    if (run.acted || word == "failed") {
        if (word.find("+busy") == std::string::npos) ctx.quit = true;
        return std::nullopt;
    }
    if (!word.starts_with("signed-in")) return std::nullopt;
    // Signed in: the code field clicked, the code typed a key at a time, then joined.
    const int step = run.step++;
    if (step == 0) return click(ctx, screen.place("code", ctx));
    if (step <= static_cast<int>(code.size())) return typed(code[static_cast<std::size_t>(step - 1)]);
    run.acted = true;
    ctx.shots.emplace_back("online-signed-in");
    return click(ctx, screen.place("join code", ctx));
}

std::optional<sf::Event> Driver::drive_history(const Screen& screen, Context& ctx) {
    MenuRun& run = *menu_;
    // A step every 12 frames once the matches are read.
    if (!screen.place("list", ctx) || run.frames < run.next_at) return std::nullopt;
    run.next_at = run.frames + 12;
    const int step = run.step++;
    if (step < 3) return typed("Ann"[step]);
    switch (step) {
        case 3:
        case 4: {
            // With --game, no further than that game's matches.
            const std::optional<Place> game = screen.place("game", ctx);
            if (options_.game_given && game && game->words == options_.game) return std::nullopt;
            return key_press(sf::Keyboard::Right);
        }
        case 5: return key_press(sf::Keyboard::Delete);
        case 6: return click(ctx, screen.place("confirm", ctx));
        case 7: return click(ctx, screen.place("stats", ctx));
        case 8: return click(ctx, screen.place(options_.analyse >= 0 ? "analyse" : "watch", ctx));
        default: return std::nullopt;
    }
}

std::optional<sf::Event> Driver::drive_run_end(const Screen& screen, Context& ctx) {
    const std::string_view name = screen.name();
    // An autoplay run ends once the podium stands still, as a player's would then rest.
    if (name == "podium" && screen.place("at rest", ctx)) ctx.quit = true;
    if (name != "replay" || options_.replay.empty()) return std::nullopt;
    if (options_.analyse >= 0) return drive_analysis(screen, ctx);
    // A record that stops before the match's end has no podium to end the run at: a look at its
    // end (3 s), and the run is over.
    MenuRun& run = menus_[&screen];
    run.frames = screen.place("cut short", ctx) ? run.frames + 1 : 0;
    if (run.frames > 180 && !ctx.quit) {
        std::printf("replay over: the record stops before the match's end\n");
        std::fflush(stdout);
        ctx.quit = true;
    }
    return std::nullopt;
}

// `--replay FILE --analyse SEAT --autoplay`: the analysis printed as `zero-cli analyse` prints it,
// then a decision of the list (the third) clicked as a person would, its picture, and the end.
std::optional<sf::Event> Driver::drive_analysis(const Screen& screen, Context& ctx) {
    MenuRun& run = menus_[&screen];
    ++run.frames;
    if (run.step == 0) {
        const std::optional<Place> list = screen.place("analysis", ctx);
        if (!list) return std::nullopt;
        if (list->words == "stopped") {
            std::printf("analysis did not finish\n");
            std::fflush(stdout);
            ctx.quit = true;
            return std::nullopt;
        }
        const auto decisions = static_cast<std::size_t>(std::count(list->words.begin(), list->words.end(), '\n'));
        std::printf("analysis of seat %d: %zu decisions\n", options_.analyse, decisions);
        for (std::size_t from = 0, end = 0; (end = list->words.find('\n', from)) != std::string::npos; from = end + 1)
            std::printf("analysis: %s\n", list->words.substr(from, end - from).c_str());
        std::fflush(stdout);
        run.step = 1;
        run.next_at = run.frames + 30;
        const std::size_t chosen = std::min<std::size_t>(2, decisions == 0 ? 0 : decisions - 1);
        const std::optional<Place> row = screen.place("analysis decision " + std::to_string(chosen + 1), ctx);
        if (!row) return std::nullopt;
        run.said = "analysis picked decision " + std::to_string(chosen + 1) + ": step " + row->words + "; ";
        return click_at(ctx, row->rect);
    }
    if (!run.said.empty()) {
        std::printf("%s%s\n", run.said.c_str(), screen.report().c_str());
        std::fflush(stdout);
        run.said.clear();
    }
    if (run.frames == run.next_at && !options_.screenshot_dir.empty()) ctx.shots.emplace_back("analysis");
    if (run.frames >= run.next_at + 10) ctx.quit = true;
    return std::nullopt;
}

}  // namespace zero::game

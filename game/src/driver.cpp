// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/driver.hpp"

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <string>

#include "zero/game/context.hpp"
#include "zero/game/drivable.hpp"
#include "zero/game/ui.hpp"
#include "run_recorder.hpp"

namespace zero::game {

namespace {

// The synthetic players' time between two inputs: a person's pace at the speeds a player can
// choose (up to 2), shorter in proportion when a test runs the match faster (--speed above 2),
// as the bots' delay is, so a fast test is not mostly frames of waiting for the next click.
float pace_ms(const Context& ctx, float ms) { return ms * std::min(1.F, 2.F / std::max(ctx.animation_speed(), 0.25F)); }

// How long the synthetic player looks at a hand-off before confirming it: never before its
// picture (200 ms) and well after the 150 ms in which a hand-off ignores clicks.
float handoff_ms(const Context& ctx) { return std::max(pace_ms(ctx, 300.F), 220.F); }

// A hang guard by inputs, not seconds: this many inputs without the match moving on means stuck.
constexpr int kStuckInputs = 200;

}  // namespace

sf::Event Driver::key_press(sf::Keyboard::Key code) {
    sf::Event key{};
    key.type = sf::Event::KeyPressed;
    key.key.code = code;
    return key;
}

Driver::Driver(const Options& options) : options_(options), recorder_(std::make_unique<RunRecorder>(options)) {}

Driver::~Driver() = default;

bool Driver::wanted(const Options& o) {
    return o.autoplay || o.humans > 0 || !o.screenshot_dir.empty() || !o.frame_log.empty() || o.frames_report ||
           o.max_seconds > 0 || o.max_frames > 0 || o.sigkill_at_frame > 0;
}

void Driver::before_update(long frame, float elapsed, Screen* screen, Context& ctx) {
    // --max-seconds counts from the first frame, once the window and the first screen are up.
    if (frame == 0) run_clock_.restart();
    same_screen(ctx);
    // A moment's picture waits in animation time, as the screen's own clocks do.
    const float ms = elapsed * 1000.F * ctx.animation_speed();
    for (Due& due : due_)
        if ((due.ms -= ms) <= 0) ctx.shots.push_back(due.name);
    std::erase_if(due_, [](const Due& due) { return due.ms <= 0; });
    ctx.synthetic_players = plays_tables();
    if (screen != nullptr) {
        DrivableTable* table = screen->drivable();
        std::optional<sf::Event> input;
        if (table != nullptr) {
            if (plays_tables()) input = drive_table(*table, *screen, ctx);
        } else {
            if (options_.autoplay) input = drive_run_end(*screen, ctx);
            if (!input && options_.humans > 0) input = drive_menu(*screen, ctx);
        }
        if (input) screen->handle(*input, ctx);
    }
    if (options_.shot_every > 0 && !options_.screenshot_dir.empty() && frame > 0 && frame % options_.shot_every == 0)
        ctx.shot("shot-" + std::to_string(frame));
}

// The synthetic player at a table: it reads what a person there would see, waits a person's pace
// between inputs, confirms hand-offs, puts the recap and the round's panel away, asks for the hint
// when the run says so, and plays its seat's moves.
std::optional<sf::Event> Driver::drive_table(DrivableTable& table, const Screen& screen, Context& ctx) {
    if (&table != table_) {
        table_ = &table;
        pace_ms_ = 0;
        picked_ = false;
        inputs_ = 0;
        pointed_.reset();
    }
    pace_ms_ += 1000.F / 60.F;
    if (pace_ms_ < pace_ms(ctx, 160.F)) return std::nullopt;
    const TableFacts facts = table.facts();
    switch (facts.awaits) {
        case TableFacts::Awaits::Nothing: return std::nullopt;
        case TableFacts::Awaits::Panel:
            // Read a while, then put away as a person would.
            if (facts.shown_ms < 2000.F) return std::nullopt;
            pace_ms_ = 0;
            table.note("closes the reveal");
            return key_press(sf::Keyboard::Space);
        case TableFacts::Awaits::Handoff:
            if (facts.shown_ms < handoff_ms(ctx)) return std::nullopt;
            pace_ms_ = 0;
            table.note("confirms the hand-off");
            return mouse_event(ctx, sf::Event::MouseButtonPressed, table.confirm_point());
        case TableFacts::Awaits::Recap:
            // The recap after a hand-off is read, then put away (the move log is only opened by a
            // real key, and stays until a real one closes it).
            if (facts.log_open) return std::nullopt;
            pace_ms_ = 0;
            table.note("closes the move log");
            return mouse_event(ctx, sf::Event::MouseButtonPressed, table.confirm_point());
        case TableFacts::Awaits::Choice: return drive_choice(table, facts, screen, ctx);
    }
    return std::nullopt;
}

std::optional<sf::Event> Driver::drive_choice(DrivableTable& table, const TableFacts& facts, const Screen& screen,
                                              Context& ctx) {
    // A test of a player's return (--await-return): wait while a stand-in plays a seat, so the
    // match cannot end before the player is back.
    if (options_.await_return && facts.stand_in) return std::nullopt;
    if (facts.progress != progress_) {
        progress_ = facts.progress;
        inputs_ = 0;
    }
    if (++inputs_ > kStuckInputs) {
        std::printf("the synthetic player is stuck; %s\n", screen.report().c_str());
        std::fflush(stdout);
        ctx.quit = true;
        return std::nullopt;
    }
    // --ask-hints, and a tutorial's player: H (or a click on the button, as --keys-only allows) for
    // every decision, then the wait for the answer, which it plays.
    if ((options_.ask_hints || facts.tutorial) && facts.hint_offered && !facts.hint_ready) {
        if (facts.hint_asked) return std::nullopt;
        pace_ms_ = 0;
        table.note("asks for a hint");
        if (!options_.keys_only && (facts.progress & 1U) != 0U) {
            const sf::FloatRect r = table.hint_button();
            return mouse_event(ctx, sf::Event::MouseButtonPressed, {r.left + r.width / 2.F, r.top + r.height / 2.F});
        }
        return key_press(sf::Keyboard::H);
    }
    pace_ms_ = 0;
    // It reads only its own seat's view, as a person would, and chooses again for every new view
    // (the hint's move when one shows).
    if (!picked_ || decision_ != facts.decision) {
        const std::uint64_t seed = facts.view_state * 7919ULL + 17;
        table.pick_move(facts.hint_ready ? MoveSource::Hint : MoveSource::Bot, facts.bot_kind, seed);
        // In a tutorial, once, a move the lesson does not ask for: the table's kind word is seen.
        if (facts.tutorial && !facts.tutorial_erred && facts.hint_ready)
            table.pick_move(MoveSource::OffLesson, facts.bot_kind, seed);
        picked_ = true;
        decision_ = facts.decision;
    }
    return towards_move(table, ctx);
}

// One input towards the move picked, from what the table shows now: a key at a table played by
// keys alone (--keys-only), else a click, pointing first where the table previews the move.
std::optional<sf::Event> Driver::towards_move(DrivableTable& table, Context& ctx) {
    if (options_.keys_only)
        if (const std::optional<sf::Keyboard::Key> key = table.key_towards_move()) {
            table.note("presses a key");
            return key_press(*key);
        }
    const std::optional<Reach> reach = table.reach_move();
    if (!reach) {
        table.note("finds no way to its move on the table");
        return std::nullopt;
    }
    const bool point = reach->preview && pointed_ != reach->at;
    pointed_ = reach->at;
    table.note(point ? "points" : "clicks");
    return mouse_event(ctx, point ? sf::Event::MouseMoved : sf::Event::MouseButtonPressed, reach->at);
}

void Driver::same_screen(Context& ctx) {
    // Each moment once for the screen on top: a screen may tell it every frame it lasts.
    if (const Screen* top = ctx.screens.top(); top != moments_of_) {
        moments_of_ = top;
        taken_.clear();
        due_.clear();
    }
}

void Driver::read_moments(Context& ctx) {
    same_screen(ctx);
    for (const Moment& moment : ctx.moments) {
        if (!taken_.insert(moment.name).second) continue;
        if (moment.after_ms > 0) due_.push_back({moment.name, moment.after_ms});
        else ctx.shots.push_back(moment.name);
    }
    ctx.moments.clear();
}

bool Driver::take_shots(sf::RenderWindow& window, Context& ctx) {
    read_moments(ctx);
    return recorder_->take_shots(window, ctx);
}

void Driver::frame_shown(long frame, Context& ctx, float work_ms, float cpu_ms, bool took_shot) {
    say_code(ctx);
    recorder_->frame_shown(frame, ctx, work_ms, cpu_ms, took_shot);
}

// A scripted online host says its table's code once, for the players and tests that join it: its
// lobby shows the code ("+code-ABCDEF" in the frame's detail).
void Driver::say_code(const Context& ctx) {
    const std::string& detail = ctx.frame.detail;
    const std::size_t at = detail.find("+code-");
    if (code_said_ || !options_.autoplay || at == std::string::npos) return;
    code_said_ = true;
    const std::string code = detail.substr(at + 6, detail.find('+', at + 6) - (at + 6));
    std::printf("code %s\n", code.c_str());
    std::fflush(stdout);
}

void Driver::frame_counted(long frame) {
    if (options_.sigkill_at_frame > 0 && frame >= options_.sigkill_at_frame) std::raise(SIGKILL);
}

void Driver::after_frame(long frame, Context& ctx, long screens) {
    if (options_.max_frames > 0 && frame >= options_.max_frames * screens) ctx.quit = true;
    if (options_.max_seconds > 0 && run_clock_.getElapsedTime().asSeconds() > options_.max_seconds && !ctx.quit) {
        ctx.quit = true;
        // Say where things stood, for whoever reads the run's output.
        if (Screen* top = ctx.screens.top(); top != nullptr && options_.autoplay) {
            std::printf("stopped by --max-seconds %.0f at frame %ld: %s\n", static_cast<double>(options_.max_seconds), frame,
                        top->report().c_str());
            std::fflush(stdout);
        }
    }
}

void Driver::report() const { recorder_->report(); }

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
// The table tells the story of the round: the move log (L), the replay after a couch hand-off of
// the moves made since that player's last turn, the mark on the last move, and the moment a move
// gets to land before the screen changes hands. All of it is built from the engine's events as
// the table shows them (MoveLog), never by comparing one state with another.
#include <algorithm>

#include "table_screen_impl.hpp"
#include "zero/game/input_map.hpp"
#include "zero/game/knizia/log_line.hpp"
#include "zero/game/table_overlays.hpp"

namespace zero::game {

namespace {

// How long a move that was just made stays on screen, landed, before the hand-off hides it.
constexpr float kLandMs = 380.F;
// How long the table shows itself as it was before the replay starts.
constexpr float kRecapLeadMs = 350.F;
constexpr std::size_t kLogLines = 14;

std::string token_of(const knizia::Event& event) {
    LoggedMove move;
    if (const auto* swap = std::get_if<knizia::CardSwapped>(&event)) {
        move.seat = swap->seat;
        move.give = swap->give;
        move.take = swap->take;
    } else if (const auto* knock = std::get_if<knizia::Knocked>(&event)) {
        move.kind = LoggedMove::Kind::Knock;
        move.seat = knock->seat;
    } else {
        return {};
    }
    return move_token(move);
}

}  // namespace

void KniziaTableScreen::sync_model(const knizia::View& view, int viewer) {
    model_.sync(view, viewer);
    log_.catch_up(view);
    // The view a replay ends on has been reached: the replay is over.
    if (recap_ && recap_->events_left == 0) recap_.reset();
}

void KniziaTableScreen::note_event(const knizia::Event& event) {
    const std::string token = token_of(event);
    if (recap_ && recap_->events_left > 0) {
        --recap_->events_left;
        if (!token.empty()) {
            ++recap_->shown;
            frame_replays_.push_back(token);
        }
        return;
    }
    log_.record(event, model_.public_part());
    if (!token.empty()) frame_moves_.push_back(token);
}

void KniziaTableScreen::start_recap() {
    recap_.reset();
    const int viewer = director_.viewer();
    if (viewer < 0) return;
    // The moves the player has not seen, as far back as the table can replay them (moves known
    // only from a view's history, after resuming, stay in the log).
    std::vector<LoggedMove> moves;
    for (const LoggedMove* move : log_.since_last_turn(viewer)) {
        if (!move->replayable())
            moves.clear();
        else
            moves.push_back(*move);
    }
    if (moves.empty()) return;
    // Back to the table as it was before the first of them. Only public things change: the
    // player's own hand is as they left it, since nobody else can change it.
    model_.restore(*moves.front().before);
    Recap recap;
    recap.total = static_cast<int>(moves.size());
    for (auto move = moves.rbegin(); move != moves.rend(); ++move) {
        for (auto e = move->events.rbegin(); e != move->events.rend(); ++e) {
            queue_.push_front(*e);
            ++recap.events_left;
        }
    }
    recap.moves = std::move(moves);
    recap_ = std::move(recap);
    // When the replay is over the table is where the match is.
    pending_view_ = feed_->view(viewer);
    pending_viewer_ = viewer;
    beat_ms_ = kRecapLeadMs;
}

bool KniziaTableScreen::skip_recap(const sf::Event& event) {
    if (!recap_running()) return false;
    if (event.type != sf::Event::MouseButtonPressed && event.type != sf::Event::KeyPressed &&
        event.type != sf::Event::JoystickButtonPressed)
        return false;
    for (; recap_->events_left > 0 && !queue_.empty(); --recap_->events_left) queue_.pop_front();
    flights_.clear();
    beat_ms_ = 0;
    if (pending_view_) {
        sync_model(*pending_view_, pending_viewer_);
        pending_view_.reset();
    }
    recap_.reset();
    return true;
}

bool KniziaTableScreen::handle_log(const sf::Event& event, Context& ctx) {
    Command command = Command::None;
    if (event.type == sf::Event::KeyPressed) command = command_for_key(event.key.code);
    if (event.type == sf::Event::JoystickButtonPressed)
        command = command_for_joystick_button(event.joystickButton.button);
    const bool click = event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left;
    if (event.type == sf::Event::MouseMoved)
        hover_log_ = layout_.log_button().contains(ctx.to_design({event.mouseMove.x, event.mouseMove.y}));
    if (log_open_) {
        // Open, the log takes every key and click: any of them closes it, L and Escape as it says.
        if (click || command != Command::None) {
            log_open_ = false;
            ctx.sounds.play(Sfx::Click, 0.6F);
        }
        return event.type == sf::Event::KeyPressed || event.type == sf::Event::MouseButtonPressed ||
               event.type == sf::Event::JoystickButtonPressed;
    }
    const bool on_button =
        click && layout_.log_button().contains(ctx.to_design({event.mouseButton.x, event.mouseButton.y}));
    if (command != Command::MoveLog && !on_button) return false;
    log_open_ = true;
    ctx.sounds.play(Sfx::Click, 0.6F);
    return true;
}

bool KniziaTableScreen::undo_offered() const {
    return feed_->can_undo() && !handoff() && !pause_.open() && !reveal_ && !recap_running() && !log_open_;
}

bool KniziaTableScreen::handle_undo(const sf::Event& event, Context& ctx) {
    const bool offered = undo_offered();
    if (event.type == sf::Event::MouseMoved)
        hover_undo_ = offered && layout_.undo_button().contains(ctx.to_design({event.mouseMove.x, event.mouseMove.y}));
    // Keys only: a gamepad's axes keep their own state in axes_, read once by handle().
    AxisRepeater no_axes;
    const bool key = event.type == sf::Event::KeyPressed && command_for_event(event, no_axes) == Command::Undo;
    const bool click = event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left &&
                       layout_.undo_button().contains(ctx.to_design({event.mouseButton.x, event.mouseButton.y}));
    if (!offered || (!key && !click) || !feed_->undo()) return key;
    ctx.sounds.play(Sfx::Click, 0.6F);
    // The table as the match stands now: what was still to animate of the undone move goes, and
    // the log is read again from the view's history (it held the undone move).
    queue_.clear();
    flights_.clear();
    pending_view_.reset();
    pending_viewer_ = -1;
    beat_ms_ = 0;
    idle_ms_ = 0;
    recap_.reset();
    log_ = MoveLog{};
    picker_.reset();
    hover_undo_ = false;
    const int viewer = director_.viewer();
    sync_model(feed_->view(viewer >= 0 ? viewer : bottom()), viewer);
    last_turn_id_ = -1;
    return true;
}

bool KniziaTableScreen::hold_before_handoff(Seat turn, float ms) {
    // Only when the screen is about to change hands with someone's hand on it: that player sees
    // their move land first. The hand-off itself still comes before the next player looks.
    if (static_cast<long long>(feed_->turn_id()) == last_turn_id_ || director_.viewer() < 0 ||
        !director_.hands_off_at(turn)) {
        land_ms_ = 0;
        return false;
    }
    if (!flights_.empty()) {
        land_ms_ = 0;
        return true;
    }
    land_ms_ += ms;
    return land_ms_ < kLandMs;
}

const LoggedMove* KniziaTableScreen::marked_move() const {
    if (recap_running()) {
        if (recap_->shown == 0) return nullptr;
        return &recap_->moves[static_cast<std::size_t>(recap_->shown - 1)];
    }
    return log_.last_move();
}

std::vector<std::string> KniziaTableScreen::names() const {
    std::vector<std::string> out;
    for (int s = 0; s < players(); ++s) out.push_back(feed_->name(s));
    return out;
}

void KniziaTableScreen::draw_story(sf::RenderTarget& target, Context& ctx) {
    if (director_.humans() > 0 || feed_->lan()) {
        const sf::FloatRect button = layout_.log_button();
        const bool lit = hover_log_ || log_open_;
        const sf::FloatRect area(button.left - 4.F, button.top - 4.F, button.width + 12.F, button.height + 14.F);
        log_button_.draw(target, ctx, area, ctx.str(Str::LogButton) + std::to_string(lit),
                         [&](sf::RenderTarget& t) { draw_button(t, ctx, button, ctx.str(Str::LogButton), lit); });
    }
    if (undo_offered()) draw_button(target, ctx, layout_.undo_button(), ctx.str(Str::UndoButton), hover_undo_);
    if (recap_running()) {
        if (options_.autoplay && !shot_recap_) {
            for (const Flight& f : flights_) {
                if (f.swap && f.started() && f.progress() >= 0.4F && f.progress() <= 0.8F) {
                    ctx.shot("recap");
                    shot_recap_ = true;
                    break;
                }
            }
        }
        // In the status line's place, between the pool and the hand: the seats' tags are above.
        const sf::FloatRect banner(420.F, 432.F, 440.F, 54.F);
        draw_panel(target, banner, sf::Color(10, 26, 20, 225), palette::kGold, 12.F);
        const int shown = std::max(recap_->shown, 1);
        draw_text(target, ctx,
                  ctx.strings.format(Str::RecapTitle, {std::to_string(shown), std::to_string(recap_->total)}), 19.F,
                  {640.F, banner.top + 18.F}, Align::Centre, palette::kGold, true);
        draw_text(target, ctx, ctx.str(Str::RecapSkip), 14.F, {640.F, banner.top + 39.F}, Align::Centre,
                  palette::kMuted);
    }
    if (log_open_) draw_log(target, ctx);
}

void KniziaTableScreen::draw_log(sf::RenderTarget& target, Context& ctx) {
    std::vector<std::string> rows;
    const std::vector<std::string> who = names();
    for (const LoggedMove& move : log_.entries()) rows.push_back(knizia_log_line(move, who, ctx.strings).text);
    draw_log_panel(target, ctx,
                   {ctx.strings.format(Str::LogTitle, {std::to_string(model_.round + 1)}), ctx.str(Str::LogClose),
                    ctx.str(Str::LogEmpty)},
                   rows, kLogLines);
}

}  // namespace zero::game

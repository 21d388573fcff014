// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/knizia/session.hpp"

#include <stdexcept>

#include "zero/knizia/bots/background_bot.hpp"
#include "zero/saves/knizia_save.hpp"

namespace zero::game {

std::optional<knizia::Action> HumanController::decide(const knizia::View& /*view*/) {
    std::optional<knizia::Action> action = pending_;
    pending_.reset();
    return action;
}

KniziaSetup setup_from_save(const SaveGame& save) {
    KniziaSetup setup;
    setup.rules = save.rules;
    for (const SavedSeat& seat : save.seats) {
        SeatSetup s;
        s.human = seat.kind != SeatKind::Bot;
        s.name = seat.name;
        s.sort_by_number = seat.sort_by_number;
        if (!s.human) s.bot_kind = seat.bot;
        setup.seats.push_back(s);
    }
    return setup;
}

KniziaSession::KniziaSession(KniziaSetup setup) : setup_(std::move(setup)) {
    if (static_cast<int>(setup_.seats.size()) != setup_.rules.players)
        throw std::invalid_argument("the match has " + std::to_string(setup_.rules.players) + " players but " +
                                    std::to_string(setup_.seats.size()) + " seats");
    build(new_match(setup_.rules, setup_.seed, &opening_));
}

KniziaSession::KniziaSession(KniziaSetup setup, knizia::State state) : setup_(std::move(setup)) {
    setup_.rules = state.rules;
    setup_.seed = state.seed;
    if (static_cast<int>(setup_.seats.size()) != state.players())
        throw std::invalid_argument("the saved match has " + std::to_string(state.players()) + " players but " +
                                    std::to_string(setup_.seats.size()) + " seats");
    build(std::move(state));
}

void KniziaSession::build(knizia::State state) {
    std::vector<std::unique_ptr<knizia::SeatController>> controllers;
    humans_.assign(setup_.seats.size(), nullptr);
    bots_.assign(setup_.seats.size(), nullptr);
    for (std::size_t s = 0; s < setup_.seats.size(); ++s) {
        const SeatSetup& seat = setup_.seats[s];
        if (seat.human) {
            auto human = std::make_unique<HumanController>();
            humans_[s] = human.get();
            controllers.push_back(std::move(human));
        } else {
            auto bot = std::make_unique<knizia::BackgroundBotController>(
                make_bot(knizia::BotSpec{seat.bot_kind, state.seed, static_cast<Seat>(s)}));
            if (bot_time_.count() > 0) bot->allow_time(bot_time_);
            bots_[s] = bot.get();
            controllers.push_back(std::move(bot));
        }
    }
    table_ = std::make_unique<knizia::Table>(std::move(state), std::move(controllers));
    think_ahead();
}

void KniziaSession::think_ahead() {
    if (over()) return;
    if (knizia::BackgroundBotController* bot = bots_[static_cast<std::size_t>(to_move())]) bot->prepare(view(to_move()));
}

void KniziaSession::allow_bot_time(std::chrono::milliseconds wait) {
    bot_time_ = wait;
    for (knizia::BackgroundBotController* bot : bots_)
        if (bot != nullptr) bot->allow_time(wait);
}

bool KniziaSession::bot_answered() const {
    if (over()) return false;
    const knizia::BackgroundBotController* bot = bots_[static_cast<std::size_t>(to_move())];
    return bot != nullptr && bot->answered(view(to_move()));
}

const std::string& KniziaSession::name(Seat seat) const { return setup_.seats.at(static_cast<std::size_t>(seat)).name; }

std::vector<std::string> KniziaSession::names() const {
    std::vector<std::string> out;
    for (const SeatSetup& seat : setup_.seats) out.push_back(seat.name);
    return out;
}

bool KniziaSession::is_human(Seat seat) const {
    return seat >= 0 && static_cast<std::size_t>(seat) < humans_.size() &&
           humans_[static_cast<std::size_t>(seat)] != nullptr;
}

std::vector<bool> KniziaSession::humans() const {
    std::vector<bool> out;
    for (const HumanController* h : humans_) out.push_back(h != nullptr);
    return out;
}

knizia::View KniziaSession::view(Seat seat) const { return view_for(table_->state(), seat); }

void KniziaSession::submit(Seat seat, const knizia::Action& action) {
    if (!is_human(seat) || seat != to_move()) return;
    humans_[static_cast<std::size_t>(seat)]->submit(action);
}

bool KniziaSession::ready() const {
    if (over()) return false;
    const Seat seat = to_move();
    return !is_human(seat) || humans_[static_cast<std::size_t>(seat)]->has_choice();
}

knizia::EventList KniziaSession::step() {
    if (over()) return table_->step();
    const Seat mover = to_move();
    std::optional<knizia::State> before;
    if (is_human(mover)) before = table_->state();
    const std::uint32_t id = state_id();
    knizia::EventList events = table_->step();
    if (state_id() != id) undo_point_ = std::move(before);  // a bot's move ends the undo
    if (!events.empty()) think_ahead();
    return events;
}

void KniziaSession::add_observer(knizia::Table::Observer observer) {
    observers_.push_back(observer);
    table_->add_observer(std::move(observer));
}

bool KniziaSession::can_undo() const {
    const std::vector<bool> people = humans();
    return undo_point_.has_value() && !over() && std::count(people.begin(), people.end(), true) == 1;
}

bool KniziaSession::undo() {
    if (!can_undo()) return false;
    knizia::State state = std::move(*undo_point_);
    undo_point_.reset();
    retired_.push_back(std::move(table_));
    build(std::move(state));
    for (const knizia::Table::Observer& observer : observers_) {
        table_->add_observer(observer);
        observer({}, table_->state());
    }
    return true;
}

}  // namespace zero::game

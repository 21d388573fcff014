#include "zero/game/hero/session.hpp"

#include <stdexcept>
#include <utility>

#include "zero/game/seat_gate.hpp"
#include "zero/hero/bots/bots.hpp"
#include "zero/saves/hero_autosaver.hpp"

namespace zero::game {

HeroSetup hero_setup_from_save(const hero::SaveGame& save) {
    HeroSetup setup;
    setup.rules = save.rules;
    setup.seed = save.record.seed.value_or(0);
    for (const SavedSeat& seat : save.seats) {
        SeatSetup s;
        s.human = seat.kind != SeatKind::Bot;
        s.name = seat.name;
        if (!s.human) s.bot_kind = seat.bot;
        setup.seats.push_back(std::move(s));
    }
    return setup;
}

HeroSession::HeroSession(HeroSetup setup) : setup_(std::move(setup)) {
    if (static_cast<int>(setup_.seats.size()) != setup_.rules.players)
        throw std::invalid_argument("the match has " + std::to_string(setup_.rules.players) + " players but " +
                                    std::to_string(setup_.seats.size()) + " seats");
    build(hero::new_match(setup_.rules, setup_.seed, &opening_));
}

HeroSession::HeroSession(HeroSetup setup, hero::State state) : setup_(std::move(setup)) {
    if (static_cast<int>(setup_.seats.size()) != state.players())
        throw std::invalid_argument("the match has " + std::to_string(state.players()) + " players but " +
                                    std::to_string(setup_.seats.size()) + " seats");
    setup_.rules = state.rules;
    build(std::move(state));
}

void HeroSession::build(hero::State state) {
    std::vector<std::unique_ptr<hero::SeatController>> controllers;
    for (std::size_t s = 0; s < setup_.seats.size(); ++s) {
        const SeatSetup& seat = setup_.seats[s];
        auto gate = std::make_unique<Gate>(
            seat.human ? nullptr : hero::make_bot(seat.bot_kind, setup_.seed, static_cast<Seat>(s)));
        gates_.push_back(gate.get());
        controllers.push_back(std::move(gate));
    }
    table_ = std::make_unique<hero::Table>(std::move(state), std::move(controllers));
}

HeroSession::~HeroSession() = default;

void HeroSession::autosave(const std::string& path, bool path_is_good) {
    std::vector<SavedSeat> seats;
    for (const SeatSetup& seat : setup_.seats)
        seats.push_back(seat.human ? SavedSeat::human(seat.name) : SavedSeat::bot_seat(seat.bot_kind, seat.name));
    saver_ = std::make_unique<hero::Autosaver>(path, std::move(seats), table_autosave_options(path_is_good));
    table_->add_observer(saver_->observer());
    saver_->save(table_->state());
}

std::string HeroSession::take_save_error() {
    if (!saver_) return {};
    std::string error = saver_->last_error();
    if (error.empty() || error == save_error_shown_) return {};
    save_error_shown_ = error;
    return error;
}

const std::string& HeroSession::name(Seat seat) const { return setup_.seats.at(static_cast<std::size_t>(seat)).name; }

std::vector<bool> HeroSession::humans() const {
    std::vector<bool> out;
    for (const SeatSetup& seat : setup_.seats) out.push_back(seat.human);
    return out;
}

bool HeroSession::is_human(Seat seat) const {
    return seat >= 0 && static_cast<std::size_t>(seat) < setup_.seats.size() &&
           setup_.seats[static_cast<std::size_t>(seat)].human;
}

hero::View HeroSession::view(Seat seat) const { return hero::view_for(table_->state(), seat); }
SeatMask HeroSession::to_act() const { return hero::to_act(table_->state()); }
bool HeroSession::over() const { return table_->over(); }
std::uint32_t HeroSession::state_id() const { return table_->state().state_id; }

hero::EventList HeroSession::opening_events() { return std::exchange(opening_, {}); }

void HeroSession::submit(Seat seat, const hero::Action& action) {
    if (!is_human(seat) || !has_seat(to_act(), seat)) return;
    hero::State probe = table_->state();
    if (!hero::try_apply(probe, hero::Intent{seat, action, std::nullopt, std::nullopt}).ok()) return;
    gates_[static_cast<std::size_t>(seat)]->submit(action);
}

bool HeroSession::submitted(Seat seat) const {
    return is_human(seat) && gates_[static_cast<std::size_t>(seat)]->has_answer();
}

hero::EventList HeroSession::step() {
    if (over()) return {};
    const SeatMask acting = to_act();
    for (Seat seat = 0; seat < setup_.rules.players; ++seat) {
        if (!has_seat(acting, seat)) continue;
        Gate& gate = *gates_[static_cast<std::size_t>(seat)];
        if (!gate.poll(view(seat))) continue;
        gate.open();
        return table_->step();
    }
    return {};
}

}  // namespace zero::game

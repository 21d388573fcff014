// SPDX-License-Identifier: GPL-3.0-or-later
// The move log of Solèr's ZERO and Zero Hero, without a window: over whole bot matches its moves
// are the record's actions, one line each and in order, and no line names a card its reader may
// not know; an undo takes back the undone move's lines; a Rematch deals the same seats the next
// seed; the next bot waits out the moment to undo.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <thread>

#include "zero/game/hero/log_line.hpp"
#include "zero/game/hero/session.hpp"
#include "zero/game/hero/table_input.hpp"
#include "zero/game/settings.hpp"
#include "zero/game/soler/card_face.hpp"
#include "zero/game/soler/log_line.hpp"
#include "zero/game/soler/session.hpp"
#include "zero/hero/record.hpp"
#include "zero/saves/hero_save.hpp"
#include "zero/saves/soler_save.hpp"
#include "zero/soler/record.hpp"
#include "zero/soler/bots/bots.hpp"

using namespace zero;
using namespace zero::game;

namespace {

template <class Setup, class Rules>
Setup setup_of(Rules rules, int players, int humans, std::uint64_t seed) {
    Setup setup;
    setup.rules = rules;
    setup.seed = seed;
    for (int s = 0; s < players; ++s) setup.seats.push_back({s < humans, "P" + std::to_string(s), "easy", false});
    return setup;
}

// One step that applies something (bots think on their own threads); a hang guard, not a clock.
template <class Session>
auto step_once(Session& session) {
    for (int tries = 0; tries < 400000; ++tries) {
        auto events = session.step();
        if (!events.empty()) return events;
        std::this_thread::sleep_for(std::chrono::microseconds(20));
    }
    FAIL("nothing was applied");
    return decltype(session.step()){};
}

std::vector<std::string> names_of(int players) {
    std::vector<std::string> out;
    for (int s = 0; s < players; ++s) out.push_back("P" + std::to_string(s));
    return out;
}

// A move line and the event it words.
template <class Event>
struct Worded {
    Event event;
    LogLine line;
};

}  // namespace

TEST_CASE("Solèr's ZERO's move log: one line per recorded action, in order, and no face-down card named") {
    const Strings strings = Strings::english();
    for (const int players : {3, 5}) {
        SolerSession session(setup_of<SolerSetup>(soler::default_rules(players), players, 0, 40 + players));
        const std::vector<std::string> names = names_of(players);
        std::vector<Worded<soler::Event>> moves;
        auto word = [&](const soler::EventList& events) {
            for (const soler::Event& e : events) {
                const std::optional<LogLine> line = soler_log_line(e, names, strings);
                if (line && line->move) moves.push_back({e, *line});
                // A face-down play is only "played a card": its line is the same whatever the card.
                if (std::holds_alternative<soler::CardCommitted>(e))
                    CHECK(line->text == strings.format(Str::LogSolerPlayed, {names[static_cast<std::size_t>(line->seat)]}));
                if (const auto* t = std::get_if<soler::TrickRevealed>(&e)) {
                    // Turned up, every card is named with its player.
                    for (Seat s = 0; s < players; ++s)
                        CHECK(line->text.find(strings.format(Str::LogSolerCard,
                                                             {names[static_cast<std::size_t>(s)],
                                                              soler_value_text(t->plays[static_cast<std::size_t>(s)])})) !=
                              std::string::npos);
                }
            }
        };
        word(session.opening_events());
        while (!session.over()) word(step_once(session));
        const soler::MatchRecord record = soler::make_record(session.state_for_services(), names);
        std::vector<soler::Move> actions;
        for (const soler::RecordedGame& g : record.rounds) actions.insert(actions.end(), g.actions.begin(), g.actions.end());
        REQUIRE(moves.size() == actions.size());
        // The record keeps a trick's face-down plays clockwise from its leader, the log as they came:
        // within each run of plays, the same seats.
        for (std::size_t i = 0; i < actions.size();) {
            std::size_t end = i;
            std::vector<Seat> recorded, logged;
            for (; end < actions.size() && actions[end].action.kind == soler::ActionKind::Play; ++end) {
                recorded.push_back(actions[end].seat);
                logged.push_back(moves[end].line.seat);
                CHECK(std::holds_alternative<soler::CardCommitted>(moves[end].event));
            }
            std::sort(recorded.begin(), recorded.end());
            std::sort(logged.begin(), logged.end());
            CHECK(recorded == logged);
            i = std::max(end, i + 1);
        }
        for (std::size_t i = 0; i < actions.size(); ++i) {
            const soler::Move& a = actions[i];
            const Worded<soler::Event>& m = moves[i];
            if (a.action.kind == soler::ActionKind::Play) continue;
            INFO("action " << i << ": " << soler::to_string(a.action) << " / " << m.line.text);
            CHECK(m.line.seat == a.seat);
            CHECK(m.line.text.find(names[static_cast<std::size_t>(a.seat)]) == 0);
            switch (a.action.kind) {
                case soler::ActionKind::Play: break;
                case soler::ActionKind::Bet:
                    CHECK(m.line.text == strings.format(Str::LogSolerBet, {names[static_cast<std::size_t>(a.seat)],
                                                                           soler_value_text(a.action.value)}));
                    break;
                case soler::ActionKind::Safe: {
                    const auto* laid = std::get_if<soler::SafeLaid>(&m.event);
                    REQUIRE(laid != nullptr);
                    CHECK(laid->groups == a.action.groups);
                    for (const soler::Group& g : a.action.groups)
                        for (int v : g) CHECK(m.line.text.find(soler_value_text(v)) != std::string::npos);
                    break;
                }
            }
        }
    }
}

TEST_CASE("Zero Hero's move log: one line per recorded action, in order, and no face-down card named") {
    const Strings strings = Strings::english();
    for (const int players : {2, 4}) {
        HeroSession session(setup_of<HeroSetup>(hero::default_rules(players), players, 0, 60 + players));
        const std::vector<std::string> names = names_of(players);
        std::vector<Worded<hero::Event>> moves;
        int secret_draws = 0;
        auto word = [&](const hero::EventList& events, const hero::CardsArray& secret_before) {
            // The cards this step put face down: no line may name them, but for a card the event
            // shows anyway (one bought face up of the same kind).
            const hero::CardsArray& secret = session.state_for_services().face_down;
            std::vector<hero::Card> drawn;
            for (Seat s = 0; s < players; ++s)
                for (int id = 0; id < hero::kKinds; ++id) {
                    const hero::Card c{static_cast<std::uint8_t>(id)};
                    if (secret[static_cast<std::size_t>(s)].count(c) > secret_before[static_cast<std::size_t>(s)].count(c))
                        drawn.push_back(c);
                }
            secret_draws += static_cast<int>(drawn.size());
            std::vector<std::string> shown;
            for (const hero::Event& e : events) {
                if (const auto* b = std::get_if<hero::PairBought>(&e))
                    for (hero::Card c : b->cards) shown.push_back(hero_card_label(strings, c));
                if (const auto* a = std::get_if<hero::SymbolActed>(&e)) shown.push_back(hero_card_label(strings, a->card));
            }
            for (const hero::Event& e : events) {
                if (std::holds_alternative<hero::GameEnded>(e)) continue;  // the face-down cards are turned up then
                const std::optional<LogLine> line = hero_log_line(e, names, strings);
                if (!line) continue;
                if (line->move) moves.push_back({e, *line});
                for (hero::Card c : drawn) {
                    const std::string label = hero_card_label(strings, c);
                    if (std::find(shown.begin(), shown.end(), label) == shown.end())
                        CHECK(line->text.find(label) == std::string::npos);
                }
            }
        };
        word(session.opening_events(), {});
        while (!session.over()) {
            const hero::CardsArray before = session.state_for_services().face_down;
            word(step_once(session), before);
        }
        CHECK(secret_draws > 0);
        const hero::MatchRecord record = hero::make_record(session.state_for_services(), names);
        std::vector<hero::Move> actions;
        for (const hero::RecordedGame& g : record.rounds) actions.insert(actions.end(), g.actions.begin(), g.actions.end());
        REQUIRE(moves.size() == actions.size());
        for (std::size_t i = 0; i < actions.size(); ++i) {
            const hero::Move& a = actions[i];
            const Worded<hero::Event>& m = moves[i];
            const std::string who = names[static_cast<std::size_t>(a.seat)];
            INFO("action " << i << ": " << hero::to_string(a.action) << " / " << m.line.text);
            CHECK(m.line.seat == a.seat);
            switch (a.action.kind) {
                case hero::ActionKind::Take:
                    CHECK(m.line.text == strings.count(Str::LogHeroTook, a.action.count,
                                                       {who, std::to_string(a.action.count), std::to_string(a.action.slot + 1)}));
                    break;
                case hero::ActionKind::Buy: {
                    const auto* bought = std::get_if<hero::PairBought>(&m.event);
                    REQUIRE(bought != nullptr);
                    CHECK(bought->slot == a.action.slot);
                    for (hero::Card c : bought->cards) CHECK(m.line.text.find(hero_card_label(strings, c)) != std::string::npos);
                    break;
                }
                case hero::ActionKind::Swap: {
                    const Str id = a.action.way == hero::SwapWay::Give ? Str::LogHeroGave : Str::LogHeroTookCard;
                    CHECK(m.line.text == strings.format(id, {who, hero_card_label(strings, a.action.card),
                                                             names[static_cast<std::size_t>(a.action.other)]}));
                    break;
                }
            }
        }
    }
}

TEST_CASE("an undo takes back the undone move's lines, and the recap starts after the player's last move") {
    const Strings strings = Strings::english();
    SolerSession session(setup_of<SolerSetup>(soler::default_rules(3), 3, 1, 9));
    const std::vector<std::string> names = names_of(3);
    SeatLog<soler::Event> log;
    long step = 0;
    for (const soler::Event& e : session.opening_events()) log.add(e, step);
    auto word = [&](const soler::Event& e) { return soler_log_line(e, names, strings); };
    int undone = 0;
    for (int moves = 0; moves < 40 && !session.over(); ++moves) {
        if (has_seat(session.to_act(), 0) && !session.submitted(0))
            session.submit(0, soler::make_bot("easy", 5, 0)->choose(session.view(0)));
        const std::vector<LogLine> before = log.lines(word);
        const bool person = session.submitted(0);
        const soler::EventList events = step_once(session);
        ++step;
        for (const soler::Event& e : events) log.add(e, step);
        if (!person || !session.can_undo()) continue;
        // The person's own move: the recap of the next seat to look starts after it.
        const std::vector<LogLine> lines = log.lines(word);
        REQUIRE(lines.size() > before.size());
        CHECK(since_last_move(lines, 0).size() < lines.size() - before.size() + 1);
        if (undone < 3) {
            REQUIRE(session.undo());
            log.drop_step(step);
            const std::vector<LogLine> after = log.lines(word);
            REQUIRE(after.size() == before.size());
            for (std::size_t i = 0; i < after.size(); ++i) CHECK(after[i].text == before[i].text);
            ++undone;
        }
    }
    CHECK(undone == 3);
    // A match dealt here holds its game's start; a log begun in the middle of a game (a table
    // reopened from a save) does not, and the table says its earlier moves are not shown.
    bool from_start = false;
    log.lines(word, &from_start);
    CHECK(from_start);
    SeatLog<soler::Event> reopened;
    for (const soler::Event& e : step_once(session)) reopened.add(e, step + 1);
    reopened.lines(word, &from_start);
    CHECK_FALSE(from_start);
}

TEST_CASE("Rematch deals the same seats and rules the next seed, after a match dealt here or resumed") {
    SolerSetup first = setup_of<SolerSetup>(soler::default_rules(3), 3, 1, 17);
    first.seats[1].bot_kind = "medium";
    SolerSession played(first);
    played.opening_events();
    // Resumed from its save mid-match: the save's seats and seed.
    const soler::SaveGame save = soler::make_save(played.state_for_services(), {SavedSeat::human("P0"),
                                                  SavedSeat::bot_seat("medium", "P1"), SavedSeat::bot_seat("easy", "P2")}, 0);
    for (const SolerSetup& setup : {first, local_setup_from_save(save)}) {
        const SolerSetup next = rematch_setup(setup);
        CHECK(next.seed == 18);
        REQUIRE(next.seats.size() == setup.seats.size());
        for (std::size_t s = 0; s < next.seats.size(); ++s) {
            CHECK(next.seats[s].human == setup.seats[s].human);
            CHECK(next.seats[s].name == setup.seats[s].name);
            if (!next.seats[s].human) CHECK(next.seats[s].bot_kind == setup.seats[s].bot_kind);
        }
        CHECK(next.rules == setup.rules);
        // A new match starts: dealt afresh, its first game, other hands than the match before.
        SolerSession rematch(next);
        const soler::EventList opening = rematch.opening_events();
        REQUIRE_FALSE(opening.empty());
        CHECK(std::holds_alternative<soler::GameStarted>(opening.front()));
        CHECK_FALSE(rematch.over());
        CHECK(rematch.view(0).game == 0);
        CHECK(rematch.state_id() == 0);
        CHECK_FALSE(rematch.view(0).hand == played.view(0).hand);
    }
    HeroSetup hero = setup_of<HeroSetup>(hero::default_rules(4), 4, 2, 5);
    const HeroSetup next = rematch_setup(hero);
    CHECK(next.seed == 6);
    HeroSession a(hero), b(next);
    CHECK_FALSE(a.view(0).pairs == b.view(0).pairs);
}

TEST_CASE("the next bot waits out the moment to undo the player's last move") {
    // The bot pacing alone while there is nothing to undo.
    CHECK(bot_wait_ms(0.55F, 1.F, false) == Approx(550.F));
    CHECK(bot_wait_ms(0.55F, 2.F, false) == Approx(275.F));
    // While Undo is offered: the undo moment, whatever speed a player chooses (up to 2).
    CHECK(bot_wait_ms(0.15F, 1.F, true) == Approx(kUndoWindowMs));
    CHECK(bot_wait_ms(0.55F, 2.F, true) == Approx(kUndoWindowMs));
    CHECK(bot_wait_ms(0.55F, 0.5F, true) == Approx(kUndoWindowMs));
    // A relaxed pacing longer than the moment stays as it is.
    CHECK(bot_wait_ms(2.F, 1.F, true) == Approx(2000.F));
    // Tests run faster than a player can choose: shortened in proportion, as the bot pacing is.
    CHECK(bot_wait_ms(0.55F, 8.F, true) == Approx(kUndoWindowMs / 4.F));
}

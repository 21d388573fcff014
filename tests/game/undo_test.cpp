// SPDX-License-Identifier: GPL-3.0-or-later
// Undo of a player's last move at a local table of each game: when it is offered, that it puts the
// match back exactly as a replay of the moves that stand, and that the autosave and the finished
// match's record keep no trace of the undone move.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <utility>

#include "../scratch_dir.hpp"
#include "zero/game/hero/session.hpp"
#include "zero/game/soler/session.hpp"
#include "zero/game/knizia/feed.hpp"
#include "zero/hero/bots/bots.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/saves/hero_save.hpp"
#include "zero/saves/knizia_save.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/soler_save.hpp"
#include "zero/soler/bots/bots.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::game;
namespace fs = std::filesystem;

namespace {

std::vector<SeatSetup> seats_of(int players, int humans) {
    std::vector<SeatSetup> seats;
    for (int s = 0; s < players; ++s) seats.push_back({s < humans, "P" + std::to_string(s), "easy", false});
    return seats;
}

// Any game's setup: seat 0 first, the first `humans` seats people, the others easy bots.
template <class Setup, class Rules>
Setup setup_of(Rules rules, int players, int humans, std::uint64_t seed) {
    Setup setup;
    setup.rules = rules;
    setup.seed = seed;
    setup.seats = seats_of(players, humans);
    return setup;
}

std::vector<SavedSeat> saved_seats(const std::vector<SeatSetup>& seats) {
    std::vector<SavedSeat> out;
    for (const SeatSetup& s : seats) out.push_back(s.human ? SavedSeat::human(s.name) : SavedSeat::bot_seat(s.bot_kind, s.name));
    return out;
}

// The saves and their history go to `dir`, as to a player's folder.
void save_into(const fs::path& dir) { ::setenv("ZERO_SAVE_DIR", dir.c_str(), 1); }

std::string read_all(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// Solèr's ZERO and Zero Hero: a LocalSession with its game's saves and bots.
template <class SessionT, class SetupT, auto MakeSave, auto Restore, auto LoadSave, auto MakeBot, auto DefaultRules>
struct SeatGame {
    using Session = SessionT;
    using Action = typename Session::Action;
    static std::unique_ptr<Session> make(int players, int humans, std::uint64_t seed, const std::string& save_path) {
        auto session = std::make_unique<Session>(setup_of<SetupT>(DefaultRules(players), players, humans, seed));
        session->opening_events();
        if (!save_path.empty()) session->autosave(save_path, true);
        return session;
    }
    static bool may_act(const Session& s, Seat seat) { return has_seat(s.to_act(), seat) && !s.submitted(seat); }
    static Action choose(const Session& s, Seat seat, const std::string& kind, std::uint64_t seed) {
        return MakeBot(kind, seed, seat)->choose(s.view(seat));
    }
    static auto save_of(const Session& s) {
        auto save = MakeSave(s.state_for_services(), saved_seats(s.setup().seats), 0);
        return save;
    }
    static auto saved_at(const std::string& path) {
        auto loaded = LoadSave(path);
        if (loaded.save) loaded.save->saved_at = 0;
        return std::pair{loaded.save, loaded.error};
    }
    static auto replayed(const decltype(save_of(std::declval<Session&>()))& save) {
        auto restored = Restore(save);
        REQUIRE(restored.state);
        return MakeSave(*restored.state, save.seats, 0);
    }
};

// One game of Solèr's ZERO, not one a player: a whole match autosaves a few thousand times.
using Soler = SeatGame<SolerSession, SolerSetup, &soler::make_save, &soler::restore,
                       static_cast<soler::LoadedSave (*)(const std::string&)>(&soler::load_save),
                       [](const std::string& k, std::uint64_t seed, Seat s) { return soler::make_bot(k, seed, s); },
                       [](int players) { return soler::Rules{players, 1, 0}; }>;
using Hero = SeatGame<HeroSession, HeroSetup, &hero::make_save, &hero::restore,
                      static_cast<hero::LoadedSave (*)(const std::string&)>(&hero::load_save),
                      [](const std::string& k, std::uint64_t seed, Seat s) { return hero::make_bot(k, seed, s); },
                      &hero::default_rules>;

// Knizia's Zero: a KniziaSession as the table's feed (LocalKniziaFeed), which autosaves it.
struct Knizia {
    struct Session {
        KniziaSession* match = nullptr;
        std::unique_ptr<LocalKniziaFeed> feed;
        bool over() const { return feed->over(); }
        bool can_undo() const { return feed->can_undo(); }
        bool undo() { return feed->undo(); }
        void submit(Seat seat, const Action& action) { feed->submit(seat, action); }
        zero::knizia::EventList step() { return feed->step(); }
        std::uint32_t state_id() const { return feed->state_id(); }
        const KniziaSetup& setup() const { return match->setup(); }
    };
    using Action = zero::knizia::Action;
    static std::unique_ptr<Session> make(int players, int humans, std::uint64_t seed, const std::string& save_path) {
        auto match = std::make_unique<KniziaSession>(setup_of<KniziaSetup>(default_rules(players), players, humans, seed));
        auto session = std::make_unique<Session>();
        session->match = match.get();
        session->feed = std::make_unique<LocalKniziaFeed>(std::move(match), save_path, true);
        session->feed->opening_events();
        return session;
    }
    static bool may_act(const Session& s, Seat seat) { return s.feed->to_move() == seat && !s.feed->submitted(seat); }
    static Action choose(const Session& s, Seat seat, const std::string& kind, std::uint64_t seed) {
        return make_bot(BotSpec{kind, seed, seat})->choose(s.feed->view(seat));
    }
    static SaveGame save_of(const Session& s) {
        return make_save(s.match->state_for_services(), saved_seats(s.setup().seats), 0);
    }
    static std::pair<std::optional<SaveGame>, std::string> saved_at(const std::string& path) {
        LoadedSave loaded = load_save(path);
        if (loaded.save) loaded.save->saved_at = 0;
        return {loaded.save, loaded.error};
    }
    static SaveGame replayed(const SaveGame& save) {
        Restored restored = restore(save);
        REQUIRE(restored.state);
        return make_save(*restored.state, save.seats, 0);
    }
};

// Steps until something is applied (the bots think on their own threads); a hang guard, not a clock.
template <class S>
void step_once(S& session) {
    for (int tries = 0; tries < 200000; ++tries) {
        if (!session.step().empty()) return;
        std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
    FAIL("nothing was applied");
}

// Plays on, seat 0's person choosing as `kind` would, until seat 0 may act (true) or the match ends.
template <class T>
bool to_person(typename T::Session& session) {
    while (!session.over()) {
        if (T::may_act(session, 0)) return true;
        step_once(session);
    }
    return false;
}

template <class T>
void finish(typename T::Session& session) {
    while (to_person<T>(session)) {
        session.submit(0, T::choose(session, 0, "easy", 7));
        step_once(session);
    }
}

// Seat 0's turn where a move other than the one the person later plays exists: that one.
template <class T>
std::optional<typename T::Action> other_move(const typename T::Session& session) {
    const auto played = T::choose(session, 0, "easy", 7);
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        const auto other = T::choose(session, 0, "random", seed);
        if (!(other == played)) return other;
    }
    return std::nullopt;
}

template <class T>
void check_when_offered() {
    auto session = T::make(3, 1, 11, "");
    REQUIRE(to_person<T>(*session));
    CHECK_FALSE(session->can_undo());  // nothing of the person's stands yet
    session->submit(0, T::choose(*session, 0, "easy", 7));
    CHECK_FALSE(session->can_undo());  // chosen, not yet played
    step_once(*session);
    CHECK(session->can_undo());
    // Once a bot has moved, the person's move stays.
    while (!T::may_act(*session, 0) && session->can_undo()) step_once(*session);
    if (!T::may_act(*session, 0)) CHECK_FALSE(session->can_undo());

    // Couch play with two people: never.
    auto couch = T::make(3, 2, 11, "");
    for (int moves = 0; moves < 6 && !couch->over(); ++moves) {
        for (Seat s = 0; s < 2; ++s)
            if (T::may_act(*couch, s)) couch->submit(s, T::choose(*couch, s, "easy", 7));
        step_once(*couch);
        CHECK_FALSE(couch->can_undo());
    }
    CHECK_FALSE(couch->undo());
}

template <class T>
void check_undo_stands(const std::string& name) {
    const zero::test_scratch::ScratchDir dir("undo-" + name);
    save_into(dir);
    const std::string path = (dir / "undo.save").string();
    auto session = T::make(3, 1, 23, path);
    // The person's third turn with a choice, played otherwise, then undone.
    std::optional<typename T::Action> other;
    for (int turns = 0; turns < 3 || !other;) {
        REQUIRE(to_person<T>(*session));
        if (++turns >= 3) other = other_move<T>(*session);
        if (other) break;
        session->submit(0, T::choose(*session, 0, "easy", 7));
        step_once(*session);
    }
    const auto before = T::save_of(*session);
    session->submit(0, *other);
    step_once(*session);
    REQUIRE(session->can_undo());
    REQUIRE(session->undo());
    CHECK_FALSE(session->can_undo());
    // The match as a replay of the moves that stand gives it, and the autosave holds it.
    CHECK(T::save_of(*session) == before);
    CHECK(T::replayed(before) == before);
    // The autosave writes on its own thread: wait for it (a hang guard, not a clock).
    auto saved = T::saved_at(path);
    for (int tries = 0; tries < 20000 && !(saved.first && *saved.first == before); ++tries) {
        std::this_thread::sleep_for(std::chrono::microseconds(500));
        saved = T::saved_at(path);
    }
    INFO(saved.second);
    REQUIRE(saved.first);
    CHECK(*saved.first == before);
    finish<T>(*session);
    session.reset();  // the autosaver's last write, the record into the history

    // The same match played without the undone move leaves the same record.
    const zero::test_scratch::ScratchDir plain_dir("undo-" + name + "-plain");
    save_into(plain_dir);
    auto plain = T::make(3, 1, 23, (plain_dir / "undo.save").string());
    finish<T>(*plain);
    plain.reset();
    const std::string record = read_all(dir / "history" / "undo.json");
    CHECK_FALSE(record.empty());
    CHECK(record == read_all(plain_dir / "history" / "undo.json"));
    CHECK_FALSE(fs::exists(path));
}

}  // namespace

TEST_CASE("undo is offered to the one person among bots until a bot moves, never on the couch") {
    SECTION("Knizia's Zero") { check_when_offered<Knizia>(); }
    SECTION("Solèr's ZERO") { check_when_offered<Soler>(); }
    SECTION("Zero Hero") { check_when_offered<Hero>(); }
}

TEST_CASE("a LAN table's feed never offers undo") {
    // Only a local match's feed says it can: the LAN feeds keep the bases' answer.
    struct Lan : KniziaFeed {
        Rules rules() const override { return {}; }
        std::vector<bool> humans() const override { return {true, false}; }
        std::string name(Seat) const override { return {}; }
        View view(Seat) const override { return {}; }
        Seat to_move() const override { return 0; }
        bool over() const override { return false; }
        std::uint32_t state_id() const override { return 0; }
        zero::knizia::EventList opening_events() override { return {}; }
        void submit(Seat, const Action&) override {}
        bool submitted(Seat) const override { return false; }
        bool ready() const override { return false; }
        zero::knizia::EventList step() override { return {}; }
    } lan;
    CHECK_FALSE(lan.can_undo());
    CHECK_FALSE(lan.undo());
}

TEST_CASE("after an undo the match, its autosave and its record are those of the match without that move") {
    SECTION("Knizia's Zero") { check_undo_stands<Knizia>("knizia"); }
    SECTION("Solèr's ZERO") { check_undo_stands<Soler>("soler"); }
    SECTION("Zero Hero") { check_undo_stands<Hero>("hero"); }
}

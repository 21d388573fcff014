// SPDX-License-Identifier: GPL-3.0-or-later
// A LAN table of Solèr's ZERO autosaved and opened again, at the game's layer and without a window,
// on loopback: the table Host game opens saves after every action (the players at the host's
// screen as people, the LAN player as a remote seat under his name, the bot as a bot), Resume lists
// the save as a LAN table's, and opening it again keeps every person's seat for their name; the
// match goes on from the saved state (in the middle of a trick's bets, every card committed) to the
// record the same match makes uninterrupted.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <thread>
#include <variant>

#include <unistd.h>

#include "../scratch_dir.hpp"
#include "lan_loopback.hpp"
#include "lan_save_check.hpp"
#include "zero/game/lan_link.hpp"
#include "zero/game/options.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/soler/bots/bot_match.hpp"
#include "zero/soler/bots/bots.hpp"
#include "zero/soler/match.hpp"

using namespace zero;
using namespace zero::game;
namespace fs = std::filesystem;

namespace {

constexpr Seat kSolerKai = 2;  // the LAN player; Ann hosts in seat 0, Bob plays at her screen, a bot in seat 3
constexpr std::uint64_t kSolerSeed = 2024;

zero::test_scratch::ScratchDir soler_save_scratch(const std::string& name) {
    return zero::test_scratch::ScratchDir("soler-lan-save-" + name);
}

// As Host game opens it: Ann and Bob at this screen, seat 3 open for a LAN player, an Easy bot;
// two games, so the match deals again after the resume.
SolerTablePlan ann_soler_plan() {
    HostSetup setup = HostSetup::defaults(soler::bot_kinds());
    setup.set_game(games::GameId::Soler);
    setup.set_players(4, setup.kinds());
    setup.seats[1] = net::SeatSetup{net::SeatKind::Local, "medium", "Bob"};
    setup.seats[2] = net::SeatSetup{};
    setup.seats[3] = net::SeatSetup{net::SeatKind::Bot, "easy", ""};
    setup.soler_games = 2;
    return plan_host_table<net::SolerWire>(Strings::english(), "Ann", setup, setup.soler_rules(static_cast<int>(setup.seats.size())), kSolerSeed);
}

// Every link's packets once; each seated player says ready in the lobby and answers (Medium) when
// its seat may act. Kai stops at his first bet after `pause_after` actions, once someone has bet.
struct SolerSaveLoop {
    std::shared_ptr<SolerLink> host;
    std::shared_ptr<SolerLink> kai;
    std::optional<std::uint32_t> pause_after;
    bool kai_paused = false;
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);

    void frame() {
        for (SolerLink* link : {host.get(), kai.get()}) {
            if (link == nullptr) continue;
            for (SolerLinkEvent& e : link->poll())
                if (std::holds_alternative<net::Welcome>(e.event))
                    link->clients[static_cast<std::size_t>(e.local)]->set_ready(true);
            for (const auto& c : link->clients) {
                const auto& s = c->session();
                if (!s.should_answer() || !s.seat()) continue;
                const soler::View& v = *s.view();
                if (link == kai.get() && pause_after && v.phase == soler::Phase::Bet && v.bet_made != 0 &&
                    v.state_id >= *pause_after)
                    kai_paused = true;
                if (link == kai.get() && kai_paused) continue;
                c->send_action(soler::make_bot("medium", kSolerSeed, *s.seat())->choose(v));
            }
        }
    }
    template <class Done>
    bool until(Done done) {
        while (std::chrono::steady_clock::now() < deadline) {
            frame();
            if (done()) return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return false;
    }
    const net::HostSessionT<net::SolerWire>& session() const { return host->host->session(); }
};

std::shared_ptr<SolerLink> join_soler(const TicketStore& store, std::uint16_t port, const std::string& name,
                                std::uint64_t token = 0) {
    auto link = std::make_shared<SolerLink>();
    link->tickets = store;
    link->connect(name, "127.0.0.1", port, token);
    return link;
}

}  // namespace

TEST_CASE(
    "a Solèr LAN match hosted by the game autosaves, is listed for Resume, opens its lobby again with every "
    "seat kept and plays on from the saved bets to the uninterrupted record",
    "[lan][soler][resume]") {
    const auto dir = soler_save_scratch("resume");
    const TicketStore store((dir / "state").string());
    const std::string path = (dir / "saves" / "lan.zsave").string();
    std::string error;
    SolerTablePlan plan = ann_soler_plan();
    plan.save_path = path;
    SolerSaveLoop t;
    t.host = open_lan_table(plan, test::loopback_service(), error);
    INFO(error);
    REQUIRE(t.host);
    t.kai = join_soler(store, t.host->host->port(), "Kai");
    // The host's Start, as the lobby's button does it.
    REQUIRE(t.until([&] { return !t.session().start_blocker(); }));
    REQUIRE(t.host->host->session().start());
    t.pause_after = 10;
    // The table waits for Kai's bet, every card of the trick committed and someone's bet made.
    REQUIRE(t.until([&] {
        const auto& state = t.session().state();
        return t.kai_paused && state && soler::to_act(*state) == seat_bit(kSolerKai) && state->phase == soler::Phase::Bet;
    }));
    const soler::State paused = *t.session().state();
    CHECK(paused.committed == (seat_bit(0) | seat_bit(1) | seat_bit(2) | seat_bit(3)));
    CHECK(paused.bet_made != 0);
    const LanTicket kept = test::close_host_keeping_ticket(t, store);

    // Resume lists it as a LAN table's match of Solèr's ZERO.
    test::check_listed_lan_save(dir / "saves", "soler-zero", {"Ann", "Bob", "Kai", "Bot 4 (easy)"});
    // The players at the host's screen are saved as people, the LAN player as a remote seat with
    // his token, the bot as a bot; the state is the one the table waited in: the bets and the committed plays.
    soler::LoadedSave loaded = soler::load_save(path);
    INFO(loaded.error);
    REQUIRE(loaded.state);
    CHECK(loaded.save->seats == std::vector<SavedSeat>{SavedSeat::human("Ann"), SavedSeat::human("Bob"),
                                                       SavedSeat::remote("Kai", kept.token),
                                                       SavedSeat::bot_seat("easy", "Bot 4 (easy)")});
    CHECK(loaded.state->state_id == paused.state_id);
    CHECK(loaded.state->phase == soler::Phase::Bet);
    CHECK(loaded.state->to_move == kSolerKai);
    CHECK(loaded.state->committed == paused.committed);
    CHECK(loaded.state->played == paused.played);
    CHECK(loaded.state->bet_made == paused.bet_made);
    CHECK(loaded.state->bets == paused.bets);
    CHECK(loaded.state->hands == paused.hands);

    // Opened again as Resume does: Ann's and Bob's seats kept for them at this screen, Kai's for
    // him, the bot seated under its name.
    const std::optional<SolerTablePlan> again = plan_lan_resume_of<net::SolerWire>(Strings::english(), loaded.save->seats, *loaded.state);
    REQUIRE(again);
    CHECK(again->locals == std::vector<std::string>{"Ann", "Bob"});
    CHECK(again->config.host_name == "Ann's table");
    CHECK(again->config.seats[3].name == "Bot 4 (easy)");
    std::optional<std::shared_ptr<SolerLink>> reopened =
        reopen_lan_table<net::SolerWire>(Strings::english(), loaded, path, test::loopback_service(), error);
    REQUIRE(reopened);
    REQUIRE(*reopened);
    t.host = *reopened;
    REQUIRE(t.until(
        [&] { return t.host->clients[0]->session().seat() == 0 && t.host->clients[1]->session().seat() == 1; }));
    const net::LobbyMsgT<net::SolerWire> lobby = t.session().lobby();
    CHECK(lobby.seats[kSolerKai].status == net::SeatStatus::Reserved);
    CHECK(lobby.seats[kSolerKai].name == "Kai");
    CHECK(lobby.seats[3].kind == net::SeatKind::Bot);

    // Kai's restarted game offers its old ticket; the save kept his seat's token, so the reopened
    // table gives him his seat by it, without asking by name.
    t.kai_paused = false;
    t.pause_after.reset();
    t.kai = join_soler(store, t.host->host->port(), kept.name, kept.token);
    REQUIRE(t.until([&] { return !t.session().start_blocker(); }));
    CHECK_FALSE(t.kai->retried_by_name);
    CHECK(t.kai->client()->session().seat() == kSolerKai);
    REQUIRE(t.host->host->session().start());
    REQUIRE(t.session().state());
    CHECK(t.session().state()->state_id == paused.state_id);
    // On to the end, where the finished save goes to history; the record is the one the same
    // match makes uninterrupted (every seat Medium, the bot Easy, the same seed).
    REQUIRE(t.until([&] { return t.session().over(); }));
    const soler::MatchRecord record = t.session().record();
    CHECK(record.players == std::vector<std::string>{"Ann", "Bob", "Kai", "Bot 4 (easy)"});
    const soler::State whole = soler::bot_match(plan.config.rules, kSolerSeed, {"medium", "medium", "medium", "easy"});
    CHECK(record == soler::make_record(whole, record.players));
    t.host->close();
    t.kai->close();
    CHECK_FALSE(fs::exists(path));
    CHECK(fs::exists(dir / "saves" / "history" / "lan.json"));
}

TEST_CASE("a Solèr save with nobody from the LAN is no LAN table: it resumes at this screen", "[lan][soler][resume]") {
    const soler::State state = soler::new_match(soler::default_rules(3), 5);
    const soler::SaveGame couch = soler::make_save(
        state, {SavedSeat::human("Ann"), SavedSeat::human("Bob"), SavedSeat::bot_seat("medium", "Bot 3")}, 1);
    CHECK_FALSE(plan_lan_resume_of<net::SolerWire>(Strings::english(), couch.seats, state));
    const soler::SaveGame headless = soler::make_save(
        state, {SavedSeat::remote("Ann"), SavedSeat::remote("Bob"), SavedSeat::bot_seat("medium", "Bot 3")}, 1);
    CHECK_FALSE(plan_lan_resume_of<net::SolerWire>(Strings::english(), headless.seats, state));
}

TEST_CASE("zero refuses --resume with --host-seats: a saved table keeps the seats it had", "[lan][resume]") {
    for (const char* game : {"knizia-zero", "soler-zero"}) {
        const char* argv[] = {"zero", "--game", game, "--host-seats", "local,remote", "--resume", "x.zsave"};
        Options options;
        CHECK(parse_options(7, const_cast<char**>(argv), options) == 2);
    }
}

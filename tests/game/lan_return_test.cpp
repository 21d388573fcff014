// SPDX-License-Identifier: GPL-3.0-or-later
// Coming back to a LAN table, at the game layer and without a window, on loopback: the joined
// seat's ticket on disk (written on the welcome, read by a new link as a restarted game does,
// forgotten at the match's end), the news every screen at the table gets of a player dropping out
// and coming back (and the seat's presence the plates show), a join the host refuses, and a LAN
// match autosaved and opened again with every seat kept.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>

#include <unistd.h>
#include <thread>
#include <variant>

#include "../scratch_dir.hpp"
#include "lan_loopback.hpp"
#include "lan_save_check.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/game/lan_feed.hpp"
#include "zero/game/knizia/feed.hpp"
#include "zero/saves/save_store.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::game;
namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

constexpr Seat kKai = 1;  // the joined player; Hana hosts in seat 0, a bot sits in seat 2

zero::test_scratch::ScratchDir scratch(const std::string& name) {
    return zero::test_scratch::ScratchDir("lan-return-" + name);
}

LanTablePlan hana_plan(int rounds) {
    std::vector<net::SeatSetup> seats(3);
    seats[2] = net::SeatSetup{net::SeatKind::Bot, "greedy", ""};
    LanTablePlan plan = plan_lan_table_of<net::KniziaWire>(Strings::english(), "Hana", seats, 17);
    plan.config.rules.rounds = rounds;
    return plan;
}

// Every link's packets once, each seated player ready in the lobby and moving (greedy) at its turn.
struct Loop {
    std::shared_ptr<LanLink> host;
    std::shared_ptr<LanLink> kai;
    bool kai_plays = true;
    bool hana_plays = true;
    Clock::time_point deadline = Clock::now() + std::chrono::seconds(60);

    void frame() {
        for (LanLink* link : {host.get(), kai.get()}) {
            if (link == nullptr) continue;
            for (LinkEvent& e : link->poll())
                if (std::holds_alternative<net::Welcome>(e.event))
                    link->clients[static_cast<std::size_t>(e.local)]->set_ready(true);
            if ((link == kai.get() && !kai_plays) || (link == host.get() && !hana_plays)) continue;
            for (const auto& c : link->clients) {
                const std::optional<View>& v = c->session().view();
                if (v && v->my_turn() && v->phase == Phase::Playing && moved_at_[c.get()] != v->state_id + 1) {
                    moved_at_[c.get()] = v->state_id + 1;
                    c->send_action(make_bot(BotSpec{"greedy", v->state_id + 3ULL, v->seat})->choose(*v));
                }
            }
        }
    }
    template <class Done>
    bool until(Done done) {
        while (Clock::now() < deadline) {
            frame();
            if (done()) return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return false;
    }
    const net::HostSession& session() const { return host->host->session(); }
    std::uint32_t state_id() const { return session().state() ? session().state()->state_id : 0; }

private:
    std::map<const net::Client*, std::uint32_t> moved_at_;
};

bool playing(const std::shared_ptr<LanLink>& link) {
    return link && link->client() && link->client()->session().status() == net::ClientStatus::Playing &&
           link->client()->session().view();
}

std::shared_ptr<LanLink> join(const TicketStore& store, std::uint16_t port, const std::string& name,
                              std::uint64_t token = 0) {
    auto link = std::make_shared<LanLink>();
    link->tickets = store;
    link->connect(name, "127.0.0.1", port, token);
    return link;
}

// A killed game says nothing: its connection just goes. drop() makes the host see that at once
// rather than after ENet's seconds of timeout; the link is then thrown away without leaving.
void kill_game(Loop& t) {
    t.kai->client()->drop();
    for (int i = 0; i < 20; ++i) {
        t.kai->client()->poll(0);
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    t.kai.reset();
}

bool has_news(const LanLink& link, SeatNews::Kind kind) {
    return std::any_of(link.chat.begin(), link.chat.end(),
                       [&](const LinkLine& l) { return l.news && l.news->kind == kind && l.news->seat == kKai; });
}

}  // namespace

TEST_CASE("a rejoin ticket is a few lines of text that read back as written", "[lan][ticket]") {
    const LanTicket t{"Hana's table", "127.0.0.20", 47124, "Kai", 0x1234567890abcdefULL, 2, 1700000000};
    CHECK(parse_ticket(ticket_text(t)) == t);
    CHECK_FALSE(parse_ticket(""));
    CHECK_FALSE(parse_ticket("zero-lan-ticket 1\ntable x\n"));  // fields missing
    std::string no_token = ticket_text(t);
    const std::size_t at = no_token.find("token ");
    no_token.replace(at, no_token.find('\n', at) - at, "token 0");
    CHECK_FALSE(parse_ticket(no_token));

    const auto dir = scratch("store");
    const TicketStore store((dir / "tables").string());
    REQUIRE(store.save(t).empty());
    LanTicket other = t;
    other.address = "127.0.0.9";
    other.saved_at = t.saved_at + 10;
    REQUIRE(store.save(other).empty());
    std::ofstream(dir / "tables" / "junk.ticket") << "not a ticket";
    // Newest first; the unreadable file is cleared away.
    CHECK(store.list(t.saved_at + 20) == std::vector<LanTicket>{other, t});
    CHECK_FALSE(fs::exists(dir / "tables" / "junk.ticket"));
    // A day later neither is offered any more.
    CHECK(store.list(t.saved_at + kTicketLifetimeSeconds + 20).empty());
    REQUIRE(store.save(t).empty());
    store.forget(t.address, t.port);
    CHECK(store.list(t.saved_at).empty());
    // No folder, no tickets: tests and hosting screens keep nothing.
    CHECK(TicketStore{}.save(t).empty());
    CHECK(TicketStore{}.list(t.saved_at).empty());
}

TEST_CASE("a game killed at a LAN table takes its seat back with the ticket it kept on disk, and the host's "
          "screen is told of the drop, the stand-in and the return",
          "[lan][ticket]") {
    const auto dir = scratch("rejoin");
    const TicketStore store((dir / "state").string());
    const Strings strings = Strings::english();
    std::string error;
    LanTablePlan plan = hana_plan(2);  // the match goes on past the few moves Kai misses
    plan.config.auto_start = true;
    Loop t;
    t.host = open_lan_table(plan, test::loopback_service(), error);
    REQUIRE(t.host);
    const std::uint16_t port = t.host->host->port();
    t.kai = join(store, port, "Kai");
    REQUIRE(t.until([&] { return playing(t.host) && playing(t.kai) && t.state_id() >= 2; }));

    // The welcome put the seat's ticket on disk.
    const std::uint64_t token = t.kai->client()->session().token();
    std::vector<LanTicket> kept = store.list(unix_now());
    REQUIRE(kept.size() == 1);
    CHECK(kept[0].host_name == "Hana's table");
    CHECK(kept[0].name == "Kai");
    CHECK(kept[0].seat == kKai);
    CHECK(kept[0].token == token);
    CHECK(kept[0].port == port);

    kill_game(t);
    // The host's screen hears of it: news in its chat panel, to tell at once, and the seat's presence.
    REQUIRE(t.until([&] { return has_news(*t.host, SeatNews::Kind::Dropped); }));
    auto feed = make_lan_feed<KniziaFeed>(t.host, {});
    CHECK(feed->presence(kKai) == Presence::StandIn);
    CHECK(feed->presence(0) == Presence::Here);
    const std::vector<std::string> lines = t.host->chat_lines(strings);
    CHECK(std::find(lines.begin(), lines.end(),
                    "- Kai dropped out: a stand-in bot plays their seat until they are back") != lines.end());
    CHECK(feed->take_notice(strings) == "Kai dropped out: a stand-in bot plays their seat until they are back");
    // The stand-in plays Kai's seat meanwhile.
    const std::uint32_t at_drop = t.state_id();
    REQUIRE(t.until([&] { return t.state_id() >= at_drop + 4; }));
    REQUIRE_FALSE(t.session().over());
    t.hana_plays = false;  // the table waits at Hana's next turn while Kai's game starts again
    CHECK(store.list(unix_now()).size() == 1);  // the ticket outlives the game

    // The restarted game finds the ticket and offers it; taking it gives the seat back.
    kept = store.list(unix_now());
    REQUIRE(kept.size() == 1);
    t.kai = join(store, kept[0].port, kept[0].name, kept[0].token);
    REQUIRE(t.until([&] { return playing(t.kai) && has_news(*t.host, SeatNews::Kind::Back); }));
    CHECK(t.kai->client()->session().seat() == kKai);
    CHECK(t.kai->client()->session().token() == token);
    CHECK(feed->presence(kKai) == Presence::Here);
    CHECK(feed->take_notice(strings) == "Kai is back at the table");
    CHECK(t.host->chat_lines(strings).back() == "- Kai is back at the table");
    t.hana_plays = true;

    // To the match's end, where the ticket goes: there is nothing to come back to.
    REQUIRE(t.until([&] {
        return t.session().over() && t.kai->client()->session().view()->phase == Phase::MatchOver;
    }));
    CHECK(store.list(unix_now()).empty());
    // Leaving a finished match is not news: nobody stands in for anyone any more.
    CHECK(feed->take_notice(strings).empty());
    t.kai->close();
    t.kai.reset();
    REQUIRE(t.until([&] { return t.session().lobby().seats[kKai].status == net::SeatStatus::Dropped; }));
    for (int i = 0; i < 20; ++i) t.frame();
    CHECK(t.host->news.empty());
    CHECK(feed->presence(kKai) == Presence::Here);
    feed.reset();
}

TEST_CASE("a join the host refuses turns the screen away with the host's reason and keeps no ticket",
          "[lan][ticket]") {
    const auto dir = scratch("refused");
    const TicketStore store((dir / "state").string());
    const Strings strings = Strings::english();
    std::string error;
    LanTablePlan plan = hana_plan(1);
    plan.config.auto_start = true;
    Loop t;
    t.host = open_lan_table(plan, test::loopback_service(), error);
    REQUIRE(t.host);
    t.kai = join(store, t.host->host->port(), "Kai");
    REQUIRE(t.until([&] { return playing(t.kai); }));

    auto late = join(TicketStore((dir / "late").string()), t.host->host->port(), "Zed");
    REQUIRE(t.until([&] {
        late->poll();
        return late->turned_away();
    }));
    CHECK(describe_turned_away(strings, *late) == "a match is under way");
    CHECK_FALSE(fs::exists(dir / "late"));

    // Another player on Kai's machine is turned away too, and leaving that screen gives up no seat:
    // Kai's ticket stays for Kai. The match waits meanwhile (its end would forget the ticket).
    t.kai_plays = t.hana_plays = false;
    REQUIRE(store.list(unix_now()).size() == 1);
    auto housemate = join(store, t.host->host->port(), "Zed");
    REQUIRE(t.until([&] {
        housemate->poll();
        return housemate->turned_away();
    }));
    housemate->close();
    const std::vector<LanTicket> kept = store.list(unix_now());
    REQUIRE(kept.size() == 1);
    CHECK(kept.front().name == "Kai");
    t.kai_plays = t.hana_plays = true;
    CHECK_FALSE(t.kai->turned_away());
    CHECK_FALSE(t.host->turned_away());

    // A ticket for a seat the host does not know: refused once, asked by name, refused for that.
    auto stale = join(TicketStore((dir / "stale").string()), t.host->host->port(), "Kai", 42);
    REQUIRE(t.until([&] {
        stale->poll();
        return stale->turned_away();
    }));
    CHECK(stale->retried_by_name);
    CHECK(describe_turned_away(strings, *stale) == "a match is under way");
    t.kai->close();
}

TEST_CASE("a LAN match hosted by the game autosaves, is listed for Resume, and opens its lobby again with every "
          "seat kept",
          "[lan][resume]") {
    const auto dir = scratch("resume");
    const TicketStore store((dir / "state").string());
    const std::string path = (dir / "saves" / "lan.zsave").string();
    std::string error;
    LanTablePlan plan = hana_plan(2);
    plan.save_path = path;
    Loop t;
    t.host = open_lan_table(plan, test::loopback_service(), error);
    REQUIRE(t.host);
    t.kai = join(store, t.host->host->port(), "Kai");
    // The host's Start, as the lobby's button does it.
    REQUIRE(t.until([&] { return !t.session().start_blocker(); }));
    REQUIRE(t.host->host->session().start());
    REQUIRE(t.until([&] { return t.state_id() >= 6; }));
    t.kai_plays = false;
    t.until([&] { return t.host->clients[0]->session().view()->state_id == t.state_id(); });
    const std::uint32_t saved_id = t.state_id();
    const LanTicket kept = test::close_host_keeping_ticket(t, store);

    // Resume lists it as a LAN table's match.
    test::check_listed_lan_save(dir / "saves", "knizia-zero", {"Hana", "Kai", "Bot 3 (greedy)"});

    // Choosing it opens the table again as Resume does: Hana's seat kept for her at this screen,
    // Kai's for him, the bot seated.
    LoadedSave loaded = load_save(path);
    REQUIRE(loaded.state);
    std::optional<LanTablePlan> again = plan_lan_resume_of<net::KniziaWire>(Strings::english(), loaded.save->seats, *loaded.state);
    REQUIRE(again);
    CHECK(again->locals == std::vector<std::string>{"Hana"});
    again->save_path = path;
    t.host = open_lan_table(*again, test::loopback_service(), error);
    REQUIRE(t.host);
    REQUIRE(t.until([&] { return t.host->client()->session().seat() == 0; }));
    const net::LobbyMsg lobby = t.session().lobby();
    CHECK(lobby.seats[kKai].status == net::SeatStatus::Reserved);
    CHECK(lobby.seats[kKai].name == "Kai");
    CHECK(lobby.seats[2].kind == net::SeatKind::Bot);

    // Kai's restarted game offers its old ticket; the save kept his seat's token, so the reopened
    // table gives him his seat by it, without asking by name.
    t.kai_plays = true;
    t.kai = join(store, t.host->host->port(), kept.name, kept.token);
    REQUIRE(t.until([&] { return !t.session().start_blocker(); }));
    CHECK_FALSE(t.kai->retried_by_name);
    CHECK(t.kai->client()->session().seat() == kKai);
    REQUIRE(t.host->host->session().start());
    CHECK(t.state_id() >= saved_id);
    // The match goes on from where it was saved to its end; the finished save goes to history.
    REQUIRE(t.until([&] { return t.session().over(); }));
    t.host->close();
    t.kai->close();
    CHECK_FALSE(fs::exists(path));
    CHECK_FALSE(fs::is_empty(dir / "saves" / "history"));
}

// SPDX-License-Identifier: GPL-3.0-or-later
// A LAN table of Solèr's ZERO saved at any moment, the middle of a play stage included, and
// reopened from its save, records exactly the match an uninterrupted table records. Each play
// stage's commits arrive in whatever order the players choose; the record keeps them clockwise
// from the leader, so a save taken between two commits may hold a later seat's card and not an
// earlier one's: its actions are then not a prefix of the finished record's, yet nothing is lost.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "../scaled.hpp"
#include "loopback.hpp"
#include "zero/saves/saved_seat.hpp"
#include "zero/saves/soler_save.hpp"
#include "zero/soler/bots/bots.hpp"

namespace zero::net::testing {
namespace {

using SolerResumeHost = HostSessionT<SolerWire>;
using SolerResumeNet = NetworkT<SolerWire>;

constexpr std::uint64_t kSolerResumeSeed = 9107;
constexpr std::uint64_t kSolerResumeToken = 0xC7C7;

// When the host's own player (seat 0, played here by a Medium bot as a person would choose)
// commits in a play stage: before the others' cards are in, or after every other card is.
enum class SolerResumeOrder { LocalFirst, LocalLast };

// Ann at the host's screen, Cy over the LAN (a Medium bot client), a Medium bot at the host.
HostConfigT<SolerWire> soler_resume_config(std::optional<soler::State> resume) {
    soler::Rules rules = soler::default_rules(3);
    rules.games = 2;
    HostConfigT<SolerWire> config;
    config.rules = rules;
    config.seed = kSolerResumeSeed;
    config.auto_start = true;
    config.policy = DropPolicy::Pause;
    config.seats = {SeatSetup{SeatKind::Local, "medium", "Ann"}, SeatSetup{SeatKind::Remote, "medium", ""},
                    SeatSetup{SeatKind::Bot, "medium", "Bot 3"}};
    if (resume) {
        // As lan_resumed_seats reopens it: Cy's seat kept for his name and token.
        config.seats[1].name = "Cy";
        config.seats[1].token = kSolerResumeToken;
        config.resume = std::move(resume);
    }
    return config;
}

// A table whose host "dies" once the action `save_at` is applied: what it did afterwards is
// lost, only the save its autosave wrote then survives (0: it never dies).
struct SolerResumeTable {
    SolerResumeTable(std::optional<soler::State> resume, std::uint32_t save_at)
        : host(soler_resume_config(std::move(resume)), wire), net(host, wire) {
        host.add_observer([this, save_at](const soler::EventList&, const soler::State& state) {
            if (save_at != 0 && state.state_id == save_at && !saved)
                saved = soler::make_save(state,
                                         {SavedSeat::human("Ann"), SavedSeat::remote("Cy", kSolerResumeToken),
                                          SavedSeat::bot_seat("medium", "Bot 3")},
                                         0);
        });
    }

    // Plays the host's own seat and moves the packets until the match is over or the save is made.
    void play(SolerResumeOrder order) {
        const std::unique_ptr<soler::Bot> ann = soler::make_bot("medium", kSolerResumeSeed, 0);
        for (int step = 0; step < 100'000 && !saved && !host.over(); ++step) {
            if (order == SolerResumeOrder::LocalLast) net.run();
            if (saved) return;
            const soler::State* state = host.state();
            REQUIRE(state != nullptr);
            const SeatMask waiting = soler::to_act(*state);
            if (has_seat(waiting, 0) && (order == SolerResumeOrder::LocalFirst || waiting == seat_bit(0))) {
                host.local_seat(0)->submit(ann->choose(soler::view_for(*state, 0)));
                host.pump();
            }
            if (order == SolerResumeOrder::LocalFirst && !saved) net.run();
        }
    }

    Loopback wire;
    SolerResumeHost host;
    SolerResumeNet net;
    std::optional<soler::SaveGame> saved;
};

soler::MatchRecord soler_resume_uninterrupted(SolerResumeOrder order) {
    SolerResumeTable t(std::nullopt, 0);
    t.net.join("Cy", "medium", kSolerResumeSeed);
    t.net.run();
    t.play(order);
    REQUIRE(t.host.over());
    return t.host.record();
}

}  // namespace

TEST_CASE("a Solèr LAN table saved at any moment, mid play stage included, and reopened records the match an "
          "uninterrupted table records",
          "[net][soler][resume]") {
    const soler::MatchRecord whole = soler_resume_uninterrupted(SolerResumeOrder::LocalFirst);
    // The order of the commits changes nothing in the record.
    REQUIRE(soler_resume_uninterrupted(SolerResumeOrder::LocalLast) == whole);
    const auto replayed = soler::replay(whole);
    REQUIRE(replayed.state);
    const std::uint32_t actions = replayed.state->state_id;

    int not_a_prefix = 0;
    for (const SolerResumeOrder order : {SolerResumeOrder::LocalFirst, SolerResumeOrder::LocalLast}) {
        // Every moment; every fifth under the sanitizers (tests/scaled.hpp), still many mid stage.
        const std::uint32_t stride = 5 / static_cast<std::uint32_t>(zero::test::scaled(5));
        for (std::uint32_t at = 1; at < actions; at += stride) {
            INFO((order == SolerResumeOrder::LocalFirst ? "Ann first" : "Ann last") << ", saved at action " << at);
            // The table until its save; then it dies (nothing it did after the save survives).
            std::optional<soler::SaveGame> save;
            {
                SolerResumeTable first(std::nullopt, at);
                TestClientT<SolerWire>& cy = first.net.join("Cy", "medium", kSolerResumeSeed);
                first.net.run();
                REQUIRE(cy.session.seat() == 1);
                first.play(order);
                save = first.saved;
            }
            REQUIRE(save);
            // Through the save's bytes, as the file on disk.
            const soler::SaveDecode decoded = soler::decode_save(soler::encode_save(*save));
            REQUIRE(decoded.save);
            const soler::Restored restored = soler::restore(*decoded.save);
            REQUIRE(restored.state);
            REQUIRE(restored.state->state_id == at);

            SolerResumeTable again(*restored.state, 0);
            TestClientT<SolerWire>& cy = again.net.join("Cy", "medium", kSolerResumeSeed, kSolerResumeToken);
            again.net.run();
            REQUIRE(cy.session.seat() == 1);
            REQUIRE(again.host.under_way());
            again.play(order);
            REQUIRE(again.host.over());
            const soler::MatchRecord resumed = again.host.record();
            CHECK(resumed == whole);
            CHECK(soler::carry_on_error(decoded.save->record, resumed).empty());

            const auto& part = decoded.save->record.rounds.back().actions;
            const auto& full = resumed.rounds[decoded.save->record.rounds.size() - 1].actions;
            if (!std::equal(part.begin(), part.end(), full.begin())) ++not_a_prefix;
        }
    }
    // Saves between two commits of a later seat first: the case a plain prefix check gets wrong.
    CHECK(not_a_prefix > 0);
}

TEST_CASE("carry_on_error tells a record that carries on from a save from one that does not", "[net][soler][resume]") {
    const soler::MatchRecord whole = soler_resume_uninterrupted(SolerResumeOrder::LocalFirst);
    soler::MatchRecord saved = whole;
    saved.totals.clear();
    saved.winners.clear();
    saved.rounds.resize(1);
    soler::RecordedGame& game = saved.rounds[0];
    game.end.reset();
    game.scores.clear();
    // Cut in the second trick's play stage, its leader's card left out: still the same match.
    std::size_t second = 0;
    int bets = 0;
    while (second < game.actions.size() && bets < 3) bets += game.actions[second++].action.kind == soler::ActionKind::Bet;
    while (second < game.actions.size() && game.actions[second].action.kind != soler::ActionKind::Play) ++second;
    REQUIRE(second + 3 <= game.actions.size());
    game.actions.resize(second + 3);
    game.actions.erase(game.actions.begin() + static_cast<std::ptrdiff_t>(second));
    CHECK(soler::carry_on_error(saved, whole).empty());
    // Another card for a saved commit, or the saved commits in another order, is another match.
    soler::MatchRecord other = saved;
    std::swap(other.rounds[0].actions[second], other.rounds[0].actions[second + 1]);
    CHECK_FALSE(soler::carry_on_error(other, whole).empty());
    other = saved;
    other.rounds[0].actions[second - 1].action.value += 1;
    CHECK_FALSE(soler::carry_on_error(other, whole).empty());
    other = saved;
    other.seed = 1;
    CHECK(soler::carry_on_error(other, whole) == "the seeds differ");
}

}  // namespace zero::net::testing

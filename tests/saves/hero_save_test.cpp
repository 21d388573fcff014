// SPDX-License-Identifier: GPL-3.0-or-later
// Zero Hero in saves: every state of bot matches through a save, saves of another game refused,
// damaged bytes, the saves list.
#include <catch2/catch.hpp>

#include "save_fixtures.hpp"
#include "zero/hero/bots/bot_match.hpp"
#include "zero/hero/playout.hpp"
#include "zero/saves/hero_save.hpp"
#include "zero/saves/save_format.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/soler_save.hpp"

using namespace zero;

namespace {

const std::vector<std::string> kKinds{"random", "easy", "medium"};

std::vector<std::string> kinds_for(int players, std::uint64_t seed) {
    std::vector<std::string> kinds;
    for (int seat = 0; seat < players; ++seat) kinds.push_back(kKinds[(seed + static_cast<std::uint64_t>(seat)) % 3]);
    return kinds;
}

// A match of random moves stopped after `moves` of them.
hero::State part_played(const hero::Rules& rules, std::uint64_t seed, int moves) {
    hero::State state = hero::new_match(rules, seed);
    Rng rng(seed);
    for (int i = 0; i < moves && (state.phase == hero::Phase::Turn || state.phase == hero::Phase::Swap); ++i) {
        const hero::Move move = hero::random_move(state, rng);
        hero::apply(state, move.seat, move.action);
    }
    return state;
}

}  // namespace

TEST_CASE("every state of Zero Hero bot matches survives a save and restore, a swap due included") {
    for (std::uint64_t seed = 40; seed < 46; ++seed) {
        const int players = 2 + static_cast<int>(seed % 4);
        const auto kinds = kinds_for(players, seed);
        const std::vector<SavedSeat> seats = test::bot_seats_for(kinds);
        hero::State state = hero::new_match(hero::Rules{players, 1 + static_cast<int>(seed % 2)}, seed);
        std::vector<std::unique_ptr<hero::Bot>> bots;
        for (int seat = 0; seat < players; ++seat)
            bots.push_back(hero::make_bot(kinds[static_cast<std::size_t>(seat)], seed, seat));
        int checked = 0, swaps = 0;
        while (true) {
            const bool over = state.phase == hero::Phase::MatchOver;
            if (state.state_id % 5 == 0 || over || state.phase == hero::Phase::Swap) {
                swaps += state.phase == hero::Phase::Swap ? 1 : 0;
                ++checked;
                const hero::SaveGame save = hero::make_save(state, seats, 1700000000);
                const hero::SaveDecode decoded = hero::decode_save(hero::encode_save(save));
                INFO("seed " << seed << ", state " << state.state_id << ": " << decoded.error);
                REQUIRE(decoded.save);
                REQUIRE(*decoded.save == save);
                const hero::Restored restored = hero::restore(*decoded.save);
                INFO(restored.error);
                REQUIRE(restored.state);
                CHECK(restored.state->state_id == state.state_id);
                CHECK(restored.state->phase == state.phase);
                CHECK(restored.state->face_down == state.face_down);
                CHECK(restored.state->pile == state.pile);
                CHECK(restored.state->collections == state.collections);
                CHECK(restored.state->totals == state.totals);
            }
            if (over) break;
            const Seat seat = state.to_move;
            hero::apply(state, seat, bots[static_cast<std::size_t>(seat)]->choose(hero::view_for(state, seat)));
        }
        CHECK(checked > 10);
        CHECK(swaps > 0);
    }
}

TEST_CASE("a Zero Hero save names its game: the other games' loaders refuse it, and it refuses theirs") {
    const hero::State state = part_played(hero::default_rules(3), 3, 20);
    const std::string bytes = hero::encode_save(hero::make_save(state, test::bot_seats_for(kKinds), 1));
    CHECK(open_save(bytes).game == games::GameId::Hero);
    CHECK(decode_save(bytes).error ==
          "this is a save of Wrede & zur Linde's Zero Hero (zero-hero), not of Reiner Knizia's Zero (knizia-zero)");
    CHECK(soler::decode_save(bytes).error.find("this is a save of Wrede & zur Linde's Zero Hero") == 0);
    const std::string knizia =
        encode_save(make_save(knizia::new_match(knizia::default_rules(3), 3), test::bot_seats_for({"greedy", "greedy", "random"}), 1));
    CHECK(hero::decode_save(knizia).error.find("not of Wrede & zur Linde's Zero Hero (zero-hero)") !=
          std::string::npos);
}

TEST_CASE("damaged Zero Hero saves are refused with a reason, never a crash") {
    const hero::State state = part_played(hero::default_rules(4), 77, 30);
    const hero::SaveGame save = hero::make_save(state, test::bot_seats_for({"random", "easy", "medium", "random"}), 5);
    const std::string good = hero::encode_save(save);
    REQUIRE(hero::decode_save(good).save);
    for (std::size_t n = 0; n < good.size(); ++n) CHECK_FALSE(hero::decode_save(good.substr(0, n)).save);
    const std::string body = good.substr(kSaveHeaderBytes);
    int refused = 0;
    for (std::size_t i = 0; i < body.size(); ++i) {
        for (const int x : {0x01, 0x80, 0xFF}) {
            std::string b = body;
            b[i] = static_cast<char>(static_cast<unsigned char>(b[i]) ^ x);
            const hero::SaveDecode d = hero::decode_save(wrap_save(games::GameId::Hero, b));
            if (!d.save) CHECK_FALSE(d.error.empty());
            if (!d.save || !hero::restore(*d.save).error.empty()) ++refused;
        }
    }
    CHECK(refused > static_cast<int>(body.size()));
    SECTION("a save whose cross-checks disagree with its record") {
        hero::SaveGame bad = save;
        bad.state_id += 1;
        CHECK(hero::restore(bad).error.find("state id") != std::string::npos);
        bad = save;
        bad.totals[0] += 1;
        CHECK(hero::restore(bad).error == "the saved totals differ from the replayed ones");
        bad = save;
        bad.record.rounds[0].actions.pop_back();
        CHECK_FALSE(hero::restore(bad).error.empty());
    }
}

TEST_CASE("the saves list shows a Zero Hero save with its game") {
    test::TempDir dir;
    const hero::State state = part_played(hero::Rules{3, 2}, 4, 12);
    REQUIRE(hero::write_save(dir.file("h.zsave"), hero::make_save(state, test::bot_seats_for(kKinds), 20)).empty());
    const std::vector<SaveSummary> saves = list_saves(dir.path());
    REQUIRE(saves.size() == 1);
    CHECK(saves[0].error.empty());
    CHECK(saves[0].game == "zero-hero");
    CHECK(saves[0].round == 1);
    CHECK(saves[0].rounds == 2);
    CHECK(saves[0].players == std::vector<std::string>{"random 1", "easy 2", "medium 3"});
    CHECK(saved_game(dir.file("h.zsave")) == games::GameId::Hero);
    const hero::LoadedSave loaded = hero::load_save(dir.file("h.zsave"));
    REQUIRE(loaded.state);
    CHECK(loaded.state->state_id == state.state_id);
}

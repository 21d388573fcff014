// SPDX-License-Identifier: GPL-3.0-or-later
// Solèr's ZERO in records and saves: round trips over many random matches, every state of bot
// matches through a save, saves of one game refused by the other's loader, damaged bytes.
#include <catch2/catch.hpp>

#include <filesystem>

#include "save_fixtures.hpp"
#include "zero/saves/any_record.hpp"
#include "zero/saves/save_format.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/soler_autosaver.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/saves/soler_save.hpp"
#include "zero/soler/bots/bot_match.hpp"
#include "zero/soler/playout.hpp"
#include "../scaled.hpp"

using namespace zero;

namespace {

const std::vector<std::string> kKinds{"random", "easy", "medium"};

std::vector<std::string> kinds_for(int players, std::uint64_t seed) {
    std::vector<std::string> kinds;
    for (int seat = 0; seat < players; ++seat) kinds.push_back(kKinds[(seed + static_cast<std::uint64_t>(seat)) % 3]);
    return kinds;
}

std::vector<SavedSeat> seats_for(const std::vector<std::string>& kinds) { return test::bot_seats_for(kinds); }

std::vector<std::string> names_of(const std::vector<SavedSeat>& seats) {
    std::vector<std::string> names;
    for (const SavedSeat& s : seats) names.push_back(s.name);
    return names;
}

soler::Rules rules_for(int players, std::uint64_t seed) {
    return seed % 5 == 0 ? soler::target_rules(players, 30) : soler::default_rules(players);
}

// Plays a bot match, calling `each` before the first action and after every one.
void for_each_state(const soler::Rules& rules, std::uint64_t seed, const std::vector<std::string>& kinds,
                    const std::function<void(const soler::State&)>& each) {
    soler::State state = soler::new_match(rules, seed);
    std::vector<std::unique_ptr<soler::Bot>> bots;
    for (std::size_t seat = 0; seat < kinds.size(); ++seat)
        bots.push_back(soler::make_bot(kinds[seat], seed, static_cast<Seat>(seat)));
    each(state);
    while (state.phase != soler::Phase::MatchOver) {
        const SeatMask acting = soler::to_act(state);
        for (Seat seat = 0; seat < state.players(); ++seat) {
            if (!has_seat(acting, seat)) continue;
            soler::apply(state, seat, bots[static_cast<std::size_t>(seat)]->choose(soler::view_for(state, seat)));
            each(state);
        }
    }
}

}  // namespace

TEST_CASE("Solèr records round-trip over many random matches: write, read, replay, same totals") {
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(zero::test::scaled(300)); ++seed) {
        const int players = 2 + static_cast<int>(seed % 4);
        const soler::State state = soler::bot_match(rules_for(players, seed), seed, kinds_for(players, seed));
        soler::MatchRecord record = soler::make_record(state, names_of(seats_for(kinds_for(players, seed))));
        for (const bool seeded : {true, false}) {
            if (!seeded) record.seed.reset();  // the record's own deals
            const AnyRecordParse parsed = any_record_from_json(soler::record_to_json(record));
            INFO("seed " << seed << (seeded ? "" : " without its seed") << ": " << parsed.error);
            REQUIRE(parsed.record);
            const auto& read = parsed.record->get<soler::MatchRecord>();
            REQUIRE(read == record);
            const auto replayed = soler::replay(read);
            REQUIRE_FALSE(replayed.error);
            CHECK(replayed.state->totals == state.totals);
            CHECK(read.totals == std::vector<int>(state.totals.begin(), state.totals.begin() + players));
        }
    }
}

TEST_CASE("every state of Solèr bot matches survives a save and restore, partial tricks included") {
    for (std::uint64_t seed = 40; seed < 46; ++seed) {
        const int players = 2 + static_cast<int>(seed % 4);
        const auto kinds = kinds_for(players, seed);
        const std::vector<SavedSeat> seats = seats_for(kinds);
        int states = 0;
        for_each_state(rules_for(players, seed), seed, kinds, [&](const soler::State& state) {
            if (++states % 7 != 0 && state.phase != soler::Phase::MatchOver) return;  // every 7th: enough, and quick
            const soler::SaveGame save = soler::make_save(state, seats, 1700000000);
            const soler::SaveDecode decoded = soler::decode_save(soler::encode_save(save));
            INFO("seed " << seed << ", state " << state.state_id << ": " << decoded.error);
            REQUIRE(decoded.save);
            REQUIRE(*decoded.save == save);
            const soler::Restored restored = soler::restore(*decoded.save);
            INFO(restored.error);
            REQUIRE(restored.state);
            CHECK(restored.state->state_id == state.state_id);
            CHECK(restored.state->epoch == state.epoch);
            CHECK(soler::to_act(*restored.state) == soler::to_act(state));
            CHECK(restored.state->hands == state.hands);
            CHECK(restored.state->played == state.played);
            CHECK(restored.state->totals == state.totals);
        });
        CHECK(states > 50);
    }
}

TEST_CASE("a save names its game: each game's loader refuses the other's save with one sentence") {
    const soler::State soler_state = soler::bot_match(soler::default_rules(3), 3, kKinds);
    const std::string soler_bytes = soler::encode_save(soler::make_save(soler_state, seats_for(kKinds), 1));
    const std::string knizia_bytes =
        encode_save(make_save(knizia::new_match(knizia::default_rules(3), 3), seats_for({"greedy", "greedy", "random"}), 1));
    CHECK(open_save(soler_bytes).game == games::GameId::Soler);
    CHECK(open_save(knizia_bytes).game == games::GameId::Knizia);
    CHECK(decode_save(soler_bytes).error ==
          "this is a save of Ernst Solèr's ZERO (soler-zero), not of Reiner Knizia's Zero (knizia-zero)");
    CHECK(soler::decode_save(knizia_bytes).error.find("this is a save of Reiner Knizia's Zero (knizia-zero)") == 0);

    SECTION("a game number this build does not know") {
        for (const std::uint8_t id : {std::uint8_t{4}, std::uint8_t{77}}) {
            const std::string bytes = wrap_save(static_cast<games::GameId>(id), "body");
            INFO(int(id));
            CHECK_FALSE(open_save(bytes).error.empty());
        }
        CHECK(open_save(wrap_save(games::GameId::Hero, "x")).game == games::GameId::Hero);
    }
    SECTION("the checksum covers the game: a flipped game byte is damage") {
        std::string bytes = soler_bytes;
        bytes[24] = 1;
        CHECK(open_save(bytes).error == "checksum mismatch: the file is damaged");
    }
}

TEST_CASE("damaged Solèr saves are refused with a reason, never a crash") {
    soler::State state = soler::new_match(soler::default_rules(4), 77);
    Rng rng(77);
    for (int i = 0; i < 13; ++i) {  // into the second trick: a partial trick, bets and perhaps a laying
        const soler::Move move = soler::random_move(state, rng);
        soler::apply(state, move.seat, move.action);
    }
    const soler::SaveGame save = soler::make_save(state, seats_for({"random", "easy", "medium", "random"}), 5);
    const std::string good = soler::encode_save(save);
    REQUIRE(soler::decode_save(good).save);
    for (std::size_t n = 0; n < good.size(); ++n) CHECK_FALSE(soler::decode_save(good.substr(0, n)).save);
    const std::string body = good.substr(kSaveHeaderBytes);
    int refused = 0;
    for (std::size_t i = 0; i < body.size(); ++i) {
        for (const int x : {0x01, 0x80, 0xFF}) {
            std::string b = body;
            b[i] = static_cast<char>(static_cast<unsigned char>(b[i]) ^ x);
            const soler::SaveDecode d = soler::decode_save(wrap_save(games::GameId::Soler, b));
            if (!d.save) CHECK_FALSE(d.error.empty());
            if (!d.save || !soler::restore(*d.save).error.empty()) ++refused;
        }
    }
    CHECK(refused > static_cast<int>(body.size()));
    SECTION("a save whose cross-checks disagree with its record") {
        soler::SaveGame bad = save;
        bad.state_id += 1;
        CHECK(soler::restore(bad).error.find("state id") != std::string::npos);
        bad = save;
        bad.totals[0] += 1;
        CHECK(soler::restore(bad).error == "the saved totals differ from the replayed ones");
        bad = save;
        bad.record.rounds[0].actions.pop_back();
        CHECK_FALSE(soler::restore(bad).error.empty());
    }
}

TEST_CASE("the saves list shows each save's game") {
    test::TempDir dir;
    REQUIRE(write_save(dir.file("k.zsave"), make_save(knizia::new_match(knizia::default_rules(3), 3), seats_for(kKinds), 10)).empty());
    const soler::State state = soler::new_match(soler::target_rules(3, 100), 4);
    REQUIRE(soler::write_save(dir.file("s.zsave"), soler::make_save(state, seats_for(kKinds), 20)).empty());
    const std::vector<SaveSummary> saves = list_saves(dir.path());
    REQUIRE(saves.size() == 2);
    CHECK(saves[0].name == "s");
    CHECK(saves[0].game == "soler-zero");
    CHECK(saves[0].target_points == 100);
    CHECK(saves[0].round == 1);
    CHECK(saves[1].game == "knizia-zero");
    CHECK(saves[1].rounds == 3);
    CHECK(saved_game(dir.file("s.zsave")) == games::GameId::Soler);
    CHECK(load_save(dir.file("s.zsave")).error.find("not of Reiner Knizia's Zero") != std::string::npos);
    const soler::LoadedSave loaded = soler::load_save(dir.file("s.zsave"));
    REQUIRE(loaded.state);
    CHECK(loaded.state->state_id == 0);
}

TEST_CASE("Solèr's autosaver saves after every action, in the background too, and files the finished record") {
    const bool background = GENERATE(false, true);
    INFO(background);
    test::TempDir dir;
    const std::string path = dir.file("auto.zsave");
    const std::vector<std::string> kinds = kinds_for(3, 5);
    soler::State last;
    int states = 0;
    {
        soler::Autosaver saver(path, seats_for(kinds), AutosaveOptions{background, true, history_dir(dir.path())});
        const soler::Autosaver::Observer observe = saver.observer();
        for_each_state(soler::default_rules(3), 5, kinds, [&](const soler::State& state) {
            observe({}, state);
            last = state;
            if (states++ % 25 != 0 || state.phase == soler::Phase::MatchOver) return;
            saver.flush();
            REQUIRE(saver.last_error().empty());
            const soler::LoadedSave loaded = soler::load_save(path);
            REQUIRE(loaded.state);
            CHECK(loaded.state->state_id == state.state_id);
            CHECK(loaded.save->seats == seats_for(kinds));
        });
        saver.flush();
        CHECK(saver.last_error().empty());
        CHECK(saver.saves_written() >= (background ? 1U : static_cast<std::uint64_t>(states)));
    }
    // Finished: the record went to the history folder and the save is gone.
    CHECK_FALSE(std::filesystem::exists(path));
    const soler::RecordParse record = soler::load_record_file(history_dir(dir.path()) + "/auto.json");
    REQUIRE(record.record);
    CHECK(*record.record == soler::make_record(last, names_of(seats_for(kinds))));
}

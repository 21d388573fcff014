// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include "save_fixtures.hpp"
#include "zero/knizia/match.hpp"
#include "zero/saves/save_format.hpp"
#include "zero/saves/save_store.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::test;

namespace {

void put_u32(std::string& bytes, std::size_t at, std::uint32_t value) {
    for (int i = 0; i < 4; ++i) bytes[at + static_cast<std::size_t>(i)] = static_cast<char>((value >> (8 * i)) & 0xFFU);
}


// A file whose header is right for `body`, so the body's own checks are reached.
std::string with_header(const std::string& body) { return wrap_save(games::GameId::Knizia, body); }

SaveGame sample_save() {
    const std::vector<std::string> kinds{"random", "greedy", "random"};
    State state = new_match(default_rules(3), 42);
    Table table(state, bot_seats(kinds, 42));
    for (int i = 0; i < 17; ++i) table.step();
    return make_save(table.state(), bot_seats_for(kinds), 1'700'000'000);
}

}  // namespace

TEST_CASE("every state of bot matches survives a save and restore") {
    struct Case {
        int players;
        int pool;
        int rounds;
        std::uint64_t seed;
    };
    for (const Case c : {Case{2, 9, 2, 1}, Case{3, 5, 3, 2}, Case{4, 7, 4, 3}, Case{5, 5, 5, 4}, Case{5, 7, 3, 99}}) {
        Rules rules = default_rules(c.players);
        rules.pool_size = c.pool;
        rules.rounds = c.rounds;
        std::vector<std::string> kinds;
        for (int seat = 0; seat < c.players; ++seat) kinds.push_back(seat % 2 ? "greedy" : "random");
        const std::vector<SavedSeat> seats = bot_seats_for(kinds);
        int states = 0;
        for_each_state(rules, c.seed, kinds, [&](const State& state) {
            ++states;
            const SaveGame save = make_save(state, seats, 1'700'000'000 + states);
            const SaveDecode decoded = decode_save(encode_save(save));
            REQUIRE(decoded.error.empty());
            REQUIRE(*decoded.save == save);
            const Restored restored = restore(*decoded.save);
            REQUIRE(restored.error.empty());
            const State& back = *restored.state;
            CHECK(back.phase == state.phase);
            CHECK(back.round == state.round);
            CHECK(back.to_move == state.to_move);
            CHECK(back.state_id == state.state_id);
            CHECK(back.rng.state() == state.rng.state());
            CHECK(back.hands == state.hands);
            CHECK(back.pool == state.pool);
            CHECK(back.totals == state.totals);
            CHECK(back.knocks == state.knocks);
            CHECK(back.last_lap == state.last_lap);
            CHECK(back.last_lap_turns_left == state.last_lap_turns_left);
        });
        CHECK(states > 3);
    }
}

TEST_CASE("a save keeps human, bot and remote seats with their names and kinds") {
    State state = new_match(default_rules(3), 5);
    const std::vector<SavedSeat> seats{SavedSeat::human("Ann"), SavedSeat::bot_seat("ext:./my bot --level 3", "Robo"),
                                       SavedSeat::remote("Bob")};
    const SaveGame save = make_save(state, seats, 12345);
    const SaveDecode decoded = decode_save(encode_save(save));
    REQUIRE(decoded.save);
    CHECK(decoded.save->seats == seats);
    CHECK(decoded.save->record.players == std::vector<std::string>{"Ann", "Robo", "Bob"});
    CHECK(decoded.save->saved_at == 12345);
    CHECK(restore(*decoded.save).error.empty());
}

TEST_CASE("bad save bytes are refused with a reason, never a crash") {
    const std::string good = encode_save(sample_save());
    REQUIRE(decode_save(good).save);

    SECTION("empty") { CHECK(decode_save("").error == "the file is empty"); }
    SECTION("garbage") {
        CHECK(decode_save("hello, this is not a save at all").error == "not a Zero save file");
        CHECK(decode_save(std::string(1000, '\xff')).error == "not a Zero save file");
    }
    SECTION("wrong format: a match record") {
        CHECK(decode_save("{\"format\":\"zero-match\",\"version\":1}").error == "not a Zero save file");
    }
    SECTION("truncated at every length") {
        for (std::size_t n = 1; n < good.size(); ++n) {
            const SaveDecode d = decode_save(std::string_view(good).substr(0, n));
            INFO(n);
            REQUIRE_FALSE(d.save);
            CHECK(d.error.find("truncated") != std::string::npos);
        }
    }
    SECTION("future version") {
        std::string bytes = good;
        put_u32(bytes, 8, kSaveFormatVersion + 1);
        CHECK(decode_save(bytes).error.find("newer version of Zero") != std::string::npos);
    }
    SECTION("oversized") {
        CHECK(decode_save(std::string(kMaxSaveBytes + 1, 'Z')).error.find("too large") != std::string::npos);
    }
    SECTION("stray bytes after the body") {
        CHECK(decode_save(good + "x").error.find("stray bytes") != std::string::npos);
    }
    SECTION("checksum mismatch: every byte of the body flipped in turn") {
        for (std::size_t i = kSaveHeaderBytes; i < good.size(); ++i) {
            std::string bytes = good;
            bytes[i] = static_cast<char>(bytes[i] ^ 0x20);
            INFO(i);
            CHECK(decode_save(bytes).error == "checksum mismatch: the file is damaged");
        }
    }
    SECTION("a body with a correct checksum but damaged inside is refused or fails the replay") {
        // Past the checksum (a crafted file): every single-byte change either fails to decode
        // or decodes to a save whose replay and cross-checks catch it, unless it is harmless
        // (a seat name or the time).
        const std::string body = good.substr(kSaveHeaderBytes);
        int refused = 0;
        for (std::size_t i = 0; i < body.size(); ++i) {
            for (const int x : {0x01, 0x80, 0xFF}) {
                std::string b = body;
                b[i] = static_cast<char>(static_cast<unsigned char>(b[i]) ^ x);
                const SaveDecode d = decode_save(with_header(b));
                if (!d.save || !restore(*d.save).error.empty()) ++refused;
            }
        }
        CHECK(refused > static_cast<int>(body.size()));
    }
    SECTION("huge counts are refused before anything is allocated") {
        // The first seat's name length sits after: endianness flag (1), versions and fields.
        std::string body = good.substr(kSaveHeaderBytes);
        for (std::size_t i = 0; i + 4 <= body.size(); ++i) {
            std::string b = body;
            put_u32(b, i, 0xFFFFFFF0U);
            const SaveDecode d = decode_save(with_header(b));
            if (!d.save) CHECK_FALSE(d.error.empty());
        }
    }
}

TEST_CASE("a save whose cross-checks disagree with its record is refused") {
    const SaveGame good = sample_save();
    REQUIRE(restore(good).error.empty());
    SaveGame s = good;
    SECTION("RNG state") {
        s.rng_state ^= 1;
        CHECK(restore(s).error == "the saved RNG state does not match the replayed match");
    }
    SECTION("whose turn") {
        s.to_move = (s.to_move + 1) % 3;
        CHECK(restore(s).error.find("is to move") != std::string::npos);
    }
    SECTION("state id") {
        s.state_id += 1;
        CHECK(restore(s).error.find("state id") != std::string::npos);
    }
    SECTION("totals") {
        s.totals[0] += 1;
        CHECK(restore(s).error.find("totals") != std::string::npos);
    }
    SECTION("rules") {
        s.rules.rounds += 1;
        CHECK(restore(s).error == "the saved rules differ from the record's");
    }
    SECTION("seat names") {
        s.seats[1].name = "Mallory";
        CHECK(restore(s).error.find("name differs") != std::string::npos);
    }
    SECTION("a bot seat without a kind") {
        s.seats[2].bot.clear();
        CHECK(restore(s).error.find("without a kind") != std::string::npos);
    }
    SECTION("an illegal action in the record") {
        RecordedRound& round = s.record.rounds.back();
        REQUIRE_FALSE(round.actions.empty());
        Move& move = round.actions.front();
        move.action = Action::swap(move.action.is_swap() ? move.action.take : round.pool[0], round.pool[0]);
        const std::string error = restore(s).error;
        CHECK(error.find("does not replay") != std::string::npos);
        CHECK(error.find("action 1") != std::string::npos);
    }
    SECTION("the wrong seat moving") {
        Move& move = s.record.rounds.back().actions.front();
        move.seat = (move.seat + 1) % 3;
        CHECK(restore(s).error.find("does not replay") != std::string::npos);
    }
    SECTION("the save still encodes and decodes, and the check happens after decoding") {
        s.rng_state ^= 1;
        const SaveDecode d = decode_save(encode_save(s));
        REQUIRE(d.save);
        CHECK_FALSE(restore(*d.save).error.empty());
    }
}

TEST_CASE("each seat's hand sort survives a save and restore") {
    const std::vector<std::string> kinds{"greedy", "greedy", "random"};
    Table table(new_match(default_rules(3), 5), bot_seats(kinds, 5));
    for (int i = 0; i < 6; ++i) table.step();
    std::vector<SavedSeat> seats{SavedSeat::human("Ann"), SavedSeat::human("Bob"), SavedSeat::bot_seat("random", "R")};
    seats[1].sort_by_number = true;
    const SaveDecode decoded = decode_save(encode_save(make_save(table.state(), seats, 1'700'000'000)));
    REQUIRE(decoded.error.empty());
    CHECK_FALSE(decoded.save->seats[0].sort_by_number);
    CHECK(decoded.save->seats[1].sort_by_number);
    CHECK_FALSE(decoded.save->seats[2].sort_by_number);
}

TEST_CASE("a save written before the hand sort was kept (seat version 1) still loads") {
    // tests/saves/fixtures/v1-couch.zsave: Ann and Bob at one screen and a Medium bot, seed 7,
    // 11 moves into the first round, written by the format as it was before seat version 2.
    const LoadedSave loaded = load_save(std::string(ZERO_SAVE_FIXTURES) + "/v1-couch.zsave");
    REQUIRE(loaded.error.empty());
    REQUIRE(loaded.save);
    REQUIRE(loaded.state);
    CHECK_FALSE(loaded.from_backup);
    REQUIRE(loaded.save->seats.size() == 3);
    CHECK(loaded.save->seats[0] == SavedSeat::human("Ann"));
    CHECK(loaded.save->seats[1] == SavedSeat::human("Bob"));
    CHECK(loaded.save->seats[2] == SavedSeat::bot_seat("medium", "Bot 3 (medium)"));
    CHECK(loaded.state->seed == 7);
    CHECK(loaded.state->state_id == 11);
    CHECK(loaded.state->to_move == 1);
    // Written again, it is a version-2 save that reads back the same.
    const SaveDecode again = decode_save(encode_save(*loaded.save));
    REQUIRE(again.error.empty());
    CHECK(*again.save == *loaded.save);
}

TEST_CASE("a LAN player's seat token survives a save and restore, and only a LAN player's seat keeps one") {
    const std::vector<std::string> kinds{"greedy", "greedy", "random"};
    Table table(new_match(default_rules(3), 5), bot_seats(kinds, 5));
    for (int i = 0; i < 6; ++i) table.step();
    const std::vector<SavedSeat> seats{SavedSeat::human("Ann"), SavedSeat::remote("Bob", 0x8000'0000'0000'0001ULL),
                                       SavedSeat::bot_seat("random", "R")};
    const SaveDecode decoded = decode_save(encode_save(make_save(table.state(), seats, 1'700'000'000)));
    REQUIRE(decoded.error.empty());
    CHECK(decoded.save->seats == seats);
    CHECK(decoded.save->seats[1].token == 0x8000'0000'0000'0001ULL);
    CHECK(decoded.save->seats[0].token == 0);
    // A token on a seat played at the host's screen or by a bot is damage.
    SaveGame bad = *decoded.save;
    bad.seats[2].token = 5;
    CHECK(save_shape_error(bad).find("keeps a token") != std::string::npos);
}

TEST_CASE("a LAN host's save written before tokens were kept (seat version 2) still loads, with no token") {
    // tests/saves/fixtures/v2-lan-knizia.zsave: a `zero-cli host --autosave` of seed 29 (Ann and Bob
    // joined as bot clients, a greedy bot in seat 3) killed 19 actions in, by the build before seat
    // version 3.
    const LoadedSave loaded = load_save(std::string(ZERO_SAVE_FIXTURES) + "/v2-lan-knizia.zsave");
    REQUIRE(loaded.error.empty());
    REQUIRE(loaded.save);
    REQUIRE(loaded.state);
    REQUIRE(loaded.save->seats.size() == 3);
    CHECK(loaded.save->seats[0] == SavedSeat::remote("Ann"));
    CHECK(loaded.save->seats[1] == SavedSeat::remote("Bob"));
    CHECK(loaded.save->seats[2] == SavedSeat::bot_seat("greedy", "greedy 3"));
    CHECK(loaded.state->seed == 29);
    CHECK(loaded.state->state_id == 19);
    // Written again, it is a version-3 save that reads back the same.
    const SaveDecode again = decode_save(encode_save(*loaded.save));
    REQUIRE(again.error.empty());
    CHECK(*again.save == *loaded.save);
}

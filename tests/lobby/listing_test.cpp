// SPDX-License-Identifier: GPL-3.0-or-later
// A table's listing as the lobby carries it: codes, bounds, and the lobby's address.
#include <catch2/catch.hpp>

#include <map>

#include "zero/lobby/listing.hpp"

using namespace zero::lobby;

namespace {

TableListing sample() { return {"knizia-zero", "pool=7", 4, 2, "Zero table", "ABCDEF", false, "127.0.0.1", 40000}; }

std::optional<TableListing> decode(const std::map<std::string, std::string>& attributes, std::string& error) {
    return listing_from_attributes(
        [&](const char* name) -> const char* {
            const auto it = attributes.find(name);
            return it == attributes.end() ? nullptr : it->second.c_str();
        },
        error);
}

std::map<std::string, std::string> encoded(const TableListing& l) {
    std::map<std::string, std::string> m;
    for (const auto& [k, v] : listing_attributes(l)) m[k] = v;
    return m;
}

}  // namespace

TEST_CASE("a table code is six letters read aloud without 0- or 1-like letters", "[lobby]") {
    for (int i = 0; i < 200; ++i) {
        const std::string code = new_code();
        REQUIRE(code.size() == kCodeLength);
        CHECK(normalize_code(code) == code);
        CHECK(code.find_first_of("ILOQ01") == std::string::npos);
    }
    CHECK(normalize_code("abcdef") == std::optional<std::string>("ABCDEF"));
    CHECK_FALSE(normalize_code("ABCDE"));
    CHECK_FALSE(normalize_code("ABCDEFG"));
    CHECK_FALSE(normalize_code("ABCDEI"));
    CHECK_FALSE(normalize_code("ABCDE0"));
}

TEST_CASE("a listing reads back as it was written, and every bad field is refused", "[lobby]") {
    std::string error;
    const auto back = decode(encoded(sample()), error);
    REQUIRE(back);
    CHECK(listing_attributes(*back) == listing_attributes(sample()));

    const std::vector<std::pair<std::string, std::string>> bad = {{"v", "2"},
                                                                  {"game", "chess"},
                                                                  {"seats", "9"},
                                                                  {"seats", "04"},
                                                                  {"free", "5"},
                                                                  {"free", "-1"},
                                                                  {"name", ""},
                                                                  {"name", "   "},
                                                                  {"name", "a\x01"},
                                                                  {"name", "\xC3("},
                                                                  {"name", std::string(33, 'x')},
                                                                  {"code", "ABCDEI"},
                                                                  {"private", "yes"},
                                                                  {"host", "0.0.0.0"},
                                                                  {"host", "localhost"},
                                                                  {"port", "0"},
                                                                  {"port", "65536"},
                                                                  {"options", std::string(121, 'o')}};
    for (const auto& [key, value] : bad) {
        auto attributes = encoded(sample());
        attributes[key] = value;
        INFO(key << " = " << value);
        CHECK_FALSE(decode(attributes, error));
        CHECK_FALSE(error.empty());
    }
    auto missing = encoded(sample());
    missing.erase("port");
    CHECK_FALSE(decode(missing, error));
}

TEST_CASE("a lobby's address names its domain and, when it differs, where it answers", "[lobby]") {
    std::string error;
    const auto local = parse_lobby_address("localhost@127.0.0.1:10286", error);
    REQUIRE(local);
    CHECK(local->domain == "localhost");
    CHECK(local->host == "127.0.0.1");
    CHECK(local->port == 10286);
    CHECK(local->rooms_domain() == "lobby.localhost");
    CHECK(local->guest_domain() == "guest.localhost");
    const auto plain = parse_lobby_address("zero.example.org", error);
    REQUIRE(plain);
    CHECK(plain->host.empty());
    CHECK(plain->port == 5222);
    CHECK_FALSE(parse_lobby_address("localhost@127.0.0.1", error));
    CHECK_FALSE(parse_lobby_address("bad domain:5222", error));
    CHECK_FALSE(parse_lobby_address("localhost:99999", error));
    CHECK(error.find("bad lobby address") != std::string::npos);
}

// The languages: the catalogues' completeness and placeholders, plural forms, the fallback to
// English, and how the system's language is read.
#include <catch2/catch.hpp>

#include <cstring>
#include <map>
#include <regex>
#include <set>
#include <string>

#include "zero/game/strings.hpp"

using namespace zero::game;

namespace {

std::set<std::string> placeholders(const std::string& text) {
    std::set<std::string> found;
    const std::regex brace(R"(\{[0-9]\})");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), brace); it != std::sregex_iterator(); ++it)
        found.insert(it->str());
    return found;
}

std::string name_of(Str id) { return "entry " + std::to_string(static_cast<std::size_t>(id)); }

Strings load_catalogue(std::string_view lang) {
    std::string error;
    Strings s = Strings::translated(lang, ZERO_TEST_LOCALE_DIR, error);
    INFO(error);
    REQUIRE(error.empty());
    return s;
}

}  // namespace

TEST_CASE("every catalogue translates every entry of the table with the English text's placeholders") {
    const Strings english = Strings::english();
    for (const std::string_view lang : kLanguages) {
        const Strings s = load_catalogue(lang);
        CHECK(s.language() == lang);
        CHECK(s.complete());
        std::size_t missing = 0;
        for (std::size_t i = 0; i < static_cast<std::size_t>(Str::Count); ++i) {
            const auto id = static_cast<Str>(i);
            INFO(lang << ": " << name_of(id) << " \"" << english.get(id) << "\"");
            // A new entry of the table that a catalogue lacks is named here (po/zero.pot names the
            // entry by its enum name): translate it in po/LANG.po after `cmake --build DIR --target zero_po`.
            if (!s.has_translation(id)) ++missing;
            CHECK(s.has_translation(id));
            CHECK(placeholders(s.get(id)) == placeholders(english.get(id)));
            if (const char* singular = Strings::english_singular(id))
                CHECK(placeholders(s.count(id, 1, {"{0}", "{1}", "{2}", "{3}"})) == placeholders(singular));
        }
        CHECK(missing == 0);
    }
}

TEST_CASE("the catalogues differ from English where a language says it otherwise") {
    CHECK(load_catalogue("fr").get(Str::MenuNewMatch) == "Nouvelle partie");
    CHECK(load_catalogue("ja").get(Str::Knock) == "ノック");
    CHECK(load_catalogue("fr").get(Str::LanguageName) == "Fran\u00e7ais");
    CHECK(load_catalogue("ja").get(Str::LanguageName) == "\u65e5\u672c\u8a9e");
    CHECK(load_catalogue("fr").format(Str::PassTo, {"Anne"}) == "Passez l'\u00e9cran \u00e0 Anne");
}

TEST_CASE("counted texts take each language's plural form") {
    const Strings en = Strings::english();
    CHECK(en.count(Str::LanSeatsFree, 1, {"1"}) == "1 seat free");
    CHECK(en.count(Str::LanSeatsFree, 0, {"0"}) == "0 seats free");
    CHECK(en.count(Str::LanSeatsFree, 3, {"3"}) == "3 seats free");
    CHECK(load_catalogue("en").count(Str::Points, 1, {"1"}) == "1 point");
    // French: 0 and 1 take the singular.
    const Strings fr = load_catalogue("fr");
    CHECK(fr.count(Str::LanSeatsFree, 0, {"0"}) == "0 place libre");
    CHECK(fr.count(Str::LanSeatsFree, 1, {"1"}) == "1 place libre");
    CHECK(fr.count(Str::LanSeatsFree, 2, {"2"}) == "2 places libres");
    CHECK(fr.count(Str::Points, 12, {"12"}) == "12 points");
    // Japanese: one form.
    const Strings ja = load_catalogue("ja");
    CHECK(ja.count(Str::Points, 1, {"1"}) == ja.count(Str::Points, 1, {"1"}));
    CHECK(ja.count(Str::Points, 1, {"1"}) == "1\u70b9");
    CHECK(ja.count(Str::Points, 7, {"7"}) == "7\u70b9");
    // Not a counted entry: formatted as it is.
    CHECK(fr.count(Str::PassTo, 2, {"Anne"}) == fr.format(Str::PassTo, {"Anne"}));
}

TEST_CASE("a missing catalogue or an unknown language leaves the game in English and says why") {
    std::string error;
    const Strings nowhere = Strings::translated("fr", "/nonexistent-zero-locale", error);
    CHECK(error.find("/nonexistent-zero-locale") != std::string::npos);
    CHECK(nowhere.language() == "en");
    CHECK(nowhere.get(Str::MenuNewMatch) == "New match");
    CHECK(nowhere.count(Str::LanSeatsFree, 1, {"1"}) == "1 seat free");
    const Strings german = Strings::translated("de", ZERO_TEST_LOCALE_DIR, error);
    CHECK_FALSE(error.empty());
    CHECK(german.language() == "en");
    CHECK(german.complete());
}

TEST_CASE("the system's language: LC_ALL before LC_MESSAGES before LANG and English when none is ours") {
    static std::map<std::string, std::string> env;
    const auto get = [](const char* name) -> const char* {
        const auto it = env.find(name);
        return it == env.end() ? nullptr : it->second.c_str();
    };
    env = {};
    CHECK(system_language(get) == "en");
    env = {{"LANG", "fr_FR.UTF-8"}};
    CHECK(system_language(get) == "fr");
    env = {{"LANG", "fr_FR.UTF-8"}, {"LC_MESSAGES", "ja_JP.UTF-8"}};
    CHECK(system_language(get) == "ja");
    env = {{"LANG", "fr_FR.UTF-8"}, {"LC_MESSAGES", "ja_JP.UTF-8"}, {"LC_ALL", "en_GB.UTF-8"}};
    CHECK(system_language(get) == "en");
    env = {{"LANG", "de_DE.UTF-8"}};
    CHECK(system_language(get) == "en");
    env = {{"LANG", "C"}};
    CHECK(system_language(get) == "en");
    env = {{"LC_ALL", ""}, {"LANG", "ja"}};  // an empty variable counts as unset
    CHECK(system_language(get) == "ja");
    env = {{"LANG", "fr@euro"}};
    CHECK(system_language(get) == "fr");
}

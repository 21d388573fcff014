// SPDX-License-Identifier: GPL-3.0-or-later
// The languages: the catalogues' completeness and placeholders, plural forms, the fallback to
// English, and how the system's language is read.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <cstring>
#include <ctime>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "zero/game/knizia/move_log.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/session.hpp"
#include "zero/game/strings.hpp"
#include "zero/saves/save_format.hpp"
#include "zero/saves/save_store.hpp"

using namespace zero::game;
using namespace zero::knizia;

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
                CHECK(placeholders(s.count(id, 1, {"{0}", "{1}", "{2}", "{3}", "{4}", "{5}"})) == placeholders(singular));
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
    // A setting and its value on one button (Host game): each language's colon and spacing.
    CHECK(load_catalogue("fr").format(Str::LabelValue, {"Jeu", "Zero"}) == "Jeu : Zero");
    CHECK(load_catalogue("ja").format(Str::LabelValue, {"A", "B"}) == "A\uff1aB");
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

TEST_CASE("numbers and dates follow the language, with no generated system locale") {
    // ICU's own data through Boost.Locale: a fresh Debian machine has only the C locales, where the
    // std backend would write "1234567" and a C date. The moment: 18 November 2026, 11:06:40 UTC.
    ::setenv("TZ", "UTC", 1);
    ::tzset();
    const std::int64_t moment = 1795000000;
    const Strings en = Strings::english();
    CHECK(en.number(1234567) == "1,234,567");
    CHECK(en.number(-1234) == "-1,234");
    CHECK(en.number(7) == "7");
    CHECK(en.date_time(moment) == "18 Nov 2026, 11:06");
    const Strings fr = load_catalogue("fr");
    CHECK(fr.number(1234567) == "1\u202f234\u202f567");  // narrow no-break spaces
    CHECK(fr.number(-12) == "-12");
    CHECK(fr.date_time(moment) == "18 nov. 2026, 11:06");
    const Strings ja = load_catalogue("ja");
    CHECK(ja.number(1234567) == "1,234,567");
    CHECK(ja.date_time(moment) == "2026/11/18 11:06");
    // A copy shares the formats; another language has its own.
    const Strings copy = fr;
    CHECK(copy.date_time(moment) == fr.date_time(moment));
    CHECK(load_catalogue("en").date_time(moment) == en.date_time(moment));
}

TEST_CASE("the bots' levels are words of the language, but options and external programs stay as given") {
    const Strings en = Strings::english();
    const Strings fr = load_catalogue("fr");
    const Strings ja = load_catalogue("ja");
    CHECK(bot_kind_label(en, "medium") == "medium");
    CHECK(bot_kind_label(fr, "medium") == "moyen");
    CHECK(bot_kind_label(fr, "random") == fr.get(Str::BotKindRandom));
    CHECK(bot_kind_label(fr, "hard:ms=100") == "difficile:ms=100");
    CHECK(bot_kind_label(fr, "ext:python3 bot.py") == "ext:python3 bot.py");
    CHECK(bot_kind_label(fr, "hardest") == "hardest");
    CHECK(bot_seat_name(fr, 1, "easy") == "Bot 2 (facile)");
    CHECK(bot_seat_name(en, 2, "greedy") == "Bot 3 (greedy)");
    for (const char* kind : {"easy", "medium", "hard", "greedy", "random"}) {
        INFO(kind);
        CHECK(bot_kind_label(ja, kind) != kind);
    }
}

TEST_CASE("a bot's name the game made in one language is shown in another, and a person's name stays theirs") {
    const std::vector<Strings> all = {Strings::english(), load_catalogue("fr"), load_catalogue("ja")};
    const Strings& en = all[0];
    const Strings& fr = all[1];
    const Strings& ja = all[2];
    // Saved in French, shown in Japanese and English; saved in English, shown in French.
    CHECK(shown_player_name(ja, 1, "Bot 2 (moyen)", all) == bot_seat_name(ja, 1, "medium"));
    CHECK(shown_player_name(en, 1, "Bot 2 (moyen)", all) == "Bot 2 (medium)");
    CHECK(shown_player_name(fr, 2, "Bot 3 (greedy)", all) == "Bot 3 (glouton)");
    CHECK(shown_player_name(en, 0, bot_seat_name(ja, 0, "hard"), all) == "Bot 1 (hard)");
    // Not the game's name for that seat, or a person's: as it is.
    CHECK(shown_player_name(fr, 0, "Bot 2 (moyen)", all) == "Bot 2 (moyen)");
    CHECK(shown_player_name(fr, 0, "Ann", all) == "Ann");
    // A bot with options keeps them, in the level's new words.
    CHECK(shown_player_name(fr, 0, "Bot 1 (hard:ms=100)", all) == "Bot 1 (difficile:ms=100)");
    CHECK(shown_player_name(ja, 0, "Bot 1 (moyen:iters=1500)", all) == bot_seat_name(ja, 0, "medium:iters=1500"));
    CHECK(shown_player_name(fr, 0, "Bot 1 (hardest)", all) == "Bot 1 (hardest)");
    CHECK(shown_player_name(fr, 0, "Bot 1 (hard", all) == "Bot 1 (hard");
}

// A French host's table seen from a Japanese player's Join game and lobby read "Table de Ann".
TEST_CASE("a LAN table's name the host made in its language is shown in the player's") {
    const std::vector<Strings> all = {Strings::english(), load_catalogue("fr"), load_catalogue("ja")};
    const Strings& en = all[0];
    const Strings& fr = all[1];
    const Strings& ja = all[2];
    CHECK(shown_table_name(ja, fr.format(Str::LanTableOf, {"Ann"}), all) == ja.format(Str::LanTableOf, {"Ann"}));
    CHECK(shown_table_name(fr, ja.format(Str::LanTableOf, {"Kai"}), all) == "Table de Kai");
    CHECK(shown_table_name(en, "Table de Jean-Luc", all) == "Jean-Luc's table");
    // A name the game did not make, such as zero-cli's, stays as it is.
    CHECK(shown_table_name(ja, "zero-cli", all) == "zero-cli");
    CHECK(shown_table_name(fr, "Table de ", all) == "Table de ");
}

// A Japanese Resume list once showed "Bot 1 (moyen)": the save keeps the names its seats had in
// the language the match was played in.
TEST_CASE("the Resume list names the bots of a save made in another language in the language shown") {
    const Strings fr = load_catalogue("fr");
    const Strings ja = load_catalogue("ja");
    zero::SaveSummary made_in_french;
    made_in_french.game = "zero-hero";
    made_in_french.players = {"Bot 1 (moyen)", "Anne", "Bot 3 (difficile)"};
    made_in_french.totals = {12, 3, 0};
    made_in_french.round = 1;
    made_in_french.rounds = 1;
    const auto [ja_top, ja_bottom] = resume_row_lines(made_in_french, ja);
    INFO(ja_top);
    CHECK(ja_top.find(bot_seat_name(ja, 0, "medium") + ja.get(Str::ListSeparator) + "Anne" +
                      ja.get(Str::ListSeparator) + bot_seat_name(ja, 2, "hard")) != std::string::npos);
    CHECK(ja_top.find("moyen") == std::string::npos);
    CHECK(ja_top.find("Bot") == std::string::npos);
    CHECK(ja_bottom.find(ja.number(12)) != std::string::npos);
    zero::SaveSummary made_in_japanese = made_in_french;
    made_in_japanese.game = "knizia-zero";
    made_in_japanese.players = {bot_seat_name(ja, 0, "greedy"), "Anne"};
    made_in_japanese.lan = true;
    const auto [fr_top, fr_bottom] = resume_row_lines(made_in_japanese, fr);
    INFO(fr_top);
    CHECK(fr_top.find("Bot 1 (glouton), Anne") != std::string::npos);
    CHECK(fr_top.find(fr.format(Str::ResumeLanTable, {"Bot 1 (glouton), Anne"})) != std::string::npos);
}

// A damaged save once said "checksum mismatch: the file is damaged" in the French game, with the
// file's whole path over the Back button.
TEST_CASE("why a save does not open is said in the player's language, without the file's path") {
    const Strings en = Strings::english();
    std::string whole = std::string(zero::kSaveMagic) + std::string(40, '\x01');
    const std::string reasons[] = {
        zero::open_save("").error,                   // empty
        zero::open_save("not a save at all").error,  // not a save
        zero::open_save(zero::kSaveMagic).error,     // cut short
        zero::open_save(whole).error,                // damaged (or cut) past the header
        "/home/ann/.local/share/zero/saves/match-1.zsave: checksum mismatch: the file is damaged",
        "/home/ann/.local/share/zero/saves/match-1.zsave: cannot open: No such file or directory",
        "the match record does not replay: illegal action",
    };
    for (const char* lang : {"fr", "ja"}) {
        const Strings strings = load_catalogue(lang);
        for (const std::string& reason : reasons) {
            INFO(lang << ": " << reason);
            REQUIRE_FALSE(reason.empty());
            const std::string said = save_problem(strings, reason);
            CHECK_FALSE(said.empty());
            CHECK(said.find("/home") == std::string::npos);
            CHECK(said != save_problem(en, reason));  // translated, not the English fallback
        }
        zero::SaveSummary broken;
        broken.name = "match-1";
        broken.path = "/home/ann/.local/share/zero/saves/match-1.zsave";
        broken.error = reasons[4];
        const auto [top, bottom] = resume_row_lines(broken, strings);
        CHECK(top == "match-1");
        CHECK(bottom.find("checksum") == std::string::npos);
        CHECK(bottom.find(strings.get(Str::SaveProblemDamaged)) != std::string::npos);
    }
    CHECK(save_problem(en, reasons[0]) == en.get(Str::SaveProblemEmpty));
    CHECK(save_problem(en, reasons[1]) == en.get(Str::SaveProblemNotSave));
    CHECK(save_problem(en, reasons[2]) == en.get(Str::SaveProblemCut));
    CHECK(save_problem(en, reasons[5]) == en.get(Str::SaveProblemUnreadable));
    CHECK(save_problem(en, reasons[6]) == en.get(Str::SaveProblemReplay));
}

// Resume called a Zero Hero game "Manche" (Knizia's rounds) in French.
TEST_CASE("the Resume list counts each game in its own unit: Knizia's rounds, the others' games") {
    for (const char* lang : {"en", "fr", "ja"}) {
        const Strings strings = std::string(lang) == "en" ? Strings::english() : load_catalogue(lang);
        zero::SaveSummary save;
        save.players = {"Ann", "Bob"};
        save.totals = {3, 4};
        save.round = 2;
        save.rounds = 3;
        const std::string round_word = strings.get(Str::SaveLine).substr(0, strings.get(Str::SaveLine).find('{'));
        const std::string game_word =
            strings.get(Str::SaveLineGames).substr(0, strings.get(Str::SaveLineGames).find('{'));
        INFO(lang << ": " << round_word << " / " << game_word);
        REQUIRE(round_word != game_word);
        for (const char* game : {"knizia-zero", "soler-zero", "zero-hero"}) {
            save.game = game;
            const std::string bottom = resume_row_lines(save, strings).second;
            INFO(game << ": " << bottom);
            CHECK(bottom.rfind(std::string(game) == "knizia-zero" ? round_word : game_word, 0) == 0);
        }
    }
}

TEST_CASE("the score panel names a hand's groups in the words and order of the language") {
    auto hand = [](std::initializer_list<const char*> names) {
        zero::knizia::CardSet cards;
        for (const char* name : names) cards.insert(*zero::knizia::parse_card(name));
        return cards;
    };
    const CardSet blues = hand({"blue1", "blue2", "blue4", "blue6", "blue7", "red3", "green3", "yellow3", "grey5"});
    const CardSet threes = hand({"green2", "red3", "yellow3", "green3", "blue3", "grey3", "black3", "red5", "grey5"});
    // A ZERO: five blue and five 3s, the blue 3 in both.
    const CardSet both = hand({"blue1", "blue2", "blue3", "blue4", "blue6", "red3", "green3", "yellow3", "grey3"});
    const Strings en = Strings::english();
    CHECK(groups_label(en, score_breakdown(blues), blues) == "5 blue cancelled");
    CHECK(groups_label(en, score_breakdown(threes), threes) == "6x3 cancelled");
    CHECK(groups_label(en, score_breakdown(both), both) == "5 blue, 5x3 cancelled");
    const Strings fr = load_catalogue("fr");
    CHECK(groups_label(fr, score_breakdown(both), both) == "bleu \u00d75, 3 \u00d75 : annul\u00e9es");
    // Japanese: the colour's own word (no English left in the sentence) and its own separator.
    const Strings ja = load_catalogue("ja");
    CHECK(groups_label(ja, score_breakdown(blues), blues) == "\u9752" "5\u679a\uff1a\u96f6\u70b9");
    CHECK(groups_label(ja, score_breakdown(both), both) == "\u9752" "5\u679a\u3001" "3\u304c" "5\u679a\uff1a\u96f6\u70b9");
    // No group: nothing to say.
    const CardSet loose = hand({"red1", "yellow2", "green3", "blue4", "violet5", "grey6", "black7", "red8", "yellow1"});
    CHECK(groups_label(ja, score_breakdown(loose), loose).empty());
}

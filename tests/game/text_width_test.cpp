// SPDX-License-Identifier: GPL-3.0-or-later
// No text wider than its box, in any language: the widths of the fixed boxes' texts (the rules
// pages, the menus' buttons, the settings rows, the hint bars, the knock button) measured with
// the faces the game draws them in, for every language's translation. The advance widths come from
// FreeType, as SFML lays text out (without kerning, which only narrows a line: the check errs on
// the safe side). The screens as a whole are checked in the GUI test (i18n_gui_test.cpp).
#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <ft2build.h>
#include FT_FREETYPE_H

#include "zero/game/data_dir.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/strings.hpp"
#include "zero/game/ui.hpp"

using namespace zero::game;

namespace {

class Measure {
public:
    explicit Measure(std::string_view lang) : faces_(font_files(lang)) { FT_Init_FreeType(&library_); }
    ~Measure() {
        for (auto& [file, face] : open_) FT_Done_Face(face);
        FT_Done_FreeType(library_);
    }
    Measure(const Measure&) = delete;
    Measure& operator=(const Measure&) = delete;

    // The width in design pixels of `text` drawn at `size` (the game rounds sizes to whole pixels).
    float width(const std::string& text, float size, bool bold) {
        FT_Face face = open(bold ? faces_.bold : faces_.regular);
        FT_Set_Pixel_Sizes(face, 0, static_cast<FT_UInt>(std::lround(size)));
        long total = 0;
        for (std::size_t i = 0; i < text.size();) {
            const auto c = static_cast<unsigned char>(text[i]);
            const int length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
            unsigned long cp = length == 1 ? c : length == 2 ? c & 0x1FU : length == 3 ? c & 0x0FU : c & 0x07U;
            for (int k = 1; k < length && i + static_cast<std::size_t>(k) < text.size(); ++k)
                cp = (cp << 6U) | (static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]) & 0x3FU);
            i += static_cast<std::size_t>(length);
            if (FT_Load_Char(face, cp, FT_LOAD_DEFAULT) == 0) total += face->glyph->advance.x;
        }
        return static_cast<float>(total) / 64.F;
    }

private:
    FT_Face open(const std::string& file) {
        if (const auto it = open_.find(file); it != open_.end()) return it->second;
        FT_Face face = nullptr;
        REQUIRE(FT_New_Face(library_, file.c_str(), 0, &face) == 0);
        open_[file] = face;
        return face;
    }

    FontFiles faces_;
    FT_Library library_ = nullptr;
    std::map<std::string, FT_Face> open_;
};

Strings measured_catalogue(std::string_view lang) {
    std::string error;
    Strings s = Strings::translated(lang, ZERO_TEST_LOCALE_DIR, error);
    REQUIRE(error.empty());
    return s;
}

struct Box {
    Str id;
    float size;
    bool bold;
    float room;
};

}  // namespace

TEST_CASE("every rules page fits its panel line by line and in height in every language") {
    // rules_screen.cpp: the panel spans x 130-1150 and y 105-595; text starts at x 170, y 140.
    // Page 1 draws the colour legend from y 498, the scoring page its example hand from y 420,
    // the first page of Solèr's rules its cards from y 450, Zero Hero's first two pages theirs from
    // y 470 and 463.
    const std::map<Str, float> bottom = {{Str::RulesText1, 490.F}, {Str::RulesText4, 415.F}, {Str::SolerRules1, 445.F},
                                         {Str::HeroRules1, 460.F}, {Str::HeroRules2, 455.F}};
    for (const std::string_view lang : kLanguages) {
        const Strings s = measured_catalogue(lang);
        Measure measure(lang);
        for (const Str page : {Str::RulesText1, Str::RulesText2, Str::RulesText3, Str::RulesText4, Str::RulesControls,
                               Str::SolerRules1, Str::SolerRules2, Str::SolerRules3, Str::SolerRules4,
                               Str::HeroRules1, Str::HeroRules2, Str::HeroRules3, Str::HeroRules4}) {
            std::istringstream lines(s.get(page));
            float y = 140.F;
            float last = y;
            for (std::string line; std::getline(lines, line);) {
                if (line.empty()) {
                    y += 14.F;
                    continue;
                }
                const bool heading = line.rfind("# ", 0) == 0;
                if (heading && y > 150.F) y += 8.F;
                const std::string shown = heading ? line.substr(2) : line;
                INFO(lang << ": \"" << shown << "\"");
                CHECK(measure.width(shown, heading ? 26.F : 18.F, heading) <= 1130.F - 170.F);
                last = y + 12.F;
                y += heading ? 40.F : 27.F;
            }
            const auto limit = bottom.find(page);
            INFO(lang << ": page " << static_cast<std::size_t>(page));
            CHECK(last <= (limit != bottom.end() ? limit->second : 590.F));
        }
    }
}

TEST_CASE("the menus' buttons and settings rows and hint bars and the knock button hold their text in every language") {
    std::vector<Box> boxes;
    // The main menu: buttons 340 x 38 (menu_screens.cpp), type 0.44 of the height, 6 px inside each edge.
    for (const Str id : {Str::MenuNewMatch, Str::MenuResume, Str::MenuHost, Str::MenuJoin, Str::MenuTutorial,
                         Str::MenuRules, Str::MenuSettings, Str::MenuAbout, Str::MenuQuit})
        boxes.push_back({id, 38.F * 0.44F, true, 340.F - 12.F});
    // The podium's buttons: 320 x 52 (podium_screen.cpp).
    for (const Str id : {Str::Rematch, Str::BackToMenu}) boxes.push_back({id, 52.F * 0.44F, true, 320.F - 12.F});
    // The table's pause menu: 320 x 56 (table_overlays.cpp).
    for (const Str id : {Str::Resume, Str::MenuSettings, Str::BackToMenu})
        boxes.push_back({id, 24.64F, true, 320.F - 12.F});
    // The settings rows: the label from 24 px inside the row to 24 px before the "<".
    const ValueRow row = settings_value_row(0);
    const float label_room = row.lower_arrow().x - 24.F - (row.rect.left + 24.F);
    for (const Str id : {Str::SettingVolume, Str::SettingMute, Str::SettingSymbols, Str::SettingAnimSpeed,
                         Str::SettingBotPace, Str::SettingWindowMode, Str::SettingLanguage})
        boxes.push_back({id, 21.F, true, label_room});
    // Their values between "<" and ">".
    for (const Str id : {Str::On, Str::Off, Str::Windowed, Str::Fullscreen, Str::PaceQuick, Str::PaceNormal,
                         Str::PaceRelaxed, Str::LanguageName})
        boxes.push_back({id, 21.F, true, row.value_width - 40.F});
    // The knock button: 150 x 58 (layout.cpp), type capped at 26 px by its height (25.5).
    for (const Str id : {Str::Knock, Str::KnockPasses}) boxes.push_back({id, 58.F * 0.44F, true, 150.F - 12.F});
    // The Undo button: 150 wide, 36 high at Solèr's and Zero Hero's tables (38 at Knizia's).
    boxes.push_back({Str::UndoButton, 36.F * 0.44F, true, 150.F - 12.F});
    // The hint bars, across the window less their strip's margins.
    for (const Str id : {Str::SolerHint, Str::SolerLanHint, Str::SolerSafeHint, Str::SolerSafeLanHint, Str::HeroHint})
        boxes.push_back({id, kHintSize, false, 1280.F - 40.F});
    for (const std::string_view lang : kLanguages) {
        const Strings s = measured_catalogue(lang);
        Measure measure(lang);
        for (const Box& box : boxes) {
            INFO(lang << ": \"" << s.get(box.id) << "\"");
            CHECK(measure.width(s.get(box.id), box.size, box.bold) <= box.room);
        }
        for (const bool lan : {false, true}) {
            for (const Str knock : {Str::HintKnocks, Str::HintPasses}) {
                const std::string hint = s.format(lan ? Str::LanHint : Str::Hint, {s.get(knock)});
                INFO(lang << ": \"" << hint << "\"");
                CHECK(measure.width(hint, kHintSize, false) <= 1280.F - 40.F);
            }
        }
    }
}

TEST_CASE("the lobby's kept-seat line and the turned-away screen's reasons and hints fit their panels in every "
          "language") {
    for (const std::string_view lang : kLanguages) {
        const Strings s = measured_catalogue(lang);
        Measure measure(lang);
        // The lobby's line under "Connecting to ..." (lan_lobby_screen.cpp): 20 px, in the 680 wide
        // panel less 20 each side, drawn whole.
        INFO(lang << ": \"" << s.get(Str::LanSeatKeptWait) << "\"");
        CHECK(measure.width(s.get(Str::LanSeatKeptWait), 20.F, false) <= 640.F);
        // The turned-away screen (lan_turned_away_screen.cpp) draws its reason (22 px bold) and hint
        // (17 px) in 760 of its 800 wide panel, a little smaller when they run long (fitting_size: 70%
        // at least). The new reason's hint fits at full size.
        for (const Str id : {Str::LanRefusedVersion, Str::LanRefusedFull, Str::LanRefusedNameTaken,
                             Str::LanRefusedUnderWay, Str::LanRefusedBadName, Str::LanRefusedUnknownToken,
                             Str::LanRefusedWrongGame, Str::LanRefusedSeatKept}) {
            INFO(lang << ": \"" << s.get(id) << "\"");
            CHECK(measure.width(s.get(id), 22.F * 0.7F, true) <= 760.F);
        }
        for (const Str id : {Str::LanTurnedAwayHintUnderWay, Str::LanTurnedAwayHintName, Str::LanTurnedAwayHintFull,
                             Str::LanTurnedAwayHintSeatKept, Str::OnlineTurnedAwayHintUnderWay,
                             Str::OnlineTurnedAwayHintName, Str::OnlineTurnedAwayHintSeatKept}) {
            INFO(lang << ": \"" << s.get(id) << "\"");
            CHECK(measure.width(s.get(id), 17.F * 0.7F, false) <= 760.F);
        }
        CHECK(measure.width(s.get(Str::LanTurnedAwayHintSeatKept), 17.F, false) <= 760.F);
        // Its one button, 320 x 48 (back to Join game, or to Play online after a join by code), its
        // label drawn down to 75% of its type when a translation runs long.
        for (const Str id : {Str::LanBackToJoin, Str::OnlineBackToOnline}) {
            INFO(lang << ": \"" << s.get(id) << "\"");
            CHECK(measure.width(s.get(id), 48.F * 0.44F * 0.75F, true) <= 320.F - 12.F);
        }
    }
}

TEST_CASE("Resume's Delete, its question, why a save does not open and the backup notice fit in every language") {
    for (const std::string_view lang : kLanguages) {
        const Strings s = measured_catalogue(lang);
        Measure measure(lang);
        // resume_screen.cpp: a row's Delete button, 130 x 42, its label drawn down to 75% of its
        // type (draw_button) when a translation runs long.
        INFO(lang << ": \"" << s.get(Str::ResumeDelete) << "\"");
        CHECK(measure.width(s.get(Str::ResumeDelete), 42.F * 0.44F * 0.75F, true) <= 130.F - 12.F);
        // The question's buttons, 300 x 46, and the question in its 760 wide panel (700 inside).
        for (const Str id : {Str::ResumeDelete, Str::ResumeKeep}) {
            INFO(lang << ": \"" << s.get(id) << "\"");
            CHECK(measure.width(s.get(id), 46.F * 0.44F, true) <= 300.F - 12.F);
        }
        INFO(lang << ": \"" << s.get(Str::ResumeDeleteAsk) << "\"");
        CHECK(measure.width(s.get(Str::ResumeDeleteAsk), 21.F, true) <= 700.F);
        // The keyboard's hint between the title and the first row, right-aligned at the rows' edge.
        CHECK(measure.width(s.get(Str::ResumeDeleteHint), 15.F, false) <= 900.F);
        // Why a save does not open: whole in a row's second line (17 px, left of the Delete button),
        // and in at most two lines of the question (19 px, 640 wide).
        for (const Str problem : {Str::SaveProblemEmpty, Str::SaveProblemNotSave, Str::SaveProblemCut,
                                  Str::SaveProblemDamaged, Str::SaveProblemNewer, Str::SaveProblemUnknownGame,
                                  Str::SaveProblemUnreadable, Str::SaveProblemReplay}) {
            const std::string line = s.format(Str::SaveCannotOpen, {s.get(problem)});
            INFO(lang << ": \"" << line << "\"");
            CHECK(measure.width(line, 17.F, false) <= 1000.F - 44.F - 140.F);
            CHECK(measure.width(line, 19.F, false) <= 2.F * 640.F * 0.9F);
        }
        // The backup notice: three lines at most of 740 (21 px) in its panel.
        INFO(lang << ": \"" << s.get(Str::ResumeFromBackup) << "\"");
        CHECK(measure.width(s.get(Str::ResumeFromBackup), 21.F, false) <= 3.F * 740.F * 0.9F);
    }
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include <cmath>
#include <optional>
#include <sstream>

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/Window/Context.hpp>

#include "zero/game/data_dir.hpp"
#include "zero/game/hero/layout.hpp"
#include "zero/game/input_map.hpp"
#include "zero/game/session.hpp"
#include "zero/game/soler/layout.hpp"
#include "zero/game/soler/table_input.hpp"
#include "zero/game/layout.hpp"
#include "zero/game/strings.hpp"
#include "zero/knizia/score.hpp"

using namespace zero::game;

TEST_CASE("the design space fits any window without stretching") {
    for (auto [w, h] : {std::pair{1280U, 720U}, {1920U, 1080U}, {800U, 800U}, {2560U, 1080U}, {640U, 480U}}) {
        const ViewFit fit = fit_view(w, h);
        // Uniform scale: the visible area has the window's aspect ratio.
        CHECK(fit.visible.width / fit.visible.height == Approx(static_cast<float>(w) / static_cast<float>(h)));
        CHECK(fit.visible.width * fit.scale == Approx(static_cast<float>(w)));
        // The whole 1280x720 design always shows.
        CHECK(fit.visible.left <= 0.001F);
        CHECK(fit.visible.top <= 0.001F);
        CHECK(fit.visible.left + fit.visible.width >= kDesignWidth - 0.01F);
        CHECK(fit.visible.top + fit.visible.height >= kDesignHeight - 0.01F);
    }
    CHECK(fit_view(1280, 720).scale == Approx(1.F));
    CHECK(fit_view(0, 0).scale > 0.F);
}

TEST_CASE("seats are placed clockwise from the bottom") {
    CHECK(relative_seat(2, 2, 4) == 0);
    CHECK(relative_seat(3, 2, 4) == 1);
    CHECK(relative_seat(0, 2, 4) == 2);
    CHECK(relative_seat(1, 2, 4) == 3);
    const TableLayout layout(4, 5);
    // Next clockwise sits on the left, the one after at the top, the last on the right.
    CHECK(layout.seat_anchor(1).x < 640.F);
    CHECK(layout.seat_anchor(3).x > 640.F);
    CHECK(layout.seat_anchor(2).y < layout.seat_anchor(1).y);
}

TEST_CASE("every card and slot on the table can be hit where it is drawn") {
    for (int players = 2; players <= 5; ++players) {
        for (int pool : {5, 7, 9}) {
            const TableLayout layout(players, pool);
            for (int slot = 0; slot < pool; ++slot) CHECK(layout.hit_pool(layout.pool_slot(slot).pos) == slot);
            for (int i = 0; i < 9; ++i) {
                const Placement p = layout.hand_card(i, 9);
                // The visible strip of a fanned card: its left part, which the next card does not cover.
                CHECK(layout.hit_hand(p.pos + sf::Vector2f(-30.F, 0.F), 9, -1) == i);
                CHECK(p.pos.y + kCardHeight / 2.F <= kDesignHeight);
            }
            CHECK(layout.hit_pool({5.F, 5.F}) == -1);
            CHECK(layout.hit_hand({5.F, 5.F}, 9, -1) == -1);
            // Nothing overlaps the pool.
            const sf::FloatRect pool_area = layout.pool_area();
            for (int r = 1; r < players; ++r) CHECK_FALSE(pool_area.contains(layout.seat_anchor(r)));
            CHECK_FALSE(pool_area.intersects(layout.knock_button()));
            CHECK_FALSE(pool_area.intersects(layout.score_panel()));
        }
    }
}

TEST_CASE("keyboard and gamepad map onto the same commands") {
    CHECK(command_for_key(sf::Keyboard::Left) == Command::Left);
    CHECK(command_for_key(sf::Keyboard::Enter) == Command::Confirm);
    CHECK(command_for_key(sf::Keyboard::K) == Command::Knock);
    CHECK(command_for_key(sf::Keyboard::F11) == Command::Fullscreen);
    CHECK(command_for_joystick_button(0) == Command::Confirm);
    CHECK(command_for_joystick_button(3) == Command::Knock);
    AxisRepeater axes;
    CHECK(axes.on_move(sf::Joystick::X, -100.F) == Command::Left);
    CHECK(axes.on_move(sf::Joystick::X, -100.F) == Command::None);  // held: once per push
    CHECK(axes.on_move(sf::Joystick::X, 0.F) == Command::None);
    CHECK(axes.on_move(sf::Joystick::X, 90.F) == Command::Right);
    CHECK(axes.on_move(sf::Joystick::Y, 90.F) == Command::Down);
    CHECK(axes.on_move(sf::Joystick::Z, 90.F) == Command::None);
}

TEST_CASE("every string in the table is filled and formats its arguments") {
    const Strings s = Strings::english();
    CHECK(s.complete());
    CHECK(s.format(Str::PassTo, {"Ann"}) == "Pass to Ann");
    CHECK(s.format(Str::RoundOf, {"2", "4"}) == "Round 2 of 4");
    CHECK(s.format(Str::RoundOf, {}) == "Round  of ");
}

TEST_CASE("a new window sits in the middle of the desktop, never off its edges") {
    // SFML 2.5 centres the height by the width: (1080 - 720) / 2 would be (1920 - 720) / 2 = 600.
    CHECK(centred_window_position({1280, 720}, {1920, 1080}) == sf::Vector2i(320, 180));
    CHECK(centred_window_position({800, 600}, {1920, 1080}) == sf::Vector2i(560, 240));
    CHECK(centred_window_position({1280, 720}, {1280, 1024}) == sf::Vector2i(0, 152));
    // Larger than the desktop: its top-left corner stays on the screen.
    CHECK(centred_window_position({2560, 1440}, {1920, 1080}) == sf::Vector2i(0, 0));
}

TEST_CASE("a window opens at a size that fits the desktop, in the layout's proportions") {
    // Fits: as asked, however closely (a virtual display the size of the window has no panels).
    CHECK(fitting_window_size({1280, 720}, {1920, 1080}) == sf::Vector2u(1280, 720));
    CHECK(fitting_window_size({1280, 720}, {1280, 720}) == sf::Vector2u(1280, 720));
    CHECK(fitting_window_size({800, 600}, {1920, 1080}) == sf::Vector2u(800, 600));
    // Too large: shrunk inside the desktop with room left for panels, still 16:9.
    const sf::Vector2u small = fitting_window_size({1280, 720}, {800, 600});
    CHECK(small.x <= 800);
    CHECK(small.y <= 560);
    CHECK(small.x >= 700);
    CHECK(std::abs(static_cast<float>(small.x) / static_cast<float>(small.y) - 16.F / 9.F) < 0.01F);
    const sf::Vector2u laptop = fitting_window_size({1280, 720}, {1024, 768});
    CHECK(laptop.x <= 1024);
    CHECK(laptop.y <= 720);
    CHECK(std::abs(static_cast<float>(laptop.x) / static_cast<float>(laptop.y) - 16.F / 9.F) < 0.01F);
    // A size asked for that is larger than the desktop shrinks too, in its own proportions.
    const sf::Vector2u big = fitting_window_size({2560, 1600}, {1920, 1080});
    CHECK(big.y <= 1000);
    CHECK(std::abs(static_cast<float>(big.x) / static_cast<float>(big.y) - 1.6F) < 0.01F);
    // A display that reports no size: as asked; and the shrunk window still goes in the middle.
    CHECK(fitting_window_size({1280, 720}, {0, 0}) == sf::Vector2u(1280, 720));
    const sf::Vector2i at = centred_window_position(small, {800, 600});
    CHECK(at.x >= 0);
    CHECK(at.y > 0);
}

TEST_CASE("the rules' scoring example adds up, and the swap rule is about one swap") {
    const Strings s = Strings::english();
    // "green2 red5 ... red3  =  2 + 5  =  7": the cards drawn on the page, and what they score.
    std::istringstream words(s.get(Str::RulesExample));
    zero::knizia::CardSet hand;
    std::string word;
    while (words >> word && word != "=") hand.insert(*zero::knizia::parse_card(word));
    CHECK(hand.size() == 9);
    const std::string text = s.get(Str::RulesExample);
    CHECK(std::stoi(text.substr(text.rfind('=') + 1)) == zero::knizia::score(hand));
    CHECK(zero::knizia::score(hand) == 7);
    const std::string turn = s.get(Str::RulesText2);
    CHECK(turn.find("Within one swap") != std::string::npos);
    CHECK(turn.find("You cannot take back the card you just put down") == std::string::npos);
    CHECK(s.get(Str::RulesControls).find("Gamepad") != std::string::npos);
}

TEST_CASE("the LAN connection and chat lines keep clear of every opponent's cards and plate") {
    for (int players = 2; players <= 5; ++players) {
        const zero::game::TableLayout layout(players, 5);
        for (int lines = 0; lines <= 7; ++lines) {
            INFO(players << " players, " << lines << " chat lines");
            const float height = 26.F + 18.F * static_cast<float>(lines);
            const sf::FloatRect panel = layout.clear_panel({12.F, 65.F}, height, 760.F, 280.F);
            CHECK(panel.width >= 280.F);
            CHECK(panel.top + panel.height < layout.name_plate(0).top);  // above the bottom player's plate
            for (int r = 1; r < players; ++r) CHECK_FALSE(panel.intersects(layout.opponent_area(r)));
        }
    }
}

namespace {

// The width of a line as the table draws it in a window of that scale (make_text: the font at the
// size in whole pixels, drawn scaled back to design units), from the game's own fonts.
float drawn_width(const sf::Font& font, const std::string& s, float size, float scale) {
    const sf::Text text(sf::String::fromUtf8(s.begin(), s.end()), font,
                        static_cast<unsigned>(std::lround(size * scale)));
    return text.getLocalBounds().width / scale;
}

sf::Font game_font(const char* file) {
    sf::Font font;
    REQUIRE(font.loadFromFile(zero::game::font_dir() + "/" + file));
    return font;
}

// 1280x720 and 800x600 (a design unit is 0.625 px there), and the tests' 640x360.
const float kScales[] = {1.F, 0.625F, 0.5F};
const float kReadScales[] = {1.F, 0.625F};  // the windows a person reads names in

// A language's type faces and catalogue, as the game loads them.
struct LangFonts {
    sf::Font regular;
    sf::Font bold;
    Strings strings;
};

LangFonts lang_fonts(std::string_view lang) {
    LangFonts f;
    REQUIRE(f.regular.loadFromFile(zero::game::font_files(lang).regular));
    REQUIRE(f.bold.loadFromFile(zero::game::font_files(lang).bold));
    std::string error;
    f.strings = lang == "en" ? Strings::english() : Strings::translated(lang, ZERO_TEST_LOCALE_DIR, error);
    REQUIRE(error.empty());
    return f;
}

// `check(fonts, catalogue, scale)` for every language at every window size a person reads names in, under
// one GL context (see the captions' test).
template <class Check>
void in_every_language_read(Check check) {
    const sf::Context keep_display;
    for (const std::string_view lang : zero::game::kLanguages) {
        const LangFonts f = lang_fonts(lang);
        for (const float scale : kReadScales) {
            INFO(lang << ", scale " << scale);
            check(f, f.strings, scale);
        }
    }
}

}  // namespace

// In French ("29 au-dessus", "10 cartes de fin") the captions once ran off the window's left edge
// at 800x600.
TEST_CASE("Zero Hero's draw pile captions keep a clear gap between them, in the window and clear of the pairs, "
          "in every language at every count and window size",
          "[gl]") {
    namespace L = zero::game::hero_layout;
    // One GL context (and X connection) for the whole test: each font's glyph textures need one,
    // and without this SFML closes the display with the last font and opens it again for the next,
    // which Xvfb refused now and then (about 1 run in 30 aborted with "Failed to open X11 display").
    const sf::Context keep_display;
    for (const std::string_view lang : zero::game::kLanguages) {
        const LangFonts f = lang_fonts(lang);
        const sf::Font& bold = f.bold;
        const Strings& s = f.strings;
        for (const float scale : kScales) {
            for (int above = 0; above <= 46; ++above) {
                for (int end = 0; end <= 10; ++end) {
                    const float above_half =
                        drawn_width(bold, s.format(Str::HeroAbove, {std::to_string(above)}), L::kCaptionSize, scale) / 2.F;
                    const float end_half =
                        drawn_width(bold, s.format(Str::HeroEndCards, {std::to_string(end)}), L::kCaptionSize, scale) / 2.F;
                    const float right = L::pile().x + above_half;
                    const float left = L::end_pile().x - end_half;
                    INFO(lang << ", scale " << scale << ", " << above << " above, " << end << " end cards: gap "
                              << left - right << ", from the window's edge " << L::pile().x - above_half
                              << ", from the first pair " << L::kFirstPairLeft - (L::end_pile().x + end_half));
                    // Two captions of two stacks, not one line: "0 above" and "0 end cards" had 27
                    // units between them at 1280x720 and read as one.
                    CHECK(left - right >= 36.F);
                    CHECK(L::pile().x - above_half >= 6.F);  // a 4:3 window shows the design's left edge
                    CHECK(L::end_pile().x + end_half <= L::kFirstPairLeft - 8.F);
                }
            }
        }
    }
}

TEST_CASE("Zero Hero's panels keep a bot's whole name beside its score, up to five players and at 800x600", "[gl]") {
    namespace L = zero::game::hero_layout;
    const sf::Font bold = game_font("DejaVuSans-Bold.ttf");
    const Strings s = Strings::english();
    for (const float scale : kReadScales) {
        for (int players = 2; players <= 5; ++players) {
            for (int r = 1; r < players; ++r) {
                const sf::FloatRect p = L::panel(r, players);
                INFO("scale " << scale << ", " << players << " players, panel " << r);
                // While a game is counted, with three-figure scores: the longest names New match gives.
                for (const char* kind : {"medium", "random"}) {
                    const std::string name = zero::game::bot_seat_name(s, players - 1, kind);
                    const float total = drawn_width(bold, L::total_line(s, false, 100, 100), L::total_size(false), scale);
                    const float room = p.width - total - 2.F * L::kInset - L::kNameGap;
                    INFO(name << ": room " << room);
                    CHECK(drawn_width(bold, name, L::name_size(false), scale) <= room);
                }
                // The game's points on the second line, clear of the zerones' count.
                const float purse_end = L::kPurseCountAt + drawn_width(bold, "40", L::kPurseSize, scale);
                const float game = drawn_width(bold, s.format(Str::HeroGameScore, {"100"}), L::total_size(false), scale);
                CHECK(purse_end + 12.F <= p.width - L::kInset - game);
            }
        }
    }
}

TEST_CASE("Solèr's hand keeps clear of the name plate, the bet and the safe cards, however many cards it holds") {
    namespace L = zero::game::soler_layout;
    const sf::FloatRect plate = L::own_plate();
    const sf::FloatRect bet = L::bet_tag(plate);
    REQUIRE(bet.left >= plate.left + plate.width);  // this screen's bet is right of its plate
    // The widest row of safe cards there can be.
    float safe_reach = 0.F;
    for (int n = 1; n <= 60; ++n)
        safe_reach = std::max(safe_reach, static_cast<float>(n - 1) * L::safe_step(n) / 2.F + kCardWidth * L::kSafeScale / 2.F);
    const float safe_left = L::own_safe_row().x - safe_reach;
    const float half = kCardWidth * L::kHandScale / 2.F;
    for (int count = 1; count <= 40; ++count) {
        INFO(count << " cards");
        const float left = L::hand_card(0, count, false).x - half;
        const float right = L::hand_card(count - 1, count, false).x + half;
        CHECK(left >= bet.left + bet.width + 5.F);
        CHECK(right <= safe_left - 5.F);
        // Centred, in order, and never two cards on one spot.
        CHECK(std::fabs((left + right) / 2.F - 640.F) < 0.01F);
        for (int k = 1; k < count; ++k) CHECK(L::hand_card(k, count, false).x - L::hand_card(k - 1, count, false).x > 10.F);
    }
    // A hand of up to six keeps the full spacing it always had.
    CHECK(L::hand_card(1, 6, false).x - L::hand_card(0, 6, false).x == Approx(96.F).margin(0.5F));
    CHECK(L::hand_card(0, 5, true).y < L::hand_card(0, 5, false).y);  // a lifted card rises
}

// A French plate read "en sûreté 24total 0", and a leader's "Bot 3 (medium)" was cut to
// "Bot 3 (mediu...": the table draws the count line smaller (to 70% at most) to keep clear of the
// total, and the leader's tab is off the name's line.
TEST_CASE("Solèr's name plates keep a bot's whole name and the counts clear of the total, in every language at "
          "1280x720 and 800x600",
          "[gl]") {
    namespace L = zero::game::soler_layout;
    in_every_language_read([](const LangFonts& f, const Strings& s, float scale) {
        // The leader's tab on the plate's edge, and every bot's whole name, at full size.
        const sf::FloatRect plate = L::own_plate();
        const sf::FloatRect tab = L::leader_tab(plate, drawn_width(f.bold, s.get(Str::SolerLeads), L::kLeaderSize, scale));
        CHECK(tab.left >= plate.left + L::kPlateInset);
        for (const char* kind : {"easy", "medium", "hard"}) {
            const std::string name = zero::game::bot_seat_name(s, 4, kind);
            INFO(name);
            CHECK(drawn_width(f.bold, name, L::kPlateNameSize, scale) <= L::plate_room(0));
        }
        // The counts of a long game beside a three-figure total.
        const float total = drawn_width(f.bold, s.format(Str::PlateTotal, {"-188"}), L::kPlateInfoSize, scale);
        const std::string counts = zero::game::soler_plate_counts(s, 28, 28);
        INFO(counts);
        CHECK(drawn_width(f.regular, counts, L::kPlateInfoSize * 0.7F, scale) <= L::plate_room(total));
    });
}

TEST_CASE("Zero Hero's panels keep the rows' score, the face-down count and the Zero Hero bonus on one line without "
          "touching, in every language up to five players at 1280x720 and 800x600",
          "[gl]") {
    namespace L = zero::game::hero_layout;
    in_every_language_read([](const LangFonts& f, const Strings& s, float scale) {
        // This screen's first line: the name, then "rows 99   total 100" or "game 100   total 100".
        const sf::FloatRect own = L::panel(0, 4);
        for (const std::optional<int> game : {std::optional<int>{}, std::optional<int>{100}}) {
            const float right = drawn_width(f.bold, L::total_line(s, true, 100, game, 99), L::total_size(true), scale);
            CHECK(drawn_width(f.bold, zero::game::bot_seat_name(s, 0, "medium"), L::name_size(true), scale) <=
                  own.width - right - 2.F * L::kInset - L::kNameGap);
        }
        for (int players = 2; players <= 5; ++players) {
            for (int r = 1; r < players; ++r) {
                const sf::FloatRect p = L::panel(r, players);
                INFO(players << " players, panel " << r);
                const float purse_end = L::kPurseCountAt + drawn_width(f.bold, "40", L::kPurseSize, scale);
                // While the game is played: the face-down cards (up to four), then "rows 99".
                const float rows = drawn_width(f.bold, L::score_line(s, std::nullopt, 99), L::total_size(false), scale);
                for (int secret = 1; secret <= 4; ++secret) {
                    const float left = L::kSecretAt + L::kSecretStep * static_cast<float>(secret) + 4.F;
                    CHECK(left >= purse_end + 8.F);
                    CHECK(drawn_width(f.regular, "\u00d7" + std::to_string(secret), L::kSecretSize * 0.7F, scale) <=
                          L::second_line_room(p, left, rows));
                }
                // Under each column, why its row scores so, within the column.
                for (const std::string& why : {s.get(Str::HeroRowSolo), s.format(Str::HeroRowThree, {"4", "3"}),
                                               s.get(Str::HeroRowBig)}) {
                    INFO(why);
                    CHECK(drawn_width(f.regular, why, 13.F * 0.7F, scale) <= L::column_width(p, false) - 4.F);
                }
                // Once counted: the bonus after the zerones, then "game 100".
                const float game = drawn_width(f.bold, L::score_line(s, 100, 0), L::total_size(false), scale);
                CHECK(drawn_width(f.bold, s.get(Str::HeroBonus), L::kBonusSize * 0.7F, scale) <=
                      L::second_line_room(p, purse_end + L::kNameGap, game));
            }
        }
    });
}

// SPDX-License-Identifier: GPL-3.0-or-later
// SFML 2.5 has no fallback font: a character the language's face lacks would be drawn as an empty
// box. Every character of every catalogue must be in the faces that language's text is drawn in.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdio>
#include <set>
#include <string>

#include <ft2build.h>
#include FT_FREETYPE_H

#include "zero/game/data_dir.hpp"
#include "zero/game/strings.hpp"

using namespace zero::game;

namespace {

std::set<char32_t> code_points(const std::string& text) {
    std::set<char32_t> out;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        const int length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        char32_t cp = length == 1 ? c : length == 2 ? c & 0x1FU : length == 3 ? c & 0x0FU : c & 0x07U;
        for (int k = 1; k < length && i + static_cast<std::size_t>(k) < text.size(); ++k)
            cp = (cp << 6U) | (static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]) & 0x3FU);
        if (cp >= 0x20) out.insert(cp);  // line breaks are not drawn
        i += static_cast<std::size_t>(length);
    }
    return out;
}

// The characters of `chars` the font file has no glyph for.
std::set<char32_t> missing_glyphs(const std::string& file, const std::set<char32_t>& chars) {
    FT_Library library = nullptr;
    REQUIRE(FT_Init_FreeType(&library) == 0);
    FT_Face face = nullptr;
    INFO(file);
    REQUIRE(FT_New_Face(library, file.c_str(), 0, &face) == 0);
    std::set<char32_t> missing;
    for (const char32_t cp : chars)
        if (FT_Get_Char_Index(face, static_cast<FT_ULong>(cp)) == 0) missing.insert(cp);
    FT_Done_Face(face);
    FT_Done_FreeType(library);
    return missing;
}

std::string hex(const std::set<char32_t>& chars) {
    std::string out;
    for (const char32_t cp : chars) {
        char buffer[16];
        std::snprintf(buffer, sizeof buffer, "U+%04X ", static_cast<unsigned>(cp));
        out += buffer;
    }
    return out;
}

}  // namespace

TEST_CASE("every character of every catalogue is in the type faces of its language") {
    for (const std::string_view lang : kLanguages) {
        std::string error;
        const Strings s = Strings::translated(lang, ZERO_TEST_LOCALE_DIR, error);
        REQUIRE(error.empty());
        std::set<char32_t> chars;
        for (std::size_t i = 0; i < static_cast<std::size_t>(Str::Count); ++i) {
            const auto id = static_cast<Str>(i);
            const auto more = code_points(s.get(id));
            chars.insert(more.begin(), more.end());
            const auto singular = code_points(s.count(id, 1, {}));
            chars.insert(singular.begin(), singular.end());
        }
        // Numbers and dates in the language's format (ICU's): French groups digits with a narrow
        // no-break space and abbreviates months ("févr.", "août", "déc."); a moment in every month.
        for (const char32_t cp : code_points(s.number(-1234567))) chars.insert(cp);
        for (std::int64_t month = 0; month < 12; ++month)
            for (const char32_t cp : code_points(s.date_time(1767268800 + month * 31 * 86400))) chars.insert(cp);
        // What the game adds around the table's text: the ellipsis of a cut text, digits, arrows.
        for (const char32_t extra : {U'\u2026', U'0', U'9', U'<', U'>', U'%', U'x'}) chars.insert(extra);
        const FontFiles faces = font_files(lang);
        for (const std::string& face : {faces.regular, faces.bold}) {
            INFO(lang << ": " << face << " lacks " << hex(missing_glyphs(face, chars)));
            CHECK(missing_glyphs(face, chars).empty());
        }
    }
}

TEST_CASE("the check itself: a Japanese text is not in DejaVu but is in the Japanese face") {
    const std::set<char32_t> japanese = code_points("\u30ce\u30c3\u30af");  // ノック
    CHECK(japanese.size() == 3);
    CHECK(missing_glyphs(font_files("en").regular, japanese).size() == 3);
    CHECK(missing_glyphs(font_files("ja").regular, japanese).empty());
}

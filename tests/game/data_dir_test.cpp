// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "../scratch_dir.hpp"
#include "zero/game/data_dir.hpp"

namespace fs = std::filesystem;
using zero::game::data_dir_for;

TEST_CASE("an installed binary finds its data beside it, in any prefix") {
    const zero::test_scratch::ScratchDir root("data-dir-test");
    fs::create_directories(root / "opt/x/bin");
    fs::create_directories(root / "opt/x/share/zero");
    const fs::path exe = root / "opt/x/bin/zero";
    std::ofstream(exe) << "";

    CHECK(data_dir_for(exe, "../share/zero", "/nowhere") == (root / "opt/x/share/zero"));
    // A build-folder binary has no share/zero beside it: it reads the source tree's data instead.
    CHECK(data_dir_for(root / "build/game/zero", "../share/zero", "/src/data") == fs::path("/src/data"));
    // When the binary cannot be named (no /proc), the fallback too.
    CHECK(data_dir_for({}, "../share/zero", "/src/data") == fs::path("/src/data"));
}

TEST_CASE("the catalogues and each language's type faces are found and the environment overrides them") {
    ::setenv("ZERO_LOCALE_DIR", "/somewhere/locale", 1);
    CHECK(zero::game::locale_dir() == fs::path("/somewhere/locale"));
    ::unsetenv("ZERO_LOCALE_DIR");
    // A build-folder game reads the catalogues its build compiled.
    CHECK(fs::exists(zero::game::locale_dir() / "fr" / "LC_MESSAGES" / "zero.mo"));

    CHECK(zero::game::font_files("fr").regular.ends_with("/DejaVuSans.ttf"));
    CHECK(zero::game::font_files("en").bold.ends_with("/DejaVuSans-Bold.ttf"));
    CHECK(zero::game::font_files("ja").regular == "/usr/share/fonts/truetype/vlgothic/VL-PGothic-Regular.ttf");
    CHECK(zero::game::font_files("ja").bold == zero::game::font_files("ja").regular);  // one weight
    ::setenv("ZERO_JA_FONT_DIR", "/fonts", 1);
    CHECK(zero::game::font_files("ja").regular == "/fonts/VL-PGothic-Regular.ttf");
    ::unsetenv("ZERO_JA_FONT_DIR");
}

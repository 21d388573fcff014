#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "zero/game/data_dir.hpp"

namespace fs = std::filesystem;
using zero::game::data_dir_for;

TEST_CASE("an installed binary finds its data beside it, in any prefix") {
    const fs::path root = fs::temp_directory_path() / "zero-data-dir-test";
    fs::remove_all(root);
    fs::create_directories(root / "opt/x/bin");
    fs::create_directories(root / "opt/x/share/zero");
    const fs::path exe = root / "opt/x/bin/zero";
    std::ofstream(exe) << "";

    CHECK(data_dir_for(exe, "../share/zero", "/nowhere") == (root / "opt/x/share/zero"));
    // A build-folder binary has no share/zero beside it: it reads the source tree's data instead.
    CHECK(data_dir_for(root / "build/game/zero", "../share/zero", "/src/data") == fs::path("/src/data"));
    // When the binary cannot be named (no /proc), the fallback too.
    CHECK(data_dir_for({}, "../share/zero", "/src/data") == fs::path("/src/data"));
    fs::remove_all(root);
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/data_dir.hpp"

#include <cstdlib>
#include <system_error>

namespace zero::game {

namespace fs = std::filesystem;

namespace {

const char* env(const char* name) {
    const char* value = std::getenv(name);
    return value != nullptr && *value != '\0' ? value : nullptr;
}

}  // namespace

fs::path data_dir_for(const fs::path& exe, const fs::path& from_bin, const fs::path& fallback) {
    std::error_code ec;
    const fs::path beside = (exe.parent_path() / from_bin).lexically_normal();
    if (!exe.empty() && fs::is_directory(beside, ec)) return beside;
    return fallback;
}

fs::path data_dir() {
    if (const char* dir = env("ZERO_DATA_DIR")) return dir;
    // /proc/self/exe names the binary itself, wherever it was started from and through any symlink.
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    return data_dir_for(ec ? fs::path{} : exe, ZERO_DATA_FROM_BIN, ZERO_SOURCE_DATA_DIR);
}

std::string font_dir() {
    if (const char* dir = env("ZERO_FONT_DIR")) return dir;
    std::error_code ec;
    const fs::path shipped = data_dir() / "fonts";
    if (fs::is_regular_file(shipped / "DejaVuSans.ttf", ec)) return shipped.string();
    return ZERO_DEFAULT_FONT_DIR;
}

fs::path locale_dir() {
    if (const char* dir = env("ZERO_LOCALE_DIR")) return dir;
    std::error_code ec;
    const fs::path shipped = data_dir() / "locale";
    if (fs::is_directory(shipped, ec)) return shipped;
    return ZERO_BUILD_LOCALE_DIR;
}

FontFiles font_files(std::string_view lang) {
    if (lang == "ja") {
        const char* dir = env("ZERO_JA_FONT_DIR");
        const std::string face = std::string(dir != nullptr ? dir : "/usr/share/fonts/truetype/vlgothic") +
                                 "/VL-PGothic-Regular.ttf";
        return {face, face};
    }
    return {font_dir() + "/DejaVuSans.ttf", font_dir() + "/DejaVuSans-Bold.ttf"};
}

}  // namespace zero::game

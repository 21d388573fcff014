#pragma once
// What the GUI tests share: a scratch folder per test, the virtual display the game needs when
// there is no real one, and reading the game's `--frame-log` (a line a frame of `key=value` words).
#include <cstdlib>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>

#include <unistd.h>

namespace zero::game::test {

inline std::filesystem::path scratch_dir(const std::string& kind, const std::string& name) {
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("zero-" + kind + "-" + name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

// Put before a command that opens a window: nothing with a display, xvfb-run without one.
inline std::string display_prefix() {
    const char* display = std::getenv("DISPLAY");
    return display != nullptr && *display != '\0' ? "" : "xvfb-run -a -s '-screen 0 1280x720x24' ";
}

inline std::map<std::string, std::string> frame_fields(const std::string& line) {
    std::map<std::string, std::string> out;
    std::istringstream in(line);
    std::string word;
    while (in >> word) {
        const auto eq = word.find('=');
        if (eq != std::string::npos) out[word.substr(0, eq)] = word.substr(eq + 1);
    }
    return out;
}

}  // namespace zero::game::test

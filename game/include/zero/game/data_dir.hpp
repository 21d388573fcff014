// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the game finds the files it reads at run time (fonts, the languages' catalogues).
// An installed game finds them beside its binary, <prefix>/bin/zero -> <prefix>/share/zero, so it
// runs from any folder and any prefix; a game run from its build folder reads the source tree's data/.
#include <filesystem>
#include <string>
#include <string_view>

namespace zero::game {

// The data folder for a binary at `exe`: `exe`'s folder joined with `from_bin` (the install's
// relative path from bin/ to share/zero) when that folder exists, otherwise `fallback`.
std::filesystem::path data_dir_for(const std::filesystem::path& exe, const std::filesystem::path& from_bin,
                                   const std::filesystem::path& fallback);

// ZERO_DATA_DIR when set; otherwise data_dir_for(this process's binary, the install layout, the
// source tree's data/).
std::filesystem::path data_dir();

// The folder holding DejaVuSans.ttf and DejaVuSans-Bold.ttf: ZERO_FONT_DIR when set, the data
// folder's fonts/ when the game ships its own there, otherwise the system's (fonts-dejavu-core).
std::string font_dir();

// The compiled catalogues, DIR/LANG/LC_MESSAGES/zero.mo: ZERO_LOCALE_DIR when set, the data
// folder's locale/ (an installed game), otherwise the build folder's locale/.
std::filesystem::path locale_dir();

// The type faces a language's text is drawn in. SFML 2.5 has no fallback font, so each language
// uses one face that holds every character of its catalogue (a test checks): DejaVu Sans for
// English and French, VL PGothic (fonts-vlgothic; ZERO_JA_FONT_DIR overrides its folder) for
// Japanese, whose one weight serves for bold too.
struct FontFiles {
    std::string regular;
    std::string bold;
};
FontFiles font_files(std::string_view lang);

}  // namespace zero::game

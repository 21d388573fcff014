// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every piece of text the player sees comes from this table (strings.def, a line each). The English
// text is the message id of the gettext catalogues (po/*.po, compiled to .mo at build time);
// another language is a catalogue read at run time, and whatever it lacks stays English.
#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <locale>
#include <memory>
#include <string>
#include <string_view>

namespace zero::game {

enum class Str : std::size_t {
#define ZERO_STR(name, english) name,
#include "zero/game/strings.def"
#undef ZERO_STR
    Count
};

// The languages the game speaks: English (the table below), French and Japanese (catalogues).
inline constexpr std::array<std::string_view, 3> kLanguages{"en", "fr", "ja"};
bool is_language(std::string_view code);
// The language of the system's locale: the first of LC_ALL, LC_MESSAGES and LANG that is set
// (POSIX's order), "fr_FR.UTF-8" -> "fr"; English when it is none of kLanguages. `get_env` reads a
// variable (null when unset); tests pass their own.
std::string system_language(const char* (*get_env)(const char*));
std::string system_language();

// Replaces {0}, {1}, ... in `pattern` with the arguments.
std::string format_pattern(std::string_view pattern, std::initializer_list<std::string_view> args);

class Strings {
public:
    // The English table: the catalogues' message ids.
    static Strings english();
    // English translated by the catalogue <locale_dir>/<lang>/LC_MESSAGES/zero.mo. An entry the
    // catalogue lacks stays English; a catalogue that is missing or unreadable leaves every entry
    // English and says why in `error` (empty otherwise).
    static Strings translated(std::string_view lang, const std::filesystem::path& locale_dir, std::string& error);

    const std::string& language() const { return language_; }
    const std::string& get(Str id) const { return table_[static_cast<std::size_t>(id)]; }
    // Replaces {0}, {1}, ... with the arguments.
    std::string format(Str id, std::initializer_list<std::string_view> args) const;
    // A counted entry (english_singular is not null): the form the language uses for `n`, formatted
    // with `args`. Other entries format as format() does.
    std::string count(Str id, long n, std::initializer_list<std::string_view> args) const;
    // A number as the language writes it: "1,234" in English and Japanese, "1 234" in French.
    std::string number(long n) const;
    // A moment (seconds since 1970) in the language's words and order, in the local time zone:
    // "18 Nov 2026, 11:06", "18 nov. 2026, 11:06", "2026/11/18 11:06". ICU's data, so the machine
    // needs no generated locale; without it, the catalogue's numeric pattern (Str::SaveDate).
    std::string date_time(std::int64_t seconds) const;
    // Whether the catalogue translated the entry (English: every entry).
    bool has_translation(Str id) const { return found_[static_cast<std::size_t>(id)]; }
    // Every entry is filled (tests check it).
    bool complete() const;

    // The English singular of a counted entry (its msgid; the table holds the plural, its
    // msgid_plural), or null for an entry that is not counted.
    static const char* english_singular(Str id);

private:
    struct Catalogue;
    struct Formats;
    const std::locale* formats() const;
    std::string language_ = "en";
    std::array<std::string, static_cast<std::size_t>(Str::Count)> table_;
    std::array<bool, static_cast<std::size_t>(Str::Count)> found_{};
    std::shared_ptr<const Catalogue> catalogue_;  // null for English
    std::shared_ptr<Formats> formats_;            // made on first use, shared by copies
};

}  // namespace zero::game

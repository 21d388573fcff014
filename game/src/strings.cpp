// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/strings.hpp"

#include <algorithm>
#include <ctime>
#include <cstdlib>
#include <locale>
#include <mutex>
#include <optional>
#include <sstream>
#include <utility>
#include <vector>

#include <boost/locale/format.hpp>
#include <boost/locale/formatting.hpp>
#include <boost/locale/generator.hpp>
#include <boost/locale/gnu_gettext.hpp>
#include <boost/locale/localization_backend.hpp>
#include <boost/locale/message.hpp>

namespace zero::game {

namespace {

// The counted entries' English singular (the table holds the plural). Every language's catalogue
// chooses its own form by its Plural-Forms rule: French says "1 place libre" and "0 place libre",
// Japanese has one form.
constexpr std::pair<Str, const char*> kSingulars[] = {
    {Str::LanSeatsFree, "{0} seat free"},
    {Str::LanOptionsGames, "{0} game"},
    {Str::LogEarlier, "... and {0} earlier move"},
    {Str::SolerTakesSub, "and takes {0} card"},
    {Str::Points, "{0} point"},
    {Str::LogHeroTook, "{0} took {1} zerone from pair {2}"},
    {Str::LogHeroBought, "{0} bought {1} and {2} for {3} zerone"},
    {Str::HintHeroBuy, "Buy pair {0} ({1} and {2}) for {3} zerone: your face-up rows would score {4} (now {5})."},
    {Str::HintSolerSafe, "Lay {0}: {1} card safe, a point at the end of the game."},
    {Str::HistoryRounds, "{0} round"},
    {Str::HistoryGames, "{0} game"},
};

std::string_view language_of(std::string_view locale) {
    return locale.substr(0, std::min(locale.find_first_of("_.@"), locale.size()));
}

const char* read_env(const char* name) { return std::getenv(name); }

}  // namespace

bool is_language(std::string_view code) {
    return std::find(kLanguages.begin(), kLanguages.end(), code) != kLanguages.end();
}

std::string system_language(const char* (*get_env)(const char*)) {
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = get_env(name);
        if (value == nullptr || *value == '\0') continue;
        const std::string_view code = language_of(value);
        return is_language(code) ? std::string(code) : "en";
    }
    return "en";
}

std::string system_language() { return system_language(read_env); }

const char* Strings::english_singular(Str id) {
    for (const auto& [entry, singular] : kSingulars)
        if (entry == id) return singular;
    return nullptr;
}

// The catalogue stays loaded for the counted entries, whose form depends on the number.
struct Strings::Catalogue {
    std::locale locale;
    const boost::locale::message_format<char>* messages = nullptr;
    int domain = 0;
};

// The language's number and date formats come from ICU's own data through Boost.Locale's ICU
// backend, not from the system's locales, which a fresh machine has not generated (the std and
// posix backends would fall back to the C locale's "1234" and "11/18/26"). Made on first use: most
// screens show neither, and ICU's data takes a few milliseconds to load.
struct Strings::Formats {
    std::once_flag made;
    std::optional<std::locale> locale;
};

Strings Strings::translated(std::string_view lang, const std::filesystem::path& locale_dir, std::string& error) {
    error.clear();
    Strings s = english();
    if (!is_language(lang)) {
        error = std::string(lang) + ": not a language of the game (en, fr, ja)";
        return s;
    }
    const std::filesystem::path file = locale_dir / std::string(lang) / "LC_MESSAGES" / "zero.mo";
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) {
        error = file.string() + ": no such catalogue; the game stays in English";
        return s;
    }
    // The gettext catalogue is read directly, not through a system locale: a machine need not
    // have generated fr_FR or ja_JP for the game to speak French or Japanese.
    boost::locale::gnu_gettext::messages_info info;
    info.language = std::string(lang);
    info.encoding = "UTF-8";
    info.paths = {locale_dir.string()};
    info.domains = {boost::locale::gnu_gettext::messages_info::domain("zero")};
    auto catalogue = std::make_shared<Catalogue>();
    try {
        auto* facet = boost::locale::gnu_gettext::create_messages_facet<char>(info);
        if (facet == nullptr) throw std::runtime_error("unreadable");
        catalogue->locale = std::locale(std::locale::classic(), facet);  // owns the facet
        catalogue->messages = facet;
        catalogue->domain = facet->domain("zero");
    } catch (const std::exception& e) {
        error = file.string() + ": cannot read the catalogue (" + e.what() + "); the game stays in English";
        return s;
    }
    for (std::size_t i = 0; i < s.table_.size(); ++i) {
        const auto id = static_cast<Str>(i);
        const char* singular = english_singular(id);
        const char* found = singular != nullptr
                                ? catalogue->messages->get(catalogue->domain, nullptr, singular, 2)
                                : catalogue->messages->get(catalogue->domain, nullptr, s.table_[i].c_str());
        s.found_[i] = found != nullptr && *found != '\0';
        if (s.found_[i]) s.table_[i] = found;
    }
    s.language_ = std::string(lang);
    s.catalogue_ = std::move(catalogue);
    s.formats_ = std::make_shared<Formats>();
    return s;
}

const std::locale* Strings::formats() const {
    if (!formats_) return nullptr;
    std::call_once(formats_->made, [this] {
        // English as in Britain: the 24-hour clock and the day before the month, like the other two.
        const char* name = language_ == "fr" ? "fr_FR.UTF-8" : language_ == "ja" ? "ja_JP.UTF-8" : "en_GB.UTF-8";
        try {
            boost::locale::localization_backend_manager manager =
                boost::locale::localization_backend_manager::global();
            manager.select("icu");
            boost::locale::generator generator(manager);
            formats_->locale = generator(name);
        } catch (const std::exception&) {
            formats_->locale.reset();  // no ICU backend: the plain forms below
        }
    });
    return formats_->locale ? &*formats_->locale : nullptr;
}

std::string Strings::number(long n) const {
    if (const std::locale* locale = formats()) {
        std::ostringstream out;
        out.imbue(*locale);
        out << boost::locale::as::number << n;
        if (out) return out.str();
    }
    return std::to_string(n);
}

std::string Strings::date_time(std::int64_t seconds) const {
    const auto t = static_cast<std::time_t>(seconds);
    if (const std::locale* locale = formats()) {
        std::ostringstream out;
        out.imbue(*locale);
        out << boost::locale::as::datetime << boost::locale::as::date_medium << boost::locale::as::time_short << t;
        if (out) return out.str();
    }
    std::tm local{};
    if (localtime_r(&t, &local) == nullptr) return "?";
    char out[64];
    if (std::strftime(out, sizeof out, get(Str::SaveDate).c_str(), &local) == 0) return "?";
    return out;
}

std::string Strings::count(Str id, long n, std::initializer_list<std::string_view> args) const {
    const char* singular = english_singular(id);
    if (singular == nullptr) return format(id, args);
    const int clamped = static_cast<int>(std::clamp(n, -1000000L, 1000000L));
    const char* found = nullptr;
    if (catalogue_ && found_[static_cast<std::size_t>(id)])
        found = catalogue_->messages->get(catalogue_->domain, nullptr, singular, clamped);
    return format_pattern(found != nullptr ? std::string_view(found) : n == 1 ? std::string_view(singular) : get(id), args);
}

Strings Strings::english() {
    Strings s;
    s.found_.fill(true);
    s.formats_ = std::make_shared<Formats>();
    // strings.def's texts, in the enum's order.
    static constexpr const char* kEnglish[] = {
#define ZERO_STR(name, english) english,
#include "zero/game/strings.def"
#undef ZERO_STR
    };
    static_assert(std::size(kEnglish) == static_cast<std::size_t>(Str::Count));
    std::copy(std::begin(kEnglish), std::end(kEnglish), s.table_.begin());
    return s;
}

std::string Strings::format(Str id, std::initializer_list<std::string_view> args) const {
    return format_pattern(get(id), args);
}

std::string format_pattern(std::string_view pattern, std::initializer_list<std::string_view> args) {
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' && pattern[i + 1] >= '0' &&
            pattern[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(pattern[i + 1] - '0');
            if (n < args.size()) out += *(args.begin() + n);
            i += 2;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

bool Strings::complete() const {
    for (const std::string& entry : table_)
        if (entry.empty()) return false;
    return true;
}

}  // namespace zero::game

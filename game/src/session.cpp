// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/session.hpp"

#include <algorithm>
#include <optional>
#include <string_view>

#include "zero/game/data_dir.hpp"

namespace zero::game {

std::string default_bot_kind(const std::vector<std::string>& bot_kinds) {
    const auto medium = std::find(bot_kinds.begin(), bot_kinds.end(), "medium");
    if (medium != bot_kinds.end()) return *medium;
    return bot_kinds.empty() ? std::string("greedy") : bot_kinds.back();
}

namespace {

// The engines' bot kinds and their words in the string table.
constexpr std::pair<std::string_view, Str> kBotKindWords[] = {
    {"easy", Str::BotKindEasy},     {"medium", Str::BotKindMedium}, {"hard", Str::BotKindHard},
    {"greedy", Str::BotKindGreedy}, {"random", Str::BotKindRandom},
};

}  // namespace

std::string bot_kind_label(const Strings& strings, std::string_view kind) {
    const std::string_view base = kind.substr(0, std::min(kind.find(':'), kind.size()));
    for (const auto& [word, id] : kBotKindWords)
        if (base == word) return strings.get(id) + std::string(kind.substr(base.size()));
    return std::string(kind);
}

std::string bot_seat_name(const Strings& strings, int seat, const std::string& kind) {
    return strings.format(Str::BotName, {std::to_string(seat + 1), bot_kind_label(strings, kind)});
}

namespace {

// What `name` holds inside `id`'s words in `made`'s language, the argument `hole` being what is
// looked for and the others given: "moyen" in "Bot 1 (moyen)", with ("1", hole) and BotName.
std::optional<std::string_view> words_inside(const Strings& made, Str id, std::string_view name,
                                       std::initializer_list<std::string_view> args) {
    const std::string frame = made.format(id, args);
    const std::size_t hole = frame.find('\x01');
    if (hole == std::string::npos) return std::nullopt;
    const std::string_view head(frame.data(), hole);
    const std::string_view tail(frame.data() + hole + 1, frame.size() - hole - 1);
    if (name.size() <= head.size() + tail.size() || !name.starts_with(head) || !name.ends_with(tail)) return std::nullopt;
    return name.substr(head.size(), name.size() - head.size() - tail.size());
}

// Every language's catalogue, read once (a few kilobytes each).
const std::vector<Strings>& every_game_language() {
    static const std::vector<Strings> languages = [] {
        std::vector<Strings> all;
        for (const std::string_view lang : kLanguages) {
            std::string error;
            all.push_back(lang == "en" ? Strings::english() : Strings::translated(lang, locale_dir(), error));
        }
        return all;
    }();
    return languages;
}

}  // namespace

std::string shown_player_name(const Strings& strings, int seat, const std::string& name,
                              const std::vector<Strings>& made_in) {
    const std::string number = std::to_string(seat + 1);
    for (const Strings& made : made_in) {
        const std::optional<std::string_view> level = words_inside(made, Str::BotName, name, {number, "\x01"});
        if (!level) continue;
        for (const auto& [word, id] : kBotKindWords) {
            const std::string label = made.get(id);
            // The level alone, or with the bot's options ("moyen:ms=100"), which stay as they are.
            if (level->starts_with(label) && (level->size() == label.size() || (*level)[label.size()] == ':'))
                return strings.format(Str::BotName, {number, strings.get(id) + std::string(level->substr(label.size()))});
        }
    }
    return name;
}

std::string shown_player_name(const Strings& strings, int seat, const std::string& name) {
    return shown_player_name(strings, seat, name, every_game_language());
}

std::string shown_table_name(const Strings& strings, const std::string& name, const std::vector<Strings>& made_in) {
    for (const Strings& made : made_in)
        if (const std::optional<std::string_view> host = words_inside(made, Str::LanTableOf, name, {"\x01"}))
            return strings.format(Str::LanTableOf, {*host});
    return name;
}

std::string shown_table_name(const Strings& strings, const std::string& name) {
    return shown_table_name(strings, name, every_game_language());
}

}  // namespace zero::game

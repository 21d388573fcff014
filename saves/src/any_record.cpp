// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/any_record.hpp"

#include <algorithm>

#include "zero/saves/file_io.hpp"
#include "zero/saves/json_read.hpp"
#include "zero/saves/saves_module.hpp"

namespace zero {
namespace {

// The largest record of any game: each game's reader applies its own cap after this one.
std::size_t max_any_record_bytes() {
    std::size_t most = 0;
    for (const SavesModule* module : saves_modules()) most = std::max(most, module->max_record_bytes());
    return most;
}

// The game the envelope names, or an error sentence. A document that is not a record at all is
// left to Knizia's reader, whose errors say what a record must look like.
games::GameId envelope_game(std::string_view text, std::string& error) {
    rapidjson::Document doc;
    doc.Parse(text.data(), text.size());
    if (doc.HasParseError() || !doc.IsObject()) return games::kUnnamedGame;
    const rapidjson::Value* game = json::optional_member(doc, "game");
    if (game == nullptr) return games::kUnnamedGame;
    if (!game->IsString()) {
        error = "\"game\" must be a game's id such as \"" + std::string(games::kDefaultGame) + "\"";
        return games::kUnnamedGame;
    }
    const std::string key(json::as_text(*game).substr(0, 40));
    error = games::playable_game_error(key);
    const games::GameInfo* info = games::find_game(key);
    return info ? info->id : games::kUnnamedGame;
}

}  // namespace

AnyRecordParse any_record_from_json(std::string_view text) {
    const std::size_t most = max_any_record_bytes();
    if (text.size() > most) return {std::nullopt, "the record is larger than " + std::to_string(most >> 20) + " MiB"};
    std::string error;
    const games::GameId game = envelope_game(text, error);
    if (!error.empty()) return {std::nullopt, error};
    if (const SavesModule* module = find_saves_module(game)) return module->parse_record(text);
    return {std::nullopt, games::playable_game_error(games::game_info(game).key)};
}

AnyRecordParse load_any_record_file(const std::string& path) {
    std::string text;
    if (std::string error = read_file_capped(path, max_any_record_bytes(), text); !error.empty())
        return {std::nullopt, path + ": " + error};
    AnyRecordParse out = any_record_from_json(text);
    if (!out.error.empty()) out.error = path + ": " + out.error;
    return out;
}

}  // namespace zero

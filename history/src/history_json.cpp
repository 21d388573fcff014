// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/history/history_json.hpp"

#include <ctime>

#include "zero/saves/json.hpp"

namespace zero::history {
namespace {

using Writer = rapidjson::Writer<rapidjson::StringBuffer>;

void key(Writer& w, const char* name) { w.Key(name); }
void text(Writer& w, const std::string& value) { w.String(value.c_str(), static_cast<rapidjson::SizeType>(value.size())); }

// The highlights' keys of `game`, or none for a game this build does not know.
std::span<const std::string_view> highlight_keys(const std::string& game) {
    const HistoryModule* module = find_history_module(game);
    return module ? module->highlights() : std::span<const std::string_view>{};
}

void write_seats(Writer& w, const MatchEntry& m) {
    key(w, "players");
    w.StartArray();
    for (const SeatEntry& s : m.seats) text(w, s.name);
    w.EndArray();
    key(w, "totals");
    w.StartArray();
    for (const SeatEntry& s : m.seats) w.Int(s.total);
    w.EndArray();
    const std::vector<std::string> winners = m.winner_names();
    key(w, "winners");
    w.StartArray();
    for (const std::string& name : winners) text(w, name);
    w.EndArray();
    key(w, "winner");  // ties share the win: their names joined
    if (winners.empty()) {
        w.Null();
    } else {
        std::string joined;
        for (const std::string& name : winners) joined += (joined.empty() ? "" : ", ") + name;
        text(w, joined);
    }
    key(w, "highlights");
    w.StartObject();
    const auto keys = highlight_keys(m.game);
    for (std::size_t i = 0; i < keys.size(); ++i) {
        w.Key(keys[i].data(), static_cast<rapidjson::SizeType>(keys[i].size()));
        w.StartArray();
        for (const SeatEntry& s : m.seats) w.Int(s.highlights[i]);
        w.EndArray();
    }
    w.EndObject();
}

void write_match(Writer& w, const MatchEntry& m) {
    w.StartObject();
    key(w, "number");
    w.Int(m.number);
    key(w, "date");
    text(w, utc_date(m.time));
    key(w, "time");
    w.Int64(m.time);
    key(w, "file");
    text(w, m.file);
    key(w, "game");
    if (m.game.empty()) w.Null(); else text(w, m.game);
    key(w, "damaged");
    w.Bool(m.damaged);
    if (m.damaged) {
        key(w, "error");
        text(w, m.error);
    } else {
        write_seats(w, m);
        const games::GameInfo* info = games::find_game(m.game);
        key(w, "length");
        w.Int(m.parts);
        key(w, "unit");
        text(w, std::string(info ? info->part : "game"));
        key(w, "actions");
        w.Int(m.actions);
        key(w, "finished");
        w.Bool(m.finished);
    }
    w.EndObject();
}

void write_stats(Writer& w, const GameStats& s, bool with_game) {
    if (with_game) {
        key(w, "game");
        if (s.game.empty()) w.Null(); else text(w, s.game);
    }
    key(w, "matches");
    w.Int(s.matches);
    key(w, "wins");
    w.Int(s.wins);
    key(w, "win_share");
    w.Double(s.win_share);
    key(w, "mean_total");
    if (s.mean_total) w.Double(*s.mean_total); else w.Null();
    key(w, "best_total");
    if (s.best_total) w.Int(*s.best_total); else w.Null();
    key(w, "longest_winning_streak");
    w.Int(s.longest_winning_streak);
    key(w, "highlights");
    w.StartObject();
    const auto keys = highlight_keys(s.game);
    for (std::size_t i = 0; i < keys.size(); ++i) {
        w.Key(keys[i].data(), static_cast<rapidjson::SizeType>(keys[i].size()));
        w.Int(s.highlights[i]);
    }
    w.EndObject();
}

}  // namespace

std::string utc_date(std::int64_t seconds) {
    const auto t = static_cast<std::time_t>(seconds);
    std::tm tm{};
    char out[32] = "?";
    if (::gmtime_r(&t, &tm)) std::strftime(out, sizeof out, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return out;
}

std::string matches_json(const std::vector<MatchEntry>& matches) {
    rapidjson::StringBuffer buffer;
    Writer w(buffer);
    w.StartArray();
    for (const MatchEntry& m : matches) write_match(w, m);
    w.EndArray();
    return buffer.GetString();
}

std::string stats_json(const PlayerStats& stats) {
    rapidjson::StringBuffer buffer;
    Writer w(buffer);
    w.StartObject();
    key(w, "player");
    text(w, stats.player);
    write_stats(w, stats.overall, true);
    key(w, "games");
    w.StartArray();
    for (const GameStats& g : stats.per_game) {
        w.StartObject();
        write_stats(w, g, true);
        w.EndObject();
    }
    w.EndArray();
    key(w, "results");
    w.StartArray();
    for (int r : stats.results) w.Int(r);
    w.EndArray();
    w.EndObject();
    return buffer.GetString();
}

}  // namespace zero::history

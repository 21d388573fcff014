// SPDX-License-Identifier: GPL-3.0-or-later
#include "history_records.hpp"

#include <fstream>
#include <map>
#include <stdexcept>

#include "zero/hero/bots/bot_match.hpp"
#include "zero/hero/match.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/knizia/score.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/soler/bots/bot_match.hpp"

namespace zero::test {
namespace fs = std::filesystem;
namespace {

constexpr int kVariants = 5;

template <class Record>
void truth_of(const Record& record, RecordTruth& t) {
    t.players = record.players;
    t.totals = record.totals;
    t.winners = record.winners;
    t.highlights.assign(record.players.size(), {0, 0});
}

// A ZERO is the only nine-card hand that scores 0: every seat scoring 0 in a round ended by one.
void knizia_truth(const knizia::MatchRecord& record, RecordTruth& t) {
    for (const knizia::RecordedRound& round : record.rounds)
        for (std::size_t seat = 0; seat < round.scores.size(); ++seat)
            if (round.end == knizia::RoundEnd::Zero && round.scores[seat] == 0) ++t.highlights[seat][0];
}

void soler_truth(const soler::MatchRecord& record, RecordTruth& t) {
    for (const soler::RecordedGame& game : record.rounds)
        for (const soler::Move& move : game.actions)
            for (const soler::Group& group : move.action.groups) t.highlights[move.seat][0] += static_cast<int>(group.size());
}

// Each game's end: its score sheets' sets of three and Zero Hero bonuses.
void hero_truth(const hero::MatchRecord& record, RecordTruth& t) {
    hero::State state = hero::new_match(record.rules(), *record.seed);
    for (const hero::RecordedGame& game : record.rounds)
        for (const hero::Move& move : game.actions)
            for (const hero::Event& event : hero::apply(state, move.seat, move.action))
                if (const auto* ended = std::get_if<hero::GameEnded>(&event))
                    for (std::size_t seat = 0; seat < t.players.size(); ++seat) {
                        for (const hero::RowScore& row : ended->sheets[seat].rows)
                            t.highlights[seat][0] += row.kind == hero::RowKind::Three;
                        t.highlights[seat][1] += ended->sheets[seat].hero;
                    }
}

// The distinct matches, played once per test run and renamed for each record.
template <class Record, class Play>
const Record& made_once(int variant, Play play) {
    static std::map<int, Record> made;
    auto it = made.find(variant);
    if (it == made.end()) it = made.emplace(variant, play(static_cast<std::uint64_t>(variant))).first;
    return it->second;
}

const knizia::MatchRecord& knizia_match(int variant) {
    return made_once<knizia::MatchRecord>(variant, [](std::uint64_t v) {
        const std::size_t players = 3 + v % 2;
        return knizia::make_record(knizia::play_bot_match(knizia::default_rules(static_cast<int>(players)), 100 + v,
                                          std::vector<std::string>(players, "greedy")),
                           std::vector<std::string>(players, "x"));
    });
}

const soler::MatchRecord& soler_match(int variant) {
    return made_once<soler::MatchRecord>(variant, [](std::uint64_t v) {
        return soler::make_record(soler::bot_match(soler::default_rules(3), 200 + v, {"random", "easy", "random"}),
                                  {"x", "x", "x"});
    });
}

const hero::MatchRecord& hero_match(int variant) {
    return made_once<hero::MatchRecord>(variant, [](std::uint64_t v) {
        return hero::make_record(hero::bot_match(hero::default_rules(3), 300 + v, {"random", "easy", "random"}),
                                 {"x", "x", "x"});
    });
}

template <class Record>
Record renamed(Record record, const std::vector<std::string>& players) {
    for (std::size_t seat = 0; seat < record.players.size(); ++seat) record.players[seat] = players[seat % players.size()];
    return record;
}

}  // namespace

namespace {

// A record's text and truth with placeholder names ("@0@", "@1@", ...), made once per match: the
// thousands of records differ only in their names.
struct Template {
    std::string text;
    RecordTruth truth;
};

Template make_template(const std::string& game, int variant) {
    const std::vector<std::string> marks{"@0@", "@1@", "@2@", "@3@", "@4@"};
    Template t;
    if (game == "soler-zero") {
        const soler::MatchRecord r = renamed(soler_match(variant), marks);
        truth_of(r, t.truth);
        soler_truth(r, t.truth);
        t.text = soler::record_to_json(r);
    } else if (game == "zero-hero") {
        const hero::MatchRecord r = renamed(hero_match(variant), marks);
        truth_of(r, t.truth);
        hero_truth(r, t.truth);
        t.text = hero::record_to_json(r);
    } else {
        const knizia::MatchRecord r = renamed(knizia_match(variant), marks);
        truth_of(r, t.truth);
        knizia_truth(r, t.truth);
        t.text = record_to_json(r);
    }
    t.truth.game = game;
    return t;
}

}  // namespace

std::string record_text(const std::string& game, int variant, const std::vector<std::string>& players, RecordTruth* truth) {
    static std::map<std::pair<std::string, int>, Template> made;
    const auto key = std::make_pair(game, variant % kVariants);
    auto it = made.find(key);
    if (it == made.end()) it = made.emplace(key, make_template(game, key.second)).first;
    RecordTruth t = it->second.truth;
    std::string text = it->second.text;
    for (std::size_t seat = 0; seat < t.players.size(); ++seat) {
        const std::string mark = "\"@" + std::to_string(seat) + "@\"";
        t.players[seat] = players[seat % players.size()];
        text.replace(text.find(mark), mark.size(), "\"" + t.players[seat] + "\"");
    }
    if (truth) *truth = std::move(t);
    return text;
}

std::vector<RecordTruth> write_records(const fs::path& history, int count) {
    static const std::array<std::string, 3> kGames{"knizia-zero", "soler-zero", "zero-hero"};
    fs::create_directories(history);
    std::vector<RecordTruth> out;
    const auto start = fs::file_time_type::clock::now() - std::chrono::hours(24 * 400);
    for (int i = 0; i < count; ++i) {
        std::vector<std::string> players;
        for (std::size_t seat = 0; seat < 4; ++seat) players.push_back(kNames[(static_cast<std::size_t>(i) + seat * 5) % kNames.size()]);
        RecordTruth t;
        std::string text = record_text(kGames[static_cast<std::size_t>(i) % 3], i / 3, players, &t);
        if (i % 97 == 50) {
            text.resize(text.size() / 2);
            t = RecordTruth{.game = "", .damaged = true};  // not even its game reads
        } else if (i % 89 == 70) {
            // It reads, but its winner is not the one its actions lead to: it does not replay.
            const std::size_t at = text.find("\"winners\": [") + 12;
            text[at] = text[at] == '0' ? '1' : '0';
            t = RecordTruth{.game = t.game, .damaged = true};
        } else if (i % 101 == 60) {
            text.replace(text.find(t.game), t.game.size(), "chess");
            t = RecordTruth{.game = "chess", .damaged = true};
        }
        char name[32];
        std::snprintf(name, sizeof name, "match-%05d.json", i);
        t.file = name;
        const fs::path file = history / name;
        std::ofstream(file) << text;
        fs::last_write_time(file, start + std::chrono::seconds(i));
        out.push_back(std::move(t));
    }
    return out;
}

}  // namespace zero::test

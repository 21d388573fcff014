// SPDX-License-Identifier: GPL-3.0-or-later
// zero-cli as a user meets it: a real process, its output and its exit status.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "../scratch_dir.hpp"
#include "zero/saves/knizia_record_json.hpp"

namespace {

struct Run {
    int status = -1;
    std::string out;
    std::string err;
};

std::string slurp(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// One folder for the process, gone when it exits: every zero-cli run here has ended by then.
const std::filesystem::path& scratch() {
    static const zero::test_scratch::ScratchDir dir("cli-test");
    return dir.path();
}

Run run(const std::string& args) {
    const auto out = scratch() / "out.txt";
    const auto err = scratch() / "err.txt";
    const std::string command = std::string(ZERO_CLI_PATH) + " " + args + " >" + out.string() + " 2>" + err.string();
    const int raw = std::system(command.c_str());
    Run r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
}

int lines(const std::string& text) {
    int n = 0;
    for (char c : text) n += c == '\n' ? 1 : 0;
    return n;
}

std::string write_file(const std::string& name, const std::string& contents) {
    const auto path = scratch() / name;
    std::ofstream(path) << contents;
    return path.string();
}

}  // namespace

TEST_CASE("score prints a hand's score") {
    const Run r = run("score green2 red5 grey5 black3 yellow3 blue3 green3 grey3 red3");
    REQUIRE(r.status == 0);
    REQUIRE(r.out == "7\n");
    REQUIRE(run("score BLUE8 Blue7 blue5 blue1 blue2 yellow2 red2 grey2 green2").out == "0\n");
}

TEST_CASE("score refuses bad hands with one line and status 2") {
    for (const char* args : {"score green2 red5 grey5 black3 yellow3 blue3 green3 grey3 pink3",
                             "score green2 red5 grey5 black3 yellow3 blue3 green3 grey3 green2",
                             "score green2 red5 grey5", "score green2 red5 grey5 black3 yellow3 blue3 green3 grey3 red3 red4",
                             "score"}) {
        const Run r = run(args);
        INFO(args);
        REQUIRE(r.status == 2);
        REQUIRE(r.out.empty());
        REQUIRE(lines(r.err) == 1);
        REQUIRE(r.err.rfind("zero-cli: ", 0) == 0);
    }
    REQUIRE(run("score green2 red5 grey5 black3 yellow3 blue3 green3 grey3 pink3").err.find("'pink3' is not a card") !=
            std::string::npos);
    REQUIRE(run("score green2 red5 grey5 black3 yellow3 blue3 green3 grey3 green2").err.find("named twice") !=
            std::string::npos);
    REQUIRE(run("score green2 red5 grey5").err.find("a hand has 9 cards, not 3") != std::string::npos);
}

TEST_CASE("every command has --help") {
    for (const char* cmd : {"", "score", "simulate", "replay", "bench"}) {
        const Run r = run(std::string(cmd) + " --help");
        INFO(cmd);
        REQUIRE(r.status == 0);
        REQUIRE(r.out.find("Usage") != std::string::npos);
    }
}

TEST_CASE("zero-cli --help names the three games and their designers") {
    const Run r = run("--help");
    REQUIRE(r.status == 0);
    for (const char* game : {"Reiner Knizia's Zero", "Ernst Sol\u00e8r's ZERO", "Wrede & zur Linde's Zero Hero"}) {
        INFO(game);
        CHECK(r.out.find(game) != std::string::npos);
    }
}

TEST_CASE("simulate plays bot matches, reports per seat and writes a record that replays") {
    const std::string record = (scratch() / "sim.json").string();
    const Run r = run("simulate --players 3 --bots greedy,random,greedy --matches 20 --seed 5 --record " + record);
    REQUIRE(r.status == 0);
    REQUIRE(r.out.find("20 matches, 60 rounds") == 0);
    REQUIRE(r.out.find("greedy") != std::string::npos);
    const Run again = run("simulate --players 3 --bots greedy,random,greedy --matches 20 --seed 5");
    REQUIRE(again.out == r.out);
    const Run replayed = run("replay " + record);
    REQUIRE(replayed.status == 0);
    REQUIRE(replayed.out.find("totals: greedy 1 ") == 0);
    REQUIRE(replayed.out.find("winners: ") != std::string::npos);

    const Run json = run("simulate --players 2 --bots greedy,greedy --matches 3 --seed 9 --json");
    REQUIRE(json.status == 0);
    const zero::knizia::RecordParse not_a_record = zero::knizia::record_from_json(json.out);
    REQUIRE(not_a_record.error.find("no \"format\"") != std::string::npos);  // but it is JSON
}

TEST_CASE("simulate refuses bad set-ups with status 2") {
    for (const char* args : {"simulate --players 6 --bots greedy,greedy,greedy,greedy,greedy,greedy",
                             "simulate --players 3 --bots greedy,greedy", "simulate --players 3 --bots greedy,greedy,wizard",
                             "simulate --players 3 --bots greedy,greedy,greedy --pool 9",
                             "simulate --players 2 --bots greedy,greedy --pool 5",
                             "simulate --players 3 --bots greedy,greedy,greedy --rounds 0",
                             "simulate --players 3 --bots greedy,greedy,greedy --matches 0",
                             "simulate --players three --bots greedy,greedy,greedy"}) {
        const Run r = run(args);
        INFO(args);
        REQUIRE(r.status == 2);
        REQUIRE(lines(r.err) == 1);
    }
}

TEST_CASE("replay names the file and the problem for bad records") {
    REQUIRE(run("replay /nonexistent/match.json").err.find("/nonexistent/match.json: cannot open") != std::string::npos);
    const std::string garbage = write_file("garbage.json", "\x01\x02 not json");
    Run r = run("replay " + garbage);
    REQUIRE(r.status == 1);
    REQUIRE(r.err.find(garbage + ": not valid JSON") != std::string::npos);
    REQUIRE(lines(r.err) == 1);

    const std::string good = (scratch() / "good.json").string();
    REQUIRE(run("simulate --players 3 --bots greedy,greedy,greedy --seed 3 --record " + good).status == 0);
    std::string text = slurp(good);
    const auto at = text.find("\"action\": \"swap\", \"give\": \"");
    REQUIRE(at != std::string::npos);
    text.replace(text.find("\"take\": \"", at) + 9, 0, "x");  // "take": "xred3": no such card
    r = run("replay " + write_file("badcard.json", text));
    REQUIRE(r.status == 1);
    REQUIRE(r.err.find("is not a card") != std::string::npos);

    text = slurp(good);
    text.replace(text.find("\"seed\": 3"), 9, "\"seed\": 4");
    r = run("replay " + write_file("badseed.json", text));
    REQUIRE(r.status == 1);
    REQUIRE(r.err.find("round 1: ") != std::string::npos);
}

TEST_CASE("analyse reports every decision of a seat, as JSON too, the same without the record's seed") {
    const std::string record = (scratch() / "analysed.json").string();
    REQUIRE(run("simulate --players 3 --rounds 1 --bots medium,random,medium --matches 1 --seed 12 --record " + record).status == 0);
    const std::string options = " --seat 1 --iters 60 --deals 8";
    const Run text = run("analyse " + record + options);
    REQUIRE(text.status == 0);
    REQUIRE(text.out.find("knizia-zero, seat 1 (") == 0);
    REQUIRE(text.out.find("round 1, action ") != std::string::npos);
    const Run json = run("analyse " + record + options + " --json");
    REQUIRE(json.status == 0);
    REQUIRE(json.out.find("{\"game\":\"knizia-zero\",\"seat\":1,") == 0);
    REQUIRE(json.out.find("\"decisions\":[{") != std::string::npos);
    // One object a decision, each with its loss: as many as the text has lines after its first.
    std::size_t losses = 0;
    for (std::size_t at = json.out.find("\"loss\":"); at != std::string::npos; at = json.out.find("\"loss\":", at + 1))
        ++losses;
    REQUIRE(static_cast<int>(losses) == lines(text.out) - 1);
    REQUIRE(json.out.find("\"loss\":-") == std::string::npos);

    // A foreign record: the same match with "seed": null, analysed the same.
    std::string foreign = slurp(record);
    const std::size_t seed = foreign.find("\"seed\":");
    REQUIRE(seed != std::string::npos);
    foreign.replace(seed, foreign.find(',', seed) - seed, "\"seed\":null");
    const Run typed_in = run("analyse " + write_file("foreign.json", foreign) + options + " --json");
    REQUIRE(typed_in.status == 0);
    REQUIRE(typed_in.out == json.out);

    const Run no_seat = run("analyse " + record + " --seat 3");
    REQUIRE(no_seat.status == 1);
    REQUIRE(no_seat.err.find("analysed.json: the record has no seat 3") != std::string::npos);
}

TEST_CASE("bench ends with the throughput line") {
    const Run r = run("bench --seconds 0.1");
    REQUIRE(r.status == 0);
    const auto last = r.out.rfind("turns_per_s ");
    REQUIRE(last != std::string::npos);
    REQUIRE(r.out.find(" rounds_per_s ", last) != std::string::npos);
}

TEST_CASE("simulate and replay play Solèr's ZERO with --game soler-zero") {
    const std::string record = (scratch() / "soler.json").string();
    const Run r = run("simulate --game soler-zero --players 4 --bots random,easy,medium,medium --matches 5 --seed 7 "
                      "--record " + record);
    REQUIRE(r.status == 0);
    REQUIRE(r.out.find("5 matches, 20 games, ") == 0);
    REQUIRE(run("simulate --game soler-zero --players 4 --bots random,easy,medium,medium --matches 5 --seed 7").out ==
            r.out);
    const Run replayed = run("replay " + record);
    REQUIRE(replayed.status == 0);
    REQUIRE(replayed.out.find("totals: random 1 ") == 0);
    REQUIRE(replayed.out.find("winners: ") != std::string::npos);
    REQUIRE(run("replay --game soler-zero " + record).out == replayed.out);

    // The same record with "seed": null carries its own deals and replays to the same totals.
    std::string text = slurp(record);
    text.replace(text.find("\"seed\": 7"), 9, "\"seed\": null");
    const Run unseeded = run("replay " + write_file("soler-null.json", text));
    REQUIRE(unseeded.status == 0);
    REQUIRE(unseeded.out == replayed.out);

    const Run points = run("simulate --game soler-zero --players 3 --bots random,easy,medium --points 100 --json");
    REQUIRE(points.status == 0);
    REQUIRE(points.out.find("{\"game\":\"soler-zero\",\"matches\":1,") == 0);
}

TEST_CASE("simulate seats an external program at Solèr's ZERO, and refuses one for a saved match") {
    const std::string ext = std::string("ext:") + ZERO_SOLER_EXAMPLE_BOT;
    const Run r = run("simulate --game soler-zero --players 3 --bots " + ext + ",medium,medium --matches 2 --seed 3");
    INFO(r.err);
    REQUIRE(r.status == 0);
    REQUIRE(r.out.find("2 matches, 6 games, ") == 0);
    // The example answers every decision legally: no seat fell back.
    REQUIRE(r.err.empty());
    const Run saved = run("simulate --game soler-zero --players 3 --bots " + ext + ",medium,medium --save " +
                          (scratch() / "ext.zsave").string());
    REQUIRE(saved.status == 2);
    REQUIRE(saved.err.find("--save needs built-in bots") != std::string::npos);
}

TEST_CASE("the game option refuses an unknown game and options of another game") {
    for (const char* args : {"simulate --game chess --players 3 --bots random,random,random",
                             "simulate --game zero-hero --players 3 --bots random,random,random --pool 5",
                             "simulate --game zero-hero --players 3 --bots random,random,greedy",
                             "simulate --game soler-zero --players 3 --bots random,random,greedy",
                             "simulate --game soler-zero --players 3 --bots random,random,random --pool 5",
                             "simulate --game soler-zero --players 3 --bots random,random,random --games 2 --points 50",
                             "simulate --game soler-zero --players 6 --bots random,random,random,random,random,random",
                             "simulate --players 3 --bots greedy,greedy,greedy --games 2",
                             "bench --game chess", "score --game soler-zero red1",
                             "replay --game chess /dev/null"}) {
        const Run r = run(args);
        INFO(args << ": " << r.err);
        REQUIRE(r.status == 2);
        REQUIRE(lines(r.err) == 1);
        REQUIRE(r.err.rfind("zero-cli: ", 0) == 0);
    }
    REQUIRE(run("score --game soler-zero red1").err ==
            "zero-cli: 'score' is for Knizia's Zero (knizia-zero) only, not ZERO (soler-zero)\n");
    REQUIRE(run("score --help").out.find("Knizia's Zero only") != std::string::npos);
    REQUIRE(run("simulate --game chess --players 3 --bots a,b,c").err.find("unknown game 'chess'") !=
            std::string::npos);
}

TEST_CASE("replay names the file and the problem for bad records of either game") {
    const std::string knizia = (scratch() / "k.json").string();
    const std::string soler = (scratch() / "s.json").string();
    REQUIRE(run("simulate --players 3 --bots greedy,greedy,greedy --seed 3 --record " + knizia).status == 0);
    REQUIRE(run("simulate --game soler-zero --players 3 --bots random,easy,medium --seed 3 --record " + soler).status ==
            0);
    struct Case {
        std::string name, from, find, replace, expected;
    };
    const std::vector<Case> cases{
        {"k-garbled", knizia, "\"rounds\"", "\"rounds\" [", "not valid JSON"},
        {"s-garbled", soler, "\"rounds\"", "\"rounds\" [", "not valid JSON"},
        {"k-unknown", knizia, "knizia-zero", "chess", "unknown game 'chess'"},
        {"s-unknown", soler, "soler-zero", "go", "unknown game 'go'"},
        {"k-illegal", knizia, "\"action\": \"swap\"", "\"action\": \"knock\", \"x\": \"swap\"", "round 1, action "},
        {"s-illegal", soler, "\"action\": \"bet\", \"total\": ", "\"action\": \"bet\", \"total\": 15, \"x\": ",
         "round 1, action "},
        {"s-not-a-bet", soler, "\"action\": \"bet\"", "\"action\": \"wager\"", "must be \"play\", \"bet\" or \"safe\""},
    };
    for (const Case& c : cases) {
        std::string text = slurp(c.from);
        const auto at = text.find(c.find);
        REQUIRE(at != std::string::npos);
        text.replace(at, c.find.size(), c.replace);
        const std::string file = write_file(c.name + ".json", text);
        const Run r = run("replay " + file);
        INFO(c.name << ": " << r.err);
        REQUIRE(r.status == 1);
        REQUIRE(lines(r.err) == 1);
        REQUIRE(r.err.rfind("zero-cli: " + file + ": ", 0) == 0);
        REQUIRE(r.err.find(c.expected) != std::string::npos);
    }
}

TEST_CASE("bench --game soler-zero ends with its throughput line") {
    const Run r = run("bench --game soler-zero --seconds 0.1");
    REQUIRE(r.status == 0);
    const auto last = r.out.rfind("actions_per_s ");
    REQUIRE(last != std::string::npos);
    REQUIRE(r.out.find(" tricks_per_s ", last) != std::string::npos);
    REQUIRE(r.out.find(" games_per_s ", last) != std::string::npos);
}

TEST_CASE("simulate, replay and bench play Zero Hero with --game zero-hero") {
    const std::string record = (scratch() / "hero.json").string();
    const std::string args = "simulate --game zero-hero --players 4 --bots random,easy,medium,medium --matches 5 --seed 7";
    const Run r = run(args + " --record " + record);
    INFO(r.err);
    REQUIRE(r.status == 0);
    REQUIRE(r.out.find("5 matches, 5 games, ") == 0);
    REQUIRE(run(args).out == r.out);
    REQUIRE(slurp(record).find("\"game\": \"zero-hero\"") != std::string::npos);
    const Run replayed = run("replay " + record);
    REQUIRE(replayed.status == 0);
    REQUIRE(replayed.out.find("totals: random 1 ") == 0);
    REQUIRE(replayed.out.find("winners: ") != std::string::npos);
    REQUIRE(run("replay --game zero-hero " + record).out == replayed.out);
    REQUIRE(run("replay --game soler-zero " + record).status == 1);

    // The same record with "seed": null carries its own deals and replays to the same totals.
    std::string text = slurp(record);
    text.replace(text.find("\"seed\": 7"), 9, "\"seed\": null");
    const Run unseeded = run("replay " + write_file("hero-null.json", text));
    REQUIRE(unseeded.status == 0);
    REQUIRE(unseeded.out == replayed.out);

    const Run games = run("simulate --game zero-hero --players 3 --bots random,easy,medium --games 3 --json");
    REQUIRE(games.status == 0);
    REQUIRE(games.out.find("{\"game\":\"zero-hero\",\"matches\":1,\"seed\":1,\"games\":3,") == 0);

    const Run bench = run("bench --game zero-hero --seconds 0.1");
    REQUIRE(bench.status == 0);
    const auto last = bench.out.rfind("actions_per_s ");
    REQUIRE(last != std::string::npos);
    REQUIRE(bench.out.find(" purchases_per_s ", last) != std::string::npos);
    REQUIRE(bench.out.find(" games_per_s ", last) != std::string::npos);
}

TEST_CASE("simulate --timing reports each bot kind's decision times, wall and CPU, after the same results") {
    const std::string record = (scratch() / "hero-timed.json").string();
    const std::string args =
        "simulate --game zero-hero --players 4 --bots hard:iters=2,medium,random,medium --seed 11 --record " + record;
    const Run plain = run(args);
    const Run r = run(args + " --timing");
    INFO(r.err);
    REQUIRE(plain.status == 0);
    REQUIRE(r.status == 0);
    // The results first, as without --timing; then a heading, the columns and one line per kind,
    // the seats of a kind pooled, in the order of their first seat.
    REQUIRE(r.out.rfind(plain.out, 0) == 0);
    std::istringstream rest(r.out.substr(plain.out.size()));
    std::string line;
    REQUIRE(std::getline(rest, line));
    REQUIRE(line.rfind("decision times in ms", 0) == 0);
    REQUIRE(std::getline(rest, line));
    std::istringstream columns(line);
    std::vector<std::string> names{std::istream_iterator<std::string>(columns), {}};
    REQUIRE(names == std::vector<std::string>{"bot", "decisions", "mean", "median", "p99", "max", "cpu_mean", "cpu_p99",
                                              "cpu_max", "playouts_mean"});
    long long decisions = 0;
    for (const std::string kind : {"hard:iters=2", "medium", "random"}) {
        REQUIRE(std::getline(rest, line));
        std::istringstream row(line);
        std::string name;
        long long count = 0;
        double mean = 0, median = 0, p99 = 0, max = 0, cpu_mean = 0, cpu_p99 = 0, cpu_max = 0, playouts = -1;
        row >> name >> count >> mean >> median >> p99 >> max >> cpu_mean >> cpu_p99 >> cpu_max >> playouts;
        INFO(line);
        REQUIRE(row);
        CHECK(name == kind);
        CHECK(count > 0);
        CHECK(0 <= median);
        CHECK(median <= p99);
        CHECK(p99 <= max);
        CHECK(mean <= max);
        CHECK(0 <= cpu_mean);
        CHECK(cpu_mean <= cpu_max);
        CHECK(cpu_p99 <= cpu_max);
        // Hard at two deals a decision searches exactly two whenever it searches; the others never do.
        CHECK(playouts == (name == "hard:iters=2" ? 2.0 : 0.0));
        decisions += count;
    }
    REQUIRE_FALSE(std::getline(rest, line));
    // Every action of the match was one decision of one seat.
    const std::string text = slurp(record);
    long long actions = 0;
    for (auto at = text.find("\"action\":"); at != std::string::npos; at = text.find("\"action\":", at + 1)) ++actions;
    CHECK(decisions == actions);

    const Run json = run(args + " --timing --json");
    REQUIRE(json.status == 0);
    const auto times = json.out.find(",\"decision_ms\":[{\"bot\":\"hard:iters=2\",\"decisions\":");
    REQUIRE(times != std::string::npos);
    REQUIRE(json.out.rfind("]}\n") == json.out.size() - 3);
    for (const char* key : {"\"median\":", "\"p99\":", "\"max\":", "\"cpu_mean\":", "\"cpu_p99\":", "\"cpu_max\":",
                            "\"playouts_mean\":2.000"})
        CHECK(json.out.find(key, times) != std::string::npos);
    CHECK(json.out.find("{\"bot\":\"medium\",", times) != std::string::npos);
    CHECK(json.out.find("{\"bot\":\"random\",", times) != std::string::npos);

    // The other games report the same way; a saved match is not timed.
    const Run soler = run("simulate --game soler-zero --players 3 --bots random,easy,easy --timing");
    REQUIRE(soler.status == 0);
    CHECK(soler.out.find("\ndecision times in ms") != std::string::npos);
    CHECK(soler.out.find("\neasy ") != std::string::npos);
    const Run knizia = run("simulate --players 3 --bots greedy,random,greedy --timing --json");
    REQUIRE(knizia.status == 0);
    CHECK(knizia.out.find(",\"decision_ms\":[{\"bot\":\"greedy\",") != std::string::npos);
    CHECK(run("simulate --game zero-hero --players 3 --bots random,easy,medium --timing --save " +
              (scratch() / "timed.zsave").string())
              .status != 0);
}

TEST_CASE("replay names the file and the problem for bad Zero Hero records") {
    const std::string hero = (scratch() / "h.json").string();
    REQUIRE(run("simulate --game zero-hero --players 3 --bots random,easy,medium --seed 3 --record " + hero).status ==
            0);
    struct Case {
        std::string name, find, replace, expected;
    };
    const std::vector<Case> cases{
        {"h-garbled", "\"rounds\"", "\"rounds\" [", "not valid JSON"},
        {"h-unknown", "zero-hero", "zero-villain", "unknown game 'zero-villain'"},
        // Every pile starts with 4 zerones: 2 may not be taken from it.
        {"h-illegal", "\"count\": 1", "\"count\": 2", "round 1, action 1: seat "},
        {"h-not-an-action", "\"action\": \"take\"", "\"action\": \"steal\"", "must be \"take\", \"buy\" or \"swap\""},
        {"h-not-a-card", "\"pile\": [\"", "\"pile\": [\"pink9\", \"", "\"pink9\" is not a card"},
    };
    for (const Case& c : cases) {
        std::string text = slurp(hero);
        const auto at = text.find(c.find);
        REQUIRE(at != std::string::npos);
        text.replace(at, c.find.size(), c.replace);
        const std::string file = write_file(c.name + ".json", text);
        const Run r = run("replay " + file);
        INFO(c.name << ": " << r.err);
        REQUIRE(r.status == 1);
        REQUIRE(lines(r.err) == 1);
        REQUIRE(r.err.rfind("zero-cli: " + file + ": ", 0) == 0);
        REQUIRE(r.err.find(c.expected) != std::string::npos);
    }
}

TEST_CASE("simulate seats an external program and a Hard bot at Zero Hero, and refuses a program for a saved match") {
    const std::string ext = std::string("ext:") + ZERO_HERO_EXAMPLE_BOT;
    const Run r =
        run("simulate --game zero-hero --players 3 --bots " + ext + ",medium,hard:iters=3 --matches 2 --seed 3");
    INFO(r.err);
    REQUIRE(r.status == 0);
    REQUIRE(r.out.find("2 matches, 2 games, ") == 0);
    // The example answers every decision legally: no seat fell back.
    REQUIRE(r.err.empty());
    const Run saved = run("simulate --game zero-hero --players 3 --bots " + ext + ",medium,medium --save " +
                          (scratch() / "hero-ext.zsave").string());
    REQUIRE(saved.status == 2);
    REQUIRE(saved.err.find("--save needs built-in bots") != std::string::npos);
}

// SPDX-License-Identifier: GPL-3.0-or-later
// A small program for the external bot tests. Its first argument says how it behaves:
//   greedy   plays the legal swap that lowers its score most, otherwise knocks
//   illegal  answers a swap that gives away a pool card
//   garbage  answers a line that is not JSON
//   silent   reads its turns and never answers
//   crash    exits with status 3 at its first turn
//   flood    answers one line far over the length cap
//   late     answers its third turn only once the fourth turn line has come (so after the time
//            limit, whatever it is), then the fourth; it echoes no ids, as protocol 1's bots
//   late-id  the same, echoing every turn's "id" (protocol 2)
// The late modes log "turn ID" for each turn line and "answer ID LINE" for each answer, and in
// Solèr's ZERO and Zero Hero take the last legal action (the first is what a seat falls back to).
// In Solèr's ZERO ("game": "soler-zero") greedy takes the first legal action, and illegal plays a
// card it does not hold, bets a total already taken or out of range, and lays a group of 12.
// In Zero Hero ("game": "zero-hero") greedy takes the first legal action, and illegal answers a
// swap on its turn and a take when a swap is due.
// A second argument names a file that gets the "type" of every line received.
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include "zero/knizia/card.hpp"
#include "zero/saves/json.hpp"
#include "zero/knizia/score.hpp"

namespace {

std::string greedy_answer(const rapidjson::Document& turn) {
    zero::knizia::CardSet hand;
    for (const auto& card : turn["hand"].GetArray())
        if (auto c = zero::knizia::parse_card(card.GetString())) hand.insert(*c);
    int best = zero::knizia::score(hand);
    std::string answer = R"({"action":"knock"})";
    for (const auto& option : turn["legal"].GetArray()) {
        if (std::string(option["action"].GetString()) != "swap") continue;
        const auto give = zero::knizia::parse_card(option["give"].GetString());
        const auto take = zero::knizia::parse_card(option["take"].GetString());
        if (!give || !take) continue;
        zero::knizia::CardSet after = hand;
        after.erase(*give);
        after.insert(*take);
        if (zero::knizia::score(after) < best) {
            best = zero::knizia::score(after);
            answer = std::string(R"({"action":"swap","give":")") + option["give"].GetString() + R"(","take":")" +
                     option["take"].GetString() + "\"}";
        }
    }
    return answer;
}

std::string soler_answer(const rapidjson::Document& turn, bool illegal) {
    const std::string decision = turn["decision"].GetString();
    if (!illegal) {
        rapidjson::StringBuffer out;
        rapidjson::Writer<rapidjson::StringBuffer> w(out);
        turn["legal"][0].Accept(w);
        return out.GetString();
    }
    if (decision == "play") {
        int held[7] = {};
        for (const auto& c : turn["hand"].GetArray()) ++held[c.GetInt() + 3];
        for (int v = -3; v <= 3; ++v)
            if (held[v + 3] == 0) return R"({"action":"play","card":)" + std::to_string(v) + "}";
        return R"({"action":"bet","total":0})";  // a bet while cards are played
    }
    if (decision == "bet") {
        for (const auto& bet : turn["bets"].GetArray())
            if (bet.IsInt()) return R"({"action":"bet","total":)" + std::to_string(bet.GetInt()) + "}";
        return R"({"action":"bet","total":)" + std::to_string(3 * turn["players"].GetInt() + 1) + "}";
    }
    return R"({"action":"safe","groups":[[3,3,3,3]]})";
}

std::string last_legal(const rapidjson::Document& turn) {
    rapidjson::StringBuffer out;
    rapidjson::Writer<rapidjson::StringBuffer> w(out);
    turn["legal"][turn["legal"].Size() - 1].Accept(w);
    return out.GetString();
}

std::string hero_answer(const rapidjson::Document& turn, bool illegal) {
    if (!illegal) {
        rapidjson::StringBuffer out;
        rapidjson::Writer<rapidjson::StringBuffer> w(out);
        turn["legal"][0].Accept(w);
        return out.GetString();
    }
    if (std::string(turn["decision"].GetString()) == "turn") return R"({"action":"swap","give":"red0","to":0})";
    return R"({"action":"take","pair":0,"count":1})";
}

std::string game_of(const rapidjson::Document& doc) {
    return doc.HasMember("game") ? doc["game"].GetString() : "knizia-zero";
}

// The late modes: answers every turn at once but the third, which is answered once the fourth
// turn line has been read, just before the fourth's own answer.
int late(bool echo, std::ofstream& log) {
    std::string line;
    std::string held;  // the third turn's answer, while it waits
    int turns = 0;
    while (std::getline(std::cin, line)) {
        rapidjson::Document doc;
        doc.Parse(line.c_str());
        if (doc.HasParseError() || !doc.IsObject() || !doc.HasMember("type")) return 4;
        if (std::string(doc["type"].GetString()) != "turn") continue;
        const std::uint64_t id = doc["id"].GetUint64();
        log << "turn " << id << std::endl;
        std::string answer = game_of(doc) == "knizia-zero" ? greedy_answer(doc) : last_legal(doc);
        if (echo) answer.insert(answer.size() - 1, ",\"id\":" + std::to_string(id));
        log << "answer " << id << ' ' << answer << std::endl;
        if (++turns == 3) {
            held = answer;
            continue;
        }
        if (!held.empty()) std::cout << held << std::endl;
        held.clear();
        std::cout << answer << std::endl;
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "greedy";
    std::ofstream log;
    if (argc > 2) log.open(argv[2], std::ios::app);
    if (mode == "late" || mode == "late-id") return late(mode == "late-id", log);
    std::string line;
    while (std::getline(std::cin, line)) {
        rapidjson::Document doc;
        doc.Parse(line.c_str());
        if (doc.HasParseError() || !doc.IsObject() || !doc.HasMember("type")) return 4;
        const std::string type = doc["type"].GetString();
        if (log.is_open()) log << type << std::endl;
        if (type != "turn") continue;
        if (mode == "crash") return 3;
        if (mode == "silent") continue;
        if (mode == "garbage") {
            std::cout << "I think I will knock, thanks" << std::endl;
        } else if (mode == "flood") {
            std::cout << std::string(200'000, 'x') << std::endl;
        } else if (doc.HasMember("game") && std::string(doc["game"].GetString()) == "zero-hero") {
            std::cout << hero_answer(doc, mode == "illegal") << std::endl;
        } else if (doc.HasMember("game") && std::string(doc["game"].GetString()) == "soler-zero") {
            std::cout << soler_answer(doc, mode == "illegal") << std::endl;
        } else if (mode == "illegal") {
            const std::string pool_card = doc["pool"][0].GetString();
            std::cout << R"({"action":"swap","give":")" << pool_card << R"(","take":")" << pool_card << "\"}" << std::endl;
        } else {
            std::cout << greedy_answer(doc) << std::endl;
        }
    }
    return 0;
}

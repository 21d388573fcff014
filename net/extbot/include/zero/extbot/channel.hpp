// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The conversation with one external program, whatever the game: it starts the program, sends a
// line, waits for one answer within the time limit, and reports every problem on the way. The
// game's seat (KniziaExternalBot, SolerLines::ExternalBot, HeroLines::ExternalBot) turns answers
// into actions and falls back when there is none.
//
// Every turn line carries an id the answer echoes (protocol 2), so an answer that comes after the
// time limit is told from the next turn's answer and thrown away. A program written for protocol
// 1 echoes nothing: the channel counts the turns it let pass unanswered and throws away that many
// lines before it reads an answer again (docs/bot-protocol.md, "Late answers").
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "zero/core/seat.hpp"

namespace zero::extbot {

class ChildProcess;

// The bot protocol's version, in every message as "protocol". 2: turns carry an "id".
inline constexpr int kBotProtocol = 2;

// A turn's id: 1 for a program's first turn line, then one more for each.
using TurnId = std::uint64_t;

// What an answer line says of the turn it answers.
struct Echo {
    bool echoed = false;  // the line is a JSON object with an "id" member
    TurnId id = 0;        // that id; 0 (no turn's id) when it is not a whole number from 1
};
// Reads only the "id" of an answer line (untrusted input from another program).
Echo read_echo(std::string_view line);

struct ExternalBotOptions {
    std::chrono::milliseconds turn_timeout{2000};
    // Called with one line per problem ("ext bot 'cmd' (seat 1): no answer within 2000 ms; it knocks").
    std::function<void(const std::string&)> report;
};

// What the seat does when the program gives no usable answer, as the reports say it: this turn
// ("it knocks") and from now on ("the seat knocks from now on").
struct Fallback {
    std::string now;
    std::string from_now_on;
};

class Channel {
public:
    Channel(std::string command, Seat seat, ExternalBotOptions options, Fallback fallback);
    ~Channel();
    Channel(const Channel&) = delete;
    Channel& operator=(const Channel&) = delete;

    // Sends the turn line `question(id)` and returns its answer line; nothing, with the problem
    // reported, when the program is gone, does not read, is silent past the time limit or answers
    // too long. Late answers to earlier turns met on the way are thrown away.
    std::optional<std::string> ask(const std::function<std::string(TurnId)>& question);
    // Sends a line that needs no answer. False when the program is gone.
    bool tell(const std::string& line);
    // Reports an answer the seat cannot use: "WHY; it knocks".
    void refuse(const std::string& why) { problem(why + "; " + fallback_.now); }

    const std::vector<std::string>& problems() const { return problems_; }
    bool running() const { return child_ != nullptr; }

private:
    void problem(const std::string& what);
    // The program is gone: say how it ended and stop talking to it.
    void lost(const std::string& when);
    // Whether `line`, read while turn `id` waits, answers an earlier turn; counts it off if so.
    bool stale(const std::string& line, TurnId id);

    std::string command_;
    Seat seat_;
    ExternalBotOptions options_;
    Fallback fallback_;
    std::unique_ptr<ChildProcess> child_;
    std::vector<std::string> problems_;
    TurnId last_id_ = 0;
    // Turns that went unanswered within the limit and whose late answer has not come yet.
    std::uint64_t owed_ = 0;
};

}  // namespace zero::extbot

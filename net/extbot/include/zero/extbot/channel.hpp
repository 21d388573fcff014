#pragma once
// The conversation with one external program, whatever the game: it starts the program, sends a
// line, waits for one answer within the time limit, and reports every problem on the way. The
// game's seat (ExternalBot, SolerExternalBot) turns answers into actions and falls back when
// there is none.
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/core/seat.hpp"

namespace zero::extbot {

class ChildProcess;

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

    // Sends the question and returns the answer line; nothing, with the problem reported, when
    // the program is gone, does not read, is silent past the time limit or answers too long.
    std::optional<std::string> ask(const std::string& question);
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

    std::string command_;
    Seat seat_;
    ExternalBotOptions options_;
    Fallback fallback_;
    std::unique_ptr<ChildProcess> child_;
    std::vector<std::string> problems_;
};

}  // namespace zero::extbot

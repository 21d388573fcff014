#pragma once
// A seat played by an external program (docs/bot-protocol.md). The program gets one JSON line per
// turn and answers with one. An answer that is not JSON, not an action or not legal, no answer in
// time, or a program that has ended: the seat knocks, the problem is reported, the match goes on.
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "zero/knizia/table.hpp"

namespace zero::extbot {

class ChildProcess;

struct ExternalBotOptions {
    std::chrono::milliseconds turn_timeout{2000};
    // Called with one line per problem ("ext bot 'cmd' (seat 1): no answer within 2000 ms; it knocks").
    std::function<void(const std::string&)> report;
};

class ExternalBot : public SeatController {
public:
    ExternalBot(std::string command, Seat seat, ExternalBotOptions options = {});
    ~ExternalBot() override;

    std::optional<Action> decide(const View& view) override;
    void observe(const EventList& events, const View& view) override;

    // Every problem so far, in order.
    const std::vector<std::string>& problems() const { return problems_; }
    // False once the program has ended or could not be started: the seat then knocks on every turn.
    bool running() const { return child_ != nullptr; }

private:
    void problem(const std::string& what);
    // The program is gone: say how it ended and stop talking to it.
    void lost(const std::string& when);
    bool send(const std::string& line);

    std::string command_;
    Seat seat_;
    ExternalBotOptions options_;
    std::unique_ptr<ChildProcess> child_;
    std::vector<std::string> problems_;
};

}  // namespace zero::extbot

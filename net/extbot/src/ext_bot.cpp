#include "zero/extbot/ext_bot.hpp"

#include <stdexcept>
#include <thread>

#include "zero/extbot/child_process.hpp"
#include "zero/extbot/protocol.hpp"

namespace zero::extbot {
namespace {

// A turn line with a long history is a few kilobytes; answers are capped much lower.
constexpr std::size_t kMaxLine = 64 * 1024;

}  // namespace

ExternalBot::ExternalBot(std::string command, Seat seat, ExternalBotOptions options)
    : command_(std::move(command)), seat_(seat), options_(std::move(options)) {
    try {
        child_ = std::make_unique<ChildProcess>(command_, kMaxLine);
    } catch (const std::runtime_error& e) {
        problem(std::string(e.what()) + "; the seat knocks on every turn");
    }
}

ExternalBot::~ExternalBot() = default;

void ExternalBot::problem(const std::string& what) {
    std::string line = "ext bot '" + command_ + "' (seat " + std::to_string(seat_) + "): " + what;
    if (options_.report) options_.report(line);
    problems_.push_back(std::move(line));
}

void ExternalBot::lost(const std::string& when) {
    std::optional<std::string> how = child_->exit_description();
    if (!how) {
        // It closed its output but may not have ended yet; give it a moment to say how it ends.
        for (int i = 0; i < 50 && !how; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
            how = child_->exit_description();
        }
    }
    problem("the program " + how.value_or("stopped talking") + " " + when + "; the seat knocks from now on");
    child_.reset();
}

bool ExternalBot::send(const std::string& line) {
    if (!child_) return false;
    if (child_->write_line(line, options_.turn_timeout)) return true;
    if (child_->exit_description()) {
        lost("before reading its input");
    } else {
        problem("it did not read its input within " + std::to_string(options_.turn_timeout.count()) +
                " ms; the seat knocks from now on");
        child_.reset();
    }
    return false;
}

std::optional<Action> ExternalBot::decide(const View& view) {
    if (!child_ || !view.my_turn()) return Action::knock();
    const ActionList legal = legal_actions(view);
    child_->discard_pending();
    if (!send(turn_message(view, legal))) return Action::knock();

    const ReadResult answer = child_->read_line(options_.turn_timeout);
    switch (answer.status) {
        case ReadStatus::Timeout:
            problem("no answer within " + std::to_string(options_.turn_timeout.count()) + " ms; it knocks");
            return Action::knock();
        case ReadStatus::TooLong:
            problem("an answer longer than " + std::to_string(kMaxLine) + " bytes; it knocks");
            return Action::knock();
        case ReadStatus::Closed:
            lost("during its turn");
            return Action::knock();
        case ReadStatus::Line: break;
    }
    const Reply reply = parse_reply(answer.line);
    if (!reply.action) {
        problem(reply.error + "; it knocks");
        return Action::knock();
    }
    if (!legal.contains(*reply.action)) {
        problem("illegal action " + to_string(*reply.action) + "; it knocks");
        return Action::knock();
    }
    return reply.action;
}

void ExternalBot::observe(const EventList& events, const View& view) {
    if (!child_) return;
    for (const Event& event : events) {
        if (const auto* scored = std::get_if<RoundScored>(&event)) {
            if (!send(round_end_message(*scored, view.players()))) return;
        } else if (const auto* ended = std::get_if<MatchEnded>(&event)) {
            if (!send(match_end_message(*ended, view.players()))) return;
        }
    }
}

}  // namespace zero::extbot

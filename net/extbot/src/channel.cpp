#include "zero/extbot/channel.hpp"

#include <stdexcept>
#include <thread>

#include "zero/extbot/child_process.hpp"

namespace zero::extbot {
namespace {

// A turn line with a long history is a few kilobytes; answers are capped much lower.
constexpr std::size_t kMaxLine = 64 * 1024;

}  // namespace

Channel::Channel(std::string command, Seat seat, ExternalBotOptions options, Fallback fallback)
    : command_(std::move(command)), seat_(seat), options_(std::move(options)), fallback_(std::move(fallback)) {
    try {
        child_ = std::make_unique<ChildProcess>(command_, kMaxLine);
    } catch (const std::runtime_error& e) {
        problem(std::string(e.what()) + "; " + fallback_.from_now_on);
    }
}

Channel::~Channel() = default;

void Channel::problem(const std::string& what) {
    std::string line = "ext bot '" + command_ + "' (seat " + std::to_string(seat_) + "): " + what;
    if (options_.report) options_.report(line);
    problems_.push_back(std::move(line));
}

void Channel::lost(const std::string& when) {
    std::optional<std::string> how = child_->exit_description();
    if (!how) {
        // It closed its output but may not have ended yet; give it a moment to say how it ends.
        for (int i = 0; i < 50 && !how; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
            how = child_->exit_description();
        }
    }
    problem("the program " + how.value_or("stopped talking") + " " + when + "; " + fallback_.from_now_on);
    child_.reset();
}

bool Channel::tell(const std::string& line) {
    if (!child_) return false;
    if (child_->write_line(line, options_.turn_timeout)) return true;
    if (child_->exit_description()) {
        lost("before reading its input");
    } else {
        problem("it did not read its input within " + std::to_string(options_.turn_timeout.count()) + " ms; " +
                fallback_.from_now_on);
        child_.reset();
    }
    return false;
}

std::optional<std::string> Channel::ask(const std::string& question) {
    if (!child_) return std::nullopt;
    child_->discard_pending();
    if (!tell(question)) return std::nullopt;
    ReadResult answer = child_->read_line(options_.turn_timeout);
    switch (answer.status) {
        case ReadStatus::Timeout:
            refuse("no answer within " + std::to_string(options_.turn_timeout.count()) + " ms");
            return std::nullopt;
        case ReadStatus::TooLong:
            refuse("an answer longer than " + std::to_string(kMaxLine) + " bytes");
            return std::nullopt;
        case ReadStatus::Closed:
            lost("during its turn");
            return std::nullopt;
        case ReadStatus::Line:
            break;
    }
    return std::move(answer.line);
}

}  // namespace zero::extbot

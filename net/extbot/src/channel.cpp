// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/channel.hpp"

#include <algorithm>
#include <stdexcept>
#include <thread>

#include "zero/extbot/child_process.hpp"
#include "json_lines.hpp"

namespace zero::extbot {
namespace {

using Clock = std::chrono::steady_clock;

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

bool Channel::stale(const std::string& line, TurnId id) {
    const Echo echo = read_echo(line);
    if (echo.echoed && echo.id == id) return false;
    if (!echo.echoed && owed_ == 0) return false;  // protocol 1, nothing owed: this turn's answer
    if (owed_ > 0) --owed_;
    // Reported, not refused: the turn it answered has already fallen back.
    problem(echo.echoed ? "a late answer to turn " + std::to_string(echo.id) + " was thrown away"
                        : "a late answer to an earlier turn was thrown away");
    return true;
}

std::optional<std::string> Channel::ask(const std::function<std::string(TurnId)>& question) {
    if (!child_) return std::nullopt;
    const TurnId id = ++last_id_;
    if (!tell(question(id))) return std::nullopt;
    const auto deadline = Clock::now() + options_.turn_timeout;
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        ReadResult answer = child_->read_line(std::max(left, std::chrono::milliseconds(0)));
        switch (answer.status) {
            case ReadStatus::Timeout:
                ++owed_;
                refuse("no answer within " + std::to_string(options_.turn_timeout.count()) + " ms to turn " +
                       std::to_string(id));
                return std::nullopt;
            case ReadStatus::TooLong:
                // An overlong line is one answer too: when one is owed, it was that one.
                if (owed_ > 0) {
                    --owed_;
                    continue;
                }
                refuse("an answer longer than " + std::to_string(kMaxLine) + " bytes");
                return std::nullopt;
            case ReadStatus::Closed:
                lost("during its turn");
                return std::nullopt;
            case ReadStatus::Line:
                break;
        }
        if (!stale(answer.line, id)) return std::move(answer.line);
    }
}

Echo read_echo(std::string_view line) {
    rapidjson::Document doc;
    doc.Parse(line.data(), line.size());
    if (doc.HasParseError() || !doc.IsObject()) return {};
    if (!doc.HasMember("id")) return {};
    const rapidjson::Value& id = doc["id"];
    const bool whole = id.IsUint64() && id.GetUint64() > 0;
    return {true, whole ? id.GetUint64() : 0};
}

}  // namespace zero::extbot

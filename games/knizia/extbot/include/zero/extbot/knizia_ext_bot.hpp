// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A seat of Knizia's Zero played by an external program (docs/bot-protocol.md). The program gets
// one JSON line per turn and answers with one. An answer that is not JSON, not an action or not
// legal, no answer in time, or a program that has ended: the seat knocks, the problem is
// reported, the match goes on.
#include <optional>
#include <string>
#include <vector>

#include "zero/extbot/channel.hpp"
#include "zero/knizia/table.hpp"

namespace zero::extbot {

class KniziaExternalBot : public knizia::SeatController {
public:
    KniziaExternalBot(std::string command, Seat seat, ExternalBotOptions options = {});

    std::optional<knizia::Action> decide(const knizia::View& view) override;
    void observe(const knizia::EventList& events, const knizia::View& view) override;

    // Every problem so far, in order.
    const std::vector<std::string>& problems() const { return channel_.problems(); }
    // False once the program has ended or could not be started: the seat then knocks on every turn.
    bool running() const { return channel_.running(); }

private:
    Channel channel_;
};

}  // namespace zero::extbot

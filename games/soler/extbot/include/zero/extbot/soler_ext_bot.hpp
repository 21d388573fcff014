// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A seat of Solèr's ZERO played by an external program (docs/bot-protocol.md): one JSON line for
// each decision the seat is asked (play, bet or safe), one line back. An answer that is not
// JSON, not an action or not legal, no answer in time, or a program that has ended: the seat
// takes its first legal action (its lowest card, the lowest free bet, laying nothing; the table's
// own fallback), the problem is reported, the match goes on.
#include <optional>
#include <string>
#include <vector>

#include "zero/extbot/channel.hpp"
#include "zero/soler/table.hpp"

namespace zero::extbot {

class SolerExternalBot : public soler::SeatController {
public:
    SolerExternalBot(std::string command, Seat seat, ExternalBotOptions options = {});

    std::optional<soler::Action> decide(const soler::View& view) override;
    void observe(const soler::EventList& events, const soler::View& view) override;

    const std::vector<std::string>& problems() const { return channel_.problems(); }
    bool running() const { return channel_.running(); }

private:
    Channel channel_;
};

}  // namespace zero::extbot

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A seat of Zero Hero played by an external program (docs/bot-protocol.md): one JSON line for each
// decision the seat is asked (its turn, or the swap a purchase asked for), one line back. An answer
// that is not JSON, not an action or not legal, no answer in time, or a program that has ended:
// the seat takes its first legal action (the table's own fallback), the problem is reported, the
// match goes on.
#include <optional>
#include <string>
#include <vector>

#include "zero/extbot/channel.hpp"
#include "zero/hero/table.hpp"

namespace zero::extbot {

class HeroExternalBot : public hero::SeatController {
public:
    HeroExternalBot(std::string command, Seat seat, ExternalBotOptions options = {});

    std::optional<hero::Action> decide(const hero::View& view) override;
    void observe(const hero::EventList& events, const hero::View& view) override;

    const std::vector<std::string>& problems() const { return channel_.problems(); }
    bool running() const { return channel_.running(); }

private:
    Channel channel_;
};

}  // namespace zero::extbot

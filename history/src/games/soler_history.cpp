// SPDX-License-Identifier: GPL-3.0-or-later
// Solèr's ZERO in the history: its highlight is the cards each seat laid safe.
#include "registry.hpp"

namespace zero::history::detail {
namespace {

constexpr std::array<std::string_view, 1> kSolerHighlights{"cards_safe"};

class SolerHistory final : public HistoryModule {
public:
    games::GameId id() const override { return games::GameId::Soler; }
    bool highest_wins() const override { return true; }
    std::span<const std::string_view> highlights() const override { return kSolerHighlights; }
    std::string facts(const AnyRecord& any, MatchFacts& out) const override {
        const soler::MatchRecord& record = std::get<soler::MatchRecord>(any);
        if (const soler::ReplayResult replayed = soler::replay(record); replayed.error) return replayed.error->what();
        envelope_facts(record, out);
        for (const soler::RecordedGame& game : record.rounds)
            for (const soler::Move& move : game.actions) {
                if (move.action.kind != soler::ActionKind::Safe || move.seat >= static_cast<int>(out.highlights.size()))
                    continue;
                for (const soler::Group& group : move.action.groups)
                    out.highlights[move.seat][0] += static_cast<int>(group.size());
            }
        return {};
    }
};

}  // namespace

const HistoryModule& soler_history() {
    static const SolerHistory module;
    return module;
}

}  // namespace zero::history::detail

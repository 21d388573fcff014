// SPDX-License-Identifier: GPL-3.0-or-later
// High Card in the app (its game.cmake's `app` layer): its table from the command line
// (`zero --game high-card --autoplay`), a saved match reopened, the replay viewer over its record
// and its rules page. It has no LAN table in the app (Host game and Join game build their lobby
// screens per game, game/src/lan_lobby_screen.cpp); `zero-cli host` and `join` play it over a LAN.
#include <stdexcept>

#include "module_parts.hpp"
#include "session.hpp"
#include "table_screen.hpp"
#include "zero/catalogue/module_instance.hpp"
#include "zero/game/game_module.hpp"
#include "zero/game/replay_view.hpp"
#include "zero/highcard/analysis.hpp"
#include "zero/highcard/replay_steps.hpp"
#include "zero/highcard/save.hpp"

namespace zero::game {

namespace {

constexpr Str kPages[] = {Str::HighCardRules1};
constexpr const char* kNoLan = "High Card has no LAN table in the game app; zero-cli host and join play it";

class HighCardModule final : public GameModule {
    using Deck = ReplayDeckOf<highcard::ReplaySteps, HighCardSessionGame, HighCardFeed>;

    static std::unique_ptr<Screen> couch_table(Context& ctx, HighCardSetup setup, TableOptions table) {
        table.rematch = rematch_of(setup);
        return make_highcard_table(ctx, std::make_unique<HighCardSession>(std::move(setup)), std::move(table));
    }
    static ScreenMaker rematch_of(const HighCardSetup& setup) {
        return [setup](Context& ctx) {
            TableOptions table;
            table.save_path = new_save_path();
            return couch_table(ctx, rematch_setup(setup), std::move(table));
        };
    }

public:
    games::GameId id() const override { return highcard::kGame; }
    std::string title(const Strings& strings) const override { return strings.get(Str::GameNameHighCard); }
    std::string describe_options(const Strings& strings, const std::vector<int>& options) const override {
        const int games = options.empty() ? 1 : options.front();
        return strings.count(Str::LanOptionsGames, games, {std::to_string(games)});
    }
    RulesBook rules() const override { return {Str::HighCardRulesTitle, kPages, nullptr}; }
    std::vector<std::string> bot_kinds() const override { return highcard::bot_kinds(); }

    std::unique_ptr<Screen> new_table(Context& ctx, const GameChoice& /*choice*/, std::vector<SeatSetup> seats,
                                      std::uint64_t seed) const override {
        HighCardSetup setup;
        setup.rules = highcard::default_rules(static_cast<int>(seats.size()));
        setup.seed = seed;
        setup.seats = std::move(seats);
        TableOptions table;
        table.save_path = new_save_path();
        return couch_table(ctx, std::move(setup), std::move(table));
    }
    // --players seats (--humans of them played by synthetic input), --rounds games, greedy bots.
    std::unique_ptr<Screen> autoplay_table(Context& ctx, TableOptions table) const override {
        const Options& o = ctx.options;
        HighCardSetup setup;
        setup.rules = highcard::default_rules(o.players);
        if (o.rounds > 0) setup.rules.games = o.rounds;
        setup.seed = o.seed;
        setup.seats = modules::autoplay_seats(o, ctx.strings, "greedy");
        return make_highcard_table(ctx, std::make_unique<HighCardSession>(std::move(setup)), std::move(table));
    }

    OpenedTable host_from_options(Context&, const std::vector<net::SeatSetup>&, const net::ServiceOptions&,
                                  std::string& error) const override {
        error = kNoLan;
        return {};
    }
    OpenedTable host_from_setup(Context&, const std::string&, const HostSetup&, std::uint64_t, const std::string&,
                                const net::ServiceOptions&, std::string& error) const override {
        error = kNoLan;
        return {};
    }
    std::unique_ptr<Screen> join(Context&, const TicketStore&, bool, const std::string&, const std::string&,
                                 std::uint16_t, std::uint64_t) const override {
        throw std::runtime_error(kNoLan);
    }
    std::unique_ptr<Screen> join_online(Context&, const std::string&, const lobby::ClientOptions&,
                                        const std::string&) const override {
        throw std::runtime_error(kNoLan);
    }
    // A save of a match of this screen's, or of a headless host's (its players' seats played here).
    ReopenedMatch reopen(Context& ctx, const std::string& path, const TableOptions& table,
                         const net::ServiceOptions& /*service*/, bool /*auto_start*/, std::string& error) const override {
        highcard::LoadedSave loaded = highcard::load_save(path);
        if (!loaded.save || !loaded.state) {
            error = ctx.strings.format(Str::SaveCannotOpen, {loaded.error});
            return {};
        }
        const bool from_backup = loaded.from_backup;
        std::unique_ptr<Screen> screen = modules::at_table<HighCardSession>(
            ctx.strings, path, std::move(loaded), table, error,
            [](const highcard::SaveGame& save) { return local_setup_from_save(save); },
            [&ctx](std::unique_ptr<HighCardSession> session, TableOptions options) {
                return make_highcard_table(ctx, std::move(session), std::move(options));
            },
            rematch_of);
        if (!screen) error = ctx.strings.format(Str::SaveCannotOpen, {error});
        return {std::move(screen), std::nullopt, from_backup};
    }
    std::shared_ptr<ReplayDeck> replay_deck(AnyRecord record) const override {
        auto* rec = record.get_if<highcard::MatchRecord>();
        if (rec == nullptr) return nullptr;
        std::unique_ptr<Screen> (*table)(Context&, std::unique_ptr<HighCardFeed>, TableOptions) = make_highcard_table;
        return std::make_shared<Deck>(std::move(*rec), table, draw_highcard_hidden, highcard::analyse, highcard_move_words);
    }
};

}  // namespace

// Found by the app's registry (cmake/games.cmake).
const GameModule& highcard_module() { return games::module_instance<HighCardModule>(); }

}  // namespace zero::game

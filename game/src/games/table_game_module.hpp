// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A game's module written once over its traits T, which name its pieces:
//   Session (whose Setup deals a match), Wire, kName, kRules (its rules pages, a RulesBook)
//   describe_options(strings, options), choice_rules(choice, players) (New match and Host game)
//   kRounds, the member of its Rules that --rounds sets; for the replay viewer and the LAN table,
//   kReplay (ReplayParts: its table over a feed); for the tutorial, kTutorial (TutorialDeal)
// and, where the game's differ from the shell's: options_rules(options, players) (else the wire's
// default rules with --rounds), autoplay_kind(kinds) (else "medium"), setup_from_save(save) (else
// local_setup_from_save), table(ctx, session, table options) (else kReplay's table over the
// session, as a LocalSeatFeed of kReplay's feed).
// The game's id, bot kinds, default rules and save loading are its wire's (W::id, W::bot_kinds,
// W::default_rules, LanSaves<W>::load), so the app and the LAN table cannot disagree on them.
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "module_parts.hpp"
#include "zero/core/analysis.hpp"
#include "zero/game/lan_feed.hpp"
#include "zero/game/local_session.hpp"
#include "zero/game/session.hpp"
#include "zero/game/game_choice.hpp"
#include "zero/game/replay_view.hpp"
#include "zero/game/seat_feed.hpp"

namespace zero::game {

// What the replay viewer needs of a game whose table takes a SeatFeed (ReplayDeckOf's parts):
// its table from a feed, the cards a seat hides as the spectator's panel draws them, Hard's
// analysis of a seat's decisions and an action in the players' words.
template <class Steps, class G, class Feed>
struct ReplayParts {
    using Deck = ReplayDeckOf<Steps, G, Feed>;
    using TableFeed = Feed;
    std::unique_ptr<Screen> (*table)(Context&, std::unique_ptr<Feed>, TableOptions);
    float (*draw_hidden)(sf::RenderTarget&, const Context&, const typename Steps::State&, int, sf::Vector2f);
    core::MatchAnalysis (*analyse)(const typename Steps::Record&, Seat, const core::AnalysisParams&);
    std::string (*words)(const typename Deck::Action&, const std::vector<std::string>&, const Strings&);
};

// The tutorial's match: its seed and how many rounds (the game's kRounds) it lasts, three players.
struct TutorialDeal {
    std::uint64_t seed = 0;
    int rounds = 1;
};

template <class T>
class TableGameModule final : public GameModule {
    using Wire = typename T::Wire;
    using Session = typename T::Session;
    using Setup = typename Session::Setup;
    using Feed = typename std::remove_cvref_t<decltype(T::kReplay)>::TableFeed;

    // The game's table at a LAN table: the replay viewer's table, over the link's feed.
    static std::unique_ptr<Screen> lan_table(Context& ctx, std::shared_ptr<LanLinkT<Wire>> link,
                                             std::vector<LinkEventT<Wire>> early, TableOptions options) {
        return T::kReplay.table(ctx, make_lan_feed<Feed>(std::move(link), std::move(early)), std::move(options));
    }
    static std::unique_ptr<Screen> table_of(Context& ctx, std::unique_ptr<Session> session, TableOptions options) {
        if constexpr (requires { T::table(ctx, std::move(session), std::move(options)); })
            return T::table(ctx, std::move(session), std::move(options));
        else
            return T::kReplay.table(ctx, std::make_unique<LocalSeatFeed<Feed, Session>>(std::move(session)),
                                    std::move(options));
    }
    template <class Save>
    static Setup setup_of(const Save& save) {
        if constexpr (requires { T::setup_from_save(save); })
            return T::setup_from_save(save);
        else
            return local_setup_from_save(save);
    }
    // The command line's rules: the game's own, or its default rules for `players` with --rounds.
    static typename Wire::Rules options_rules(const Options& o, int players) {
        if constexpr (requires { T::options_rules(o, players); }) {
            return T::options_rules(o, players);
        } else {
            auto rules = Wire::default_rules(players);
            if (o.rounds > 0) rules.*T::kRounds = o.rounds;
            return rules;
        }
    }
    static std::string autoplay_kind() {
        if constexpr (requires { T::autoplay_kind(Wire::bot_kinds()); })
            return T::autoplay_kind(Wire::bot_kinds());
        else
            return "medium";
    }
    // A couch match of `setup`, autosaved; its podium's rematch is the same seats with the next
    // seed. Throws what the session throws for a setup it cannot play.
    static std::unique_ptr<Screen> couch_table(Context& ctx, Setup setup) {
        TableOptions table;
        table.save_path = new_save_path();
        table.rematch = rematch_of(setup);
        return table_of(ctx, std::make_unique<Session>(std::move(setup)), std::move(table));
    }
    // The podium's Rematch after a match of `setup`, whether it was dealt here or resumed from a save.
    static ScreenMaker rematch_of(const Setup& setup) {
        return [setup](Context& next_ctx) { return couch_table(next_ctx, rematch_setup(setup)); };
    }

public:
    games::GameId id() const override { return Wire::id; }
    std::string title(const Strings& strings) const override { return strings.get(T::kName); }
    std::string describe_options(const Strings& strings, const std::vector<int>& options) const override {
        const auto at = [&](std::size_t i) { return i < options.size() ? options[i] : 0; };
        return T::describe_options(strings, at);
    }
    RulesBook rules() const override { return T::kRules; }
    std::vector<std::string> bot_kinds() const override { return Wire::bot_kinds(); }

    std::unique_ptr<Screen> new_table(Context& ctx, const GameChoice& choice, std::vector<SeatSetup> seats,
                                      std::uint64_t seed) const override {
        Setup setup;
        setup.rules = T::choice_rules(choice, static_cast<int>(seats.size()));
        setup.seed = seed;
        setup.seats = std::move(seats);
        return couch_table(ctx, std::move(setup));
    }
    std::unique_ptr<Screen> autoplay_table(Context& ctx, TableOptions table) const override {
        const Options& o = ctx.options;
        Setup setup;
        setup.rules = options_rules(o, o.players);
        setup.seed = o.seed;
        setup.seats = modules::autoplay_seats(o, ctx.strings, autoplay_kind());
        return table_of(ctx, std::make_unique<Session>(std::move(setup)), std::move(table));
    }

    bool has_tutorial() const override { return requires { T::kTutorial; }; }
    std::unique_ptr<Screen> tutorial_table(Context& ctx, TableOptions table) const override {
        if constexpr (requires { T::kTutorial; }) {
            Setup setup;
            setup.rules = Wire::default_rules(3);
            setup.rules.*T::kRounds = T::kTutorial.rounds;
            setup.seed = T::kTutorial.seed;
            for (int s = 0; s < 3; ++s) {
                SeatSetup seat;
                seat.human = s == 0;
                seat.bot_kind = "easy";
                seat.name = seat.human ? ctx.str(Str::TutorialYou) : bot_seat_name(ctx.strings, s, seat.bot_kind);
                setup.seats.push_back(seat);
            }
            table.tutorial = true;
            table.save_path.clear();  // a lesson is not a match to resume
            return table_of(ctx, std::make_unique<Session>(std::move(setup)), std::move(table));
        } else {
            return GameModule::tutorial_table(ctx, std::move(table));
        }
    }

    OpenedTable host_from_options(Context& ctx, const std::vector<net::SeatSetup>& seats,
                                  const net::ServiceOptions& service, std::string& error) const override {
        auto plan = plan_lan_table_of<Wire>(ctx.strings, seats.front().name, seats, ctx.options.seed);
        plan.config.rules = options_rules(ctx.options, static_cast<int>(seats.size()));
        plan.config.hints = ctx.options.allow_hints;
        return modules::open_lobby_from_options<Wire>(ctx, std::move(plan), lan_table, service, error,
                                                      modules::online_from_options(ctx, error));
    }
    OpenedTable host_from_setup(Context& ctx, const std::string& host_player, const HostSetup& setup,
                                std::uint64_t seed, const std::string& save_path, const net::ServiceOptions& service,
                                std::string& error) const override {
        auto plan = plan_host_table<Wire>(ctx.strings, host_player, setup,
                                          T::choice_rules(setup, static_cast<int>(setup.seats.size())), seed);
        plan.config.hints = setup.hints;
        plan.save_path = save_path;
        return modules::open_lobby<Wire>(ctx, plan, lan_table, service, error, setup.online.get());
    }
    std::unique_ptr<Screen> join(Context& ctx, const TicketStore& tickets, bool guessed, const std::string& player,
                                 const std::string& host, std::uint16_t port, std::uint64_t token) const override {
        return modules::join_lobby<Wire>(ctx, lan_table, tickets, guessed, player, host, port, token);
    }
    std::unique_ptr<Screen> join_online(Context& ctx, const std::string& player, const lobby::ClientOptions& lobby,
                                        const std::string& code) const override {
        return modules::join_online<Wire>(ctx, lan_table, player, lobby, code);
    }
    ReopenedMatch reopen(Context& ctx, const std::string& path, const TableOptions& table,
                         const net::ServiceOptions& service, bool auto_start, std::string& error) const override {
        return modules::reopen_save<Wire, Session>(ctx, path, table, service, auto_start, error,
                                                               net::LanSaves<Wire>::load,
                                                               [](const auto& save) { return setup_of(save); },
                                                               table_of, rematch_of, lan_table);
    }
    std::shared_ptr<ReplayDeck> replay_deck(AnyRecord record) const override {
        if constexpr (requires { T::kReplay; }) {
            using Deck = typename std::remove_cvref_t<decltype(T::kReplay)>::Deck;
            auto* rec = record.get_if<typename Deck::Record>();
            if (rec == nullptr) return nullptr;
            return std::make_shared<Deck>(std::move(*rec), T::kReplay.table, T::kReplay.draw_hidden, T::kReplay.analyse,
                                          T::kReplay.words);
        } else {
            return nullptr;
        }
    }
};

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
// Host game and Join game: set up a LAN table or find one, then go to its lobby.
#include <chrono>
#include <future>

#include "lan_screens.hpp"
#include <algorithm>

#include "zero/game/game_choice.hpp"
#include "zero/game/game_module.hpp"
#include "zero/game/last_match.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/game/lan_lobby.hpp"
#include "zero/game/ui.hpp"
#include "zero/net/discovery.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::game {

namespace {

constexpr std::size_t kNameCap = 24;  // the protocol's cap on a player's name

// The name a player typed is offered again next time (the settings file keeps it).
void keep_name(Context& ctx, const std::string& name) {
    if (name.empty() || name == ctx.settings.player_name) return;
    ctx.settings.player_name = name;
    ctx.settings_changed();
}

std::string default_name(const Strings& strings) {
    const char* user = std::getenv("USER");
    std::string name = user != nullptr && *user != '\0' ? user : strings.get(Str::LanDefaultName);
    if (name.size() > kNameCap) name.resize(kNameCap);
    return name;
}

class JoinScreen : public Screen {
public:
    explicit JoinScreen(Context& ctx) : tickets_(tickets_dir()) {
        name_.rect = {500.F, 110.F, 320.F, 40.F};
        name_.text = ctx.options.name.empty() ? remembered_name(ctx.settings, default_name(ctx.strings))
                                              : ctx.options.name.substr(0, kNameCap);
        address_.rect = {500.F, 170.F, 320.F, 40.F};
        address_.text = ctx.options.join.empty() ? "127.0.0.1:" + std::to_string(net::kDefaultGamePort)
                                                 : ctx.options.join;
        offers_ = tickets_.list(unix_now());
        refresh(ctx);
    }
    const char* name() const override { return "join"; }
    bool changed_since_drawn() const override { return drawn_changes_ != changes_; }

    void handle(const sf::Event& event, Context& ctx) override {
        if (event.type == sf::Event::TextEntered) {
            if (event.text.unicode == '\t') focus_ = 1 - focus_;
            else type_into(focus_ == 0 ? name_.text : address_.text, event.text.unicode, focus_ == 0 ? kNameCap : 40);
            return;
        }
        if (event.type == sf::Event::MouseButtonPressed) {
            const sf::Vector2f p = ctx.to_design({event.mouseButton.x, event.mouseButton.y});
            if (name_.rect.contains(p)) focus_ = 0;
            if (address_.rect.contains(p)) focus_ = 1;
        }
        if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::F5) {
            refresh(ctx);
            return;
        }
        int choice = buttons_.handle(event, ctx);
        if (choice < 0) return;
        ctx.sounds.play(Sfx::Click);
        // The buttons: the seats this game may take back, the tables found, Refresh, Join the
        // address above, Back.
        const int offers = static_cast<int>(offers_.size());
        if (choice < offers) {
            const LanTicket& t = offers_[static_cast<std::size_t>(choice)];
            join(ctx, t.game, t.name, HostPort{t.address, t.port}, t.token);
            return;
        }
        choice -= offers;
        const int found = static_cast<int>(hosts_.size());
        if (choice < found) {
            const net::DiscoveredHost& h = hosts_[static_cast<std::size_t>(choice)];
            keep_name(ctx, name_.text);
            join(ctx, h.info.game, name_.text, HostPort{h.address, h.info.game_port}, 0);
        } else if (choice == found) {
            refresh(ctx);
        } else if (choice == found + 1) {
            // The address does not say which game its table plays: Knizia's Zero first, and the
            // lobby asks again as Solèr's, then Zero Hero's, when the host says it plays another game.
            if (const std::optional<HostPort> where = parse_host_port(address_.text, net::kDefaultGamePort)) {
                keep_name(ctx, name_.text);
                join(ctx, std::nullopt, name_.text, *where, 0);
            } else
                error_ = ctx.strings.format(Str::LanBadAddress, {address_.text});
        } else {
            ctx.screens.pop();
        }
    }

    void update(float /*dt*/, Context& ctx) override {
        if (searching_.valid() && searching_.wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
            try {
                hosts_ = searching_.get();
                error_.clear();
            } catch (const std::exception& e) {
                hosts_.clear();
                error_ = ctx.strings.format(Str::LanCannotSearch, {e.what()});
            }
            relabel(ctx);
            ++changes_;
        }
        // Back from a table or a refusal, a seat may have been taken back or forgotten.
        if (++updates_ % 60 == 0) {
            std::vector<LanTicket> now = tickets_.list(unix_now());
            if (now != offers_) {
                offers_ = std::move(now);
                relabel(ctx);
                ++changes_;
            }
        }
    }

    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "join");  // idle: drawn again on input, or when the search or the kept seats change
        drawn_changes_ = changes_;
        ctx.frame.detail = "offers-" + std::to_string(offers_.size());
        draw_title(target, ctx, ctx.str(Str::MenuJoin), 36.F, 56.F);
        name_.draw(target, ctx, ctx.str(Str::LanName), focus_ == 0);
        address_.draw(target, ctx, ctx.str(Str::LanAddress), focus_ == 1);
        std::string found = searching_.valid() ? ctx.str(Str::LanSearching)
                            : hosts_.empty()   ? ctx.str(Str::LanNoHosts)
                                               : ctx.str(Str::LanFound);
        draw_text(target, ctx, found, 18.F, {640.F, 245.F}, Align::Centre, palette::kMuted);
        buttons_.draw(target, ctx);
        if (!error_.empty()) draw_text(target, ctx, error_, 16.F, {640.F, 690.F}, Align::Centre, palette::kWarn);
    }

    // "rejoin HOST:PORT": the offer of the seat kept at that table, "rejoin HOST:PORT as NAME" only
    // if NAME holds it (another player on this machine may hold one there); "join address": Join
    // the address above.
    std::optional<Place> place(std::string_view what, const Context& /*ctx*/) const override {
        int button = -1;
        if (what == "join address") button = static_cast<int>(offers_.size() + hosts_.size()) + 1;
        if (what.starts_with("rejoin ")) {
            std::string_view target = what.substr(7);
            std::optional<std::string_view> name;
            if (const std::size_t as = target.find(" as "); as != std::string_view::npos) {
                name = target.substr(as + 4);
                target = target.substr(0, as);
            }
            const std::optional<HostPort> where = parse_host_port(std::string(target), net::kDefaultGamePort);
            for (std::size_t i = 0; where && i < offers_.size(); ++i)
                if (offers_[i].address == where->host && offers_[i].port == where->port &&
                    (!name || offers_[i].name == *name))
                    button = static_cast<int>(i);
        }
        if (button < 0) return std::nullopt;
        return Place{buttons_.rect(button), label(button)};
    }

private:
    void refresh(Context& ctx) {
        if (searching_.valid()) return;
        net::DiscoverOptions options;
        options.port = net::discovery_port_from_env();
        options.timeout_ms = 1000;
        // Discovery waits a second for answers: off the frame, so the screen keeps drawing.
        searching_ = std::async(std::launch::async, [options]() mutable {
            options.targets = net::discovery_targets();
            return net::discover(options);
        });
        relabel(ctx);
    }
    std::string label(int button) const {
        return button >= 0 && static_cast<std::size_t>(button) < labels_.size() ? labels_[static_cast<std::size_t>(button)]
                                                                              : std::string{};
    }
    void relabel(Context& ctx) {
        std::vector<std::string> labels;
        for (const LanTicket& t : offers_) labels.push_back(ctx.strings.format(Str::LanRejoinOffer, {shown_table_name(ctx.strings, t.host_name), t.name}));
        for (const net::DiscoveredHost& h : hosts_) labels.push_back(describe_found(ctx.strings, h));
        labels.push_back(ctx.str(Str::LanRefresh));
        labels.push_back(ctx.str(Str::LanJoinAddress));
        labels.push_back(ctx.str(Str::Back));
        labels_ = labels;
        // The offers to rejoin come first, the first one drawn as the main choice: it is what a
        // restarted game most likely wants.
        // Wide enough for a table found: its name, game, options, address and seats.
        buttons_.set(labels, {640.F, 270.F}, {960.F, 44.F}, 8.F);
    }
    // `game`: the table's, when discovery or a kept ticket says it; nothing for an address typed.
    void join(Context& ctx, std::optional<games::GameId> game, const std::string& player, const HostPort& where,
              std::uint64_t token) {
        const GameModule* module = find_game_module(game.value_or(games::kUnnamedGame));
        if (module == nullptr) {
            error_ = ctx.str(Str::LanRefusedWrongGame);  // a game this build cannot play at a LAN table
            return;
        }
        try {
            ctx.screens.push(module->join(ctx, tickets_, !game, player, where.host, where.port, token));
        } catch (const std::exception& e) {
            error_ = ctx.strings.format(Str::LanCannotConnect, {e.what()});
        }
    }

    TicketStore tickets_;
    std::vector<LanTicket> offers_;
    Field name_;
    Field address_;
    int focus_ = 0;
    ButtonList buttons_;
    std::vector<std::string> labels_;
    std::vector<net::DiscoveredHost> hosts_;
    std::future<std::vector<net::DiscoveredHost>> searching_;
    std::string error_;
    long updates_ = 0;
    long changes_ = 0;  // the search's answers and the kept seats, changed without input
    long drawn_changes_ = -1;
};

class HostScreen : public Screen {
public:
    // `online`: Host online, the table announced in that lobby once it opens.
    explicit HostScreen(Context& ctx, std::shared_ptr<const OnlineHosting> online = nullptr)
        : setup_(HostSetup::defaults(knizia::bot_kinds())) {
        setup_.online = std::move(online);
        if (const GameModule* game = find_game_module(ctx.options.game); game && game->id() != setup_.game)
            setup_.set_game(game->id());
        kinds_ = setup_.kinds();
        name_.rect = {500.F, 100.F, 320.F, 40.F};
        name_.text = remembered_name(ctx.settings, default_name(ctx.strings));
        relabel(ctx);
    }
    const char* name() const override { return "host"; }

    void handle(const sf::Event& event, Context& ctx) override {
        if (event.type == sf::Event::TextEntered) {
            type_into(name_.text, event.text.unicode, kNameCap);
            return;
        }
        // Left and Right change the focused row's value, as on New match.
        if (event.type == sf::Event::KeyPressed) {
            const Command command = command_for_key(event.key.code);
            if (command == Command::Left || command == Command::Right) {
                change(buttons_.focus(), command == Command::Left ? -1 : +1, ctx);
                return;
            }
        }
        const int choice = buttons_.handle(event, ctx);
        if (choice < 0) return;
        ctx.sounds.play(Sfx::Click);
        if (choice == open_item()) open_table(ctx);
        else if (choice == open_item() + 1) ctx.screens.pop();
        else change(choice, +1, ctx);
    }
    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "host");
        ctx.frame.detail = std::string(games::game_info(setup_.game).key);
        draw_title(target, ctx, ctx.str(setup_.online ? Str::OnlineHostTitle : Str::MenuHost), 36.F, 50.F);
        name_.draw(target, ctx, ctx.str(Str::LanName), true);
        buttons_.draw(target, ctx);
        if (!error_.empty()) draw_text(target, ctx, error_, 16.F, {640.F, 700.F}, Align::Centre, palette::kWarn);
    }

private:
    int count() const { return static_cast<int>(setup_.seats.size()); }
    // Rows, as New match has them: the game, the players, the seats, the game's options, then
    // whether the table offers the hint, open the table, back.
    static constexpr int kGameItem = 0;
    static constexpr int kPlayersItem = 1;
    static constexpr int kFirstSeat = 2;
    int first_option() const { return kFirstSeat + count(); }
    int hints_item() const { return first_option() + setup_.option_rows(); }
    int open_item() const { return hints_item() + 1; }

    void change(int item, int delta, Context& ctx) {
        if (item == kGameItem) {
            setup_.next_game(delta);
            setup_.set_game(setup_.game);
            kinds_ = setup_.kinds();
        } else if (item == kPlayersItem) {
            setup_.set_players(count() + delta, kinds_);
        } else if (item > kFirstSeat && item < first_option()) {
            auto& seat = setup_.seats[static_cast<std::size_t>(item - kFirstSeat)];
            seat = next_seat_setup(seat, kinds_, local_player_name(ctx.strings, item - kFirstSeat));
        } else if (item >= first_option() && item < hints_item()) {
            setup_.change_option(item - first_option(), delta, count());
        } else if (item == hints_item()) {
            setup_.hints = !setup_.hints;
        } else {
            return;
        }
        ctx.sounds.play(Sfx::Click);
        relabel(ctx);
    }

    void relabel(Context& ctx) {
        // "Game: Zero", "Jeu : Zero", "ゲーム：ゼロ": the catalogue's colon and spacing.
        auto row_label = [&](const std::string& what, const std::string& value) {
            return ctx.strings.format(Str::LabelValue, {what, value});
        };
        std::vector<std::string> labels{
            row_label(ctx.str(Str::NewMatchGame), game_title(ctx.strings, setup_.game)),
            ctx.strings.format(Str::LanPlayers, {std::to_string(count())}),
            row_label(ctx.strings.format(Str::LanSeat, {"1"}), ctx.str(Str::LanYou))};
        for (int i = 1; i < count(); ++i) {
            const net::SeatSetup& seat = setup_.seats[static_cast<std::size_t>(i)];
            labels.push_back(row_label(ctx.strings.format(Str::LanSeat, {std::to_string(i + 1)}),
                                       seat.kind == net::SeatKind::Bot ? bot_seat_name(ctx.strings, i, seat.bot)
                                                                       : describe_setup(ctx.strings, seat, setup_.online != nullptr)));
        }
        for (int row = 0; row < setup_.option_rows(); ++row)
            labels.push_back(row_label(setup_.option_label(ctx.strings, row), setup_.option_value(ctx.strings, row, count())));
        labels.push_back(row_label(ctx.str(Str::LanHints), ctx.str(setup_.hints ? Str::LanHintsAllowed : Str::LanHintsOff)));
        labels.push_back(ctx.str(Str::LanOpenTable));
        labels.push_back(ctx.str(Str::Back));
        buttons_.set(labels, {640.F, 160.F}, {460.F, 38.F}, 5.F);
    }

    void open_table(Context& ctx) {
        if (name_.text.empty()) {
            error_ = ctx.str(Str::LanNeedName);
            return;
        }
        keep_name(ctx, name_.text);
        const auto seed = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
        net::ServiceOptions options;
        options.discovery_port = net::discovery_port_from_env();
        // Autosaved like a couch match, so Resume finds it.
        OpenedTable table = find_game_module(setup_.game)->host_from_setup(ctx, name_.text, setup_, seed,
                                                                           new_save_path(), options, error_);
        if (table.lobby)
            ctx.screens.push(std::move(table.lobby));
        else
            error_ = ctx.strings.format(Str::LanCannotOpen, {error_});
    }

    HostSetup setup_;
    std::vector<std::string> kinds_;
    Field name_;
    ButtonList buttons_;
    std::string error_;
};

}  // namespace

std::unique_ptr<Screen> make_join_screen(Context& ctx) { return std::make_unique<JoinScreen>(ctx); }
std::unique_ptr<Screen> make_host_screen(Context& ctx) { return std::make_unique<HostScreen>(ctx); }
std::unique_ptr<Screen> make_host_screen(Context& ctx, std::shared_ptr<const OnlineHosting> online) {
    return std::make_unique<HostScreen>(ctx, std::move(online));
}

}  // namespace zero::game

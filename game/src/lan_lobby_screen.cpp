// SPDX-License-Identifier: GPL-3.0-or-later
// The lobby of a LAN table, for the host and for players who joined: the seats and who sits
// there, Ready, and (for the host) Start. The match starting opens the table. One screen for every
// game (a template over the link's wire module); only the table it opens is the game's own, handed
// to it by the game's module.
#include <algorithm>
#include <variant>

#include "lan_screens.hpp"
#include <SFML/Window/Clipboard.hpp>

#include "net_games.inc"
#include "zero/game/game_module.hpp"
#include "zero/game/lan_lobby.hpp"
#include "zero/game/online_lobby.hpp"
#include "zero/game/ui.hpp"
#include "zero/net/discovery.hpp"

namespace zero::game {

namespace {

TableOptions lan_table_options(const Context& ctx) {
    TableOptions table;
    table.autoplay = ctx.options.autoplay;
    return table;
}

template <class W>
class LanLobbyScreen : public Screen {
public:
    using Link = LanLinkT<W>;

    LanLobbyScreen(Context& ctx, std::shared_ptr<Link> link, LanTableMaker<W> table)
        : link_(std::move(link)), table_(table) {
        if (link_->host) addresses_ = net::host_addresses();
        relabel(ctx);
    }
    ~LanLobbyScreen() override {
        if (!handed_over_ && link_) link_->close();
    }
    const char* name() const override { return "lobby"; }

    void handle(const sf::Event& event, Context& ctx) override {
        if (event.type == sf::Event::TextEntered) {
            const std::uint32_t c = event.text.unicode;
            if (c == '\r' || c == '\n') {
                if (!chat_line_.empty() && link_->client()) link_->client()->chat(chat_line_);
                chat_line_.clear();
            } else {
                type_into(chat_line_, c, 120);
            }
            return;
        }
        if (event.type == sf::Event::KeyPressed &&
            (event.key.code == sf::Keyboard::Enter || event.key.code == sf::Keyboard::Return) && !chat_line_.empty())
            return;  // Enter sends the chat line being typed
        if (copy_invite(event, ctx)) return;
        const int choice = buttons_.handle(event, ctx);
        if (choice < 0) return;
        ctx.sounds.play(Sfx::Click);
        if (choice == ready_button_) {
            ready_ = !ready_;
            link_->set_ready(ready_);
            relabel(ctx);
        } else if (choice == start_button_) {
            link_->host->session().start();
        } else {
            link_->close();
            ctx.screens.pop();
        }
    }

    void update(float /*dt*/, Context& ctx) override {
        if (handed_over_) return;
        if (link_->turned_away() && try_other_game(ctx)) return;
        if (link_->turned_away()) {
            // Refused, or no table answered: a screen that says why, never a lobby to wait in.
            handed_over_ = true;
            const auto* c = link_->client();
            ctx.screens.replace(make_lan_turned_away_screen(ctx, c ? c->session().refusal() : std::nullopt,
                                                            describe_turned_away(ctx.strings, *link_),
                                                            !link_->join_code.empty()));
            link_->close();
            return;
        }
        // Start is drawn disabled, and cannot be chosen, while something blocks the start.
        // Start is the second button only once the host's own player is seated: before that (the
        // table still being announced online) the second one is Leave, which must stay usable.
        if (link_->host && start_button_ >= 0)
            buttons_.set_enabled(start_button_, describe(ctx.strings, link_->host->session().start_blocker()).empty());
        std::vector<LinkEventT<W>> events = link_->poll();
        for (LinkEventT<W>& e : events) {
            // Scripted runs (--host-seats) say ready for every player at this screen at once.
            if (std::holds_alternative<net::Welcome>(e.event) && ctx.options.autoplay) {
                ready_ = true;
                link_->clients[static_cast<std::size_t>(e.local)]->set_ready(true);
                relabel(ctx);
            }
            if (std::holds_alternative<net::UpdateMsgT<W>>(e.event)) early_.push_back(std::move(e));
        }
        // Ready is offered only to a seated player.
        if (seated() != (ready_button_ >= 0)) relabel(ctx);
        // The table opens once every player at this screen has their first view.
        std::vector<bool> seen(link_->clients.size(), false);
        for (const LinkEventT<W>& e : early_) seen[static_cast<std::size_t>(e.local)] = true;
        if (!early_.empty() && std::find(seen.begin(), seen.end(), false) == seen.end()) {
            handed_over_ = true;
            ctx.screens.replace(table_(ctx, link_, std::move(early_), lan_table_options(ctx)));
        }
    }

    // Online, the host copies the invite with its button or Ctrl+C (the chat line takes the letter C).
    bool copy_invite(const sf::Event& event, Context& ctx) {
        if (!link_->online || !link_->hosting_online) return false;
        const bool key = event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::C && event.key.control;
        const bool click = event.type == sf::Event::MouseButtonPressed &&
                           kCopyButton.contains(ctx.to_design({event.mouseButton.x, event.mouseButton.y}));
        if (!key && !click) return false;
        sf::Clipboard::setString(invite());
        copied_ = true;
        ctx.sounds.play(Sfx::Click);
        return true;
    }
    std::string invite() const {
        return link_->online ? invite_line(link_->hosting_online->lobby_address, link_->online->code()) : std::string();
    }

    // The online table's code, large, with the way to share it, at the right of the seats.
    void draw_online(sf::RenderTarget& target, Context& ctx) {
        if (!link_->hosting_online) return;
        ctx.frame.detail += "+online";
        draw_panel(target, {992.F, 100.F, 236.F, 300.F});
        if (!link_->online) {
            const std::string line = link_->online_error.empty()
                                         ? ctx.str(Str::OnlineAnnouncing)
                                         : ctx.strings.format(Str::OnlineNotOnline,
                                                              {describe_online_failure(ctx.strings, link_->online_failure,
                                                                                       link_->online_error,
                                                                                       link_->hosting_online->lobby_address)});
            float y = 130.F;
            for (const std::string& l : wrap_text(ctx, line, 16.F, false, 216.F)) {
                draw_text(target, ctx, l, 16.F, {1110.F, y}, Align::Centre,
                          link_->online_error.empty() ? palette::kMuted : palette::kWarn);
                y += 22.F;
            }
            return;
        }
        ctx.frame.detail += "+code-" + link_->online->code();  // the driver says it to a scripted run's players
        draw_text(target, ctx, ctx.str(Str::OnlineYourCode), 17.F, {1110.F, 128.F}, Align::Centre, palette::kMuted);
        // A code of wide letters (WWMMWW) stays inside the panel.
        const std::string& code = link_->online->code();
        draw_text(target, ctx, code, fitting_size(ctx, code, 46.F, true, 216.F), {1110.F, 178.F}, Align::Centre,
                  palette::kGold, true);
        float y = 226.F;
        const std::string note =
            ctx.str(link_->hosting_online->is_private ? Str::OnlinePrivateNote : Str::OnlinePublicNote);
        for (const std::string& l : wrap_text(ctx, note, 15.F, false, 216.F)) {
            draw_text(target, ctx, l, 15.F, {1110.F, y}, Align::Centre, palette::kCream);
            y += 20.F;
        }
        draw_button(target, ctx, kCopyButton, ctx.str(Str::OnlineCopyInvite), false);
        if (copied_) {
            const std::string done = ctx.str(Str::OnlineCopied);
            float at = 360.F;
            for (const std::string& l : wrap_text(ctx, done, 14.F, false, 216.F)) {
                draw_text(target, ctx, l, 14.F, {1110.F, at}, Align::Centre, palette::kMuted);
                at += 18.F;
            }
        }
    }
    inline static const sf::FloatRect kCopyButton{1002.F, 300.F, 216.F, 44.F};

    // Nothing in the lobby moves: it is drawn again when what it says changes (a LAN message).
    bool changed_since_drawn() const override { return drawn_ != shown_state(); }

    // The lobby's seats, each person played at this screen in gold.
    void draw_seats(sf::RenderTarget& target, Context& ctx, const net::LobbyMsgT<W>& lobby) {
        for (std::size_t i = 0; i < lobby.seats.size(); ++i) {
            // Every seat played at this screen stands out, not only the first player's.
            const bool mine = std::any_of(link_->clients.begin(), link_->clients.end(), [&](const auto& c) {
                return c->session().seat() == std::optional<Seat>(static_cast<Seat>(i));
            });
            draw_text(target, ctx, ctx.strings.format(Str::LanSeat, {std::to_string(i + 1)}), 20.F,
                      {330.F, 135.F + static_cast<float>(i) * 44.F}, Align::Left, palette::kMuted);
            std::string seat_line = describe_seat(ctx.strings, lobby.seats[i]);
            // The host sees which remote players reach it directly and which through the relay.
            if (const std::optional<bool> relayed = mine ? std::nullopt : link_->seat_relayed(static_cast<Seat>(i)))
                seat_line += "  -  " + ctx.str(*relayed ? Str::OnlineRelayed : Str::OnlineDirect);
            draw_text(target, ctx, seat_line, 20.F,
                      {450.F, 135.F + static_cast<float>(i) * 44.F}, Align::Left,
                      mine ? palette::kGold : palette::kCream, mine);
        }
    }

    // Under the seats, its last line at the panel's foot: whether Join game lists the table, and
    // how players reach it (the addresses, or the online invite, which names its lobby and wraps
    // when the address is long or the words are). One block, so the lines never run into each
    // other; closer together when the seats above leave it little room.
    void draw_invite(sf::RenderTarget& target, Context& ctx, std::size_t seats) {
        std::vector<std::pair<std::string, sf::Color>> lines;
        // Something else holds the discovery port: the table is open, but Join game does not list
        // it, so its players need the address under this line.
        if (const std::optional<std::uint16_t> unlisted = link_->host->unlisted_on()) {
            lines.emplace_back(ctx.strings.format(Str::LanUnlisted, {std::to_string(*unlisted)}), palette::kCream);
            ctx.frame.detail += "+unlisted";
        }
        const std::string open = link_->online ? ctx.strings.format(Str::OnlineInvite, {invite()})
                                               : join_addresses(ctx.strings, addresses_, link_->host->port());
        const std::string blocker = describe(ctx.strings, link_->host->session().start_blocker());
        for (std::string& l : wrap_text(ctx, blocker.empty() ? open : ctx.strings.format(Str::LanHostingBlocked, {open, blocker}),
                                        16.F, false, 640.F))
            lines.emplace_back(std::move(l), palette::kMuted);
        constexpr float kFoot = 385.F;
        const float top = 135.F + 44.F * static_cast<float>(seats > 0 ? seats - 1 : 0) + 26.F;
        const float gaps = static_cast<float>(lines.size() > 1 ? lines.size() - 1 : 1);
        const float step = std::min(20.F, (kFoot - top) / gaps);
        const float size = std::min(16.F, step * 0.8F);
        float y = kFoot - step * static_cast<float>(lines.size() - 1);
        for (const auto& [line, colour] : lines) {
            draw_text(target, ctx, line, fitting_size(ctx, line, size, false, 640.F), {640.F, y}, Align::Centre, colour);
            y += step;
        }
    }

    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "lobby");
        strings_ = &ctx.strings;
        drawn_ = shown_state();
        const net::ClientSessionT<W>* session = link_->client() ? &link_->client()->session() : nullptr;
        std::string title = ctx.str(Str::LanLobby);
        if (session && !session->host_name().empty()) title += " - " + shown_table_name(ctx.strings, session->host_name());
        // The title and the game's line above the seats' panel (at 100), clear of its edge at 800x600 too.
        draw_title(target, ctx, title, 36.F, 44.F);
        // The game and its options, as the host set them, and whether the table offers the hint.
        if (session && session->lobby()) {
            std::string line = game_line(ctx.strings, W::id, W::options(session->lobby()->rules));
            if (session->lobby()->hints) line += "  -  " + ctx.str(Str::LanLobbyHints);
            draw_text(target, ctx, line, 18.F, {640.F, 79.F}, Align::Centre, palette::kMuted);
        }
        draw_panel(target, {300.F, 100.F, 680.F, 300.F});
        ctx.frame.detail = ready_button_ >= 0 ? "ready-button" : "no-ready-button";
        if (!seated() && !link_->host) {
            const std::string where = link_->address + ":" + std::to_string(link_->port);
            const bool kept = link_->waiting_for_kept_seat();
            const std::string connecting = link_->joining.valid()
                                               ? ctx.strings.format(Str::OnlineJoining, {link_->join_code})
                                               : ctx.strings.format(Str::LanConnectingTo, {where});
            draw_text(target, ctx, connecting, 20.F,
                      {640.F, kept ? 215.F : 240.F}, Align::Centre, palette::kMuted);
            if (kept) {
                // The seat is most likely this player's own, kept for the ticket their game lost:
                // no advice to choose another name, only that it is being asked for again.
                ctx.frame.detail += "+seat-kept";
                const std::string line = ctx.str(Str::LanSeatKeptWait);
                draw_text(target, ctx, line, fitting_size(ctx, line, 20.F, false, 640.F), {640.F, 260.F},
                          Align::Centre, palette::kCream);
            }
        } else if (session && session->lobby()) {
            draw_seats(target, ctx, *session->lobby());
        }
        if (link_->host) draw_invite(target, ctx, session && session->lobby() ? session->lobby()->seats.size() : 0);
        draw_online(target, ctx);
        buttons_.draw(target, ctx);
        float y = 560.F;
        for (const std::string& line : link_->chat_lines(ctx.strings)) {
            draw_text(target, ctx, line, 15.F, {80.F, y}, Align::Left, palette::kCream);
            y += 20.F;
        }
        draw_text(target, ctx, ctx.str(Str::LanChat) + " " + chat_line_ + "_", 15.F, {80.F, 670.F}, Align::Left,
                  palette::kMuted);
        draw_text(target, ctx, describe_link(ctx.strings, *link_), 16.F, {640.F, 700.F}, Align::Centre,
                  palette::kMuted);
    }

private:
    // What the lobby shows that a LAN message can change, folded into one number.
    std::size_t shown_state() const {
        if (strings_ == nullptr) return 0;
        std::size_t h = 0;
        auto mix = [&h](const std::string& text) {
            h ^= std::hash<std::string>{}(text) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
        };
        const net::ClientSessionT<W>* session = link_->client() ? &link_->client()->session() : nullptr;
        mix(std::to_string(seated()) + std::to_string(link_->waiting_for_kept_seat()) + std::to_string(ready_button_));
        if (session) mix(session->host_name());
        if (session && session->lobby())
            for (const auto& seat : session->lobby()->seats) mix(describe_seat(*strings_, seat));
        if (link_->host) {
            mix(describe(*strings_, link_->host->session().start_blocker()));
            mix(std::to_string(link_->host->unlisted_on().value_or(0)));
        }
        for (const std::string& line : link_->chat_lines(*strings_)) mix(line);
        mix(describe_link(*strings_, *link_));
        mix(std::to_string(link_->online_pending()) + link_->online_error + std::to_string(copied_) +
            (link_->online ? link_->online->code() : std::string()));
        for (const auto& [peer, relayed] : link_->relayed) mix(std::to_string(peer) + std::to_string(relayed));
        return h;
    }

    // This screen's player has a seat at the table (the host has welcomed them).
    bool seated() const {
        const auto* c = link_->client();
        return c && c->session().seat() && c->session().status() != net::ClientStatus::Closed &&
               c->session().status() != net::ClientStatus::Refused;
    }
    void relabel(Context& ctx) {
        std::vector<std::string> labels;
        ready_button_ = start_button_ = -1;
        if (seated()) {
            ready_button_ = static_cast<int>(labels.size());
            labels.push_back(ready_ ? ctx.str(Str::LanNotReady) : ctx.str(Str::LanReady));
        }
        if (link_->host) {
            start_button_ = static_cast<int>(labels.size());
            labels.push_back(ctx.str(Str::LanStart));
        }
        labels.push_back(ctx.str(Str::LanLeave));
        buttons_.set(labels, {640.F, 420.F}, {300.F, 44.F}, 8.F);
    }

    // A table joined by address, whose game nobody said, refused this game: ask again as the next
    // game's player (in the registry's order), in that game's lobby (the last game's refusal is
    // the screen's to say).
    bool try_other_game(Context& ctx) {
        const auto* c = link_->client();
        if (!link_->game_guessed || !c || c->session().refusal() != net::RefuseReason::WrongGame) return false;
        const auto modules = game_modules();
        auto it = std::find_if(modules.begin(), modules.end(), [](const GameModule* m) { return m->id() == W::id; });
        if (it == modules.end() || ++it == modules.end()) return false;
        std::unique_ptr<Screen> other;
        try {
            other = (*it)->join(ctx, link_->tickets, true, link_->name, link_->address, link_->port, 0);
        } catch (const std::exception&) {
            return false;
        }
        handed_over_ = true;
        link_->close();
        ctx.screens.replace(std::move(other));
        return true;
    }

    std::shared_ptr<Link> link_;
    LanTableMaker<W> table_;
    ButtonList buttons_;
    bool ready_ = false;
    int ready_button_ = -1;
    int start_button_ = -1;
    bool handed_over_ = false;
    std::vector<LinkEventT<W>> early_;
    std::string chat_line_;
    std::vector<std::string> addresses_;  // the host's, for the players to type in Join game
    bool copied_ = false;                 // the invite went to the clipboard
    const Strings* strings_ = nullptr;    // for shown_state(), from the last frame drawn
    std::size_t drawn_ = 0;               // shown_state() of the last frame drawn
};

}  // namespace

template <class W>
std::unique_ptr<Screen> make_lan_lobby_screen(Context& ctx, std::shared_ptr<LanLinkT<W>> link, LanTableMaker<W> table) {
    return std::make_unique<LanLobbyScreen<W>>(ctx, std::move(link), table);
}

// Every registered game's wire (cmake/games.cmake).
#define ZERO_INSTANTIATE(W) \
    template std::unique_ptr<Screen> make_lan_lobby_screen(Context&, std::shared_ptr<LanLinkT<W>>, LanTableMaker<W>);
ZERO_NET_WIRES(ZERO_INSTANTIATE)
#undef ZERO_INSTANTIATE

}  // namespace zero::game

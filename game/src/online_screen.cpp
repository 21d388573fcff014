// SPDX-License-Identifier: GPL-3.0-or-later
// Play online (docs/online.md): sign in to the lobby, its open tables and its chat, join by code,
// from the list or from a pasted invite, host a public or a private table; and Settings' page of
// the lobby server and the account. Every wait on the network happens off the frame (OnlineLobby,
// LanLink's online work): the window keeps drawing.
#include <SFML/Window/Clipboard.hpp>

#include <algorithm>

#include "lan_screens.hpp"
#include "zero/game/game_module.hpp"
#include "zero/game/last_match.hpp"
#include "zero/game/online_lobby.hpp"
#include "zero/lobby/listing.hpp"

namespace zero::game {

namespace {

constexpr std::size_t kNameCap = 24;  // the protocol's cap on a player's name
constexpr std::size_t kFieldCap = 120;
constexpr std::size_t kChatCap = 200;
constexpr std::size_t kShownTables = 6;
constexpr std::size_t kShownChat = 8;
constexpr const char* kRunOwnLobby = "bash tools/lobby-server.sh --dir DIR";

// Only the keys that move between buttons reach a list on a screen of text fields: letters
// (W, A, S, D), Space and Backspace are typing there.
bool navigation_key(const sf::Event& event) {
    if (event.type != sf::Event::KeyPressed) return true;
    const sf::Keyboard::Key k = event.key.code;
    return k == sf::Keyboard::Up || k == sf::Keyboard::Down;
}

bool enter_key(const sf::Event& event) {
    return event.type == sf::Event::KeyPressed &&
           (event.key.code == sf::Keyboard::Enter || event.key.code == sf::Keyboard::Return);
}

class OnlineScreen : public Screen {
public:
    explicit OnlineScreen(Context& ctx) {
        address_ = ctx.options.lobby.empty() ? ctx.settings.lobby_address : ctx.options.lobby;
        name_.rect = {900.F, 112.F, 320.F, 40.F};
        name_.text = ctx.options.name.empty() ? remembered_name(ctx.settings, ctx.str(Str::LanDefaultName))
                                              : ctx.options.name.substr(0, kNameCap);
        code_.rect = {900.F, 168.F, 320.F, 40.F};
        sign_in(ctx);
        relabel(ctx);
    }
    const char* name() const override { return "online"; }
    bool changed_since_drawn() const override { return drawn_ != shown_; }

    void handle(const sf::Event& event, Context& ctx) override {
        ++shown_;
        if (event.type == sf::Event::TextEntered) {
            const std::uint32_t c = event.text.unicode;
            if (c == '\t') focus_ = (focus_ + 1) % 3;
            else if (c != '\r' && c != '\n') type_into(field(focus_), c, focus_ == 0 ? kNameCap : focus_ == 1 ? 6 : kChatCap);
            return;
        }
        if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) {
            ctx.screens.pop();
            return;
        }
        if (enter_key(event) && focus_ == 2) {
            if (lobby_ && !chat_.text.empty()) lobby_->say(chat_.text);
            chat_.text.clear();
            return;
        }
        if (enter_key(event) && focus_ == 1) return join_code(ctx, code_.text);
        if (event.type == sf::Event::MouseButtonPressed) {
            const sf::Vector2f p = ctx.to_design({event.mouseButton.x, event.mouseButton.y});
            if (name_.rect.contains(p)) focus_ = 0;
            if (code_.rect.contains(p)) focus_ = 1;
            if (chat_rect().contains(p)) focus_ = 2;
        }
        if (!navigation_key(event)) return;
        if (const int table = tables_list_.handle(event, ctx); table >= 0) {
            ctx.sounds.play(Sfx::Click);
            return join_listed(ctx, shown_tables_[static_cast<std::size_t>(table)]);
        }
        const int choice = buttons_.handle(event, ctx);
        if (choice < 0) return;
        ctx.sounds.play(Sfx::Click);
        act(choice, ctx);
    }

    void update(float /*dt*/, Context& ctx) override {
        if (lobby_ && lobby_->version() != seen_version_) {
            snapshot_ = lobby_->snapshot();
            seen_version_ = snapshot_.version;
            relabel(ctx);
        }
        if (lobby_)
            if (std::optional<OnlineLobby::Found> found = lobby_->take_found()) on_found(ctx, *found);
        if (snapshot_.phase == OnlineLobby::Phase::In && !pending_code_.empty()) {
            const std::string code = std::exchange(pending_code_, std::string());
            join_code(ctx, code);
        }
        // Signing in and looking a code up move the status line: drawn again until they are done.
        if (busy()) ++shown_;
    }

    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "online");
        drawn_ = shown_;
        draw_title(target, ctx, ctx.str(Str::OnlineTitle), 36.F, 44.F);
        if (address_.empty()) {
            ctx.frame.detail = "no-server";
            draw_no_server(target, ctx);
        } else {
            ctx.frame.detail = phase_word();
            draw_status(target, ctx);
            draw_tables(target, ctx);
            draw_chat(target, ctx);
            name_.draw(target, ctx, ctx.str(Str::LanName), focus_ == 0);
            code_.draw(target, ctx, ctx.str(Str::OnlineCode), focus_ == 1);
        }
        buttons_.draw(target, ctx);
        if (!error_.empty()) {
            const std::string line = fit_text(ctx, error_, 16.F, false, 1200.F);
            draw_text(target, ctx, line, 16.F, {640.F, 692.F}, Align::Centre, palette::kWarn);
        }
    }

    // "status": the lobby's state in a word (signed-in, failed...; "+busy" while signing in or
    // looking a code up); "code": the code field; "join code": its button.
    std::optional<Place> place(std::string_view what, const Context& /*ctx*/) const override {
        if (what == "status") return Place{{}, phase_word() + (busy() ? "+busy" : "")};
        if (what == "code") return Place{code_.rect, code_.text};
        if (what == "join code") return Place{buttons_.rect(kJoinCode), {}};
        return std::nullopt;
    }

private:
    // The action buttons, top to bottom (their index in buttons_).
    enum Button : int { kJoinCode, kHostPublic, kHostPrivate, kPaste, kRetry, kSettings, kBack };

    std::string& field(int focus) { return focus == 0 ? name_.text : focus == 1 ? code_.text : chat_.text; }
    static sf::FloatRect chat_rect() { return {60.F, 420.F, 760.F, 250.F}; }
    bool busy() const { return lobby_ && (snapshot_.phase == OnlineLobby::Phase::SigningIn || finding_); }
    std::string phase_word() const {
        if (!lobby_) return "signed-out";
        switch (snapshot_.phase) {
            case OnlineLobby::Phase::SigningIn: return "signing-in";
            case OnlineLobby::Phase::In: return "signed-in+tables-" + std::to_string(snapshot_.tables.size());
            case OnlineLobby::Phase::Failed: return "failed";
        }
        return {};
    }

    void sign_in(Context& ctx) {
        error_.clear();
        lobby_.reset();
        snapshot_ = {};
        seen_version_ = -1;
        std::string why;
        options_ = lobby_options(ctx.settings, address_, why);
        if (!options_) {
            if (!address_.empty()) error_ = ctx.strings.format(Str::OnlineError, {why});
            return;
        }
        std::string nick = name_.text.empty() ? ctx.str(Str::LanDefaultName) : name_.text;
        lobby_ = std::make_unique<OnlineLobby>(*options_, nick);
    }

    void act(int choice, Context& ctx) {
        const bool in = snapshot_.phase == OnlineLobby::Phase::In;
        switch (address_.empty() ? (choice == 0 ? kSettings : kBack) : choice) {
            case kJoinCode: return join_code(ctx, code_.text);
            case kHostPublic:
            case kHostPrivate:
                if (!in || !options_) return;
                keep_name(ctx);
                ctx.screens.push(make_host_screen(
                    ctx, std::make_shared<OnlineHosting>(OnlineHosting{*options_, address_, choice == kHostPrivate})));
                return;
            case kPaste: return paste_invite(ctx);
            case kRetry: {
                sign_in(ctx);
                return relabel(ctx);
            }
            case kSettings: return ctx.screens.push(make_online_settings_screen(ctx));
            default: ctx.screens.pop();
        }
    }

    void keep_name(Context& ctx) {
        if (name_.text.empty() || name_.text == ctx.settings.player_name) return;
        ctx.settings.player_name = name_.text;
        ctx.settings_changed();
    }

    void join_code(Context& ctx, const std::string& typed) {
        const std::optional<std::string> code = lobby::normalize_code(typed);
        if (!code) {
            error_ = ctx.strings.format(Str::OnlineNotACode, {typed});
            return;
        }
        if (!lobby_ || snapshot_.phase != OnlineLobby::Phase::In || finding_) return;
        error_.clear();
        finding_ = true;
        finding_code_ = *code;
        lobby_->find(*code);
    }

    void on_found(Context& ctx, const OnlineLobby::Found& found) {
        finding_ = false;
        if (!found.table) {
            error_ = describe_online_failure(ctx.strings, lobby::ConnectFailure::None, found.error, address_);
            return;
        }
        join_listed(ctx, *found.table);
    }

    void join_listed(Context& ctx, const lobby::TableListing& table) {
        const games::GameInfo* info = games::find_game(table.game);
        const GameModule* module = info != nullptr ? find_game_module(info->id) : nullptr;
        if (module == nullptr || !options_) {
            error_ = ctx.str(Str::LanRefusedWrongGame);
            return;
        }
        if (name_.text.empty()) {
            error_ = ctx.str(Str::LanNeedName);
            return;
        }
        keep_name(ctx);
        error_.clear();
        ctx.screens.push(module->join_online(ctx, name_.text, *options_, table.code));
    }

    // An invite for this lobby is joined here; one for another lobby signs in there first.
    void paste_invite(Context& ctx) {
        const std::optional<Invite> invite = parse_invite(sf::Clipboard::getString().toAnsiString());
        if (!invite) {
            error_ = ctx.str(Str::OnlineNoInvite);
            return;
        }
        code_.text = invite->code;
        if (invite->lobby != address_) {
            address_ = invite->lobby;
            sign_in(ctx);
            relabel(ctx);
            pending_code_ = invite->code;
            return;
        }
        join_code(ctx, invite->code);
    }

    void relabel(Context& ctx) {
        ++shown_;
        if (address_.empty()) {
            buttons_.set({ctx.str(Str::SettingsOnline), ctx.str(Str::Back)}, {640.F, 360.F}, {340.F, 44.F}, 8.F);
        } else {
            buttons_.set({ctx.str(Str::OnlineJoinCode), ctx.str(Str::OnlineHostPublic), ctx.str(Str::OnlineHostPrivate),
                          ctx.str(Str::OnlinePasteInvite), ctx.str(Str::OnlineRetry), ctx.str(Str::SettingsOnline),
                          ctx.str(Str::Back)},
                         {1040.F, 232.F}, {360.F, 40.F}, 6.F);
            const bool in = snapshot_.phase == OnlineLobby::Phase::In;
            for (const int b : {kJoinCode, kHostPublic, kHostPrivate}) buttons_.set_enabled(b, in);
            buttons_.set_enabled(kRetry, !lobby_ || snapshot_.phase == OnlineLobby::Phase::Failed);
        }
        shown_tables_.assign(snapshot_.tables.begin(),
                             snapshot_.tables.begin() + static_cast<long>(std::min(snapshot_.tables.size(), kShownTables)));
        std::vector<std::string> rows;
        for (const lobby::TableListing& t : shown_tables_) rows.push_back(describe_listing(ctx.strings, t));
        tables_list_.set(rows, {440.F, 150.F}, {760.F, 38.F}, 4.F);
    }

    void draw_no_server(sf::RenderTarget& target, Context& ctx) const {
        draw_panel(target, {240.F, 150.F, 800.F, 180.F});
        float y = 190.F;
        for (const std::string& line : wrap_text(ctx, ctx.str(Str::OnlineNoServer), 20.F, false, 740.F)) {
            draw_text(target, ctx, line, 20.F, {640.F, y}, Align::Centre, palette::kCream);
            y += 28.F;
        }
        draw_text(target, ctx, ctx.strings.format(Str::OnlineRunOwn, {kRunOwnLobby}), 18.F, {640.F, y + 16.F},
                  Align::Centre, palette::kGold);
    }

    void draw_status(sf::RenderTarget& target, const Context& ctx) const {
        std::string line;
        sf::Color colour = palette::kMuted;
        if (!lobby_) {
            line = address_;
        } else if (snapshot_.phase == OnlineLobby::Phase::SigningIn) {
            line = ctx.strings.format(Str::OnlineSigningIn, {address_});
        } else if (snapshot_.phase == OnlineLobby::Phase::In) {
            line = ctx.strings.format(Str::OnlineSignedIn, {address_, snapshot_.nick});
            if (finding_) line += "  -  " + ctx.strings.format(Str::OnlineFinding, {finding_code_});
        } else {
            line = describe_online_failure(ctx.strings, snapshot_.failure, snapshot_.error, address_);
            colour = palette::kWarn;
        }
        draw_text(target, ctx, fit_text(ctx, line, 17.F, false, 1200.F), 17.F, {640.F, 84.F}, Align::Centre, colour);
    }

    void draw_tables(sf::RenderTarget& target, Context& ctx) {
        draw_text(target, ctx, ctx.str(Str::OnlineTables), 20.F, {60.F, 124.F}, Align::Left, palette::kGold, true);
        if (snapshot_.phase == OnlineLobby::Phase::In && shown_tables_.empty()) {
            float y = 170.F;
            for (const std::string& line : wrap_text(ctx, ctx.str(Str::OnlineNoTables), 17.F, false, 740.F)) {
                draw_text(target, ctx, line, 17.F, {60.F, y}, Align::Left, palette::kMuted);
                y += 24.F;
            }
        }
        tables_list_.draw(target, ctx);
    }

    void draw_chat(sf::RenderTarget& target, const Context& ctx) const {
        draw_panel(target, chat_rect());
        const auto& lines = snapshot_.chat;
        const std::size_t first = lines.size() > kShownChat ? lines.size() - kShownChat : 0;
        float y = 440.F;
        for (std::size_t i = first; i < lines.size(); ++i) {
            draw_text(target, ctx, fit_text(ctx, lines[i], 15.F, false, 720.F), 15.F, {80.F, y}, Align::Left,
                      palette::kCream);
            y += 22.F;
        }
        const std::string prompt = ctx.str(Str::OnlineChat) + " " + chat_.text + (focus_ == 2 ? "_" : "");
        draw_text(target, ctx, fit_text(ctx, prompt, 15.F, false, 720.F), 15.F, {80.F, 648.F}, Align::Left,
                  focus_ == 2 ? palette::kGold : palette::kMuted);
    }

    std::string address_;
    std::optional<lobby::ClientOptions> options_;
    std::unique_ptr<OnlineLobby> lobby_;
    OnlineLobby::Snapshot snapshot_;
    long seen_version_ = -1;
    std::vector<lobby::TableListing> shown_tables_;
    Field name_;
    Field code_;
    Field chat_;
    int focus_ = 1;
    ButtonList buttons_;
    ButtonList tables_list_;
    std::string error_;
    bool finding_ = false;
    std::string finding_code_;
    std::string pending_code_;  // an invite's, joined once signed in to its lobby
    long shown_ = 0;            // bumped whenever what the screen shows may have changed
    long drawn_ = -1;
};

// Settings > Online lobby: the server, and an account or a guest. Saved as they are typed.
class OnlineSettingsScreen : public Screen {
public:
    explicit OnlineSettingsScreen(Context& ctx) {
        fields_[0].rect = {560.F, 150.F, 460.F, 40.F};
        fields_[0].text = ctx.settings.lobby_address;
        fields_[1].rect = {560.F, 290.F, 460.F, 40.F};
        fields_[1].text = ctx.settings.lobby_account;
        fields_[2].rect = {560.F, 346.F, 460.F, 40.F};
        fields_[2].text = ctx.settings.lobby_password;
        fields_[2].secret = true;
        relabel(ctx);
    }
    const char* name() const override { return "online-settings"; }

    void handle(const sf::Event& event, Context& ctx) override {
        if (event.type == sf::Event::TextEntered) {
            const std::uint32_t c = event.text.unicode;
            // A guest has only the server to type.
            if (c == '\t') focus_ = ctx.settings.lobby_guest ? 0 : (focus_ + 1) % 3;
            else if (c != '\r' && c != '\n') type_into(fields_[focus_].text, c, kFieldCap);
            save(ctx);
            return;
        }
        if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) {
            ctx.screens.pop();
            return;
        }
        if (event.type == sf::Event::MouseButtonPressed) {
            const sf::Vector2f p = ctx.to_design({event.mouseButton.x, event.mouseButton.y});
            for (int i = 0; i < (ctx.settings.lobby_guest ? 1 : 3); ++i)
                if (fields_[i].rect.contains(p)) focus_ = i;
        }
        if (!navigation_key(event) && !enter_key(event)) return;
        const int choice = buttons_.handle(event, ctx);
        if (choice < 0) return;
        ctx.sounds.play(Sfx::Click);
        if (choice == 0) {
            ctx.settings.lobby_guest = !ctx.settings.lobby_guest;
            if (ctx.settings.lobby_guest) focus_ = 0;
            ctx.settings_changed();
            relabel(ctx);
        } else {
            ctx.screens.pop();
        }
    }

    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "online-settings");
        ctx.frame.detail = ctx.settings.lobby_guest ? "guest" : "account";
        draw_title(target, ctx, ctx.str(Str::SettingsOnline), 36.F, 60.F);
        fields_[0].draw(target, ctx, ctx.str(Str::OnlineServer), focus_ == 0);
        draw_text(target, ctx, fit_text(ctx, ctx.str(Str::OnlineServerHint), 15.F, false, 700.F), 15.F,
                  {560.F, 205.F}, Align::Left, palette::kMuted);
        if (!ctx.settings.lobby_guest) {
            fields_[1].draw(target, ctx, ctx.str(Str::OnlineAccount), focus_ == 1);
            fields_[2].draw(target, ctx, ctx.str(Str::OnlinePassword), focus_ == 2);
        }
        buttons_.draw(target, ctx);
        float y = 540.F;
        for (const std::string& line : wrap_text(ctx, ctx.strings.format(Str::OnlineRunOwn, {kRunOwnLobby}), 16.F,
                                                 false, 1000.F)) {
            draw_text(target, ctx, line, 16.F, {640.F, y}, Align::Centre, palette::kMuted);
            y += 22.F;
        }
        draw_status_line(target, ctx);
    }

private:
    void save(Context& ctx) {
        ctx.settings.lobby_address = fields_[0].text;
        ctx.settings.lobby_account = fields_[1].text;
        ctx.settings.lobby_password = fields_[2].text;
        ctx.settings_changed();
    }
    void relabel(Context& ctx) {
        const std::string who =
            ctx.strings.format(Str::LabelValue, {ctx.str(Str::OnlineSignInAs),
                                                 ctx.str(ctx.settings.lobby_guest ? Str::OnlineGuest : Str::OnlineWithAccount)});
        buttons_.set({who, ctx.str(Str::Back)}, {640.F, 420.F}, {460.F, 44.F}, 10.F);
    }

    Field fields_[3];
    int focus_ = 0;
    ButtonList buttons_;
};

}  // namespace

std::unique_ptr<Screen> make_online_screen(Context& ctx) { return std::make_unique<OnlineScreen>(ctx); }
std::unique_ptr<Screen> make_online_settings_screen(Context& ctx) {
    return std::make_unique<OnlineSettingsScreen>(ctx);
}

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
// The Online screen's lobby connection on its own thread, and the words it needs.
#include "zero/game/online_lobby.hpp"

#include "online_leftovers.hpp"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <utility>

#include "zero/game/lan_lobby.hpp"
#include "zero/game/session.hpp"
#include "zero/lobby/listing.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::game {

namespace {

constexpr std::string_view kInviteScheme = "zero://";
constexpr std::size_t kChatLines = 40;

}  // namespace

std::optional<lobby::ClientOptions> lobby_options(const Settings& settings, const std::string& address,
                                                  std::string& error) {
    if (address.empty()) return std::nullopt;
    const std::optional<lobby::LobbyAddress> parsed = lobby::parse_lobby_address(address, error);
    if (!parsed) return std::nullopt;
    lobby::ClientOptions options = lobby::options_from_env(*parsed);
    // The game's own settings speak for the player; the environment's account is the command line's.
    options.account = settings.lobby_guest ? std::string() : settings.lobby_account;
    options.password = settings.lobby_guest ? std::string() : settings.lobby_password;
    return options;
}

std::optional<lobby::ClientOptions> lobby_options(const Settings& settings, std::string& error) {
    return lobby_options(settings, settings.lobby_address, error);
}

std::string lobby_address_text(const lobby::LobbyAddress& a) {
    if (a.host.empty()) return a.port == 5222 ? a.domain : a.domain + ":" + std::to_string(a.port);
    return a.domain + "@" + a.host + ":" + std::to_string(a.port);
}

std::string invite_line(const std::string& lobby_address, const std::string& code) {
    return std::string(kInviteScheme) + lobby_address + "/" + code;
}

std::optional<Invite> parse_invite(std::string_view text) {
    for (std::size_t at = text.find(kInviteScheme); at != std::string_view::npos;
         at = text.find(kInviteScheme, at + 1)) {
        std::string_view rest = text.substr(at + kInviteScheme.size());
        const std::size_t end = rest.find_first_of(" \t\r\n\"'<>");
        rest = rest.substr(0, end);
        const std::size_t slash = rest.rfind('/');
        if (slash == std::string_view::npos || slash == 0) continue;
        std::string error;
        const std::string lobby(rest.substr(0, slash));
        const std::optional<std::string> code = lobby::normalize_code(rest.substr(slash + 1));
        if (code && lobby::parse_lobby_address(lobby, error)) return Invite{lobby, *code};
    }
    return std::nullopt;
}

std::string describe_online_failure(const Strings& strings, lobby::ConnectFailure failure, const std::string& english,
                                    const std::string& where) {
    switch (failure) {
        case lobby::ConnectFailure::Unreachable: return strings.format(Str::OnlineUnreachable, {where});
        case lobby::ConnectFailure::TimedOut: return strings.format(Str::OnlineTimedOut, {where});
        case lobby::ConnectFailure::Untrusted: return strings.format(Str::OnlineUntrusted, {where});
        case lobby::ConnectFailure::Refused:
            return strings.format(english.find("no guests") != std::string::npos ? Str::OnlineNoGuests
                                                                                : Str::OnlineBadPassword,
                                  {where});
        case lobby::ConnectFailure::None: break;
    }
    static constexpr std::string_view kNoTable = "no table has the code ";
    if (const std::size_t at = english.find(kNoTable); at != std::string::npos)
        return strings.format(Str::OnlineNoSuchCode, {english.substr(at + kNoTable.size(), lobby::kCodeLength)});
    if (english.find("is not a table code") != std::string::npos) {
        const std::size_t open = english.find('\'');
        const std::size_t close = english.find('\'', open + 1);
        if (open != std::string::npos && close != std::string::npos)
            return strings.format(Str::OnlineNotACode, {english.substr(open + 1, close - open - 1)});
    }
    if (english == "the lobby went away") return strings.get(Str::OnlineLost);
    return strings.format(Str::OnlineError, {english});
}

std::string listing_options(games::GameId game, const std::vector<int>& options) {
    const auto& keys = games::game_info(game).options;
    std::string text;
    for (std::size_t i = 0; i < keys.size() && i < options.size(); ++i)
        text += (text.empty() ? "" : " ") + std::string(keys[i].key) + "=" + std::to_string(options[i]);
    return text;
}

namespace {

// The catalogue's values back from a listing's "key=value" words, when it names every option.
std::optional<std::vector<int>> option_values(games::GameId game, const std::string& text) {
    const auto& keys = games::game_info(game).options;
    std::vector<int> values(keys.size(), 0);
    std::vector<bool> seen(keys.size(), false);
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find(' ', at), text.size());
        const std::string word = text.substr(at, end - at);
        at = end + 1;
        const std::size_t eq = word.find('=');
        if (eq == std::string::npos) return std::nullopt;
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (word.compare(0, eq, keys[i].key) == 0 && eq == keys[i].key.size()) {
                values[i] = std::atoi(word.c_str() + eq + 1);
                seen[i] = true;
            }
    }
    for (const bool s : seen)
        if (!s) return std::nullopt;
    return values;
}

}  // namespace

std::string describe_listing(const Strings& strings, const lobby::TableListing& table) {
    const games::GameInfo* game = games::find_game(table.game);
    std::string what = game != nullptr ? game_title(strings, game->id) : table.game;
    std::string options = table.options;
    if (game != nullptr)
        if (const auto values = option_values(game->id, table.options)) {
            what = game_line(strings, game->id, *values);
            options.clear();
        }
    if (!options.empty()) what += " (" + options + ")";
    return strings.format(Str::OnlineTableRow,
                          {shown_table_name(strings, table.host_name), what, seats_free(strings, table.seats_free)});
}

void forget_unsaved_online_table(const std::string& save_path) {
    std::error_code ec;
    if (save_path.empty() || std::filesystem::exists(save_path, ec) || std::filesystem::exists(backup_path(save_path), ec))
        return;
    if (std::string error = delete_save(save_path); !error.empty()) std::fprintf(stderr, "zero: %s\n", error.c_str());
}

struct OnlineLobby::Shared {
    mutable std::mutex mutex;
    Snapshot snapshot;                // under mutex
    std::vector<std::string> to_say;  // under mutex
    std::vector<std::string> to_find;
    std::optional<Found> found;
    std::atomic<bool> stop{false};

    void fail(lobby::ConnectFailure failure, const std::string& why) {
        const std::lock_guard lock(mutex);
        snapshot.phase = Phase::Failed;
        snapshot.failure = failure;
        snapshot.error = why;
        ++snapshot.version;
    }

    // Sign-in, the lobby room, then its traffic until stopped or gone.
    void serve(const lobby::ClientOptions& options, const std::string& nick) {
        lobby::LobbyClient client(options);
        if (std::string why = client.connect(); !why.empty()) return fail(client.failure(), why);
        if (std::string why = client.enter_lobby_room(nick); !why.empty()) return fail(lobby::ConnectFailure::None, why);
        {
            const std::lock_guard lock(mutex);
            snapshot.phase = Phase::In;
            snapshot.nick = client.room_nick();
            ++snapshot.version;
        }
        while (!stop) {
            client.pump(40);
            if (!client.connected()) return fail(lobby::ConnectFailure::None, "the lobby went away");
            std::vector<std::string> say;
            std::vector<std::string> find;
            {
                const std::lock_guard lock(mutex);
                say.swap(to_say);
                find.swap(to_find);
                std::vector<lobby::TableListing> tables = client.room_tables();
                const auto lines = client.take_chat();
                if (!lines.empty() || tables.size() != snapshot.tables.size() ||
                    !std::equal(tables.begin(), tables.end(), snapshot.tables.begin(), [](const auto& a, const auto& b) {
                        return a.code == b.code && a.seats_free == b.seats_free && a.host_name == b.host_name;
                    })) {
                    snapshot.tables = std::move(tables);
                    for (const auto& [who, text] : lines) snapshot.chat.push_back(who + ": " + text);
                    while (snapshot.chat.size() > kChatLines) snapshot.chat.pop_front();
                    ++snapshot.version;
                }
            }
            for (const std::string& line : say) client.say(line);
            for (const std::string& code : find) {
                Found f{code, std::nullopt, {}};
                f.table = client.find_table(code, f.error);
                const std::lock_guard lock(mutex);
                found = std::move(f);
                ++snapshot.version;
            }
        }
        client.disconnect();
    }
};

OnlineLobby::OnlineLobby(lobby::ClientOptions options, std::string nick) : shared_(std::make_shared<Shared>()) {
    // The thread holds the shared state: a screen closed mid sign-in does not wait for the lobby,
    // the thread ends on its own once it sees `stop` (which cuts any wait for the lobby short).
    // The program's exit waits for it, so OpenSSL is not cleaned up under its closing connection.
    options.cancel = &shared_->stop;
    Leftovers::get().run([shared = shared_, options = std::move(options), nick = std::move(nick)] {
        shared->serve(options, nick);
    });
}

OnlineLobby::~OnlineLobby() { shared_->stop = true; }

OnlineLobby::Snapshot OnlineLobby::snapshot() const {
    const std::lock_guard lock(shared_->mutex);
    return shared_->snapshot;
}

long OnlineLobby::version() const {
    const std::lock_guard lock(shared_->mutex);
    return shared_->snapshot.version;
}

void OnlineLobby::say(const std::string& text) {
    const std::lock_guard lock(shared_->mutex);
    if (shared_->to_say.size() < 16) shared_->to_say.push_back(text);
}

void OnlineLobby::find(const std::string& code) {
    const std::lock_guard lock(shared_->mutex);
    shared_->to_find.push_back(code);
}

std::optional<OnlineLobby::Found> OnlineLobby::take_found() {
    const std::lock_guard lock(shared_->mutex);
    return std::exchange(shared_->found, std::nullopt);
}

}  // namespace zero::game

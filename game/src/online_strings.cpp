// SPDX-License-Identifier: GPL-3.0-or-later
// The English text of the online screens' strings (Settings > Online lobby, Play online, the
// host's online lobby): the catalogue's message ids, kept apart from strings.cpp's table.
#include "strings_parts.hpp"

namespace zero::game {

namespace {

constexpr std::pair<Str, const char*> kOnlineEnglish[] = {
    {Str::MenuOnline, "Play online"},
    {Str::OnlineTitle, "Online"},
    {Str::OnlineNoServer, "No lobby server is set. Choose one in Settings > Online lobby."},
    {Str::OnlineRunOwn, "To run your own lobby: {0}"},
    {Str::SettingsOnline, "Online lobby"},
    {Str::OnlineServer, "Lobby server"},
    {Str::OnlineServerHint, "DOMAIN, DOMAIN:PORT or DOMAIN@HOST:PORT; empty: none"},
    {Str::OnlineSignInAs, "Sign in as"},
    {Str::OnlineGuest, "Guest"},
    {Str::OnlineWithAccount, "Account"},
    {Str::OnlineAccount, "Account (name@DOMAIN)"},
    {Str::OnlinePassword, "Password"},
    {Str::OnlineSigningIn, "Signing in to {0}..."},
    {Str::OnlineSignedIn, "Signed in to {0} as {1}"},
    {Str::OnlineUnreachable, "Cannot reach the lobby {0}: is the server running, and the address right?"},
    {Str::OnlineUntrusted, "The lobby {0} is not trusted: no authority known here signed its certificate."},
    {Str::OnlineBadPassword, "The lobby {0} refused the account: the name or the password is wrong."},
    {Str::OnlineNoGuests, "The lobby {0} takes no guests: give an account in Settings."},
    {Str::OnlineTimedOut, "The lobby {0} did not answer in time."},
    {Str::OnlineLost, "The lobby connection ended."},
    {Str::OnlineError, "Online: {0}"},
    {Str::OnlineTables, "Open tables"},
    {Str::OnlineNoTables, "No public table is open: host one, or join a friend's by its code."},
    {Str::OnlineTableRow, "{0} - {1} - {2}"},
    {Str::OnlineCode, "Code"},
    {Str::OnlineJoinCode, "Join by code"},
    {Str::OnlineNotACode, "'{0}' is not a table's code: six letters."},
    {Str::OnlineNoSuchCode, "No table has the code {0}."},
    {Str::OnlineFinding, "Looking for table {0}..."},
    {Str::OnlineHostPublic, "Host a public table"},
    {Str::OnlineHostPrivate, "Host a private table"},
    {Str::OnlinePasteInvite, "Paste an invite"},
    {Str::OnlineNoInvite, "The clipboard holds no invite (zero://LOBBY/CODE)."},
    {Str::OnlineRetry, "Sign in again"},
    {Str::OnlineChat, "Say (Enter sends):"},
    {Str::OnlineHostTitle, "Host online"},
    {Str::OnlineTableKind, "Listed"},
    {Str::OnlinePublic, "public, in the lobby's list"},
    {Str::OnlinePrivate, "private, by code only"},
    {Str::OnlineAnnouncing, "Opening the table online..."},
    {Str::OnlineYourCode, "The table's code"},
    {Str::OnlineInvite, "Invite: {0}"},
    {Str::OnlineCopyInvite, "Copy the invite"},
    {Str::OnlineCopied, "Invite copied: paste it to your friends."},
    {Str::OnlinePrivateNote, "Private: only its code leads here."},
    {Str::OnlinePublicNote, "Listed in the lobby, and joined by its code."},
    {Str::OnlineDirect, "direct"},
    {Str::OnlineRelayed, "relayed"},
    {Str::OnlineNotOnline, "The table is open here but not online: {0}"},
    {Str::OnlineJoining, "Reaching table {0} through the lobby..."},
    {Str::OnlineSetupOpen, "Open for a player online"},
    {Str::OnlineBackToOnline, "Back to Play online"},
    {Str::OnlineTurnedAwayHintUnderWay, "Only the players of this match can come back to it: their game does it by itself."},
    {Str::OnlineTurnedAwayHintName, "Type another name on the Online screen and join again."},
    {Str::OnlineTurnedAwayHintSeatKept, "The seat waits for its own player: online it goes back to them only."},
};

}  // namespace

std::span<const std::pair<Str, const char*>> online_english() { return kOnlineEnglish; }

}  // namespace zero::game

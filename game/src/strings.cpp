// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/strings.hpp"

#include "strings_parts.hpp"

#include <algorithm>
#include <ctime>
#include <cstdlib>
#include <locale>
#include <mutex>
#include <optional>
#include <sstream>
#include <utility>
#include <vector>

#include <boost/locale/format.hpp>
#include <boost/locale/formatting.hpp>
#include <boost/locale/generator.hpp>
#include <boost/locale/gnu_gettext.hpp>
#include <boost/locale/localization_backend.hpp>
#include <boost/locale/message.hpp>

namespace zero::game {

namespace {

// The counted entries' English singular (the table holds the plural). Every language's catalogue
// chooses its own form by its Plural-Forms rule: French says "1 place libre" and "0 place libre",
// Japanese has one form.
constexpr std::pair<Str, const char*> kSingulars[] = {
    {Str::LanSeatsFree, "{0} seat free"},
    {Str::LanOptionsGames, "{0} game"},
    {Str::LogEarlier, "... and {0} earlier move"},
    {Str::SolerTakesSub, "and takes {0} card"},
    {Str::Points, "{0} point"},
    {Str::LogHeroTook, "{0} took {1} zerone from pair {2}"},
    {Str::LogHeroBought, "{0} bought {1} and {2} for {3} zerone"},
    {Str::HintHeroBuy, "Buy pair {0} ({1} and {2}) for {3} zerone: your face-up rows would score {4} (now {5})."},
    {Str::HintSolerSafe, "Lay {0}: {1} card safe, a point at the end of the game."},
    {Str::HistoryRounds, "{0} round"},
    {Str::HistoryGames, "{0} game"},
};

std::string_view language_of(std::string_view locale) {
    return locale.substr(0, std::min(locale.find_first_of("_.@"), locale.size()));
}

const char* read_env(const char* name) { return std::getenv(name); }

}  // namespace

bool is_language(std::string_view code) {
    return std::find(kLanguages.begin(), kLanguages.end(), code) != kLanguages.end();
}

std::string system_language(const char* (*get_env)(const char*)) {
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = get_env(name);
        if (value == nullptr || *value == '\0') continue;
        const std::string_view code = language_of(value);
        return is_language(code) ? std::string(code) : "en";
    }
    return "en";
}

std::string system_language() { return system_language(read_env); }

const char* Strings::english_singular(Str id) {
    for (const auto& [entry, singular] : kSingulars)
        if (entry == id) return singular;
    return nullptr;
}

// The catalogue stays loaded for the counted entries, whose form depends on the number.
struct Strings::Catalogue {
    std::locale locale;
    const boost::locale::message_format<char>* messages = nullptr;
    int domain = 0;
};

// The language's number and date formats come from ICU's own data through Boost.Locale's ICU
// backend, not from the system's locales, which a fresh machine has not generated (the std and
// posix backends would fall back to the C locale's "1234" and "11/18/26"). Made on first use: most
// screens show neither, and ICU's data takes a few milliseconds to load.
struct Strings::Formats {
    std::once_flag made;
    std::optional<std::locale> locale;
};

Strings Strings::translated(std::string_view lang, const std::filesystem::path& locale_dir, std::string& error) {
    error.clear();
    Strings s = english();
    if (!is_language(lang)) {
        error = std::string(lang) + ": not a language of the game (en, fr, ja)";
        return s;
    }
    const std::filesystem::path file = locale_dir / std::string(lang) / "LC_MESSAGES" / "zero.mo";
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) {
        error = file.string() + ": no such catalogue; the game stays in English";
        return s;
    }
    // The gettext catalogue is read directly, not through a system locale: a machine need not
    // have generated fr_FR or ja_JP for the game to speak French or Japanese.
    boost::locale::gnu_gettext::messages_info info;
    info.language = std::string(lang);
    info.encoding = "UTF-8";
    info.paths = {locale_dir.string()};
    info.domains = {boost::locale::gnu_gettext::messages_info::domain("zero")};
    auto catalogue = std::make_shared<Catalogue>();
    try {
        auto* facet = boost::locale::gnu_gettext::create_messages_facet<char>(info);
        if (facet == nullptr) throw std::runtime_error("unreadable");
        catalogue->locale = std::locale(std::locale::classic(), facet);  // owns the facet
        catalogue->messages = facet;
        catalogue->domain = facet->domain("zero");
    } catch (const std::exception& e) {
        error = file.string() + ": cannot read the catalogue (" + e.what() + "); the game stays in English";
        return s;
    }
    for (std::size_t i = 0; i < s.table_.size(); ++i) {
        const auto id = static_cast<Str>(i);
        const char* singular = english_singular(id);
        const char* found = singular != nullptr
                                ? catalogue->messages->get(catalogue->domain, nullptr, singular, 2)
                                : catalogue->messages->get(catalogue->domain, nullptr, s.table_[i].c_str());
        s.found_[i] = found != nullptr && *found != '\0';
        if (s.found_[i]) s.table_[i] = found;
    }
    s.language_ = std::string(lang);
    s.catalogue_ = std::move(catalogue);
    s.formats_ = std::make_shared<Formats>();
    return s;
}

const std::locale* Strings::formats() const {
    if (!formats_) return nullptr;
    std::call_once(formats_->made, [this] {
        // English as in Britain: the 24-hour clock and the day before the month, like the other two.
        const char* name = language_ == "fr" ? "fr_FR.UTF-8" : language_ == "ja" ? "ja_JP.UTF-8" : "en_GB.UTF-8";
        try {
            boost::locale::localization_backend_manager manager =
                boost::locale::localization_backend_manager::global();
            manager.select("icu");
            boost::locale::generator generator(manager);
            formats_->locale = generator(name);
        } catch (const std::exception&) {
            formats_->locale.reset();  // no ICU backend: the plain forms below
        }
    });
    return formats_->locale ? &*formats_->locale : nullptr;
}

std::string Strings::number(long n) const {
    if (const std::locale* locale = formats()) {
        std::ostringstream out;
        out.imbue(*locale);
        out << boost::locale::as::number << n;
        if (out) return out.str();
    }
    return std::to_string(n);
}

std::string Strings::date_time(std::int64_t seconds) const {
    const auto t = static_cast<std::time_t>(seconds);
    if (const std::locale* locale = formats()) {
        std::ostringstream out;
        out.imbue(*locale);
        out << boost::locale::as::datetime << boost::locale::as::date_medium << boost::locale::as::time_short << t;
        if (out) return out.str();
    }
    std::tm local{};
    if (localtime_r(&t, &local) == nullptr) return "?";
    char out[64];
    if (std::strftime(out, sizeof out, get(Str::SaveDate).c_str(), &local) == 0) return "?";
    return out;
}

std::string Strings::count(Str id, long n, std::initializer_list<std::string_view> args) const {
    const char* singular = english_singular(id);
    if (singular == nullptr) return format(id, args);
    const int clamped = static_cast<int>(std::clamp(n, -1000000L, 1000000L));
    const char* found = nullptr;
    if (catalogue_ && found_[static_cast<std::size_t>(id)])
        found = catalogue_->messages->get(catalogue_->domain, nullptr, singular, clamped);
    return format_pattern(found != nullptr ? std::string_view(found) : n == 1 ? std::string_view(singular) : get(id), args);
}

namespace {

// Every string's English text, the catalogue's source (po/zero.pot is extracted from it).
constexpr std::pair<Str, const char*> kEnglish[] = {
        {Str::GameTitle, "ZERO"},
        {Str::Tagline, "Swap, knock, and get down to nothing."},
        {Str::MenuNewMatch, "New match"},
        {Str::MenuResume, "Resume"},
        {Str::MenuRules, "Rules"},
        {Str::MenuSettings, "Settings"},
        {Str::MenuQuit, "Quit"},
        {Str::Back, "Back"},
        {Str::Start, "Deal the cards"},
        {Str::Continue, "Continue"},
        {Str::NewMatchTitle, "New match"},
        {Str::Players, "Players"},
        {Str::SeatHuman, "Human"},
        {Str::SeatBot, "Bot"},
        {Str::SeatName, "Name"},
        {Str::BotLevel, "Level"},
        {Str::BotKindEasy, "easy"},
        {Str::BotKindMedium, "medium"},
        {Str::BotKindHard, "hard"},
        {Str::BotKindGreedy, "greedy"},
        {Str::BotKindRandom, "random"},
        {Str::AddSeat, "Add a seat"},
        {Str::RemoveSeat, "Remove the last seat"},
        {Str::PoolSize, "Pool"},
        {Str::PoolFixedForTwo, "9 cards (two players)"},
        {Str::Rounds, "Rounds"},
        {Str::NewMatchGame, "Game"},
        {Str::GameNameKnizia, "Zero (Reiner Knizia)"},
        {Str::GameNameSoler, "ZERO (Ernst Sol\u00e8r)"},
        {Str::GameNameHero, "Zero Hero (Wrede & zur Linde)"},
        {Str::GameNameHighCard, "High Card (test game)"},
        {Str::SolerGames, "Games"},
        {Str::SolerToPoints, "until someone has {0} points"},
        {Str::SolerRoundBox, "Game {0} of {1}  -  trick {2}"},
        {Str::SolerRoundBoxTarget, "Game {0} (to {1} points)  -  trick {2}"},
        {Str::SolerPlayPrompt, "Choose a card to play face down"},
        {Str::SolerPlayWait, "Your card is down: waiting for the others"},
        {Str::SolerBetPrompt, "Your bet: what will the cards add up to?"},
        {Str::SolerBetting, "{0} is betting"},
        {Str::SolerSafePrompt, "You took the cards: lay groups of 0 or 10 safe"},
        {Str::SolerLaying, "{0} is laying safe cards"},
        {Str::SolerBetTag, "bet {0}"},
        {Str::SolerPile, "pile {0}"},
        {Str::SolerSafeTag, "safe {0}"},
        {Str::SolerLeads, "leads"},
        {Str::SolerYourCard, "yours"},
        {Str::SolerSum, "sum {0}"},
        {Str::SolerTakes, "{0} bet {1}!"},
        {Str::SolerTakesSub, "and takes {0} cards"},
        {Str::SolerLoneZero, "A lone 0!"},
        {Str::SolerLoneZeroSub, "{0} takes everything"},
        {Str::SolerZerosCancel, "The zeros cancel"},
        {Str::SolerZerosCancelSub, "each takes their 0 back; the rest goes under the pile"},
        {Str::SolerNobody, "Nobody bet {0}"},
        {Str::SolerNobodySub, "the cards go under the pile"},
        {Str::SolerGroupLine, "Group: {0} = {1}"},
        {Str::SolerGroupEmpty, "Click cards to form a group of 0 or 10"},
        {Str::SolerLayGroup, "Lay group"},
        {Str::SolerSuggest, "Suggest"},
        {Str::SolerClear, "Clear"},
        {Str::SolerDone, "Done"},
        {Str::SolerGroupRule, "A group must add up to exactly 0 or 10"},
        {Str::SolerLaidBubble, "+{0} safe"},
        {Str::SolerGameBanner, "Game {0}"},
        {Str::SolerDealerSub, "{0} deals and leads"},
        {Str::SolerGameOver, "Game {0} is over"},
        {Str::SolerGameOverLimit, "Game {0} ends at the 500-trick limit"},
        {Str::SolerHint, "Click a card  -  arrows + Enter  -  Esc for the menu  -  F11 fullscreen"},
        {Str::SolerRulesTitle, "How to play ZERO (Ernst Sol\u00e8r)"},
        {Str::SolerRules1,
         "# The cards and the goal\n"
         "55 cards valued -3 to +3: one -3, two -2, six -1, twelve 0, eight +1, thirteen +2, thirteen +3.\n"
         "Each player is dealt 5 cards; the rest is the draw pile.\n"
         "Every card you lay safe scores 1 point, whatever its value. The highest total wins the match.\n"
         "\n"
         "# A trick\n"
         "Everyone plays one card face down, all at the same time: you see only who has played, not what.\n"
         "Then, from the trick's leader round the table, everyone bets what the cards will add up to.\n"
         "Each bet must differ from those already made, between -3 and +3 times the number of players."},
        {Str::SolerRules2,
         "# The reveal\n"
         "The cards are turned up and added up.\n"
         "Whoever bet the exact total takes every played card into their hand and leads the next trick.\n"
         "Nobody bet it? If exactly one 0 was played, its player takes everything.\n"
         "If several 0s were played, they cancel: each takes their own 0 back; the rest goes under the pile.\n"
         "No 0 at all: every played card goes under the pile. The same leader leads again."},
        {Str::SolerRules3,
         "# Safe cards\n"
         "Only the player who took the cards, and only then, may lay groups of hand cards safe:\n"
         "each group must add up to exactly 0 or exactly 10. A lone 0 is a group. Laying nothing is allowed.\n"
         "At the table, click cards to form a group: its sum is shown, and Lay group lays it at 0 or 10.\n"
         "Suggest shows the laying with the most cards; Done lays your groups.\n"
         "\n"
         "# Drawing and the end\n"
         "Everyone with fewer than 3 cards draws up to 3 while the pile lasts.\n"
         "A game ends when the pile is empty and a player has no card (or after 500 tricks)."},
        {Str::SolerRules4,
         "# The match\n"
         "A match is as many games as players (or the number chosen), or, as the printed variant,\n"
         "games until someone's total reaches 100 points.\n"
         "\n"
         "# Controls\n"
         "Mouse: click a card to play it; click a total to bet; click cards, then Lay group or Done.\n"
         "Keyboard: arrows move, Enter or Space chooses, Escape opens the menu. Laying safe cards,\n"
         "Space puts the lit card in the group or takes it out, Down goes to the buttons, Enter is Done.\n"
         "Gamepad: stick or d-pad moves, A chooses, Start is Done, B goes back.\n"
         "Against bots, U, Ctrl+Z or Undo takes back your last move until a bot has played.\n"
         "Between two players at one screen, a hand-off screen hides every hand."},
        {Str::HeroRulesTitle, "How to play Zero Hero (Wrede & zur Linde)"},
        {Str::HeroRules1,
         "# The cards and the goal\n"
         "56 cards in seven colours: red, orange, yellow, green, turquoise, blue and purple.\n"
         "Each colour holds the values 0, 0, 2, 2, 2, 3, 3 and 4. Some cards carry a symbol:\n"
         "+1 zerone, +1 card, swap or flag. Zerones are the tokens you buy cards with.\n"
         "You collect cards face up in rows by colour. The highest total wins.\n"
         "\n"
         "# Setting up\n"
         "With 2 players 12 cards are set aside unseen, with 3 players 6. Everyone gets one face-down card.\n"
         "The last 10 cards of the pile are the end cards. Four pairs are dealt face up, 4 zerones on each.\n"
         "Everyone takes 3 zerones; the rest is the general pool."},
        {Str::HeroRules2,
         "# Your turn: one of two things\n"
         "Take zerones: 1 from any pair's pile, or 2 from a pile of 5 or more.\n"
         "Buy a pair: pay as many zerones as lie on it, onto that same pile, and take both cards.\n"
         "A pair with no zerone is free; its place then gets 3 zerones from the general pool.\n"
         "A new pair is dealt into the place at once.\n"
         "\n"
         "# The symbols of the cards just bought\n"
         "+1 zerone: take one from the general pool.  +1 card: draw a face-down card from the pile.\n"
         "Swap: give one of your face-up cards to another player, or take one of theirs.\n"
         "Flag: nothing at once, but it may end the game (see the next page)."},
        {Str::HeroRules3,
         "# The end\n"
         "Once the pile above the end cards is used up, the game ends the moment a flag is turned up\n"
         "from the end cards while a pair is dealt, or when the last end card is turned up.\n"
         "A flag turned up before the end cards does not end the game.\n"
         "\n"
         "# Scoring\n"
         "Everyone's face-down cards join their rows. Whoever holds the most 0s scores 5 (Zero Hero).\n"
         "A row of exactly 1 card scores its value. A row of exactly 3 cards scores its two highest\n"
         "values multiplied (3, 3 and 4: 12). Any other row scores 0, and so do left-over zerones."},
        {Str::HeroRules4,
         "# The match\n"
         "One game, as in the box, or the number chosen: the totals add up, and the first player moves\n"
         "one seat round the table each game. The highest total wins; a tie shares the win.\n"
         "\n"
         "# Controls\n"
         "Mouse: click a pair to buy it, or its pile of zerones to take 1 or 2.\n"
         "Keyboard: arrows move, Space or Enter chooses, Escape opens the menu.\n"
         "Gamepad: stick or d-pad moves, A chooses, B goes back.\n"
         "Against bots, U, Ctrl+Z or Undo takes back your last move until a bot has played.\n"
         "Between two players at one screen, a hand-off screen hides the face-down cards."},
        {Str::DefaultPlayerName, "Player {0}"},
        {Str::BotName, "Bot {0} ({1})"},
        {Str::ResumeTitle, "Resume a match"},
        {Str::NoSaves, "No saved matches yet. A match you start is saved after every move."},
        {Str::SaveDate, "%Y-%m-%d %H:%M"},
        {Str::SaveLine, "Round {0} of {1}   -   totals {2}   -   {3}"},
        {Str::SaveLineGames, "Game {0} of {1}   -   totals {2}   -   {3}"},
        {Str::SaveLinePoints, "Game {0}, to {1} points   -   totals {2}   -   {3}"},
        {Str::SaveGameAndPlayers, "{0}:  {1}"},
        {Str::ListSeparator, ", "},
        {Str::SaveOtherGame, "{0} has no table in this version yet: zero-cli resume plays its bot matches on."},
        {Str::SaveCannotOpen, "This save cannot be opened: {0}"},
        {Str::SaveProblemEmpty, "the file is empty."},
        {Str::SaveProblemNotSave, "the file is not a save of this game."},
        {Str::SaveProblemCut, "the file is cut short."},
        {Str::SaveProblemDamaged, "the file is damaged."},
        {Str::SaveProblemNewer, "it was saved by a newer version of the game."},
        {Str::SaveProblemUnknownGame, "it is a save of a game this version does not know."},
        {Str::SaveProblemUnreadable, "the file cannot be read."},
        {Str::SaveProblemReplay, "the match in it does not play back as saved."},
        {Str::ResumeDelete, "Delete"},
        {Str::ResumeDeleteAsk, "Delete this save for good?"},
        {Str::ResumeKeep, "Keep it"},
        {Str::ResumeDeleteHint, "Del deletes the save chosen"},
        {Str::ResumeFromBackup,
         "This save was damaged: the match goes on from its backup, so the last move may be lost."},
        {Str::RulesTitle, "How to play Zero (Reiner Knizia)"},
        {Str::RulesPage, "Page {0} of {1}"},
        {Str::SettingsTitle, "Settings"},
        {Str::SettingVolume, "Volume"},
        {Str::SettingMute, "Mute"},
        {Str::SettingSymbols, "Colour-blind symbols"},
        {Str::SettingAnimSpeed, "Animation speed"},
        {Str::SettingBotPace, "Bot pacing"},
        {Str::SettingWindowMode, "Window"},
        {Str::SettingLanguage, "Language"},
        {Str::LanguageName, "English"},
        {Str::SettingsNotSaved, "The settings could not be saved: {0}"},
        {Str::ColourRed, "red"},
        {Str::ColourYellow, "yellow"},
        {Str::ColourGreen, "green"},
        {Str::ColourBlue, "blue"},
        {Str::ColourViolet, "violet"},
        {Str::ColourGrey, "grey"},
        {Str::ColourBlack, "black"},
        {Str::On, "On"},
        {Str::Off, "Off"},
        {Str::Windowed, "Windowed"},
        {Str::Fullscreen, "Fullscreen"},
        {Str::PaceQuick, "Quick"},
        {Str::PaceNormal, "Normal"},
        {Str::PaceRelaxed, "Relaxed"},
        {Str::Knock, "Knock"},
        {Str::KnockPasses, "Pass"},
        {Str::YourScore, "Your hand this round{0}"},
        {Str::PreviewScore, "This swap: {0} -> {1}"},
        {Str::GroupOfColour, "{0} {1}"},
        {Str::GroupOfNumber, "{0}x{1}"},
        {Str::GroupsCancelled, "{0} cancelled"},
        {Str::TurnOf, "{0} to play"},
        {Str::YourTurn, "Your turn"},
        {Str::Dealer, "D"},
        {Str::Knocks, "Knocks: {0}"},
        {Str::LastLap, "LAST LAP"},
        {Str::LastLapBy, "{0} made the second knock - everyone else plays once more"},
        {Str::StillToPlay, "Still to play: {0}"},
        {Str::Zero, "ZERO!"},
        {Str::ZeroBy, "{0} scores nothing at all!"},
        {Str::RoundOf, "Round {0} of {1}"},
        {Str::RoundEndTitle, "Round {0} is over"},
        {Str::RoundScore, "+{0}"},
        {Str::Total, "Total {0}"},
        {Str::PassTo, "Pass to {0}"},
        {Str::ClickWhenReady, "Click or press Enter when ready"},
        {Str::LogSwapped, "{0} swapped {1} for {2}"},
        {Str::LogKnocked, "{0} knocked"},
        {Str::LogKnockedLastLap, "{0} knocked: the last lap starts"},
        {Str::LogPassed, "{0} knocked to pass (last lap)"},
        {Str::LogZero, "{0} has a ZERO: the round ends"},
        {Str::LogTitle, "Round {0}: the moves so far"},
        {Str::LogEmpty, "No moves yet this round."},
        {Str::LogEarlier, "... and {0} earlier moves"},
        {Str::LogButton, "Moves (L)"},
        {Str::UndoButton, "Undo (U)"},
        {Str::AdviceButton, "Hint (H)"},
        {Str::AdviceThinking, "Thinking..."},
        {Str::AdviceSwapColour, "Swap {0} for {1}: your hand would score {2} (now {3}), with {4} {5} cards towards a group."},
        {Str::AdviceSwapNumber, "Swap {0} for {1}: your hand would score {2} (now {3}), with {4} cards numbered {5} towards a group."},
        {Str::AdviceKnock, "Knock: no swap is worth more than keeping your hand, which scores {0}."},
        {Str::HintSolerPlay, "Play {0}: the cards left in your hand could still lay {1} safe in groups of 0 or 10."},
        {Str::HintSolerBet, "Bet {0}: about a {1}% chance that the played cards add up to it."},
        {Str::HintSolerSafe, "Lay {0}: {1} cards safe, a point each at the end of the game."},
        {Str::HintSolerSafeNone, "Lay nothing now: these cards are worth more in your hand."},
        {Str::HintHeroTakeOne, "Take one zerone from pair {0}: no pair is worth its price to you yet (your face-up rows score {1})."},
        {Str::HintHeroTakeTwo, "Take two zerones from pair {0}: no pair is worth its price to you yet (your face-up rows score {1})."},
        {Str::HintHeroBuy, "Buy pair {0} ({1} and {2}) for {3} zerones: your face-up rows would score {4} (now {5})."},
        {Str::HintHeroGive, "Give {0} to {1}: your face-up rows would score {2} (now {3})."},
        {Str::HintHeroTakeCard, "Take {0} from {1}: your face-up rows would score {2} (now {3})."},
        {Str::HintHighCard, "Play {0}: from here it takes {1} tricks of this game on average."},
        {Str::HighCardRulesTitle, "How to play High Card"},
        {Str::HighCardRules1,
         "# The cards and the goal\n"
         "Cards 1 to 24, all different. Each game deals five cards to every player; the rest stay unseen.\n"
         "Take the most tricks over the match.\n"
         "# A trick\n"
         "The leader plays any card of their hand, then each player in turn. The highest card takes the\n"
         "trick, and its player leads the next.\n"
         "# The end\n"
         "A game ends when the hands are out, or at once when a player has taken three tricks. Each trick\n"
         "scores a point; after the planned games the highest total wins."},
        {Str::HighCardGameBox, "Game {0} of {1}"},
        {Str::HighCardChooses, "{0} chooses a card"},
        {Str::HighCardLeads, "{0} leads"},
        {Str::HighCardPlays, "{0} plays {1}"},
        {Str::HighCardTakes, "{0} takes the trick with {1}"},
        {Str::HighCardSweep, "{0} has three tricks: the game ends"},
        {Str::HighCardTricks, "Tricks {0}"},
        {Str::MoveHighCardPlay, "play {0}"},
        {Str::TutorialSolerPlay, "Everyone plays one card face down at the same time, from -3 to +3. Click a card of your hand: the one ringed in gold is the strong choice."},
        {Str::TutorialSolerBet, "Now each player in turn bets what the played cards add up to; a total can be bet only once. The exact bet takes the cards. Choose a free total."},
        {Str::TutorialSolerSafe, "You took the cards! Lay groups that add up to 0 or 10 face up: each safe card scores a point. Click cards, Lay group, then Done."},
        {Str::TutorialHeroTurn, "On your turn, take one or two zerones from a pair's pile, or buy a pair for the zerones on it. Bought cards join your rows by colour."},
        {Str::TutorialHeroSwap, "Your card's swap symbol acts: give one of your face-up cards to a player, or take one of theirs. Choose the way and the card, then confirm."},
        {Str::TutorialKniziaSwap, "On your turn, swap: click a card of your hand, then a different card of the pool. Your hand scores its distinct numbers added up: keep it low."},
        {Str::TutorialKniziaGroup, "Five cards of one colour, or five of one number, score nothing at all. A swap here completes such a group."},
        {Str::TutorialKniziaZero, "A ZERO is one swap away: five cards of one colour and five of one number, one card in both. The hand scores 0 and the round ends at once."},
        {Str::TutorialKniziaKnock, "Someone has knocked. The next knock starts the last lap: everyone else plays once more, then the hands are scored. Knock (K) when yours is low."},
        {Str::TutorialKniziaLastLap, "The last lap: this is your last turn of the round. Swap to lower your hand, or knock to pass; then every hand is shown and scored."},
        {Str::TutorialWrong, "Good try! The move ringed in gold is stronger here: read why, then play it."},
        {Str::TutorialYou, "You"},
        {Str::MenuTutorial, "Tutorial"},
        {Str::TutorialChoose, "Learn a game"},
        {Str::LogClose, "L or Esc closes"},
        {Str::LogGameTitle, "Game {0}: the moves so far"},
        {Str::LogGameEmpty, "No moves yet this game."},
        {Str::LogOpenedMidGame, "Moves made before this table was opened are not shown."},
        {Str::LogRecapTitle, "Since your last turn"},
        {Str::LogRecapGoOn, "Click or press any key to go on"},
        {Str::LogSolerPlayed, "{0} played a card face down"},
        {Str::LogSolerBet, "{0} bet {1}"},
        {Str::LogSolerRevealed, "Turned up: {0}  =  {1}"},
        {Str::LogSolerCard, "{1} ({0})"},
        {Str::LogSolerTakes, "{0} bet that and takes the {1} cards"},
        {Str::LogSolerLoneZero, "{0}'s lone 0 takes the {1} cards"},
        {Str::LogSolerZerosCancel, "The 0s cancel: each goes back, the rest under the pile"},
        {Str::LogSolerNobody, "Nobody bet {0}: the cards go under the pile"},
        {Str::LogSolerSafe, "{0} laid safe: {1}"},
        {Str::LogSolerSafeNone, "{0} laid nothing safe"},
        {Str::LogHeroTook, "{0} took {1} zerones from pair {2}"},
        {Str::LogHeroBought, "{0} bought {1} and {2} for {3} zerones"},
        {Str::LogHeroBoughtFree, "{0} bought {1} and {2} for nothing"},
        {Str::LogHeroGainZerone, "{0} gains a zerone by {1}"},
        {Str::LogHeroGainCard, "{0} draws a card face down by {1}"},
        {Str::LogHeroGainNothing, "{0} gets nothing by {1}: none left"},
        {Str::LogHeroGave, "{0} gave {1} to {2}"},
        {Str::LogHeroTookCard, "{0} took {1} from {2}"},
        {Str::MarkSwapped, "swapped"},
        {Str::MarkKnocked, "knocked"},
        {Str::MarkPassed, "passed"},
        {Str::NotYourTurn, "Wait: it is {0}'s turn."},
        {Str::PickHandFirst, "First pick a card from your hand."},
        {Str::CannotTakeBack, "A swap must take a different card from the one it puts down."},
        {Str::WaitAnimation, "One moment..."},
        {Str::PickPoolCard, "Now take a card from the pool."},
        {Str::Podium, "Final standings"},
        {Str::Winner, "{0} wins!"},
        {Str::Winners, "{0} share the win!"},
        {Str::Points, "{0} points"},
        {Str::BackToMenu, "Back to the menu"},
        {Str::Rematch, "Rematch"},
        {Str::PodiumByRound, "Points by round"},
        {Str::PodiumByGame, "Points by game"},
        {Str::PodiumTotal, "Total"},
        {Str::MenuAbout, "About"},
        {Str::AboutTitle, "About Zero"},
        {Str::AboutText,
         "# The games\n"
         "Zero, by Reiner Knizia (1998; Berliner Spielkarten, then Asyncron Games).\n"
         "ZERO, by Ernst Sol\u00e8r (Rhino Games by AGM\u00fcller).\n"
         "Zero Hero, by Klaus-J\u00fcrgen Wrede and Ralf zur Linde (Piatnik, 2023).\n"
         "The games' names and rules belong to their designers and publishers. This edition is not\n"
         "published or endorsed by them; its rules pages tell the rules in its own words.\n\n"
         "# This edition\n"
         "Made by the Zero developers. It is free software: you may share and change it under the\n"
         "GNU General Public License, version 3 or later. It comes with no warranty.\n"
         "The type faces are DejaVu Sans and VL PGothic; the sounds are made by the game itself."},
        {Str::AboutVersion, "Version {0}"},
        {Str::Hint, "Click a hand card, then a pool card  -  {0}  -  arrows + Enter  -  Tab sorts  -  F11 fullscreen"},
        {Str::Paused, "Paused"},
        {Str::Resume, "Resume"},
        {Str::SaveFailed, "Autosave failed: {0}"},
        {Str::MatchCannotStart, "The match cannot start: {0}"},
        {Str::RulesText1,
         "# The goal\n"
         "Finish every round with a hand worth as little as possible. After the last round the lowest\n"
         "total wins; equal lowest totals share the win.\n\n"
         "# The cards\n"
         "56 cards in seven colours - red, yellow, green, blue, violet, grey and black - each numbered\n"
         "1 to 8. Every colour has its own symbol, so you never have to rely on colour alone.\n\n"
         "Each player holds 9 cards. The pool in the middle holds 5 face-up cards (7 if you choose,\n"
         "always 9 with two players). The rest of the deck stays face down all round."},
        {Str::RulesText2,
         "# Your turn\n"
         "Do exactly one thing:\n\n"
         "  Swap - put one card from your hand into the pool and take a different card from the pool.\n"
         "         Within one swap the card you give cannot be the card you take: a swap always\n"
         "         changes your hand. On a later turn you may take that card like any other.\n\n"
         "  Knock - do nothing and pass the turn on.\n\n"
         "Play goes clockwise, starting left of the dealer. The dealer moves one seat each round,\n"
         "and a match has one round per player unless you choose otherwise."},
        {Str::RulesText3,
         "# Knocks and the last lap\n"
         "Knocks are counted for the whole table. The first knock of a round changes nothing.\n"
         "The second knock - by anyone, even the same player - starts the last lap: every other\n"
         "player gets exactly one more turn, then the round ends. The player who knocked second does\n"
         "not play again. In the last lap you may still swap; knocking just passes.\n\n"
         "# ZERO\n"
         "A hand worth nothing is a ZERO: five cards of one colour and five of one number, one card\n"
         "belonging to both. The moment a swap makes a ZERO, the round ends - even in the last lap.\n"
         "A hand dealt as a ZERO ends the round before anyone plays."},
        {Str::RulesText4,
         "# Scoring a hand\n"
         "Any card whose colour appears five or more times in your hand is cancelled, and so is any\n"
         "card whose number appears five or more times. Add up the different numbers among the cards\n"
         "that are left: each number counts once, however many cards show it.\n\n"
         "At the table your score is always shown, cancelled cards are crossed out, and pointing\n"
         "at a pool card after picking a hand card previews the score that swap would give.\n\n"
         "The hand below scores 7: its six 3s are cancelled (five or more of one number), and of\n"
         "the green 2, red 5 and grey 5 each number counts once: 2 + 5."},
        {Str::MenuHost, "Host game"},
        {Str::MenuJoin, "Join game"},
        {Str::LanLobby, "Lobby"},
        {Str::LanSeat, "Seat {0}"},
        {Str::LanJoinAt, "Players join at {0}"},
        {Str::LanOptionsKnizia, "{0} rounds, pool of {1}"},
        {Str::LanOptionsGames, "{0} games"},
        {Str::LanGameLine, "{0}: {1}"},
        {Str::LabelValue, "{0}: {1}"},
        {Str::SolerLanHint, "Click a card  -  arrows + Space  -  Enter to chat  -  Esc for the menu  -  F11 fullscreen"},
        {Str::SolerSafeHint, "Click cards or Space: in or out of the group  -  Down: the buttons  -  Enter: Done  -  Esc for the menu"},
        {Str::SolerSafeLanHint, "Click cards or Space: in or out of the group  -  Down: the buttons  -  Enter to chat  -  Esc for the menu"},
        {Str::HeroGames, "Games"},
        {Str::HeroRoundBox, "Zero Hero  -  game {0} of {1}"},
        {Str::HeroAbove, "{0} above"},
        {Str::HeroEndCards, "{0} end cards"},
        {Str::HeroPool, "pool {0}"},
        {Str::HeroCost, "costs {0}"},
        {Str::HeroFree, "free"},
        {Str::HeroTakeButton, "take {0}"},
        {Str::HeroTurnPrompt, "Your turn: click a pair to buy it, or a pile to take zerones"},
        {Str::HeroSwapPrompt, "Swap: give one of your face-up cards, or take one"},
        {Str::HeroChoosing, "{0} is choosing"},
        {Str::HeroSwapping, "{0} decides a swap"},
        {Str::HeroGive, "Give"},
        {Str::HeroTakeWay, "Take"},
        {Str::HeroGiveLine, "Give {0} to {1}"},
        {Str::HeroTakeLine, "Take {0} from {1}"},
        {Str::HeroRowMine, "Your {0} row:  {1}  \u2192  {2}"},
        {Str::HeroRowOther, "{0}'s {1} row:  {2}  \u2192  {3}"},
        {Str::HeroRowValue, "{0} ({1})"},
        {Str::HeroRowNone, "no card"},
        {Str::HeroConfirmSwap, "Swap"},
        {Str::HeroRowSolo, "solo"},
        {Str::HeroRowThree, "{0}\u00d7{1}"},
        {Str::HeroRowBig, "big 0"},
        {Str::HeroRowThreeWord, "three"},
        {Str::HeroFaceDown, "face down"},
        {Str::HeroZeroneBubble, "+1 zerone"},
        {Str::HeroCardBubble, "+1 card"},
        {Str::HeroSwapBubble, "swap!"},
        {Str::HeroNothingBubble, "none left"},
        {Str::HeroRefill, "+{0} from the pool"},
        {Str::HeroRefillNone, "the pool is empty"},
        {Str::HeroFlagEnd, "A flag!"},
        {Str::HeroFlagEndSub, "turned up from the end cards: the game ends"},
        {Str::HeroPileEnd, "The pile is out"},
        {Str::HeroPileEndSub, "no card left to deal: the game ends"},
        {Str::HeroBonus, "Zero Hero +5"},
        {Str::HeroGameBanner, "Game {0}"},
        {Str::HeroFirstSub, "{0} starts"},
        {Str::HeroGameOver, "Game {0} is over"},
        {Str::HeroGameScore, "game {0}"},
        {Str::HeroRowsScore, "rows {0}"},
        {Str::HeroBonusMost, "Zero Hero +5: the most 0s"},
        {Str::HeroCannotAfford, "This pair costs {0} zerones; you have {1}"},
        {Str::HeroEmptyPile, "No zerone lies on this pair"},
        {Str::HeroUnderFive, "Take 2 only from a pile of 5 or more"},
        {Str::HeroNoPair, "There is no whole pair there"},
        {Str::HeroHint, "Click a pair to buy, a pile to take  -  arrows + Enter  -  rows: 1 card = its value, 3 = two highest multiplied, else 0  -  Esc menu"},
        {Str::HeroColourRed, "red"},
        {Str::HeroColourOrange, "orange"},
        {Str::HeroColourYellow, "yellow"},
        {Str::HeroColourGreen, "green"},
        {Str::HeroColourTurquoise, "turquoise"},
        {Str::HeroColourBlue, "blue"},
        {Str::HeroColourPurple, "purple"},
        {Str::CardLabel, "{0}\u00a0{1}"},
        {Str::HeroHandoffSub, "Only the face-down cards are hidden"},
        {Str::ResumeLanTable, "LAN table: {0}"},
        {Str::RoundEnding, "The round is over: the hands are being scored"},
        {Str::RefusePoolFirst, "That is a pool card: first choose the card you will give from your hand."},
        {Str::HintKnocks, "K knocks"},
        {Str::HintPasses, "K passes"},
        {Str::PlateTotal, "total {0}"},
        {Str::HandLabel, "hand"},
        {Str::RulesExample, "green2 red3 yellow3 green3 blue3 grey3 black3 red5 grey5  =  2 + 5  =  7"},
        {Str::RulesControls,
         "# Controls\n"
         "Mouse: click a card in your hand, then the pool card to take; click it again to put it\n"
         "back. Pointing at a pool card shows the score that swap would give. Knock is the red button.\n\n"
         "Keyboard: Left and Right move along your hand or the pool, Up and Down between the pool,\n"
         "your hand and the Knock button; Enter or Space chooses what is lit. K knocks (passes in\n"
         "the last lap), Tab sorts your hand by colour or by number, Escape goes back or pauses,\n"
         "F11 switches to full screen. At a LAN table Enter opens the chat and Space chooses.\n\n"
         "Gamepad: stick or d-pad to move, A to choose, B to go back, Y to knock, X to sort.\n\n"
         "The move log: L, the Moves button over Knock or the gamepad's Back button lists this\n"
         "round's moves in words; any key or click closes it. Against bots, U, Ctrl+Z or Undo\n"
         "takes back your last move until a bot has played.\n\n"
         "Between two players at one screen a hand-off screen hides every hand: click or press\n"
         "Enter when the named player has the screen."},
        {Str::HeroLanHint, "Click a pair to buy, a pile to take  -  arrows + Space  -  Enter to chat  -  rows: 1 card = its value, 3 = two highest multiplied, else 0  -  Esc menu"},
    };

}  // namespace

Strings Strings::english() {
    Strings s;
    s.found_.fill(true);
    s.formats_ = std::make_shared<Formats>();
    using Part = std::span<const std::pair<Str, const char*>>;
    for (const Part part : {Part(kEnglish), lan_english(), online_english(), history_english(), detail::english_analysis()})
        for (const auto& [id, text] : part) s.table_[static_cast<std::size_t>(id)] = text;
    return s;
}

std::string Strings::format(Str id, std::initializer_list<std::string_view> args) const {
    return format_pattern(get(id), args);
}

std::string format_pattern(std::string_view pattern, std::initializer_list<std::string_view> args) {
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' && pattern[i + 1] >= '0' &&
            pattern[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(pattern[i + 1] - '0');
            if (n < args.size()) out += *(args.begin() + n);
            i += 2;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

bool Strings::complete() const {
    for (const std::string& entry : table_)
        if (entry.empty()) return false;
    return true;
}

}  // namespace zero::game

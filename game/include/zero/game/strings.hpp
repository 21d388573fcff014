// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every piece of text the player sees comes from this table. The English text is written here and
// is the message id of the gettext catalogues (po/*.po, compiled to .mo at build time); another
// language is a catalogue read at run time, and whatever it lacks stays English.
#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <locale>
#include <memory>
#include <string>
#include <string_view>

namespace zero::game {

enum class Str : std::size_t {
    GameTitle,
    Tagline,
    MenuNewMatch,
    MenuResume,
    MenuRules,
    MenuSettings,
    MenuQuit,
    Back,
    Start,
    Continue,
    NewMatchTitle,
    Players,
    SeatHuman,
    SeatBot,
    SeatName,
    BotLevel,
    // The bots' levels (the engines' kinds "easy", "medium"...), as New match, Host game and bot names show them.
    BotKindEasy,
    BotKindMedium,
    BotKindHard,
    BotKindGreedy,
    BotKindRandom,
    AddSeat,
    RemoveSeat,
    PoolSize,
    PoolFixedForTwo,
    Rounds,
    // Choosing the game, and Solèr's ZERO at the table.
    NewMatchGame,        // the New match row that chooses the game
    GameNameKnizia,
    GameNameSoler,
    GameNameHero,
    GameNameHighCard,    // the test build's own game
    SolerGames,          // the row of how long a match of Solèr's ZERO lasts
    SolerToPoints,       // {0}: the target total
    SolerRoundBox,       // {0} game, {1} of games, {2} trick
    SolerRoundBoxTarget, // {0} game, {1} target, {2} trick
    SolerPlayPrompt,
    SolerPlayWait,       // the human has played; others still choose
    SolerBetPrompt,
    SolerBetting,        // {0}: who bets
    SolerSafePrompt,
    SolerLaying,         // {0}: who lays safe cards
    SolerBetTag,         // {0}: the total announced
    SolerPile,           // {0}: cards in the draw pile
    SolerSafeTag,        // {0}: safe cards this game
    SolerLeads,
    SolerYourCard,
    SolerSum,            // {0}: the running sum of the revealed cards
    SolerTakes,          // {0}: who, {1}: the sum
    SolerTakesSub,       // {0}: cards taken
    SolerLoneZero,
    SolerLoneZeroSub,    // {0}: who
    SolerZerosCancel,
    SolerZerosCancelSub,
    SolerNobody,         // {0}: the sum
    SolerNobodySub,
    SolerGroupLine,      // {0}: the cards, {1}: their sum
    SolerGroupEmpty,
    SolerLayGroup,
    SolerSuggest,
    SolerClear,
    SolerDone,
    SolerGroupRule,      // a group that adds up to neither 0 nor 10
    SolerLaidBubble,     // {0}: cards laid safe
    SolerGameBanner,     // {0}: game number
    SolerDealerSub,      // {0}: who deals and leads
    SolerGameOver,       // {0}: game number
    SolerGameOverLimit,  // {0}: game number (the 500-trick limit)
    SolerHint,
    SolerRules1,
    SolerRules2,
    SolerRules3,
    SolerRules4,
    SolerRulesTitle,
    HeroRules1,
    HeroRules2,
    HeroRules3,
    HeroRules4,
    HeroRulesTitle,
    DefaultPlayerName,  // {0}: seat number
    BotName,            // {0}: seat number, {1}: bot level
    ResumeTitle,
    NoSaves,
    SaveDate,  // when a save was written, if the language's date format is missing: a strftime pattern of numbers (%Y year, %m month, %d day, %H:%M time)
    SaveLine,  // {0} round, {1} of rounds, {2} totals, {3} date
    SaveLineGames,   // Solèr's ZERO: {0} game, {1} of games, {2} totals, {3} date
    SaveLinePoints,  // Solèr's ZERO to a target: {0} game, {1} target points, {2} totals, {3} date
    SaveGameAndPlayers,  // {0} the game's name (GameNameKnizia...), {1} the players
    ListSeparator,       // between two names of a list of players, with its space if the language puts one
    SaveOtherGame,       // {0} the game's name: its table is not in this version
    SaveCannotOpen,      // {0}: why (one of the SaveProblem entries)
    // Why a save does not open, in the player's words (save_problem() sorts the reader's reasons).
    SaveProblemEmpty,
    SaveProblemNotSave,
    SaveProblemCut,
    SaveProblemDamaged,
    SaveProblemNewer,
    SaveProblemUnknownGame,
    SaveProblemUnreadable,
    SaveProblemReplay,
    ResumeDelete,        // the button that deletes a save
    ResumeDeleteAsk,     // the question before a save is deleted
    ResumeKeep,          // the answer that keeps it
    ResumeDeleteHint,    // how to delete by keyboard
    ResumeFromBackup,    // a damaged save went on from its backup
    RulesTitle,
    RulesPage,  // {0} page {1} of
    SettingsTitle,
    SettingVolume,
    SettingMute,
    SettingSymbols,
    SettingAnimSpeed,
    SettingBotPace,
    SettingWindowMode,
    SettingLanguage,
    LanguageName,  // the name of the catalogue's own language, in that language: English, Français, 日本語
    SettingsNotSaved,  // {0}: why, in the system's words (English)
    // The colours' names, in the order of zero::Colour (the rules' legend, the move log's cards).
    ColourRed,
    ColourYellow,
    ColourGreen,
    ColourBlue,
    ColourViolet,
    ColourGrey,
    ColourBlack,
    On,
    Off,
    Windowed,
    Fullscreen,
    PaceQuick,
    PaceNormal,
    PaceRelaxed,
    Knock,
    KnockPasses,
    YourScore,  // {0}
    PreviewScore,  // {0} -> {1}
    GroupOfColour,    // {0} how many cards, {1} their colour: a group of five or more, which cancels them
    GroupOfNumber,    // {0} how many cards, {1} the number they all show
    GroupsCancelled,  // {0} the hand's groups, joined by ListSeparator ("5 blue, 6x3")
    TurnOf,        // {0}
    YourTurn,
    Dealer,
    Knocks,        // {0}
    LastLap,
    LastLapBy,     // {0}
    StillToPlay,   // {0}
    Zero,
    ZeroBy,        // {0}
    RoundOf,       // {0} of {1}
    RoundEndTitle, // {0}
    RoundScore,    // {0}
    Total,         // {0}
    PassTo,        // {0}
    ClickWhenReady,
    // The table's story: the move log, the replay after a hand-off, the last move's mark.
    LogSwapped,         // {0}: name, {1}: card given to the pool, {2}: card taken from it
    LogKnocked,         // {0}: name
    LogKnockedLastLap,  // {0}: name
    LogPassed,          // {0}: name
    LogZero,            // {0}: name
    LogTitle,           // {0}: round number
    LogEmpty,
    LogEarlier,  // {0}: how many earlier moves are not shown
    LogButton,
    UndoButton,  // takes back the player's last move against bots
    // What Hard would play, asked for at the table (docs/analysis.md, "Hint"); the bot is not named.
    AdviceButton,
    AdviceThinking,
    AdviceSwapColour,  // {0} card given, {1} card taken, {2} score after, {3} score now, {4} how many, {5} colour
    AdviceSwapNumber,  // {0} card given, {1} card taken, {2} score after, {3} score now, {4} how many, {5} number
    AdviceKnock,       // {0}: the hand's score
    HintSolerPlay,     // {0}: the card, {1}: the most cards the hand left could lay safe
    HintSolerBet,      // {0}: the total, {1}: the chance in percent
    HintSolerSafe,     // {0}: the groups, {1}: how many cards
    HintSolerSafeNone,
    HintHeroTakeOne,   // {0}: the pair's number, {1}: what the face-up rows score now
    HintHeroTakeTwo,   // {0}: the pair's number, {1}: what the face-up rows score now
    HintHeroBuy,       // {0}: the pair's number, {1} and {2}: its cards, {3}: zerones paid, {4}: rows after, {5}: rows now
    HintHeroGive,      // {0}: the card, {1}: the seat's name, {2}: rows after, {3}: rows now
    HintHeroTakeCard,  // {0}: the card, {1}: the seat's name, {2}: rows after, {3}: rows now
    // High Card, the test build's own game (tests/games/highcard), at its table.
    HintHighCard,        // {0}: the card, {1}: the tricks of this game it takes from here on average
    HighCardRulesTitle,
    HighCardRules1,
    HighCardGameBox,     // {0} game, {1} of games
    HighCardChooses,     // {0}: who chooses a card
    HighCardLeads,       // {0}: who leads the game's first trick
    HighCardPlays,       // {0}: who, {1}: the card
    HighCardTakes,       // {0}: who, {1}: the card that took the trick
    HighCardSweep,       // {0}: who took three tricks, which ends the game at once
    HighCardTricks,      // {0}: tricks taken this game
    MoveHighCardPlay,    // a move of High Card in the analysis's list: the card {0} played
    TutorialSolerPlay,
    TutorialSolerBet,
    TutorialSolerSafe,
    TutorialHeroTurn,
    TutorialHeroSwap,
    TutorialKniziaSwap,     // Knizia's Zero's lessons (knizia_lesson): a first swap
    TutorialKniziaGroup,    // a swap that completes five of a colour or of a number
    TutorialKniziaZero,     // a swap that makes a ZERO
    TutorialKniziaKnock,    // one knock made: the next starts the last lap
    TutorialKniziaLastLap,  // the last lap: one more turn
    TutorialWrong,
    TutorialYou,       // the player's name at a tutorial's table
    MenuTutorial,
    TutorialChoose,    // the tutorial screen's title
    LogClose,
    // The move log and the recap of the tables on the shared shell (Solèr's ZERO, Zero Hero).
    LogGameTitle,   // {0}: game number
    LogGameEmpty,
    LogOpenedMidGame,  // the log of a table opened in the middle of a game (a save resumed, a seat rejoined)
    LogRecapTitle,  // the recap after a hand-off: what the others did since this player's last move
    LogRecapGoOn,
    LogSolerPlayed,      // {0}: name
    LogSolerBet,         // {0}: name, {1}: the total announced
    LogSolerRevealed,    // {0}: each player's card (LogSolerCard, joined by ListSeparator), {1}: their sum
    LogSolerCard,        // {0}: name, {1}: the card played
    LogSolerTakes,       // {0}: who bet the sum, {1}: how many cards they take
    LogSolerLoneZero,    // {0}: who played the only 0, {1}: how many cards they take
    LogSolerZerosCancel,
    LogSolerNobody,      // {0}: the sum nobody bet
    LogSolerSafe,        // {0}: name, {1}: the groups laid, each in brackets
    LogSolerSafeNone,    // {0}: name
    LogHeroTook,         // {0}: name, {1}: how many zerones, {2}: the pair's number
    LogHeroBought,       // {0}: name, {1} and {2}: the pair's cards, {3}: the zerones paid
    LogHeroBoughtFree,   // {0}: name, {1} and {2}: the pair's cards
    LogHeroGainZerone,   // {0}: name, {1}: the card whose symbol acts
    LogHeroGainCard,     // {0}: name, {1}: the card whose symbol acts (the card drawn stays secret)
    LogHeroGainNothing,  // {0}: name, {1}: the card whose symbol found nothing to give
    LogHeroGave,         // {0}: name, {1}: the card, {2}: who receives it
    LogHeroTookCard,     // {0}: name, {1}: the card, {2}: whose it was
    MarkSwapped,
    MarkKnocked,
    MarkPassed,
    NotYourTurn,   // {0}
    PickHandFirst,
    CannotTakeBack,
    WaitAnimation,
    PickPoolCard,
    Podium,
    Winner,        // {0}
    Winners,       // {0}
    Points,        // {0}
    BackToMenu,
    Rematch,          // the podium's button: the same seats again, a new deal
    PodiumByRound,    // the head of the podium's table of each round's scores
    PodiumByGame,     // the same for each game's scores (Solèr's ZERO, Zero Hero)
    PodiumTotal,      // the table's last column
    MenuAbout,
    AboutTitle,
    AboutText,        // who made this edition and its licence, and whose the three games are ("# " starts a heading)
    AboutVersion,     // {0}: the version number
    Hint,
    Paused,
    Resume,
    SaveFailed,    // {0}
    MatchCannotStart,  // {0}: why, in the program's words (English)
    RulesText1,
    RulesText2,
    RulesText3,
    RulesText4,
    // The LAN screens.
    MenuHost,
    MenuJoin,
    LanLobby,
    LanSeat,
    LanChat,
    LanReady,
    LanNotReady,
    LanStart,
    LanLeave,
    LanYourScore,
    LanBadAddress,
    LanName,
    LanAddress,
    LanSearching,
    LanNoHosts,
    LanFound,
    LanSeatsFree,
    LanRefresh,
    LanJoinAddress,
    LanPlayers,
    LanYou,
    LanOpenTable,
    LanHints,         // Host game's row: whether the table offers the hint
    LanHintsAllowed,
    LanHintsOff,
    LanLobbyHints,    // the lobby's game line, after the options
    LanNeedName,
    LanReconnecting,
    LanHint,
    LanHostRefused,
    // The connection line of the lobby and the LAN table.
    LanNotConnected,
    LanConnecting,
    LanSeatOf,          // {0}: seat number, {1}: name
    LanInLobby,         // {0}: who (LanSeatOf, or the name before a seat)
    LanPlaying,         // {0}: who
    LanWaitingForDrop,  // {0}: who
    LanMatchOver,       // {0}: who
    LanRefusedLine,     // {0}: the host's reason
    LanNoReason,
    LanDisconnected,  // {0}: the host's reason
    LanConnectionLost,
    LanAlsoHere,  // {0}: the line so far, {1}: another seat at this screen (LanSeatOf)
    // Why the host refused a connection (net::RefuseReason).
    LanRefusedVersion,
    LanRefusedFull,
    LanRefusedNameTaken,
    LanRefusedUnderWay,
    LanRefusedBadName,
    LanRefusedUnknownToken,
    LanRefusedWrongGame,
    LanRefusedSeatKept,
    LanRefused,
    LanCannotOpen,     // {0}: why the table could not be opened, in the network's words (English)
    LanCannotConnect,  // {0}: why, in the network's words (English)
    LanCannotSearch,   // {0}: why the search for tables failed (English)
    // Why the connection ended (net::GoodbyeReason).
    LanByeHostQuit,
    LanByeMatchOver,
    LanByeAbuse,
    LanByeReplaced,
    LanByeLeft,
    LanBye,
    // Why the host refused a move (net::IntentError).
    LanMoveMatchOver,
    LanMoveRoundOver,
    LanMoveStale,
    LanMoveNotYourTurn,
    LanMoveNoSeat,
    LanMoveNoCard,
    LanMoveNotInHand,
    LanMoveNotInPool,
    LanMoveTakesBack,
    LanMoveNotYourSeat,
    LanMoveNoMatch,
    LanMoveWrongPhase,
    LanMoveAlreadyPlayed,
    LanMoveBetOutOfRange,
    LanMoveBetTaken,
    LanMoveBadSafeCards,
    LanMoveWrongGame,
    LanMoveRefused,
    // Why the host cannot start yet (net::StartBlocker).
    LanBlockStarted,
    LanBlockClosed,
    LanBlockSeatOpen,      // {0}: seat number
    LanBlockNotReady,      // {0}: seat number, {1}: name
    LanHostingBlocked,     // {0}: LanJoinAt, {1}: the blocker
    LanUnlisted,           // {0}: the discovery port something else holds (Join game does not list the table)
    // The host's seat setup and the lobby's rows.
    LanSetupOpen,
    LanSetupLocal,     // {0}: name
    LanSetupBot,       // {0}: bot kind
    LanDefaultPlayer,  // {0}: seat number
    LanDefaultName,    // when the system gives no user name
    LanTableOf,        // {0}: the hosting player
    LanRowOpen,
    LanRowKept,      // {0}: name
    LanRowBot,       // {0}: name
    LanRowDropped,   // {0}: name
    LanRowReady,     // {0}: name
    LanRowNotReady,  // {0}: name
    // Coming back to a LAN table: news of players, the seat's badge, the rejoin offer, refusals.
    LanNewsStandIn,      // {0}: name
    LanNewsWaits,        // {0}: name
    LanNewsBack,         // {0}: name
    LanBadgeStandIn,
    LanBadgeAwaited,
    LanRejoinOffer,      // {0}: the table's name, {1}: the player's name
    LanFoundUnderWay,    // a discovered table whose match has started
    LanConnectingTo,     // {0}: host:port
    LanSeatKeptWait,     // the lobby's line while a kept seat is asked for again
    LanNoAnswer,         // {0}: host:port
    LanTurnedAwayTitle,
    LanTurnedAwayHintUnderWay,
    LanTurnedAwayHintName,
    LanTurnedAwayHintFull,
    LanTurnedAwayHintSeatKept,
    LanBackToJoin,
    ResumeLanTable,      // {0}: the players
    RoundEnding,      // the status line between a round's last move and its scoring
    RefusePoolFirst,  // a pool card clicked before a hand card was chosen
    HintKnocks,       // the knock key's word in the hint bar, as the knock button reads
    HintPasses,       // the same in the last lap, where the button reads Pass
    PlateTotal,       // {0}: a player's match total, on their name plate
    HandLabel,        // the hand's score in the score box: "hand"
    RulesControls,    // the rules page on mouse, keyboard and gamepad
    RulesExample,     // the caption of the scoring example drawn with cards
    LanJoinAt,        // {0}: the addresses players type in Join game
    LanOptionsKnizia,   // a table's options: {0} rounds, {1} the pool
    LanOptionsGames,    // {0}: games in a match of Solèr's ZERO (counted)
    LanGameLine,        // the lobby's and discovery list's game: {0} its name, {1} its options
    LabelValue,         // a row of Host game, one button: {0} what it sets (Game, Seat 2, Rounds), {1} its value
    SolerLanHint,       // the hint bar of a LAN table of Solèr's ZERO (Enter chats there)
    SolerSafeHint,     // the hint bar while this screen's player lays safe cards
    SolerSafeLanHint,  // the same at a LAN table, where Enter opens the chat line
    HeroGames,         // the row of how many games a match of Zero Hero lasts
    HeroRoundBox,      // {0} game, {1} of games
    HeroAbove,         // {0}: cards left above the end cards
    HeroEndCards,      // {0}: end cards left
    HeroPool,          // {0}: zerones in the general pool
    HeroCost,          // {0}: zerones on the pair
    HeroFree,          // a pair with no zerone on it
    HeroTakeButton,    // {0}: 1 or 2 zerones
    HeroTurnPrompt,
    HeroSwapPrompt,
    HeroChoosing,      // {0}: who moves
    HeroSwapping,      // {0}: the buyer
    HeroGive,
    HeroTakeWay,
    HeroGiveLine,      // {0}: card, {1}: player
    HeroTakeLine,      // {0}: card, {1}: player
    HeroRowMine,       // {0}: colour, {1} before, {2} after
    HeroRowOther,      // {0}: player, {1}: colour, {2} before, {3} after
    HeroRowValue,      // {0}: points, {1}: why (solo, 4x3, big 0)
    HeroRowNone,       // an empty row in the swap preview
    HeroConfirmSwap,
    HeroRowSolo,       // a row of one card
    HeroRowThree,      // a row of three: the two highest values
    HeroRowBig,        // a row of two, four or more cards
    HeroRowThreeWord,  // a row of three, in the swap preview
    HeroFaceDown,
    HeroZeroneBubble,
    HeroCardBubble,
    HeroSwapBubble,
    HeroNothingBubble, // a symbol that found nothing to give
    HeroRefill,        // {0}: zerones put on a pair bought for free
    HeroRefillNone,
    HeroFlagEnd,
    HeroFlagEndSub,
    HeroPileEnd,
    HeroPileEndSub,
    HeroBonus,
    HeroGameBanner,    // {0}: game number
    HeroFirstSub,      // {0}: the first player
    HeroGameOver,      // {0}: game number
    HeroGameScore,     // {0}: the points of this game so far
    HeroRowsScore,     // {0}: the points a player's face-up rows give now, on their panel during a game
    HeroBonusMost,     // this screen's panel once a game is counted: the bonus its player won
    HeroCannotAfford,  // {0} cost, {1} purse
    HeroEmptyPile,
    HeroUnderFive,
    HeroNoPair,
    HeroHint,
    HeroHandoffSub,
    // Zero Hero's colours, in the order of zero::hero::Colour (the swap's lines).
    HeroColourRed,
    HeroColourOrange,
    HeroColourYellow,
    HeroColourGreen,
    HeroColourTurquoise,
    HeroColourBlue,
    HeroColourPurple,
    CardLabel,  // a card in words (move lines, hints): {0} its colour, {1} its number ("turquoise 2", a space that does not break)
    HeroLanHint,  // the hint bar of a LAN table of Zero Hero (Enter chats there)
    // A move of Zero Hero the host refused, in the refusal line's words (LanHostRefused).
    LanMoveAwaitingDeal,
    LanMoveSwapPending,
    LanMoveSwapNotDue,
    LanMoveNoSlot,
    LanMoveEmptyPile,
    LanMoveTakeCount,
    LanMoveUnderFive,
    LanMoveCannotAfford,
    LanMoveNoPair,
    LanMoveSwapSeat,
    // The replay viewer (replay_screen.cpp).
    ReplayPlay,
    ReplayPause,
    ReplayStepBack,  // a step one action back
    ReplayStepForward,  // a step one action forward
    ReplayPrevGame,  // back to the start of this game, or the one before
    ReplayNextGame,  // on to the start of the next game
    ReplaySpeed,  // the replay's speed: {0} is 0.5, 1, 2 or 4
    ReplayViewAll,  // whose view the replay shows: every hand
    ReplayViewSeat,  // whose view the replay shows: only what {0} saw
    ReplayStatus,  // where the replay stands
    ReplayHidden,  // the spectator's panel of every seat's hidden cards
    ReplayKeys,  // the replay's keys
    ReplayEnd,  // the replay has played the record's last action
    ReplayNoViewer,  // the replay viewer does not show this game's table yet
    ReplayPrevRound,  // Knizia's Zero: back to the start of this round, or the one before
    ReplayNextRound,  // Knizia's Zero: on to the start of the next round
    ReplayStatusRound,  // where the replay of a match of rounds stands
    ReplayKeysRound,  // the replay's keys, for a match of rounds
    // Online play (game/src/online_strings.cpp).
    MenuOnline,  // the main menu's entry to online play
    OnlineTitle,  // the Online screen's title
    OnlineNoServer,  // the Online screen without a lobby server
    OnlineRunOwn,  // how to get a lobby server: {0} is the command
    SettingsOnline,  // Settings' button to the online lobby's settings
    OnlineServer,  // the lobby server's field
    OnlineServerHint,  // under the lobby server's field
    OnlineSignInAs,  // the row choosing guest or account
    OnlineGuest,  // signing in as a guest
    OnlineWithAccount,  // signing in with an account
    OnlineAccount,  // the account's field
    OnlinePassword,  // the password's field
    OnlineSigningIn,  // {0}: the lobby's address
    OnlineSignedIn,  // {0}: the lobby, {1}: the player's name there
    OnlineUnreachable,  // {0}: the lobby's address
    OnlineUntrusted,  // {0}: the lobby's address
    OnlineBadPassword,  // {0}: the lobby's address
    OnlineNoGuests,  // {0}: the lobby's address
    OnlineTimedOut,  // {0}: the lobby's address
    OnlineLost,  // the lobby connection ended
    OnlineError,  // {0}: what went wrong, in English
    OnlineTables,  // above the list of public tables
    OnlineNoTables,  // the list of public tables is empty
    OnlineTableRow,  // a public table: {0} host, {1} game and options, {2} seats free
    OnlineCode,  // the code's field
    OnlineJoinCode,  // the button joining the table whose code is typed
    OnlineNotACode,  // {0}: what was typed
    OnlineNoSuchCode,  // {0}: the code
    OnlineFinding,  // {0}: the code
    OnlineHostPublic,  // the button hosting a listed table
    OnlineHostPrivate,  // the button hosting a table joined by code only
    OnlinePasteInvite,  // the button joining the invite in the clipboard
    OnlineNoInvite,  // the clipboard holds no invite
    OnlineRetry,  // the button signing in again
    OnlineChat,  // the lobby room's chat prompt
    OnlineHostTitle,  // Host game's title when hosting online
    OnlineTableKind,  // Host online's row: public or private
    OnlinePublic,  // the table is listed in the lobby
    OnlinePrivate,  // the table is joined by its code only
    OnlineAnnouncing,  // the host's lobby while the table opens online
    OnlineYourCode,  // above the table's code, drawn large
    OnlineInvite,  // {0}: the invite line
    OnlineCopyInvite,  // the button copying the invite
    OnlineCopied,  // after copying the invite
    OnlinePrivateNote,  // the host's lobby of a private table
    OnlinePublicNote,  // the host's lobby of a public table
    OnlineDirect,  // a remote seat reaches the host directly
    OnlineRelayed,  // a remote seat comes through the relay
    OnlineNotOnline,  // {0}: why, in English
    OnlineJoining,  // {0}: the code
    OnlineSetupOpen,  // Host online's seat that a player joining online takes
    OnlineBackToOnline,  // the button leading back to the Online screen from a join that failed
    OnlineTurnedAwayHintUnderWay,  // a join by code refused: the match started without this player
    OnlineTurnedAwayHintName,  // a join by code refused: the name is taken at that table
    OnlineTurnedAwayHintSeatKept,  // a join by code refused: the seat goes back online for its token only
    // The History screen, a match's score chart and a player's statistics (strings_history.cpp).
    MenuHistory,
    HistoryTitle,
    HistoryLoading,
    HistoryEmpty,
    HistoryNoneShown,   // no match passes the filters
    HistoryAllGames,    // the game filter's value that keeps every game
    HistoryPlayer,      // the player filter's label
    HistoryTypeName,    // the player filter when nothing is typed
    HistoryShown,       // {0} matches shown, {1} in the history
    HistoryColDate,
    HistoryColGame,
    HistoryColPlayers,
    HistoryColWinner,
    HistoryColLength,
    HistoryRounds,      // a match's length: {0} rounds (counted)
    HistoryGames,       // a match's length: {0} games (counted)
    HistoryUnfinished,  // a record of a match cut short: no winner
    HistoryDamaged,     // {0}: why the record does not read (SaveProblem... words, or HistoryUnknownGame)
    HistoryUnknownGame,
    HistoryWatch,
    HistoryAnalyse,  // History's button: the chosen match opened on Hard's analysis of a seat chosen
    HistoryChart,
    HistoryExport,
    HistoryStats,
    HistoryExported,    // {0}: the file written
    HistoryExportFailed,  // {0}: why, in the system's words (English)
    HistoryDeleteAsk,
    HistoryDeleteFailed,  // {0}: why, in the system's words (English)
    HistoryCannotWatch,   // a record that does not replay
    HistoryCannotAnalyse,  // the chosen match's game has no analysis in the app yet
    HistoryKeys,          // the History screen's keys
    ChartTitle,         // {0}: the game's name, {1}: the date
    ChartRound,         // the chart's axis: rounds
    ChartGame,          // the chart's axis: games
    ChartTotal,         // the chart's axis: the totals
    ChartNoParts,       // a match with no round or game finished
    ChartWinner,        // {0}: the winner's final total, beside their name in the legend
    StatsTitle,
    StatsPlayer,        // the row that chooses whose statistics: {0} the name
    StatsNoPlayer,
    StatsAllGames,      // the row of the figures over every game
    StatsMatches,
    StatsWins,
    StatsWinShare,
    StatsMean,
    StatsBest,
    StatsStreak,
    StatsPercent,       // {0}: a whole percentage
    StatsChartTitle,    // the chart of a player's results over time
    StatsChartWins,     // the chart's line: the win share so far
    StatsKeys,
    // A game's highlights, by the key the history gives them (docs/history.md).
    HighlightZeros,
    HighlightCardsSafe,
    HighlightSetsOfThree,
    HighlightHeroBonuses,
    ReplayAnalyse,  // the replay viewer's button: Hard's analysis of a seat's decisions
    AnalysisChoose,  // the question over the seats' buttons: whose decisions are analysed
    AnalysisCancel,  // stops the analysis being worked out (or the choice of a seat)
    AnalysisReading,  // the analysis reads the record before it knows how many decisions there are
    AnalysisRunning,  // the analysis is being worked out: {0} the seat's name
    AnalysisProgress,  // {0} decisions of {1} analysed so far
    AnalysisTitle,  // the analysis's heading: {0} the seat's name
    AnalysisMeanLoss,  // {0} points lost a decision on average (two decimals)
    AnalysisNone,  // the seat {0} made no decision in the record
    AnalysisFailed,  // the analysis stopped with a reason {0} (a sentence in English)
    AnalysisWhere,  // a decision's place: game {0}, move {1} of it
    AnalysisWhereRound,  // a decision's place in a match of rounds (Knizia's Zero): round {0}, move {1} of it
    AnalysisHardMove,  // a decision's line under the move played: Hard's move {0}
    AnalysisAsHard,  // that line when the move played is Hard's too
    AnalysisLoss,  // a decision's expected points lost: {0} with two decimals
    AnalysisChart,  // the chart's caption: the seat's expected lead over the others over the match
    AnalysisKeys,  // the analysis's keys
    MarkFine,  // a decision's mark: it lost less than an inaccuracy's threshold
    MarkInaccuracy,  // a decision's mark
    MarkMistake,  // a decision's mark
    MarkBlunder,  // a decision's mark: the worst
    MoveSolerPlay,  // a move of Solèr's ZERO in the analysis's list: the card {0} played
    MoveSolerBet,  // a move of Solèr's ZERO: the total {0} announced
    MoveSolerLay,  // a move of Solèr's ZERO: the groups {0} laid safe, "(+3 -3), (0)"
    MoveSolerLayNothing,  // a move of Solèr's ZERO: nothing laid safe
    MoveHeroTake,  // a move of Zero Hero: {0} zerones taken from pair {1}
    MoveHeroBuy,  // a move of Zero Hero: pair {0} bought
    MoveHeroGive,  // a move of Zero Hero: the card {0} given to the player {1}
    MoveHeroTakeCard,  // a move of Zero Hero: the card {0} taken from the player {1}
    MoveKniziaSwap,  // a move of Knizia's Zero: the card {0} given to the pool, {1} taken from it
    MoveKniziaKnock,  // a move of Knizia's Zero: a knock
    Count
};

// The languages the game speaks: English (the table below), French and Japanese (catalogues).
inline constexpr std::array<std::string_view, 3> kLanguages{"en", "fr", "ja"};
bool is_language(std::string_view code);
// The language of the system's locale: the first of LC_ALL, LC_MESSAGES and LANG that is set
// (POSIX's order), "fr_FR.UTF-8" -> "fr"; English when it is none of kLanguages. `get_env` reads a
// variable (null when unset); tests pass their own.
std::string system_language(const char* (*get_env)(const char*));
std::string system_language();

// Replaces {0}, {1}, ... in `pattern` with the arguments.
std::string format_pattern(std::string_view pattern, std::initializer_list<std::string_view> args);

class Strings {
public:
    // The English table: the catalogues' message ids.
    static Strings english();
    // English translated by the catalogue <locale_dir>/<lang>/LC_MESSAGES/zero.mo. An entry the
    // catalogue lacks stays English; a catalogue that is missing or unreadable leaves every entry
    // English and says why in `error` (empty otherwise).
    static Strings translated(std::string_view lang, const std::filesystem::path& locale_dir, std::string& error);

    const std::string& language() const { return language_; }
    const std::string& get(Str id) const { return table_[static_cast<std::size_t>(id)]; }
    // Replaces {0}, {1}, ... with the arguments.
    std::string format(Str id, std::initializer_list<std::string_view> args) const;
    // A counted entry (english_singular is not null): the form the language uses for `n`, formatted
    // with `args`. Other entries format as format() does.
    std::string count(Str id, long n, std::initializer_list<std::string_view> args) const;
    // A number as the language writes it: "1,234" in English and Japanese, "1 234" in French.
    std::string number(long n) const;
    // A moment (seconds since 1970) in the language's words and order, in the local time zone:
    // "18 Nov 2026, 11:06", "18 nov. 2026, 11:06", "2026/11/18 11:06". ICU's data, so the machine
    // needs no generated locale; without it, the catalogue's numeric pattern (Str::SaveDate).
    std::string date_time(std::int64_t seconds) const;
    // Whether the catalogue translated the entry (English: every entry).
    bool has_translation(Str id) const { return found_[static_cast<std::size_t>(id)]; }
    // Every entry is filled (tests check it).
    bool complete() const;

    // The English singular of a counted entry (its msgid; the table holds the plural, its
    // msgid_plural), or null for an entry that is not counted.
    static const char* english_singular(Str id);

private:
    struct Catalogue;
    struct Formats;
    const std::locale* formats() const;
    std::string language_ = "en";
    std::array<std::string, static_cast<std::size_t>(Str::Count)> table_;
    std::array<bool, static_cast<std::size_t>(Str::Count)> found_{};
    std::shared_ptr<const Catalogue> catalogue_;  // null for English
    std::shared_ptr<Formats> formats_;            // made on first use, shared by copies
};

}  // namespace zero::game

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match of Solèr's ZERO in progress as a save file holds it (save_format.hpp's header with game
// soler-zero): the match record, partial tricks included (the log keeps a trick's plays clockwise
// from its leader, so the record is the same for every order of commits), plus the seats and
// cross-checks. Resuming replays the record, which re-derives the state and validates every action.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "zero/saves/record_save_game.hpp"
#include "zero/soler/game_id.hpp"
#include "zero/soler/record.hpp"

namespace zero::soler {

struct SaveGame : saves::RecordSaveGame<MatchRecord, Rules, kGame> {};
// Its SaveFile is compiled in soler_save.cpp; record_save_game.hpp says what each function does.
ZERO_RECORD_SAVE_FUNCTIONS(SaveGame, State)

// Whether `whole` carries on from the match `saved` recorded: `saved` is `whole` as it stood when
// the save was made. Its last game's actions are a prefix of `whole`'s but for an open play stage,
// whose commits stand clockwise from the leader (a later seat's commit may be there while an
// earlier seat's is still to come): those are in `whole`'s complete stage, in the same order.
// Empty when it carries on; otherwise the first difference, in one sentence.
std::string carry_on_error(const MatchRecord& saved, const MatchRecord& whole);

}  // namespace zero::soler

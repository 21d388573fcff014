// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Saves a match of Zero Hero after every action, as the other games' autosavers do (same folder,
// same file format with the game in its header, same atomic write and backup):
//     hero::Autosaver saver(path, seats, options);
//     table.add_observer(saver.observer());
#include <string>
#include <vector>

#include "zero/hero/table.hpp"
#include "zero/saves/basic_autosaver.hpp"
#include "zero/saves/hero_save.hpp"

namespace zero::hero {

// Zero Hero as the autosaver sees it.
struct AutosaveGame {
    using State = hero::State;
    using EventList = hero::EventList;
    using SaveGame = hero::SaveGame;
    static SaveGame make_save(const State& state, const std::vector<SavedSeat>& seats, std::int64_t saved_at) {
        return hero::make_save(state, seats, saved_at);
    }
    static std::string write_save(const std::string& path, const SaveGame& save, bool rotate) {
        return hero::write_save(path, save, rotate);
    }
    static std::string archive_finished(const std::string& path, const SaveGame& save, const std::string& history) {
        return hero::archive_finished(path, save, history);
    }
};

}  // namespace zero::hero

namespace zero {
extern template class BasicAutosaver<hero::AutosaveGame>;
}

namespace zero::hero {

class Autosaver : public BasicAutosaver<AutosaveGame> {
public:
    using BasicAutosaver::BasicAutosaver;
};

}  // namespace zero::hero

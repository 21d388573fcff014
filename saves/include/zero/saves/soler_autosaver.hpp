// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Saves a match of Solèr's ZERO after every action, as Knizia's autosaver does (same folder,
// same file format with the game in its header, same atomic write and backup):
//     soler::Autosaver saver(path, seats, options);
//     table.add_observer(saver.observer());
#include <string>
#include <vector>

#include "zero/saves/basic_autosaver.hpp"
#include "zero/saves/soler_save.hpp"
#include "zero/soler/table.hpp"

namespace zero::soler {

// Solèr's ZERO as the autosaver sees it.
struct AutosaveGame {
    using State = soler::State;
    using EventList = soler::EventList;
    using SaveGame = soler::SaveGame;
    static SaveGame make_save(const State& state, const std::vector<SavedSeat>& seats, std::int64_t saved_at) {
        return soler::make_save(state, seats, saved_at);
    }
    static std::string write_save(const std::string& path, const SaveGame& save, bool rotate) {
        return soler::write_save(path, save, rotate);
    }
    static std::string archive_finished(const std::string& path, const SaveGame& save, const std::string& history) {
        return soler::archive_finished(path, save, history);
    }
};

}  // namespace zero::soler

namespace zero {
extern template class BasicAutosaver<soler::AutosaveGame>;
}

namespace zero::soler {

class Autosaver : public BasicAutosaver<AutosaveGame> {
public:
    using BasicAutosaver::BasicAutosaver;
};

}  // namespace zero::soler

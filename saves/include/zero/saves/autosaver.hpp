// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Saves a match of Knizia's Zero after every action. Register it with the table that plays the
// match:
//     Autosaver saver(path, seats);
//     table.add_observer(saver.observer());
// (basic_autosaver.hpp: the table's thread only builds the save; with `background` set, a writer
// thread does the file work.)
#include <string>
#include <vector>

#include "zero/knizia/table.hpp"
#include "zero/saves/basic_autosaver.hpp"
#include "zero/saves/save_game.hpp"
#include "zero/saves/save_store.hpp"

namespace zero {

// Knizia's Zero as the autosaver sees it.
struct KniziaAutosave {
    using State = zero::State;
    using EventList = zero::EventList;
    using SaveGame = zero::SaveGame;
    static SaveGame make_save(const State& state, const std::vector<SavedSeat>& seats, std::int64_t saved_at) {
        return zero::make_save(state, seats, saved_at);
    }
    static std::string write_save(const std::string& path, const SaveGame& save, bool rotate) {
        return zero::write_save(path, save, rotate);
    }
    static std::string archive_finished(const std::string& path, const SaveGame& save, const std::string& history) {
        return zero::archive_finished(path, save, history);
    }
};

extern template class BasicAutosaver<KniziaAutosave>;

// A class of its own (not an alias) so that headers may declare it ahead.
class Autosaver : public BasicAutosaver<KniziaAutosave> {
public:
    using BasicAutosaver::BasicAutosaver;
};

}  // namespace zero

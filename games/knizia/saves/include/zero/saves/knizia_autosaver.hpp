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
#include "zero/saves/knizia_save.hpp"
#include "zero/saves/save_store.hpp"

namespace zero {

extern template class BasicAutosaver<knizia::State, knizia::EventList>;

// A class of its own (not an alias) so that headers may declare it ahead.
class Autosaver : public BasicAutosaver<knizia::State, knizia::EventList> {
public:
    using BasicAutosaver::BasicAutosaver;
};

}  // namespace zero

// SPDX-License-Identifier: GPL-3.0-or-later
// The games the saves layer reads: an explicit list (a static archive drops objects nobody
// references, so no game registers itself). A new game adds its line here.
#include "registry.hpp"

#include <array>

namespace zero {

std::span<const SavesModule* const> saves_modules() {
    static const std::array<const SavesModule*, 3> modules{&saves_detail::knizia_saves(),
                                                           &saves_detail::soler_saves(),
                                                           &saves_detail::hero_saves()};
    return modules;
}

const SavesModule* find_saves_module(games::GameId id) {
    for (const SavesModule* module : saves_modules())
        if (module->id() == id) return module;
    return nullptr;
}

}  // namespace zero

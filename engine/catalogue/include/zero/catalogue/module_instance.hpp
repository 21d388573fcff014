// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one instance of a game's module in a layer (its saves, commands, table module), made on
// first use: each layer's registry lists these by hand rather than by static initialisation, which
// static archives would drop.
namespace zero::games {

template <class M>
const M& module_instance() {
    static const M module;
    return module;
}

}  // namespace zero::games

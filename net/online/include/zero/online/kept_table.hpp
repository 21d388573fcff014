// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A table hosted online keeps its code, its lobby and whether it is listed beside its autosave
// (SAVE.code), so a host reopened from the save, in the game or by `zero-cli host --resume`,
// announces it under the same code and its players' programs find it again. One format for both.
#include <optional>
#include <string>

namespace zero::online {

struct KeptOnlineTable {
    std::string code;
    std::string lobby_address;  // as the player typed it
    bool is_private = true;
};

inline std::string kept_table_file(const std::string& save_path) { return save_path + ".code"; }

// Written whole and renamed into place, as the save is: a host killed meanwhile leaves the old
// file or the new one. An empty string, or what went wrong.
std::string keep_online_table(const std::string& save_path, const KeptOnlineTable& table);
// Nothing for a LAN table's save or a damaged file. A file of the code alone (kept so by earlier
// versions of `zero-cli host`) gives the code with no lobby.
std::optional<KeptOnlineTable> kept_online_table(const std::string& save_path);
// A new match saved where an online table's save was is not that table: its code goes.
void forget_online_table(const std::string& save_path);

}  // namespace zero::online

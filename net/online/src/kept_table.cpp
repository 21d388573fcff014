// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/online/kept_table.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include "zero/lobby/listing.hpp"

namespace zero::online {

std::string keep_online_table(const std::string& save_path, const KeptOnlineTable& table) {
    const std::string file = kept_table_file(save_path);
    const std::string part = file + ".part";
    {
        std::ofstream out(part, std::ios::trunc);
        out << table.code << "\nlobby " << table.lobby_address << "\n" << (table.is_private ? "private" : "public")
            << "\n";
        out.flush();
        if (!out) return "cannot keep the table's code in " + file;
    }
    std::error_code ec;
    std::filesystem::rename(part, file, ec);
    return ec ? "cannot keep the table's code in " + file + ": " + ec.message() : std::string();
}

std::optional<KeptOnlineTable> kept_online_table(const std::string& save_path) {
    std::ifstream in(kept_table_file(save_path));
    KeptOnlineTable table;
    std::string line;
    if (!std::getline(in, line)) return std::nullopt;
    std::istringstream first(line);
    if (!(first >> table.code) || !lobby::normalize_code(table.code)) return std::nullopt;
    std::string word;
    std::string listed;
    if (!(in >> word)) return table;  // the code alone
    if (word != "lobby" || !(in >> table.lobby_address >> listed) || (listed != "private" && listed != "public"))
        return std::nullopt;
    table.is_private = listed == "private";
    return table;
}

void forget_online_table(const std::string& save_path) {
    std::error_code ec;
    std::filesystem::remove(kept_table_file(save_path), ec);
}

}  // namespace zero::online

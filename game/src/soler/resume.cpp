// A saved match of Solèr's ZERO carried on at this screen, from Resume or `zero --resume`.
#include <stdexcept>

#include "zero/game/screens.hpp"
#include "zero/game/soler/session.hpp"
#include "zero/saves/soler_save.hpp"

namespace zero::game {

std::unique_ptr<Screen> resume_soler_table(Context& ctx, const std::string& path, soler::LoadedSave loaded,
                                           TableOptions options, std::string& error) {
    if (!loaded.save || !loaded.state) {
        error = loaded.error;
        return nullptr;
    }
    try {
        auto session = std::make_unique<SolerSession>(soler_setup_from_save(*loaded.save), std::move(*loaded.state));
        options.save_path = path;
        options.save_path_is_good = !loaded.from_backup;
        return make_soler_table_screen(ctx, std::move(session), std::move(options));
    } catch (const std::exception& e) {
        error = path + ": " + e.what();  // a bot kind this build does not know
        return nullptr;
    }
}

}  // namespace zero::game

// A saved match of Zero Hero carried on at this screen, from Resume or `zero --resume`.
#include <stdexcept>

#include "zero/game/hero/session.hpp"
#include "zero/game/screens.hpp"
#include "zero/saves/hero_save.hpp"

namespace zero::game {

std::unique_ptr<Screen> resume_hero_table(Context& ctx, const std::string& path, TableOptions options,
                                          std::string& error) {
    hero::LoadedSave loaded = hero::load_save(path);
    if (!loaded.save || !loaded.state) {
        error = loaded.error;
        return nullptr;
    }
    try {
        auto session = std::make_unique<HeroSession>(hero_setup_from_save(*loaded.save), std::move(*loaded.state));
        options.save_path = path;
        options.save_path_is_good = !loaded.from_backup;
        return make_hero_table_screen(ctx, std::move(session), std::move(options));
    } catch (const std::exception& e) {
        error = path + ": " + e.what();  // a bot kind this build does not know
        return nullptr;
    }
}

}  // namespace zero::game

// Runs the real game binary on the LAN screens: Host game and Join game open, draw and close
// cleanly (Join game searches the loopback broadcast address only).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <SFML/Graphics/Image.hpp>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

fs::path lan_scratch(const std::string& name) {
    const fs::path dir = fs::temp_directory_path() / ("zero-lan-gui-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

int run_lan_screen(const std::string& screen, const fs::path& dir) {
    const char* display = std::getenv("DISPLAY");
    const std::string prefix = display != nullptr && *display != '\0' ? "" : "xvfb-run -a -s '-screen 0 1280x720x24' ";
    const std::string command = "XDG_CONFIG_HOME='" + (dir / "config").string() +
                                "' ZERO_DISCOVERY_ADDRS=127.255.255.255 ALSOFT_DRIVERS=null " + prefix + "'" +
                                ZERO_GAME_BINARY + "' --screen " + screen + " --max-seconds 3 --screenshot-dir '" +
                                (dir / "shots").string() + "' > '" + (dir / "out.txt").string() + "' 2>&1";
    return std::system(command.c_str());
}

}  // namespace

TEST_CASE("the Host game and Join game screens open, draw and close") {
    for (const std::string screen : {"host", "join"}) {
        const fs::path dir = lan_scratch(screen);
        const int status = run_lan_screen(screen, dir);
        INFO(screen << ": " << std::ifstream(dir / "out.txt").rdbuf());
        REQUIRE(status == 0);
        const fs::path png = dir / "shots" / (screen + ".png");
        REQUIRE(fs::exists(png));
        sf::Image image;
        REQUIRE(image.loadFromFile(png.string()));
        CHECK(image.getSize() == sf::Vector2u(1280, 720));
        // The title is drawn in gold near the top: the screen drew something of its own.
        bool gold = false;
        for (unsigned y = 30; y < 80 && !gold; ++y)
            for (unsigned x = 500; x < 780 && !gold; ++x) {
                const sf::Color c = image.getPixel(x, y);
                gold = c.r > 200 && c.g > 170 && c.b < 140;
            }
        CHECK(gold);
        fs::remove_all(dir);
    }
}

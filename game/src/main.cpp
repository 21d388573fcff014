#include <cstdio>
#include <exception>

#include "zero/game/app.hpp"
#include "zero/game/options.hpp"

int main(int argc, char** argv) {
    zero::game::Options options;
    if (const std::optional<int> status = zero::game::parse_options(argc, argv, options)) return *status;
    try {
        return zero::game::run_game(options);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "zero: %s\n", e.what());
        return 1;
    }
}

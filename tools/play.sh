#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and opens the game.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
cmake -S . -B out/release -DCMAKE_BUILD_TYPE=Release -DZERO_BENCH=OFF >/dev/null
cmake --build out/release -j"$(nproc)" --target zero zero-cli
exec ./out/release/game/zero "$@"

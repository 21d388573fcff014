#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Reproduces the figures of Solèr's ZERO bots in docs/bots.md.
#   games/soler/tools/measure_soler.sh [BUILD_DIR] [JOBS]
# Every series is 1000 four-seat matches (four games each), match i with seed S+i, the measured
# bot in seat 0. JOBS matches run at a time, each on its own thread; the results are the same.
set -eu
arena_name=soler_arena
. "$(dirname "$0")/../../../tools/bots/measure_series.sh"

series_each <<'END'
medium,random,random,random 1
easy,random,random,random 1
easy,medium,medium,medium 1
medium,easy,easy,easy 1
medium,medium,medium,medium 1
hard:iters=1000:threads=1,medium,medium,medium 100001 --timing
END
# Hard at its default budget (by the clock): decision times over a few thousand decisions, one
# match at a time.
echo "== soler_arena --bots hard,medium,medium,medium --matches 20 --seed 200001 --timing"
"$arena" --bots hard,medium,medium,medium --matches 20 --seed 200001 --timing

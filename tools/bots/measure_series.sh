# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by each game's measuring script (games/knizia/tools/measure_knizia.sh,
# games/soler/tools/measure_soler.sh) with `arena_name` set and the script's arguments
# [BUILD_DIR] [JOBS]: finds the arena and defines `series BOTS SEED EXTRA`, 1000 matches of BOTS,
# match i with seed SEED+i, JOBS at a time (the results are the same for any JOBS).
build=${1:-build}
jobs=${2:-1}
arena="$build/tools/bots/$arena_name"
[ -x "$arena" ] || { echo "$(basename "$0"): no $arena; build the $arena_name target first" >&2; exit 2; }

series() {
    echo "== $arena_name --bots $1 --matches 1000 --seed $2 --jobs $jobs $3"
    "$arena" --bots "$1" --matches 1000 --seed "$2" --jobs "$jobs" $3
}

# One series for each line "BOTS SEED [EXTRA]" of standard input.
series_each() {
    while read -r bots seed extra; do
        series "$bots" "$seed" "$extra" </dev/null  # the arena reads none of the list
    done
}

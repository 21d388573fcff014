#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Reproduces the bot strength and speed figures in docs/bots.md.
#   games/knizia/tools/measure_knizia.sh [BUILD_DIR] [JOBS] [default SEED COUNT]   (TABLES may narrow the default mode)
# Every series is 1000 four-seat matches, match i with seed S+i, the measured bot in seat 0.
set -eu
arena_name=bot_arena
. "$(dirname "$0")/../../../tools/bots/measure_series.sh"

# A series of MATCHES from SEED (100001) with a line per match into FILE, for tools/bots/paired.sh:
#   each_series BOTS MATCHES FILE [SEED]
each_series() {
    echo "== bot_arena --bots $1 --matches $2 --seed ${4:-100001} --each"
    "$arena" --bots "$1" --matches "$2" --seed "${4:-100001}" --jobs "$jobs" --each >"$3"
}

# Hard's strength at the default's search: its deals by the count on a two-core machine,
# `hard:iters=58000:threads=2` (docs/bots.md, "Measured strength"), COUNT matches from SEED against
# three Medium and as many against three planners, a line per match into default_TABLE_SEED.txt.
# 1,000 matches are about six idle hours of a 2-core machine (the search takes both cores: run one
# job), so `measure_knizia.sh BUILD_DIR 1 default SEED COUNT` runs just these, a part of the series
# at a time; TABLES (the other seats of each table, space-separated) picks tables, as
# `TABLES=planner,planner,planner measure_knizia.sh BUILD_DIR 1 default 100501 100`.
default_series() {
    for bots in ${TABLES:-medium,medium,medium planner,planner,planner}; do
        each_series "hard:iters=58000:threads=2,$bots" "$2" "default_${bots%%,*}_$1.txt" "$1"
    done
}
if [ "${3:-}" = default ]; then
    default_series "${4:-100001}" "${5:-1000}"
    exit 0
fi

series medium,greedy,greedy,greedy 1 ""
series easy,medium,medium,medium 1 ""
series easy,greedy,greedy,greedy 1 ""
series medium,medium,medium,medium 1 ""
# Hard with each model of the other seats: Medium's alone (the default until the opponent family)
# and the family (the default now), on the same deals. The documented series were searched on one
# thread (`threads=1`); the search's thread count is part of what a seed replays.
for opp in medium family; do
    for seed in 100001 300001 500001 700001 900001; do
        series "hard:opp=$opp:iters=1500:threads=1,medium,medium,medium" "$seed" ""
    done
done
# The family at 1,200 rollouts, what the same time buys it as 1,500 buy Medium's model.
for seed in 100001 300001 500001 700001 900001; do
    series hard:opp=family:iters=1200:threads=1,medium,medium,medium "$seed" ""
done
# Paired series at 600 rollouts: the default, and Medium's look ahead in the rollouts without the
# heuristic term in the final choice, on the same 800 matches (tools/bots/paired.sh compares them).
for pair in default: rlook::rlook=300:prior=0; do
    each_series "hard:iters=600:threads=1${pair#*:},medium,medium,medium" 800 "paired600_${pair%%:*}.txt"
done
"$(dirname "$0")/../../../tools/bots/paired.sh" paired600_default.txt paired600_rlook.txt
# Ten times the search on the same matches, against three Medium (1,000) and three planners (373):
# the search is still worth points at 6,000 rollouts (docs/bots.md, "Measured strength").
for table in medium,medium,medium:1000 planner,planner,planner:373; do
    bots=${table%%:*}
    for iters in 600 6000; do
        each_series "hard:iters=$iters:threads=1,$bots" "${table#*:}" "search_${iters}_${bots%%,*}.txt"
    done
    "$(dirname "$0")/../../../tools/bots/paired.sh" "search_600_${bots%%,*}.txt" "search_6000_${bots%%,*}.txt"
done
# Hard at its default budget (800 ms a move, by the clock, on every core): move times and deals a
# move over a few hundred moves.
echo "== bot_arena --bots hard,medium,medium,medium --matches 20 --seed 200001 --timing"
"$arena" --bots hard,medium,medium,medium --matches 20 --seed 200001 --timing
# And its strength at that search (default_series above).
default_series 100001 1000

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Series against the measuring styles (docs/bots.md, "Measured strength"): Hard with Medium's model player alone
# (opp=medium) and with the family (opp=family), at the same iteration budget and seeds, against
# three of each measuring style (the planner included), three Medium, three Easy and three mixed tables.
# `measure_styles.sh BUILD 1000 1500` gives the 1,000-match series of "Every series with the default".
#   games/knizia/tools/measure_styles.sh [BUILD_DIR] [MATCHES] [ITERS] [SEED]   (OPPS="medium family" and TABLES, the tables of the other seats, may narrow it)
set -eu
build=${1:-build}
matches=${2:-200}
iters=${3:-300}
seed=${4:-100001}
arena="$build/tools/bots/bot_arena"
[ -x "$arena" ] || { echo "measure_styles.sh: no $arena; build the bot_arena target first" >&2; exit 2; }
tables=${TABLES:-"medium,medium,medium planner,planner,planner colour,colour,colour number,number,number knocker,knocker,knocker dumper,dumper,dumper colour,number,knocker easy,easy,easy dumper,easy,medium dumper,planner,easy"}
for table in $tables; do
    for opp in ${OPPS:-medium family}; do
        echo "== bot_arena --bots hard:iters=$iters:threads=1:opp=$opp,$table --matches $matches --seed $seed"
        "$arena" --bots "hard:iters=$iters:threads=1:opp=$opp,$table" --matches "$matches" --seed "$seed"
    done
done

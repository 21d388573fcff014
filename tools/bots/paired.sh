#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The paired difference of seat 0 between two series on the same seeds (docs/bots.md, "Measured
# strength"): each file is bot_arena's output with --each. Prints B's wins and mean total less A's
# over the matches both played, with the standard error of the paired difference.
#   tools/bots/paired.sh A.txt B.txt
set -eu
[ $# -eq 2 ] || { echo "usage: paired.sh A.txt B.txt (bot_arena --each outputs)" >&2; exit 2; }
awk '
FNR == 1 { file++ }
$1 == "match" { split($3, seat0, ":"); win[file, $2] = seat0[1]; total[file, $2] = seat0[2]; if (file == 1) seeds[$2] = 1 }
END {
    for (s in seeds) if ((2, s) in win) {
        n++; dw = win[2, s] - win[1, s]; dt = total[2, s] - total[1, s]
        sw += dw; sww += dw * dw; st += dt; stt += dt * dt; wa += win[1, s]; wb += win[2, s]
    }
    if (n < 2) { print "fewer than two matches in both files"; exit 1 }
    mw = sw / n; mt = st / n
    sew = sqrt((sww - n * mw * mw) / (n - 1) / n); set = sqrt((stt - n * mt * mt) / (n - 1) / n)
    printf "%d matches: A wins %.1f%%, B %.1f%%; B - A: %+.1f points (SE %.1f), mean total %+.2f (SE %.2f)\n",
           n, 100 * wa / n, 100 * wb / n, 100 * mw, 100 * sew, mt, set
}' "$1" "$2"

#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes the README's pictures of the three games again, as the game takes them itself: each game's
# autoplay (a synthetic player and three bots, a fixed seed, English) on a virtual display at 1280x720, and its screenshot
# of one moment of play, halved and reduced to 256 colours, into assets/screenshots/GAME.png.
# Usage: tools/screenshots.sh [path/to/zero]   (default: out/release/game/zero, else out/check/game/zero)
# Needs xvfb-run and ImageMagick's convert.
set -euo pipefail
cd "$(dirname "$0")/.."
zero=${1:-}
if [[ -z $zero ]]; then
  for built in out/release/game/zero out/check/game/zero; do
    if [[ -x $built ]]; then zero=$built; break; fi
  done
fi
[[ -n $zero && -x $zero ]] || { echo "screenshots: build the game first (bash tools/play.sh) or name its binary" >&2; exit 1; }
command -v convert >/dev/null || { echo "screenshots: needs ImageMagick's convert (apt install imagemagick)" >&2; exit 1; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# A home of its own: no settings, saves or records of the player's are read or written.
export HOME=$scratch/home XDG_DATA_HOME=$scratch/data XDG_CONFIG_HOME=$scratch/config XDG_STATE_HOME=$scratch/state
export ZERO_SAVE_DIR=$scratch/saves ALSOFT_DRIVERS=null ZERO_DISCOVERY_ADDRS=127.255.255.255

# shoot GAME MOMENT SEED: MOMENT is one of the autoplay's screenshots (docs/game.md).
shoot() {
  local game=$1 moment=$2 seed=$3
  xvfb-run -a -s "-screen 0 1280x720x24 -noreset" "$zero" --lang en --game "$game" --autoplay --seed "$seed" \
    --players 4 --humans 1 --rounds 1 --speed 8 --unpaced --width 1280 --height 720 --screenshot-dir "$scratch/$game" \
    --max-seconds 900 >"$scratch/$game.log" 2>&1 || { cat "$scratch/$game.log" >&2; exit 1; }
  [[ -s $scratch/$game/$moment.png ]] || { echo "screenshots: $game took no $moment.png" >&2; exit 1; }
  convert "$scratch/$game/$moment.png" -resize 50% -strip -colors 256 "PNG8:assets/screenshots/$game.png"
  echo "assets/screenshots/$game.png ($(stat -c %s "assets/screenshots/$game.png") bytes)"
}

shoot knizia-zero swap 3
shoot soler-zero bets 3
shoot zero-hero purchase 3

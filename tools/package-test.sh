#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Tests the Debian package as a player gets it: builds it (tools/package.sh), unpacks it into a
# scratch root, runs the installed programs from an unrelated folder (--version, a few simulated
# matches, an autoplay match on a virtual display with its screenshots), validates the menu entry
# and the AppStream metadata, and runs lintian on the .deb. Usage: tools/package-test.sh [--no-build]
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
if [[ ${1:-} != --no-build ]]; then
  bash tools/package.sh
fi
debs=(out/package/zero_*.deb)
[[ ${#debs[@]} -eq 1 && -f ${debs[0]} ]] || { echo "package-test: expected one out/package/zero_*.deb" >&2; exit 1; }
deb=$repo/${debs[0]}

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
root=$scratch/root
dpkg -x "$deb" "$root"
# Somewhere that is neither the source nor the build tree, with a home of its own.
mkdir -p "$scratch/elsewhere" "$scratch/home"
cd "$scratch/elsewhere"
export HOME=$scratch/home XDG_DATA_HOME=$scratch/home/data XDG_CONFIG_HOME=$scratch/home/config
export XDG_STATE_HOME=$scratch/home/state ALSOFT_DRIVERS=null ZERO_DISCOVERY_ADDRS=127.255.255.255
unset ZERO_FONT_DIR ZERO_DATA_DIR ZERO_SAVE_DIR

fail() { echo "package-test: $*" >&2; exit 1; }
step() { echo "== $*"; }

step "the package's control fields"
version=$(dpkg-deb -f "$deb" Version)
depends=$(dpkg-deb -f "$deb" Depends)
echo "zero $version, Depends: $depends"
[[ $(basename "$deb") == "zero_${version}_$(dpkg --print-architecture).deb" ]] || fail "file name $(basename "$deb")"
for needed in fonts-dejavu-core libsfml-graphics libenet libc6; do
  [[ $depends == *"$needed"* ]] || fail "Depends lacks $needed"
done

step "what it installs"
for file in usr/games/zero usr/games/zero-cli usr/share/applications/zero.desktop \
    usr/share/man/man6/zero.6.gz usr/share/man/man6/zero-cli.6.gz \
    usr/share/icons/hicolor/scalable/apps/zero.svg usr/share/icons/hicolor/48x48/apps/zero.png \
    usr/share/icons/hicolor/64x64/apps/zero.png usr/share/icons/hicolor/128x128/apps/zero.png \
    usr/share/icons/hicolor/256x256/apps/zero.png usr/share/doc/zero/copyright usr/share/doc/zero/changelog.gz \
    usr/share/zero/locale/fr/LC_MESSAGES/zero.mo usr/share/zero/locale/ja/LC_MESSAGES/zero.mo; do
  [[ -e $root/$file ]] || fail "missing /$file"
done
metainfo=("$root"/usr/share/metainfo/*.metainfo.xml)
[[ -f ${metainfo[0]} ]] || fail "no AppStream metadata"

step "the licence: GPL-3.0-or-later in the copyright file and the AppStream metadata"
grep -q "^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" "$root/usr/share/doc/zero/copyright" ||
  fail "copyright is not machine-readable (DEP-5)"
grep -q "^License: GPL-3+" "$root/usr/share/doc/zero/copyright" || fail "copyright names no GPL-3+ licence"
grep -q "<project_license>GPL-3.0-or-later</project_license>" "${metainfo[0]}" || fail "AppStream lacks project_license"

step "--version, from the installed binaries"
[[ $("$root/usr/games/zero" --version) == "zero $version" ]] || fail "zero --version: $("$root/usr/games/zero" --version)"
[[ $("$root/usr/games/zero-cli" --version) == "zero-cli $version" ]] || fail "zero-cli --version"
zcat "$root/usr/share/man/man6/zero-cli.6.gz" >zero-cli.6
grep -q "zero-cli simulate" zero-cli.6 || fail "zero-cli(6) lacks simulate"

step "zero-cli simulate"
[[ $("$root/usr/games/zero-cli" score green2 red5 grey5 black3 yellow3 blue3 green3 grey3 red3) == 7 ]] || fail "score"
"$root/usr/games/zero-cli" simulate --players 4 --bots medium,easy,greedy,random --matches 3 --seed 1 \
  --record first.json | tee simulate.txt
grep -q "^3 matches" simulate.txt || fail "simulate did not report 3 matches"
"$root/usr/games/zero-cli" replay first.json >/dev/null || fail "replay of the simulated match"

step "an autoplay match on a virtual display"
xvfb-run -a -s "-screen 0 1280x720x24" "$root/usr/games/zero" --autoplay --seed 3 --players 3 --rounds 1 \
  --speed 4 --screenshot-dir "$scratch/shots" --max-seconds 600
for shot in table podium; do
  [[ -s $scratch/shots/$shot.png ]] || fail "no $shot.png screenshot"
done
if [[ -n ${ZERO_PACKAGE_SHOTS:-} ]]; then
  mkdir -p "$ZERO_PACKAGE_SHOTS" && cp "$scratch"/shots/*.png "$ZERO_PACKAGE_SHOTS"/
fi
ls "$scratch/shots"

step "the menu entry and the AppStream metadata validate"
desktop-file-validate "$root/usr/share/applications/zero.desktop"
appstreamcli validate --no-net --pedantic "${metainfo[0]}"

step "lintian"
lintian --fail-on error "$deb" | tee lintian.txt
echo "package-test: passed"

#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command while a CPU hog keeps every core busy, as on a player's busy machine or a CI
# runner shared with other builds: nothing in the suite may depend on how fast the machine is.
#
#   bash tools/stress.sh                      # the whole test command (tools/check.sh), twice
#   bash tools/stress.sh --times 20 -- xvfb-run -a -s '-screen 0 1920x1080x24 -noreset' ctest --test-dir out/check -R 'couch play'
#
# Each run's result and time is printed; the exit status is non-zero when any run failed. The hog
# (stress-ng, one busy worker per core) is stopped on exit, whatever happens.
set -uo pipefail
cd "$(dirname "$0")/.."

times=2
while (($# > 0)); do
  case $1 in
    --times) times=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "usage: $0 [--times N] [-- command ...]" >&2; exit 2 ;;
  esac
done
command=("$@")
((${#command[@]} > 0)) || command=(bash tools/check.sh)

if ! command -v stress-ng >/dev/null; then
  sudo=()
  [[ $(id -u) -ne 0 ]] && sudo=(sudo)
  "${sudo[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq stress-ng || exit 1
fi

stress-ng --cpu "$(nproc)" --cpu-method loop --quiet &
hog=$!
trap 'kill "$hog" 2>/dev/null; wait "$hog" 2>/dev/null' EXIT

failed=0
results=()
for ((i = 1; i <= times; ++i)); do
  start=$SECONDS
  echo "== stress run $i of $times: ${command[*]}"
  if "${command[@]}"; then result=passed; else result=FAILED; failed=1; fi
  results+=("run $i: $result in $((SECONDS - start)) s")
  echo "== stress run $i: $result in $((SECONDS - start)) s"
done
printf '%s\n' "${results[@]}"
exit $failed

#!/usr/bin/env bash
# Installs what is missing, then builds and runs every test twice: a warnings-as-errors build
# with g++, and an AddressSanitizer + UndefinedBehaviorSanitizer build with clang-14 that also
# runs each libFuzzer target briefly. GUI tests need a display, so ctest runs under xvfb-run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh

jobs=$(nproc)
# Loopback only: LAN discovery probes go to these addresses and nowhere else.
export ZERO_DISCOVERY_ADDRS=127.255.255.255
# No sound card on CI machines: OpenAL plays into nothing.
export ALSOFT_DRIVERS=null
# Tests write saves and settings into a scratch home, never the user's.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME=$scratch/data XDG_CONFIG_HOME=$scratch/config HOME=$scratch/home
mkdir -p "$HOME"

run_suite() {
  local dir=$1
  xvfb-run -a -s "-screen 0 1920x1080x24" ctest --test-dir "$dir" -j"$jobs" --output-on-failure --timeout 900
}

echo "== build (g++, warnings as errors)"
cmake -S . -B out/check -DCMAKE_BUILD_TYPE=RelWithDebInfo -DZERO_WERROR=ON >/dev/null
cmake --build out/check -j"$jobs"
echo "== tests"
run_suite out/check

echo "== build (clang-14, ASan + UBSan, fuzzers)"
CC=clang-14 CXX=clang++-14 cmake -S . -B out/asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DZERO_WERROR=ON -DZERO_SANITIZE=ON \
  -DZERO_FUZZ=ON -DZERO_BENCH=OFF -DZERO_FUZZ_SECONDS="${ZERO_FUZZ_SECONDS:-20}" >/dev/null
cmake --build out/asan -j"$jobs"
echo "== tests under ASan + UBSan"
ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1} UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  run_suite out/asan

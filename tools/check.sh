#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, then builds and tests twice: a warnings-as-errors build with g++, made
# with the Debian package's flags so that the package is cut from it (tools/package.sh), that runs
# every test but most GUI tests (see gcc_selection) and the package's own test
# (tools/package-test.sh), and an AddressSanitizer +
# UndefinedBehaviorSanitizer build with clang-14 that
# runs the tests where the sanitizers can find something the g++ run cannot (see sanitized_tests
# below) and each libFuzzer target briefly. GUI tests need a display, so ctest runs under xvfb-run.
#
# Every stage runs even when an earlier one failed (a stage whose build failed runs no tests), so one
# failure does not hide the others; the summary at the end lists each stage's time and result, and
# the exit status is non-zero when any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh || exit 1
# Both builds run from one fixed path, a link to this tree: the compiler cache keys a file by the
# paths inside what it compiles (a unity build's batch names its files by their absolute paths), so
# a fresh clone elsewhere would miss the whole cache; through the link every clone shares it. Two
# runs of this script at once from two clones would fight over the link: run one at a time.
stable=${ZERO_CHECK_LINK:-/var/tmp/zero-check}
ln -sfn "$(pwd -P)" "$stable" && cd "$stable" || exit 1
# A build folder made from another path would refuse the link's path: made afresh.
for dir in out/check out/asan; do
  home=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$dir/CMakeCache.txt" 2>/dev/null)
  [[ -z $home || $home == "$PWD" ]] || rm -rf "$dir"
done

jobs=$(nproc)
# Loopback only: LAN discovery probes go to these addresses and nowhere else.
export ZERO_DISCOVERY_ADDRS=127.255.255.255
# No sound card on CI machines: OpenAL plays into nothing.
export ALSOFT_DRIVERS=null
# Compiler cache, when the machine has one: free on a second run of the same tree, or of another
# clone (through the link above). Its folder is the user's (tests get a scratch home below).
launcher=()
if command -v ccache >/dev/null; then
  export CCACHE_DIR=${CCACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ccache}
  export CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=1
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
# Tests write saves and settings into a scratch home, never the user's.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME=$scratch/data XDG_CONFIG_HOME=$scratch/config XDG_STATE_HOME=$scratch/state HOME=$scratch/home
mkdir -p "$HOME"

# What the ASan + UBSan build runs: everything but the whole-match GUI runs below, whose code the
# sanitized suite already runs another way. A match through a window spends minutes in Mesa's
# software rasteriser, which the sanitizers do not see into. Kept: the autoplay match (the table
# screen, every event's animation, reveal and podium) and the LAN table with two players at the
# screen (lobby, LAN feed, hand-off, synthetic input). Left to the g++ run: the couch match (the
# same hand-off and input, over the local feed that the game tests run sanitized), the resume
# match (load_save and replay, sanitized in the saves tests) and the keyboard-only LAN match (the
# picker's keys, sanitized in the picker tests) and Solèr's couch match (its table scene, hand-off
# and synthetic input run sanitized in Solèr's autoplay match, which has a person at the table too;
# the couch match adds a second person and a whole match of the software rasteriser), and
# Solèr's kill-and-resume match (three whole matches; its save and replay run sanitized in the saves
# tests, as Knizia's do); and Zero Hero's couch and kill-and-resume matches, for the same reasons as
# Solèr's.
# Also left to the g++ run: the tables of the three games in French and Japanese (six whole
# matches for text that overflows): the catalogues' loading, lookups and plurals run sanitized in
# the game's catalogue tests and the menu screens in both languages, and the same tables run
# sanitized in English above; the sanitized runs would add 90 s of the software rasteriser. The same
# for the LAN screens in French and Japanese (the LAN GUI tests run those screens sanitized), and
# the Resume list in French and Japanese (38 s sanitized: the list's code runs sanitized in the
# English Resume tests, the dates and numbers of both languages in the strings tests).
# Also left to the g++ run: the tests of playing strength (Hard and Medium against other bots over
# tens of matches): their code is the bots' moves, which the sanitized property and bot tests run
# through every path, and their count is for statistics, which the sanitizers add nothing to. The
# same for the statistics of Hard's opponent family (its weights leaning to a seat's style over
# three matches of deal chains, 34 s sanitized): the family's code runs sanitized in its other tests.
# Also left to the g++ run: the LAN tables of Solèr's ZERO and Zero Hero killed mid-match and opened
# again from their autosave (67 s sanitized): Knizia's LAN table does the same sanitized, over the
# same lobby and rejoin code, and the two games' saves load sanitized in the saves tests; and the
# idle LAN lobby and podium (30 s sanitized), whose drawing gate is tested sanitized on a virtual
# clock and whose screens are drawn sanitized in the LAN and autoplay tests.
# Also left to the g++ run: the couch matches of the three games in French and Japanese, measured
# for overflowing text at every frame (about a minute of a core a language): their strings are
# looked up sanitized in the strings tests and their tables drawn sanitized in English.
# Also left to the g++ run: the whole matches of Solèr's ZERO and Zero Hero that the sanitized run
# already plays for Knizia's Zero over the same shell (about 850 s of the sanitized run's 3,200
# test-seconds, most of it Mesa's software rasteriser, which the sanitizers do not look into): a
# record replayed by itself to its podium, an autoplay match writing its pictures, a LAN table with
# a bot client, the hint asked at every decision (Zero Hero's stays sanitized), and a LAN table
# offering the hint as its host allows. Each game's own table scene still runs sanitized in its
# tutorial, and its replay, save and wire code in the property, conformance and net tests.
# Also left to the g++ run, to keep the command within its 15 minutes (about 550 of the sanitized
# run's 3,050 test-seconds): High Card's tables (the test game's autoplay, couch, resume, replay,
# hint, French and Japanese and LAN tables: the same shell the three games' tables run sanitized,
# and its rules, saves and wire sanitized in the conformance suite); Knizia's record replayed by
# itself (its replay runs sanitized in the replay cursor and History tests); the rejoin through Join
# game (the rejoin runs sanitized in the net tests that kill a host or cut a client off); the idle
# menus (their gate tested on a virtual clock); the table announced in Join game (discovery runs
# sanitized in the net tests); History's analysis of a seat and Zero Hero's replay analysis
# (Knizia's and Solèr's run sanitized); Zero Hero's hint at every decision (the hint is sanitized in
# the bots tests); and the three statistical comparisons of a random player with Hard.
# Not left out but shorter sanitized: the tutorials are learnt in English only there (all three
# languages in the g++ run), as the menu screens are drawn at one window size: the French and
# Japanese runs take the English run's code paths with other strings, whose catalogues load and
# are looked up sanitized in the strings and menu tests (tests/game/tutorial_gui_test.cpp).
sanitized_exclude='^(game: ?(the tables of the three games in French and Japanese|a LAN table in French and Japanese|the Resume list in French and Japanese|a LAN table is played with the keyboard alone|a match autosaved part-way|couch play: no frame|a couch match of (Soler|Zero Hero)|a (Soler|Zero Hero) match killed with SIGKILL|a LAN table of (Soler.s ZERO|Zero Hero) killed mid-match|the LAN lobby waiting for a player, and the podium once still|couch matches of the three games in (French|Japanese)|a record of (Soler.s ZERO|Zero Hero) replays by itself|an autoplay match of (Soler.s ZERO|Zero Hero) writes its pictures|a LAN table of (Soler.s ZERO: a Knizia client|Zero Hero: two players)|a person asks for the hint at every decision of a match of Soler.s ZERO|a LAN table offers the hint only when its host allows|a person asks for the hint at every decision of a match of Zero Hero|(a|an) [^:]*High Card|High Card.s table in French and Japanese|a record of Knizia.s Zero replays by itself|a game killed at a LAN table and started again rejoins its seat through Join game|every menu screen left alone is drawn less than once a second|a table hosted with --announce is listed in Join game|History: a match opened on the analysis of a seat the player chooses|the replay.s analysis of a seat of Zero Hero)|(hero|soler): ?(Hard: wins|Bots: Medium (beats|and Easy win))|bots: ?the family.s weights from a seat.s view|bots: ?(knizia|soler|hero): a random player loses clearly more per decision than Hard)'

# The g++ run leaves out the GUI tests (label gui) that the sanitized run runs in full: a window's
# test spends its time in Mesa's software rasteriser and in waiting, the same under either build,
# and running each twice was a third of the command's time. The g++ run keeps every other test, the
# GUI tests left out of the sanitized run above, and those the sanitized run shortens (below); the
# package's own test plays a match with the g++ binaries on a virtual display.
sanitized_shortened='^game: ?(the tutorial of .* in every language|every menu screen in French and Japanese|a game that crashes writes)'
# Writes the numbers of the g++ run's tests in ctest's -I form into $2 (the build folder is $1).
# The tests of build folder $1 as "NUMBER NAME" lines (further arguments go to ctest -N). Both
# runs choose their tests by grep and hand them to ctest by number: ctest's own regular
# expressions stop compiling past a length (CMake's engine), and a -E it cannot compile
# excludes nothing.
listed_tests() {
  ctest --test-dir "$1" -N "${@:2}" | sed -n 's/^ *Test *#\([0-9]*\): \(.*\)$/\1 \2/p'
}
# The test numbers on stdin written in ctest's -I form into $1; false when there are none.
as_selection() {
  paste -sd, | sed 's/^/0,0,0,/' >"$1"
  grep -q '^0,0,0,[0-9]' "$1"
}
gcc_selection() {
  local dir=$1 file=$2 gui
  gui=$(listed_tests "$dir" -L gui | grep -Ev "^[0-9]+ (${sanitized_exclude#^}|${sanitized_shortened#^})" |
    cut -d' ' -f1)
  listed_tests "$dir" | cut -d' ' -f1 | grep -vxF -f <(printf '%s\n' $gui) | as_selection "$file"
}

summary=()
failed=0
stage() {
  local name=$1
  shift
  local start=$SECONDS
  echo "== $name"
  local result=ok
  if ! "$@"; then
    result=FAILED
    failed=1
  fi
  summary+=("$(printf '%-44s %5d s  %s' "$name" $((SECONDS - start)) "$result")")
  [[ $result == ok ]]
}

# -noreset: by default Xvfb resets itself whenever its last client leaves, and a window opening
# during the reset is refused ("Failed to open X11 display"). Between two GUI tests the shared
# display often has no client, and on a busy machine the reset lasts long enough to be hit: 15-32
# of 450 connections failed that way in a loop of short clients, none with -noreset.
run_suite() {
  local dir=$1 parallel=$2
  shift 2
  xvfb-run -a -s "-screen 0 1920x1080x24 -noreset" ctest --test-dir "$dir" -j"$parallel" --output-on-failure --timeout 900 "$@"
}

# The g++ build is the package's build (Release, Debian's hardening flags, no -g) with every target:
# the tests run on the binaries the package ships, and the package costs no second compile.
# Both builds are unity builds: each target's files compiled a batch at a time, which halves the
# compile time from a cold cache (the headers of the standard library, Catch2, SFML and cereal are
# read once a batch instead of once a file). The files that must compile alone are listed at the end
# of CMakeLists.txt.
build_gcc() {
  bash tools/package.sh --build-dir out/check --everything -- -DZERO_WERROR=ON -DZERO_BENCH=ON -DCMAKE_UNITY_BUILD=ON \
    "${launcher[@]}"
}
# Line tables are all a sanitizer's report needs (file and line of every frame); full debug
# information would cost a sixth more compile time (measured on the tree's own files). LLVM's linker:
# with the compiler cache warm, linking is most of this build.
build_asan() {
  CC=clang-14 CXX=clang++-14 cmake -S "$PWD" -B "$PWD/out/asan" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DZERO_WERROR=ON \
    -DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld -DCMAKE_SHARED_LINKER_FLAGS=-fuse-ld=lld \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -gline-tables-only -DNDEBUG" \
    -DZERO_SANITIZE=ON -DZERO_FUZZ=ON -DZERO_TEST_GAMES=ON -DZERO_BENCH=OFF -DZERO_FUZZ_SECONDS="${ZERO_FUZZ_SECONDS:-5}" -DCMAKE_UNITY_BUILD=ON \
    "${launcher[@]}" >/dev/null && cmake --build out/asan -j"$jobs"
}
# Two tests a core: much of this suite waits rather than computes (LAN tables play in real time,
# the relay tests delay packets, a resumed table waits for its kept seat's token), and with nothing
# else on the machine here a test a core left a quarter of it idle (on a 2-core machine: 329 s at
# -j2, 243 s at -j3, 195 s at -j4, every test passing).
sanitized_selection() {
  listed_tests "$1" | grep -Ev "^[0-9]+ ${sanitized_exclude#^}" | cut -d' ' -f1 | as_selection "$2"
}
sanitized_suite() {
  sanitized_selection out/asan "$scratch/asan-tests" || return 1
  ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1} UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    run_suite out/asan $((jobs * 2)) -I "$scratch/asan-tests"
}

# A stage beside the next one: the g++ tests run while the sanitizer build compiles. Much of the
# GUI tests' time is spent waiting (LAN tables play in real time, windows wait on the display), and
# the compiler fills it; the tests must pass on a busy machine anyway. The stage's output is shown
# when it ends, whole.
background_stage() {
  bg_name=$1
  shift
  bg_start=$SECONDS
  echo "== $bg_name (beside the next stages; its output follows when it ends)"
  (
    "$@" >"$scratch/background.log" 2>&1
    status=$?
    echo $SECONDS >"$scratch/background.end"
    exit $status
  ) &
  bg_pid=$!
}
finish_background() {
  local result=ok
  wait "$bg_pid" || { result=FAILED; failed=1; }
  echo "== $bg_name"
  cat "$scratch/background.log"
  local end
  end=$(cat "$scratch/background.end" 2>/dev/null || echo $SECONDS)
  summary+=("$(printf '%-44s %5d s  %s' "$bg_name (beside the others)" $((end - bg_start)) "$result")")
}

gcc_built=0
stage "build (g++, warnings as errors; the package)" build_gcc && gcc_built=1
# Two tests a core, as in the sanitized run below (much of a GUI test is waiting); the sanitizer
# build beside them takes whatever the tests leave.
gcc_tests=()
((gcc_built)) && gcc_selection out/check "$scratch/gcc-tests" && gcc_tests=(-I "$scratch/gcc-tests")
((gcc_built)) && background_stage "tests (g++)" run_suite out/check $((jobs * 2)) "${gcc_tests[@]}"
asan_built=0
stage "build (clang-14, ASan + UBSan, fuzzers)" build_asan && asan_built=1
# The sanitized suite starts as soon as its build is done, beside whatever is left of the g++
# tests: with the sanitizer build taken from the compiler cache the g++ tests are still running,
# and both suites spend much of their time waiting (real-time LAN play, windows on the display).
((asan_built)) && stage "tests and fuzzers under ASan + UBSan" sanitized_suite
if ((gcc_built)); then
  finish_background
  stage "the Debian package: unpack, run, validate, lintian" bash tools/package-test.sh --no-build
fi

echo
echo "== summary"
printf '%s\n' "${summary[@]}"
if ((failed)); then
  echo "== some stages FAILED (see above)"
  exit 1
fi
echo "== every stage passed"

#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package for players: a Release build of zero and zero-cli (with Debian's
# hardening flags), their manual pages, and out/package/zero_VERSION_ARCH.deb.
# Install it with `sudo apt install ./out/package/zero_*.deb`, remove it with `sudo apt remove zero`.
#
#   bash tools/package.sh                                   # the package alone (out/package-build)
#   bash tools/package.sh --build-dir DIR --everything -- -DOPTION=...
#
# The second form is the test command's: it builds every target (the tests too) in DIR with the
# package's flags, plus the CMake options after --, so the tests run on the very binaries the
# package ships and nothing is compiled twice.
set -euo pipefail
cd "$(dirname "$0")/.."

build=out/package-build
targets=(--target zero zero-cli zero_man)
test_games=()
extra=()
while (($# > 0)); do
  case $1 in
    --build-dir) build=$2; shift 2 ;;
    # The tests too, and the test build's own games (tests/games) beside the real ones.
    --everything) targets=(); test_games=(-DZERO_TEST_GAMES=ON); shift ;;
    --) shift; extra=("$@"); break ;;
    *) echo "usage: $0 [--build-dir DIR] [--everything] [-- CMAKE_OPTION ...]" >&2; exit 2 ;;
  esac
done
bash tools/setup.sh
# Paths as this shell sees them (a link's, when run through one; see tools/check.sh), not resolved.
[[ $build == /* ]] || build=$PWD/$build

# The flags every Debian package is built with: stack protector, _FORTIFY_SOURCE, full RELRO.
# Less -g: the package's binaries are stripped, and debug information is a quarter of the compile
# time (measured on the tree's own files).
export DEB_BUILD_MAINT_OPTIONS=hardening=+all DEB_CXXFLAGS_MAINT_STRIP=-g
CXXFLAGS="$(dpkg-buildflags --get CXXFLAGS) $(dpkg-buildflags --get CPPFLAGS)"
# Debian maps the build folder out of file names (-ffile-prefix-map=DIR=.), naming the folder as
# resolved. The compiler sees our sources through $PWD, which may be a link (tools/check.sh), and
# the compiler cache counts the flag: with the resolved path every new clone missed the whole cache.
CXXFLAGS=${CXXFLAGS//-ffile-prefix-map=$(pwd -P)=./-ffile-prefix-map=$PWD=.}
LDFLAGS="$(dpkg-buildflags --get LDFLAGS)"
export CXXFLAGS LDFLAGS
# The optimisation level is Debian's (-O2, in CXXFLAGS), as in every Debian package: Release adds
# only NDEBUG, not CMake's -O3. Debian puts games' programs in /usr/games (lintian checks it); the
# rest goes to /usr/share as usual.
# The flags go in explicitly: CMake reads CXXFLAGS and LDFLAGS from the environment only when it
# first configures a build folder, and an older folder would keep its old flags silently.
cmake -S "$PWD" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE=-DNDEBUG -DZERO_BENCH=OFF \
  -DCMAKE_CXX_FLAGS="$CXXFLAGS" -DCMAKE_EXE_LINKER_FLAGS="$LDFLAGS" -DCMAKE_INSTALL_PREFIX=/usr \
  -DCMAKE_INSTALL_BINDIR=games -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON "${test_games[@]}" "${extra[@]}" >/dev/null
cmake --build "$build" -j"$(nproc)" "${targets[@]}"
rm -rf out/package
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$PWD/out/package" >/dev/null
rm -rf out/package/_CPack_Packages
ls out/package/zero_*.deb

#!/usr/bin/env bash
# Builds the Debian package for players: a Release build of zero and zero-cli (with Debian's
# hardening flags), their manual pages, and out/package/zero_VERSION_ARCH.deb.
# Install it with `sudo apt install ./out/package/zero_*.deb`, remove it with `sudo apt remove zero`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh

build=out/package-build
# The flags every Debian package is built with: stack protector, _FORTIFY_SOURCE, full RELRO.
# Less -g: the package's binaries are stripped, and debug information is a good part of the
# compile time.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all DEB_CXXFLAGS_MAINT_STRIP=-g
CXXFLAGS="$(dpkg-buildflags --get CXXFLAGS) $(dpkg-buildflags --get CPPFLAGS)"
LDFLAGS="$(dpkg-buildflags --get LDFLAGS)"
export CXXFLAGS LDFLAGS
# Debian puts games' programs in /usr/games (lintian checks it); the rest goes to /usr/share as usual.
# Only the two programs and their pages are built: packaging does not wait for the tests.
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DZERO_BENCH=OFF -DCMAKE_INSTALL_PREFIX=/usr \
  -DCMAKE_INSTALL_BINDIR=games -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON >/dev/null
cmake --build "$build" -j"$(nproc)" --target zero zero-cli zero_man
rm -rf out/package
(cd "$build" && cpack -G DEB -B "$PWD/../package" >/dev/null)
rm -rf out/package/_CPack_Packages
ls out/package/zero_*.deb

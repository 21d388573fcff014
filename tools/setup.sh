#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages Zero needs, and only those that are missing.
set -euo pipefail

packages=(
  git cmake g++ pkg-config make          # the build
  ccache                                 # compiler cache: a second build of the same tree is free
  clang-14 libclang-rt-14-dev            # the sanitizer build and the libFuzzer targets
  lld-14                                 # links the sanitizer build's many test programs quickly
  libsfml-dev                            # window, graphics and sound of the table
  libenet-dev                            # LAN play
  libstrophe-dev                         # the online lobby's XMPP client (TLS, SASL, rooms)
  libssl-dev                             # TURN message integrity (HMAC-SHA1) for the relay
  prosody coturn                         # the lobby's server and STUN/TURN (tools/lobby-server.sh, its tests)
  nftables                               # home routers in network namespaces (the NAT traversal tests)
  libcereal-dev rapidjson-dev            # saves, settings, the match record's JSON
  libsqlite3-dev                         # the match history's index
  libcli11-dev                           # zero-cli's command line
  libtweeny-dev                          # the table's animations
  catch2                                 # tests
  libbenchmark-dev                       # bench/
  xvfb xauth libgl1-mesa-dri             # the GUI tests, on a machine without a display
  fonts-dejavu-core                      # the table's type face (English, French)
  fonts-vlgothic                         # the type face of the Japanese text
  libboost-locale-dev                    # reading the gettext catalogues of the game's languages
  gettext                                # msgfmt: compiling the catalogues at build time
  help2man                               # the manual pages, written from the programs' --help
  dpkg-dev                               # the package's library dependencies (dpkg-shlibdeps), build flags
  desktop-file-utils appstream           # validating the menu entry and the AppStream metadata
  lintian                                # checking the .deb the way Debian checks packages
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]} == 0)); then
  exit 0
fi

sudo=()
if [[ $(id -u) -ne 0 ]]; then
  sudo=(sudo)
fi
echo "Installing: ${missing[*]}"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}"

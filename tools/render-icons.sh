#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders assets/icons/zero.svg into the PNG sizes the package installs. The PNGs are committed,
# so building needs no SVG renderer; run this after changing the SVG (needs librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/../assets/icons"
for size in 48 64 128 256; do
  rsvg-convert -w "$size" -h "$size" zero.svg -o "zero-$size.png"
done

#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Keeps the tests' times of the last full run of tools/check.sh in tests/costs/, from which a fresh
# clone's run orders its tests, longest first. Run it after a full run whose tests have changed.
set -euo pipefail
cd "$(dirname "$0")/.."
for dir in out/check out/asan; do
  data=$dir/Testing/Temporary/CTestCostData.txt
  [[ -f $data ]] || { echo "test-costs: no $data (run tools/check.sh first)" >&2; exit 1; }
  # The run's count and time of each test, up to the "---" line: the list of failed tests after it stays behind.
  sed '/^---$/q' "$data" >"tests/costs/$(basename "$dir").txt"
done
echo "test-costs: tests/costs/ holds the times of the last run"

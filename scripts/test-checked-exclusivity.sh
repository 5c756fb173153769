#!/usr/bin/env bash
# Runs the Swift tests with every `@exclusivity(unchecked)` property checked
# again (the TANDEM_CHECKED_EXCLUSIVITY condition): an overlapping access
# that the speed trick would let through stops the test run with the
# runtime's "Simultaneous accesses" report. Builds in a scratch path of its
# own, so the usual build is not rebuilt; that build's log, too, must hold
# no warning (scripts/check-warnings.sh). Arguments go to `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
export TANDEM_QUIET=1
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift test --scratch-path .build/checked-exclusivity -Xswiftc -DTANDEM_CHECKED_EXCLUSIVITY "$@" 2>&1 | tee "$log"
scripts/check-warnings.sh "$log"

#!/usr/bin/env bash
# Installs what is missing, then runs the whole test suite: the module
# layering check, the UI test in a real window (under an Xvfb it starts), and
# the Swift tests (Swift Testing and XCTest, headless).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
scripts/check-layering.sh
scripts/ui-test.sh
export TANDEM_QUIET=1   # diagnostics are asserted by the tests, not printed
swift test "$@"

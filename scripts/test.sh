#!/usr/bin/env bash
# Installs what is missing, then runs the whole test suite: the format
# check (scripts/lint.sh), the module layering check, one build of
# everything whose log must hold no warning (scripts/check-warnings.sh), the
# documentation (scripts/docs.sh: DocC fails on a broken symbol link), the UI
# test in a real window (under an Xvfb it starts), and the Swift tests (Swift
# Testing and XCTest, headless). The documentation, the UI test and the Swift
# tests run on that build; none costs a build of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
scripts/lint.sh
scripts/check-layering.sh
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
swift build --build-tests 2>&1 | tee "$build_log"
scripts/check-warnings.sh "$build_log"
scripts/docs.sh
scripts/ui-test.sh
export TANDEM_QUIET=1   # diagnostics are asserted by the tests, not printed
swift test "$@"

#!/usr/bin/env bash
# Installs what is missing, then runs the whole test suite (Swift Testing, headless).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
export TANDEM_QUIET=1   # diagnostics are asserted by the tests, not printed
swift test "$@"

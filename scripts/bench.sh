#!/usr/bin/env bash
# Runs benchmark suites in release mode: scripts/bench.sh graphics (or all).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
swift build -c release --product tandem-bench
.build/release/tandem-bench "${@:-all}"

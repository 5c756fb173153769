#!/usr/bin/env bash
# Runs the tests that exercise lifetimes and threads under AddressSanitizer
# and ThreadSanitizer: deep trees (stack segments), objects let go of on
# background queues (Swift 5 mode), the randomized graph check, state
# written from other threads, Combine's schedulers and subjects. Each
# sanitizer builds in a scratch path of its own (about five minutes each on
# two cores). Arguments replace the filter:
# scripts/sanitizers.sh 'SomeSuite|OtherSuite'.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
filter=${1:-'DeepTreeTests|BackgroundReleaseTests|IncrementalEqualsFreshTests|DiagnosticsTests|SemanticsTests'}
export TANDEM_QUIET=1
# Leaks are not what this run is for: fontconfig and Pango keep their caches
# to the end of the process, which LeakSanitizer reports.
export ASAN_OPTIONS=detect_leaks=0
export TSAN_OPTIONS=halt_on_error=1
for sanitizer in address thread; do
    echo "sanitizers: $sanitizer" >&2
    swift build --build-tests --sanitize="$sanitizer" --scratch-path ".build/$sanitizer"
    swift test --skip-build --sanitize="$sanitizer" --scratch-path ".build/$sanitizer" --filter "$filter"
done

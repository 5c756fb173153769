#!/usr/bin/env bash
# Runs the whole Swift test suite — Graphics, Reactive, Solver, UIKit (Swift 6
# and Swift 5 targets), SwiftUI and TandemTesting, headless — under
# AddressSanitizer and then ThreadSanitizer. Each sanitizer builds everything
# in a scratch path of its own (.build/address, .build/thread), so the
# ordinary build is left as it is.
#
#   scripts/sanitizers.sh                      # both sanitizers, every test
#   scripts/sanitizers.sh 'SomeSuite|Other'    # both, the tests the filter selects
#   TANDEM_SANITIZERS=thread scripts/sanitizers.sh
#
# Fails on any sanitizer report: AddressSanitizer stops the test process at
# the first one; ThreadSanitizer lets the run go on and report every race,
# then ends the process with status 66, which fails `swift test`.
#
# Time on two cores (see README, "Sanitizers"): each sanitizer's build takes
# about as long as an ordinary build, and the suite runs several times slower
# than unsanitized, ThreadSanitizer most (CI runs AddressSanitizer only, from
# .ci/run, to stay within thirty minutes; run ThreadSanitizer by hand).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
filter_args=()
if (($#)); then filter_args=(--filter "$1"); fi
export TANDEM_QUIET=1
# Leaks are not what this run is for: fontconfig and Pango keep their caches
# to the end of the process, which LeakSanitizer reports.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=0}
for sanitizer in ${TANDEM_SANITIZERS:-address thread}; do
    echo "sanitizers: $sanitizer" >&2
    started=$SECONDS
    swift build --build-tests --sanitize="$sanitizer" --scratch-path ".build/$sanitizer"
    built=$SECONDS
    swift test --skip-build --sanitize="$sanitizer" --scratch-path ".build/$sanitizer" "${filter_args[@]}"
    echo "sanitizers: $sanitizer clean (build $((built - started)) s, tests $((SECONDS - built)) s)" >&2
done

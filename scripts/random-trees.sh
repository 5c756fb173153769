#!/usr/bin/env bash
# Runs the randomized "incremental equals fresh" check of TandemSwiftUI's
# graph over many seeded cases (10,000 by default; CI runs 200 in the test
# suite). Each case builds a random view tree, changes it eight times, and
# after every change compares the incremental UIKit tree, frames and (every
# tenth case) pixels with a fresh build of the same state, and checks the
# representables' lifecycle. Mismatches are reported with their seed and
# step; re-run one with TANDEM_RANDOM_TREE_FIRST=<seed> TANDEM_RANDOM_TREE_CASES=1.
#
#   scripts/random-trees.sh            # 10,000 cases from seed 1
#   scripts/random-trees.sh 2000 5001  # 2,000 cases from seed 5001
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
export TANDEM_QUIET=1
export TANDEM_RANDOM_TREE_CASES="${1:-10000}"
export TANDEM_RANDOM_TREE_FIRST="${2:-1}"
swift test --filter IncrementalEqualsFreshTests

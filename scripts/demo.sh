#!/usr/bin/env bash
# Installs what is missing, then runs the Tandem demo. For now the demo
# renders the TandemGraphics showcase to PNG files and prints their folder.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
swift build --product tandem-demo
.build/debug/tandem-demo "${1:-tandem-demo-output}"

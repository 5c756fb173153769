#!/usr/bin/env bash
# Installs what is missing, then runs the Tandem demo: with a display server,
# the controls screen in a window (close it to quit; TANDEM_DEMO_SCREEN=seeds
# opens the chooser of the seed programs in Examples/); without one (or with
# TANDEM_DISPLAY=headless), PNG files of the demo screens, whose folder it prints.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
swift build --product tandem-demo
.build/debug/tandem-demo "${1:-tandem-demo-output}"

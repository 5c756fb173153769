#!/usr/bin/env bash
# Runs benchmark suites in release mode: scripts/bench.sh graphics (or all).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
swift build -c release --product tandem-bench

# The GTK 4 side of `uikit`'s side-by-side case: a C program, built here so
# that building Tandem never needs GTK. Installs libgtk-4-dev and xvfb when
# missing (as root), and says so; the case is skipped when they cannot be had.
# `present` needs only xvfb.
case " ${*:-all} " in
*" uikit "*|*" present "*|*" all "*)
    missing=()
    case " ${*:-all} " in *" uikit "*|*" all "*) pkg-config --exists gtk4 2>/dev/null || missing+=(libgtk-4-dev) ;; esac
    command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
    if [ ${#missing[@]} -gt 0 ] && [ "$(id -u)" -eq 0 ]; then
        echo "bench: installing ${missing[*]} for the GTK side-by-side and present cases" >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >&2 \
            || { apt-get update -q >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >&2; } \
            || echo "bench: could not install ${missing[*]}; the GTK case will be skipped" >&2
    fi
    if pkg-config --exists gtk4 2>/dev/null; then
        # shellcheck disable=SC2046
        cc -O2 -o .build/gtk_labels Benchmarks/gtk_labels.c $(pkg-config --cflags --libs gtk4) \
            && export TANDEM_GTK_BENCH="$PWD/.build/gtk_labels"
    fi
    ;;
esac

.build/release/tandem-bench "${@:-all}"

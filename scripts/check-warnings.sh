#!/usr/bin/env bash
# Fails when a build log holds a warning: the compiler's, in the package's
# own files (`path:line:column: warning:`, and those in a macro's
# expansion), or SwiftPM's own (a line that starts `warning:`, as its
# "prohibited flag(s)" for pkg-config's flags did). The warnings kept on
# purpose are listed, with why, in scripts/known-warnings.txt.
#
#   scripts/check-warnings.sh build.log
#
# The compiler prints a file's warnings when it compiles the file: on an
# incremental build the log holds those of the files compiled again (so a
# new warning is always seen, an old one in an unchanged file is not); a
# clean build, as CI's, holds them all. scripts/test.sh checks the log of
# the build the tests then run on, so the check costs no build of its own.
set -euo pipefail
log=${1:?usage: scripts/check-warnings.sh BUILD_LOG}
root=$(cd "$(dirname "$0")/.." && pwd)
known="$root/scripts/known-warnings.txt"

# One line per warning, paths relative to the package, each once (a
# warning in a file compiled twice, or in a macro, is printed again).
warnings=$(grep -E '^(/[^ ]*:[0-9]+:[0-9]+: |macro expansion [^:]*:[0-9]+:[0-9]+: )?warning: ' "$log" \
    | sed "s|^$root/||" | sort -u || true)
# The known ones: each non-comment line of the list is an extended regular
# expression, matched against those lines.
patterns=$(grep -v -E '^(#|[[:space:]]*$)' "$known" || true)
if [ -n "$patterns" ] && [ -n "$warnings" ]; then
    warnings=$(grep -v -E -f <(printf '%s\n' "$patterns") <<<"$warnings" || true)
fi

if [ -n "$warnings" ]; then
    count=$(wc -l <<<"$warnings")
    echo "check-warnings: $count warning(s) in the build; fix them (or, when one cannot be fixed, say why at the site and in scripts/known-warnings.txt):" >&2
    printf '%s\n' "$warnings" >&2
    exit 1
fi
echo "check-warnings: no warnings" >&2

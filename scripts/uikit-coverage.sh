#!/usr/bin/env bash
# Counts how many of the major iOS 13 UIKit and QuartzCore types listed in
# scripts/uikit-coverage-types.txt Tandem declares, and lists the missing.
#
#   scripts/uikit-coverage.sh            # the count and the missing types
#   scripts/uikit-coverage.sh --count    # the count alone ("N of 219")
#
# A type counts when a Swift file under Sources/ declares it — `class`,
# `struct`, `enum`, `protocol`, `actor` or `typealias` with its name (for a
# nested name such as UIImage.SymbolConfiguration, the last part) — and
# `import UIKit` reaches it (UIKit and QuartzCore re-export TandemUIKit, so
# any declaration in TandemUIKit, TandemGraphics or those modules counts).
# The check reads source text only: it needs no build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
list="$root/scripts/uikit-coverage-types.txt"
dirs=("$root/Sources/TandemUIKit" "$root/Sources/TandemGraphics" "$root/Sources/UIKit" "$root/Sources/QuartzCore" "$root/Sources/CoreGraphics")

declared=$(mktemp)
trap 'rm -f "$declared"' EXIT
# Every declared type name, one a line (comment lines are skipped).
grep -rhE '\b(class|struct|enum|protocol|actor|typealias)[[:space:]]+[A-Za-z_][A-Za-z0-9_]*' --include='*.swift' "${dirs[@]}" \
    | grep -vE '^[[:space:]]*//' \
    | grep -oE '\b(class|struct|enum|protocol|actor|typealias)[[:space:]]+[A-Za-z_][A-Za-z0-9_]*' \
    | awk '{print $2}' | sort -u > "$declared"

total=0
found=0
missing=()
while IFS= read -r line; do
    name=${line%%#*}
    name=${name//[[:space:]]/}
    [[ -z "$name" ]] && continue
    total=$((total + 1))
    if grep -qxF "${name##*.}" "$declared"; then
        found=$((found + 1))
    else
        missing+=("$name")
    fi
done < "$list"

if [[ "${1:-}" == "--count" ]]; then
    echo "$found of $total"
    exit 0
fi
echo "Tandem declares $found of the $total major iOS 13 UIKit and QuartzCore types."
if ((${#missing[@]})); then
    echo "Missing (${#missing[@]}):"
    printf '  %s\n' "${missing[@]}"
fi

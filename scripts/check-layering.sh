#!/usr/bin/env bash
# Fails when a module imports a Tandem module above it in DESIGN.md's order
# (arrows point at what a module may import; nothing imports upward).
set -euo pipefail
cd "$(dirname "$0")/.."

# module: the Tandem modules it may import.
declare -A allowed=(
    [TandemSupport]="CTandemStack"
    [TandemReactive]="TandemSupport"
    [TandemSolver]="TandemSupport"
    [TandemGraphics]="TandemSupport CPangoCairo"
    [TandemUIKit]="TandemSupport TandemGraphics TandemSolver CPangoCairo CSDL2"
    [TandemSwiftUI]="TandemSupport TandemGraphics TandemSolver TandemReactive TandemUIKit"
    [TandemTesting]="TandemSupport TandemGraphics TandemSolver TandemReactive TandemUIKit TandemSwiftUI"
    [CoreGraphics]="TandemGraphics _Testing_CoreGraphics"
    [Combine]="TandemReactive"
    [UIKit]="TandemUIKit CoreGraphics _Testing_UIKit"
    [QuartzCore]="TandemUIKit CoreGraphics"
    [SwiftUI]="TandemSwiftUI UIKit Combine CoreGraphics _Testing_SwiftUI"
    [_Testing_CoreGraphics]=""
    [_Testing_UIKit]=""
    [_Testing_SwiftUI]=""
)

# Every module the package defines (a folder of Sources/), which is what the check is about.
tandem_modules=" $(ls Sources | tr '\n' ' ') "

status=0
for dir in Sources/*/; do
    module=$(basename "$dir")
    # Executables may import anything; C modules import nothing of ours.
    case "$module" in tandem-*) continue ;; esac
    [ -f "$dir/module.modulemap" ] && continue
    [ -d "$dir/include" ] && continue
    if [[ ! -v "allowed[$module]" ]]; then
        echo "check-layering: module $module has no place in the layering table of scripts/check-layering.sh" >&2
        status=1
        continue
    fi
    while IFS=: read -r file line text; do
        imported=$(sed -E 's/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+((struct|class|enum|protocol|typealias|func|let|var)[[:space:]]+)?([A-Za-z0-9_]+).*/\6/' <<<"$text")
        [[ "$tandem_modules" == *" $imported "* ]] || continue
        if [[ " ${allowed[$module]} " != *" $imported "* ]]; then
            echo "check-layering: $file:$line: $module imports $imported, which is not below it in DESIGN.md's order" >&2
            status=1
        fi
    done < <(grep -rnE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+' "$dir" --include='*.swift' || true)
done
[ $status -eq 0 ] && echo "check-layering: every module imports only modules below it"
exit $status

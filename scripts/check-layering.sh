#!/usr/bin/env bash
# Fails when a module imports a Tandem module above it in DESIGN.md's order
# (arrows point at what a module may import; nothing imports upward), or when
# the table below and Package.swift disagree.
#
# The targets and their dependencies are read from Package.swift itself
# (`swift package dump-package`), so the table cannot name a module the
# package does not define, a target cannot depend on a module the table does
# not allow, and a source file cannot import a module of the package that its
# target does not declare (SwiftPM lets a transitive dependency be imported).
set -euo pipefail
cd "$(dirname "$0")/.."

# module: the modules of the package it may import, bottom to top. Exactly the
# library targets under Sources/ that are not C modules; executables, tests and
# the seed examples are not part of the layering.
declare -A allowed=(
    [TandemSupport]="CTandemStack"
    [TandemReactive]="TandemSupport"
    [TandemSolver]="TandemSupport"
    [TandemGraphics]="TandemSupport CPangoCairo CTandemJPEG CPoppler"
    [TandemUIKit]="TandemSupport TandemGraphics TandemSolver CSDL2 CTandemATK CHunspell"
    [TandemSwiftUI]="TandemSupport TandemGraphics TandemReactive TandemUIKit"
    [TandemTesting]="TandemSupport TandemGraphics TandemUIKit TandemSwiftUI"
    [CoreGraphics]="TandemGraphics _Testing_CoreGraphics"
    [Combine]="TandemReactive"
    [UIKit]="TandemUIKit CoreGraphics _Testing_UIKit"
    [QuartzCore]="TandemUIKit CoreGraphics"
    [SwiftUI]="TandemSwiftUI UIKit Combine CoreGraphics _Testing_SwiftUI"
    [_Testing_CoreGraphics]=""
    [_Testing_UIKit]=""
    [_Testing_SwiftUI]=""
)

manifest=$(swift package dump-package)
# Every target of the package: "name type dependency..." per line.
targets=$(jq -r '.targets[] | [.name, .type, (.dependencies[] | (.byName // .target // .product)[0])] | join(" ")' <<<"$manifest")
declare -A declared=()
while read -r name type deps; do
    declared[$name]=" $deps "
done <<<"$targets"
package_modules=" ${!declared[*]} "

status=0
fail() {
    echo "check-layering: $*" >&2
    status=1
}

for module in "${!allowed[@]}"; do
    [[ -v "declared[$module]" ]] || fail "the table names $module, which Package.swift does not define"
    for below in ${allowed[$module]}; do
        [[ -v "declared[$below]" ]] || fail "the table lets $module import $below, which Package.swift does not define"
    done
done

while read -r module type deps; do
    # Executables and tests may import anything; C modules import nothing of ours;
    # only targets under Sources/ (not the seeds under Examples/ nor the tests'
    # support target) are layered.
    [ "$type" = regular ] && [ -d "Sources/$module" ] || continue
    [ -f "Sources/$module/module.modulemap" ] && continue
    [ -d "Sources/$module/include" ] && continue
    if [[ ! -v "allowed[$module]" ]]; then
        fail "module $module has no place in the layering table of scripts/check-layering.sh"
        continue
    fi
    for dep in $deps; do
        [[ " ${allowed[$module]} " == *" $dep "* ]] ||
            fail "Package.swift: $module depends on $dep, which is not below it in DESIGN.md's order"
    done
    while IFS=: read -r file line text; do
        imported=$(sed -E 's/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+((struct|class|enum|protocol|typealias|func|let|var)[[:space:]]+)?([A-Za-z0-9_]+).*/\6/' <<<"$text")
        [[ "$package_modules" == *" $imported "* ]] || continue
        if [[ " ${allowed[$module]} " != *" $imported "* ]]; then
            fail "$file:$line: $module imports $imported, which is not below it in DESIGN.md's order"
        elif [[ "${declared[$module]}" != *" $imported "* ]]; then
            fail "$file:$line: $module imports $imported, which its target in Package.swift does not depend on"
        fi
    done < <(grep -rnE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+' "Sources/$module" --include='*.swift' || true)
done <<<"$targets"
[ $status -eq 0 ] && echo "check-layering: every module imports only modules below it, as Package.swift declares"
exit $status

#!/usr/bin/env bash
# Builds the documentation: one DocC site per public module, with the
# toolchain's own `docc` (no package from outside), into .build/docs/<Module>,
# and an index page at .build/docs/index.html. Fails on a symbol link that
# does not resolve (``Symbol`` in a doc comment or an article) and on any
# other DocC warning.
#
# Symbol graphs come from the debug build (`swift package dump-symbol-graph`
# builds what is out of date in .build, then extracts them), so after
# `swift build` or the test command this costs no second build.
#
# The articles live in docs/ (readable on the repository's web page too) and
# are copied into a staging copy of each catalog: GettingStarted.md into
# every module's, docs/Compatibility.md split into each module's part, and
# the others into the modules they are about. Links between them become
# DocC links within a site and links to the other site across sites.
#
# DocC's static sites read their pages with fetch(), which browsers refuse
# from file:// URLs; serve the folder:
#   python3 -m http.server --directory .build/docs 8000   # then open http://localhost:8000/
set -euo pipefail
cd "$(dirname "$0")/.."

out=${TANDEM_DOCS_OUTPUT:-.build/docs}
work=.build/docs-work
# A site holds one module: a symbol link reaches only its own module's
# symbols (DocC's links into another archive, --dependency, resolve none of
# ours), so doc comments name another module's symbols as code (`UIView`).
modules=(TandemGraphics TandemReactive TandemSolver TandemUIKit TandemSwiftUI TandemTesting)
# The articles from docs/ each site carries besides GettingStarted and its
# part of Compatibility.
declare -A articles=(
    [TandemGraphics]="Fonts"
    [TandemReactive]=""
    [TandemSolver]=""
    [TandemUIKit]="Animation"
    [TandemSwiftUI]="Architecture Interop Animation"
    [TandemTesting]="Testing"
)
# The sections of docs/Compatibility.md about each module ("Everywhere" goes
# to all but the solver, which has no Apple counterpart).
declare -A compatibility=(
    [TandemGraphics]="CoreGraphics (TandemGraphics)|Text"
    [TandemReactive]="Combine (TandemReactive)"
    [TandemSolver]=""
    [TandemUIKit]="UIKit (TandemUIKit)|Accessibility"
    [TandemSwiftUI]="SwiftUI (TandemSwiftUI)|Accessibility|The seed examples (\`Examples/\`)"
    [TandemTesting]="TandemTesting (XCUITest)"
)
declare -A framework=(
    [TandemGraphics]="CoreGraphics" [TandemReactive]="Combine" [TandemUIKit]="UIKit"
    [TandemSwiftUI]="SwiftUI" [TandemTesting]="XCUITest"
)

lower() { tr '[:upper:]' '[:lower:]' <<<"$1"; }

# The name an article of docs/ has in a site: DocC drops an article whose
# name is a symbol's (TandemSwiftUI's Animation).
article_name() {
    case $1 in
    Animation) echo AnimationModel ;;
    *) echo "$1" ;;
    esac
}

# The site an article of docs/ lives in, for links from other sites.
home_of() {
    local name=$1 module
    for module in "${modules[@]}"; do
        if [[ " ${articles[$module]} " == *" $name "* ]]; then echo "$module"; return; fi
    done
    echo TandemUIKit   # GettingStarted and Compatibility are in every site
}

# Copies docs/<name>.md into a staging catalog, its links to other files of
# docs/ rewritten.
stage_article() {
    local module=$1 name=$2 source=$3 target=$4 sed_args=() other home
    for other in docs/*.md; do
        other=$(basename "$other" .md)
        if [[ $other == GettingStarted || $other == Compatibility || " ${articles[$module]} " == *" $other "* ]]; then
            sed_args+=(-e "s#](${other}\\.md)#](<doc:$(article_name "$other")>)#g")
        else
            home=$(home_of "$other")
            sed_args+=(-e "s#](${other}\\.md)#](/${home}/documentation/$(lower "$home")/$(lower "$(article_name "$other")"))#g")
        fi
    done
    sed "${sed_args[@]}" "$source" >"$target"
}

# The part of docs/Compatibility.md about a module, as an article.
stage_compatibility() {
    local module=$1 target=$2
    {
        echo "# Compatibility with Apple's ${framework[$module]}"
        echo
        echo "Where ${module}'s API and behavior differ from Apple's ${framework[$module]}, and why."
        echo
        awk -v keep="Everywhere|${compatibility[$module]}" '
            BEGIN { n = split(keep, names, "|"); for (i = 1; i <= n; i++) wanted["## " names[i]] = 1 }
            /^## / { printing = ($0 in wanted) }
            printing { print }
        ' docs/Compatibility.md
    } >"$target.tmp"
    stage_article "$module" Compatibility "$target.tmp" "$target"
    rm -f "$target.tmp"
}

echo "docs: symbol graphs" >&2
started=$SECONDS
graph_log=$(mktemp)
trap 'rm -f "$graph_log"' EXIT
swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members 2>&1 | tee "$graph_log" >&2
graphs=$(sed -n 's/^.*[Ff]iles written to \(.*\)$/\1/p' "$graph_log" | tail -1)
if [[ -z $graphs || ! -d $graphs ]]; then
    echo "docs: cannot find the symbol graphs (dump-symbol-graph's output changed?)" >&2
    exit 1
fi

rm -rf "$out" "$work"
mkdir -p "$out" "$work"
failed=()
for module in "${modules[@]}"; do
    echo "docs: $module" >&2
    catalog="$work/$module.docc"
    cp -R "Sources/$module/$module.docc" "$catalog"
    stage_article "$module" GettingStarted docs/GettingStarted.md "$catalog/GettingStarted.md"
    if [[ -n ${compatibility[$module]} ]]; then
        stage_compatibility "$module" "$catalog/Compatibility.md"
    fi
    for name in ${articles[$module]}; do
        stage_article "$module" "$name" "docs/$name.md" "$catalog/$(article_name "$name").md"
    done
    # This module's graphs only: its own and its extensions of other modules'
    # types (Module@Other.symbols.json).
    mkdir -p "$work/$module.symbols"
    cp "$graphs/$module.symbols.json" "$work/$module.symbols/"
    cp "$graphs/$module"@*.symbols.json "$work/$module.symbols/" 2>/dev/null || true
    log="$work/$module.log"
    if ! docc convert "$catalog" \
        --additional-symbol-graph-dir "$work/$module.symbols" \
        --output-path "$out/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "tandem.$module" \
        --transform-for-static-hosting --hosting-base-path "$module" \
        --warnings-as-errors 2>&1 | tee "$log" >&2; then
        failed+=("$module")
    elif grep -q 'warning:\|error:' "$log"; then
        failed+=("$module")
    fi
done

{
    echo '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Tandem documentation</title></head><body>'
    echo '<h1>Tandem documentation</h1><ul>'
    for module in "${modules[@]}"; do
        echo "<li><a href=\"$module/documentation/$(lower "$module")/\">$module</a></li>"
    done
    echo '</ul></body></html>'
} >"$out/index.html"

if ((${#failed[@]})); then
    echo "docs: DocC reported problems in: ${failed[*]} (logs in $work)" >&2
    exit 1
fi
echo "docs: built in $((SECONDS - started)) s; serve it with: python3 -m http.server --directory $out 8000" >&2

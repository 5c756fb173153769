#!/usr/bin/env bash
# Counts how many of the iOS 13 SwiftUI API names listed in
# scripts/swiftui-coverage-names.txt Tandem declares, and lists the missing.
#
#   scripts/swiftui-coverage.sh            # the count and the missing names
#   scripts/swiftui-coverage.sh --count    # the count alone ("N of M (P%)")
#
# The check reads source text only: it needs no build. An awk pass walks
# every Swift file under Sources/TandemSwiftUI, Sources/SwiftUI and
# Sources/TandemReactive (and, for type names only, Sources/TandemGraphics),
# with comments and string literals removed, and follows the braces to know
# which type or extension each declaration sits in:
#  - a type counts when a public struct, class, enum, protocol, actor or
#    typealias declares it, nested ones under their parent (Font.Weight
#    counts when `public struct Weight` sits inside `struct Font` or inside
#    `extension Font`);
#  - Type.member counts when a public func, var, let, init, subscript,
#    typealias or associatedtype named `member` is declared directly inside
#    Type's own declaration or inside an `extension Type` (with or without
#    a where clause), or, for a protocol, among its requirements, or, for an
#    enum, among its cases. View.padding counts only from `extension View`,
#    never from another type's padding; a declaration inside a function or
#    accessor body never counts;
#  - when Tandem declares Type as `public typealias Type = Other`, Other's
#    members count for Type;
#  - a member or nested name of a listed type counts only when that type
#    itself counts (a public member of an internal type does not);
#  - a global (withAnimation) counts when a public top-level func or var
#    declares it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
list="$root/scripts/swiftui-coverage-names.txt"
member_dirs=("$root/Sources/TandemSwiftUI" "$root/Sources/SwiftUI" "$root/Sources/TandemReactive")
type_only_dirs=("$root/Sources/TandemGraphics")

declared=$(mktemp)
trap 'rm -f "$declared"' EXIT

# Prints one record a declaration: "T Path" (a type), "M Path.member",
# "G name" (a global) or "A Path Target" (a typealias to another type).
read -r -d '' scan <<'AWK' || true
function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
function scope_path(   i) {
    # The innermost scope names the context; a body (anon) means "not in a type".
    if (depth == 0) return ""
    if (kind[depth] == "anon") return "#"
    return path[depth]
}
function strip_generics(s,   n) {
    n = 0
    while (match(s, /<[^<>]*>/) && n < 20) { s = substr(s, 1, RSTART - 1) substr(s, RSTART + RLENGTH); n++ }
    return s
}
function emit(rec) { if (!(rec in seen)) { seen[rec] = 1; print rec } }
FNR == 1 { depth = 0; pending = 0; in_comment = 0; in_mstring = 0; split("", kind); split("", path); split("", pub) }
{
    line = $0
    # Multi-line string literals.
    if (in_mstring) { if (index(line, "\"\"\"")) { in_mstring = 0; line = substr(line, index(line, "\"\"\"") + 3) } else next }
    # Block comments.
    out = ""
    while (1) {
        if (in_comment) {
            p = index(line, "*/")
            if (!p) { line = ""; break }
            line = substr(line, p + 2); in_comment = 0
        }
        p = index(line, "/*")
        if (!p) { out = out line; break }
        out = out substr(line, 1, p - 1); line = substr(line, p + 2); in_comment = 1
    }
    line = out
    gsub(/\\./, "", line)
    if (index(line, "\"\"\"")) { in_mstring = 1; line = substr(line, 1, index(line, "\"\"\"") - 1) }
    gsub(/"[^"]*"/, "\"\"", line)
    sub(/\/\/.*/, "", line)
    if (line ~ /^[ \t]*#/) next
    # The text between braces (and semicolons) is read as a declaration in
    # the scope open at that point; each brace then opens or closes a scope.
    n = length(line); seg = ""
    for (i = 1; i <= n; i++) {
        c = substr(line, i, 1)
        if (c != "{" && c != "}" && c != ";") { seg = seg c; continue }
        text = trim(seg); seg = ""
        if (text != "") declaration(text)
        if (c == "{") {
            depth++
            if (pending) { kind[depth] = pkind; path[depth] = ppath; pub[depth] = ppub; pending = 0 }
            else { kind[depth] = "anon"; path[depth] = ""; pub[depth] = 0 }
        } else if (c == "}") {
            if (depth > 0) depth--
        }
    }
    text = trim(seg)
    if (text != "") declaration(text)
}
function declaration(d,   mods, m, w, kw, rest, name, sp, ispub, full, k, parts, np, j, rhs, ctxkind, ctxpub) {
    # Attributes, then modifiers, then the keyword.
    while (match(d, /^@[A-Za-z_.]+(\([^()]*(\([^()]*\)[^()]*)*\))?[ \t]*/)) d = substr(d, RSTART + RLENGTH)
    mods = " "
    while (match(d, /^(public|open|internal|private|fileprivate|package|final|static|mutating|nonmutating|override|dynamic|required|convenience|indirect|nonisolated|lazy|weak|unowned|prefix|postfix|infix|optional|distributed)(\([a-z]+\))?[ \t]+/)) {
        w = substr(d, 1, RLENGTH); sub(/\(.*/, "", w); mods = mods trim(w) " "; d = substr(d, RSTART + RLENGTH)
    }
    if (match(d, /^class[ \t]+(func|var|let|subscript)[ \t]/)) { mods = mods "static "; d = substr(d, 7); d = trim(d) }
    if (!match(d, /^(struct|class|enum|protocol|actor|extension|typealias|associatedtype|func|var|let|init|subscript|case)([^A-Za-z0-9_]|$)/)) return
    kw = substr(d, 1, RLENGTH); sub(/[^A-Za-z]+$/, "", kw)
    rest = trim(substr(d, length(kw) + 1))
    ispub = (mods ~ / (public|open) /)
    sp = scope_path()
    ctxkind = (depth > 0) ? kind[depth] : ""
    ctxpub = (depth > 0) ? pub[depth] : 0
    if (kw == "struct" || kw == "class" || kw == "enum" || kw == "protocol" || kw == "actor") {
        if (!match(rest, /^`?[A-Za-z_][A-Za-z0-9_]*/)) return
        name = substr(rest, RSTART, RLENGTH); gsub(/`/, "", name)
        pending = 1; pkind = (kw == "protocol" || kw == "enum") ? kw : "type"
        if (sp == "#") { ppath = "#"; ppub = 0; return }
        full = (sp == "") ? name : sp "." name
        ppath = full; ppub = ispub
        if (ispub) emit("T " full)
        return
    }
    if (kw == "extension") {
        rest = strip_generics(rest)
        if (!match(rest, /^[A-Za-z_][A-Za-z0-9_.]*/)) return
        name = substr(rest, RSTART, RLENGTH)
        sub(/^(Swift|SwiftUI|TandemSwiftUI|CoreGraphics|TandemGraphics|Foundation)\./, "", name)
        pending = 1; pkind = "ext"; ppath = name; ppub = ispub
        return
    }
    if (types_only) return
    if (sp == "#") return
    # Members count where the scope makes them visible: public, a protocol's
    # requirement, an enum's case, or a member of a `public extension`.
    if (sp != "" && !ispub && !(ctxkind == "protocol" && ctxpub) && !(kw == "case" && ctxkind == "enum" && ctxpub) && !(ctxkind == "ext" && ctxpub)) return
    if (sp == "" && !ispub) return
    if (kw == "typealias" || kw == "associatedtype") {
        if (!match(rest, /^[A-Za-z_][A-Za-z0-9_]*/)) return
        name = substr(rest, RSTART, RLENGTH)
        full = (sp == "") ? name : sp "." name
        emit("T " full)
        if (match(rest, /=[ \t]*[A-Za-z_][A-Za-z0-9_.]*/)) {
            rhs = substr(rest, RSTART + 1, RLENGTH - 1); rhs = trim(rhs)
            sub(/^(SwiftUI|TandemSwiftUI)\./, "", rhs)
            emit("A " full " " rhs)
        }
        return
    }
    if (kw == "case") {
        if (ctxkind != "enum") return
        gsub(/\([^()]*(\([^()]*\)[^()]*)*\)/, "", rest)
        gsub(/=[^,]*/, "", rest)
        np = split(rest, parts, ",")
        for (j = 1; j <= np; j++) {
            name = trim(parts[j]); gsub(/`/, "", name)
            if (match(name, /^[A-Za-z_][A-Za-z0-9_]*/)) emit("M " sp "." substr(name, RSTART, RLENGTH))
        }
        return
    }
    if (kw == "init" || kw == "subscript") { name = kw }
    else {
        if (!match(rest, /^`?[A-Za-z_][A-Za-z0-9_]*/)) return
        name = substr(rest, RSTART, RLENGTH); gsub(/`/, "", name)
    }
    if (sp == "") { if (kw == "func" || kw == "var" || kw == "let") emit("G " name); return }
    emit("M " sp "." name)
}
AWK

find_swift() {
    local dir
    for dir in "$@"; do
        if [[ -d "$dir" ]]; then find "$dir" -name '*.swift' -type f; fi
    done | LC_ALL=C sort
}
{
    echo "# declarations"
    find_swift "${member_dirs[@]}" | xargs -r -d '\n' awk -v types_only=0 "$scan"
    find_swift "${type_only_dirs[@]}" | xargs -r -d '\n' awk -v types_only=1 "$scan"
} | LC_ALL=C sort -u > "$declared"

# Matches the list against the declarations: prints "found NAME" or
# "missing NAME" for each listed name, in the list's order.
results=$(awk '
    FNR == 1 { fileno++ }
    fileno == 1 {
        if ($1 == "A") alias[$2] = $3; else have[$1 " " $2] = 1
        next
    }
    fileno == 2 {
        name = $0; sub(/#.*/, "", name); gsub(/[ \t]/, "", name)
        if (name != "") listed[name] = 1
        next
    }
    {
        name = $0; sub(/#.*/, "", name); gsub(/[ \t]/, "", name)
        if (name == "") next
        ok = ("T " name in have) || ("M " name in have) || ("G " name in have)
        if (index(name, ".")) {
            parent = name; sub(/\.[^.]*$/, "", parent)
            member = name; sub(/^.*\./, "", member)
            if (!ok && (parent in alias)) {
                target = alias[parent]
                ok = ("T " target "." member in have) || ("M " target "." member in have)
            }
            # A member of a listed type counts only when Tandem declares
            # that type publicly too.
            if (ok && (parent in listed) && !("T " parent in have)) ok = 0
        }
        print (ok ? "found " : "missing ") name
    }' "$declared" "$list" "$list")

total=$(grep -c . <<< "$results")
found=$(grep -c '^found ' <<< "$results" || true)
percent=$(awk -v f="$found" -v t="$total" 'BEGIN { printf "%.1f", (t ? 100 * f / t : 0) }')

if [[ "${1:-}" == "--count" ]]; then
    echo "$found of $total ($percent%)"
    exit 0
fi
echo "Tandem declares $found of the $total iOS 13 SwiftUI API names ($percent%)."
missing=$(grep '^missing ' <<< "$results" | cut -d' ' -f2- || true)
if [[ -n "$missing" ]]; then
    echo "Missing ($(grep -c . <<< "$missing")), by type:"
    # One line a top-level type: "(itself)" when the type is missing too,
    # then its missing members and nested names, relative to it.
    awk '
        {
            top = $0; sub(/\..*$/, "", top)
            rel = (top == $0) ? "(itself)" : substr($0, length(top) + 2)
            if (!(top in line)) { order[++n] = top; line[top] = rel }
            else line[top] = line[top] ", " rel
        }
        END { for (i = 1; i <= n; i++) printf "  %s: %s\n", order[i], line[order[i]] }' <<< "$missing"
fi

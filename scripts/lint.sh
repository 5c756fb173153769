#!/usr/bin/env bash
# Checks that every Swift file of the library, its tests, tools and manifest
# is formatted as `.swift-format` says (the toolchain's `swift format`, no
# package from outside). Fails on any finding; `swift format format -i -r
# --configuration .swift-format Sources Tests Package.swift` fixes most.
#
# Examples/ is left out on purpose: the seed programs stay as their authors
# wrote them, changed only where Linux forces it.
#
# Rules the configuration turns off, and why:
# - AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized and
#   DontRepeatTypeInStaticProperties: Tandem's public API keeps Apple's names
#   (`CATransform3DMakeScale`, `objc_AssociationPolicy`, `Color.accentColor`).
# - OnlyOneTrailingClosureArgument: iOS code calls
#   `UIView.animate(withDuration:animations:) { finished in … }`, and the
#   tests that prove such code compiles are written that way.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format lint --strict --recursive --parallel --configuration .swift-format Sources Tests Package.swift

# A primitive's update goes through its `NodeUpdater`, never the node:
# `graphNode` is for the subsystems a primitive hands its update to
# (drivers, boxes, resolvers), so no `updateNode` body may read it.
awk '
    FNR == 1 { inside = 0 }
    /func updateNode/ { inside = 1; depth = 0; opened = 0 }
    inside {
        if ($0 ~ /graphNode/) { print FILENAME ":" FNR ": updateNode reads graphNode"; bad = 1 }
        line = $0
        opens = gsub(/\{/, "{", line); closes = gsub(/\}/, "}", line)
        depth += opens - closes
        if (opens > 0) opened = 1
        if (opened && depth <= 0) inside = 0
    }
    END { exit bad }
' $(find Sources/TandemSwiftUI -name '*.swift')

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

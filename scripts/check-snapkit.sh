#!/usr/bin/env bash
# Compiles SnapKit (github.com/SnapKit/SnapKit, a checkout the user gives)
# against Tandem's UIKit in Swift 5 mode, with only the edits Linux forces,
# and runs its own test suite: scripts/check-snapkit.sh ~/src/SnapKit
#
# The edits Linux forces (there is no Objective-C runtime):
# - `LayoutConstraint`'s `description` override moves from an extension
#   (Debugging.swift) into the class body, which forwards to it;
# - a metatype's Objective-C `description()` becomes `String(describing:)`;
# - the tests read `priority` through `AnyObject` dynamic lookup; they cast
#   to `NSLayoutConstraint` instead.
# SnapKit's code stays out of Tandem's repository: the check is built in
# .build/snapkit-check.
set -euo pipefail
source=${1:?usage: scripts/check-snapkit.sh <SnapKit checkout>}
source=$(cd "$source" && pwd)
cd "$(dirname "$0")/.."
tandem=$PWD
check=$tandem/.build/snapkit-check
rm -rf "$check/Sources" "$check/Tests"
mkdir -p "$check/Sources/SnapKit" "$check/Tests/SnapKitTests"
cp "$source"/Sources/*.swift "$check/Sources/SnapKit/"
cp "$source"/Tests/SnapKitTests/*.swift "$check/Tests/SnapKitTests/"
# The dependency is named after the folder Tandem is checked out in.
identity=$(basename "$tandem" | tr "[:upper:]" "[:lower:]")
cat > "$check/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SnapKitCheck",
    dependencies: [.package(path: "$tandem")],
    targets: [
        .target(name: "SnapKit", dependencies: [.product(name: "UIKit", package: "$identity")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "SnapKitTests", dependencies: ["SnapKit", .product(name: "UIKit", package: "$identity")],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
PACKAGE
sed -i 's/^    override var description: String {/    var snapKitDescription: String {/' "$check/Sources/SnapKit/Debugging.swift"
sed -i 's/type(of: object)\.description()/String(describing: type(of: object))/' "$check/Sources/SnapKit/Debugging.swift"
sed -i 's/^public class LayoutConstraint : NSLayoutConstraint {$/&\n    public override var description: String { snapKitDescription }/' "$check/Sources/SnapKit/LayoutConstraint.swift"
sed -i 's/self\.container\.snp_constraints\.first?\.priority,/(self.container.snp_constraints.first as? NSLayoutConstraint)?.priority.rawValue,/' "$check/Tests/SnapKitTests/Tests.swift"
cd "$check"
swift build --build-tests
TANDEM_QUIET=1 swift test --skip-build

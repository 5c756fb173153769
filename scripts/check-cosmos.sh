#!/usr/bin/env bash
# Compiles Cosmos (github.com/evgenyneu/Cosmos, a star-rating control: a
# custom-control library drawn with CALayers and text layers; a checkout the
# user gives) against Tandem's UIKit in Swift 5 mode, with only the edits
# Linux forces, and runs its own XCTest suite: scripts/check-cosmos.sh ~/src/Cosmos
#
# The edits Linux forces:
# - a test helper finds its images with `Bundle(for: self)`, a bundle per
#   class, which needs the Objective-C runtime; the images become the test
#   target's resources, read through `Bundle.module`;
# - the tests name UIKit's types after `import XCTest` alone, which on iOS
#   brings UIKit with it; Linux's XCTest does not, so they import UIKit.
# It then renders the control as Cosmos's README pictures it (stars full,
# half and precise, a text, right to left, touched) into
# .build/cosmos-check/screens, to compare with iOS.
# Cosmos's code stays out of Tandem's repository: the check is assembled in
# .build/cosmos-check and built in .build/libs-check-scratch (shared with the
# other library checks, so Tandem is built once for all of them).
set -euo pipefail
source=${1:?usage: scripts/check-cosmos.sh <Cosmos checkout>}
source=$(cd "$source" && pwd)
source "$(dirname "$0")/library-check.sh"
library_check_folder cosmos
mkdir -p "$check/Sources/Cosmos" "$check/Sources/CosmosScreens" "$check/Tests/CosmosTests"
cp "$tandem/scripts/cosmos-screens.swift" "$check/Sources/CosmosScreens/main.swift"
cp "$source"/Cosmos/*.swift "$source"/Cosmos/Helpers/*.swift "$check/Sources/Cosmos/"
cp -r "$source"/CosmosTests/*.swift "$source"/CosmosTests/Helpers "$source"/CosmosTests/TestHelpers \
    "$source"/CosmosTests/Images "$check/Tests/CosmosTests/"
cat > "$check/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CosmosCheck",
    dependencies: [.package(path: "$tandem")],
    targets: [
        .target(name: "Cosmos", dependencies: [.product(name: "UIKit", package: "$identity")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "CosmosScreens",
                          dependencies: ["Cosmos", .product(name: "UIKit", package: "$identity"),
                                         .product(name: "TandemTesting", package: "$identity")],
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "CosmosTests", dependencies: ["Cosmos", .product(name: "UIKit", package: "$identity")],
                    resources: [.copy("Images")], swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
PACKAGE
sed -i 's/Bundle(for: self)\.url(forResource: name, withExtension: nil)/Bundle.module.url(forResource: "Images\/" + name, withExtension: nil)/' \
    "$check/Tests/CosmosTests/Helpers/CosmosTest.swift"
library_check_import_uikit_in_tests
library_check_build_and_test
mkdir -p "$check/screens"
"$tandem/.build/libs-check-scratch/debug/CosmosScreens" "$check/screens"

#!/usr/bin/env bash
# Compiles QuickTableViewController (github.com/bcylin/QuickTableViewController,
# table views of settings made from rows and sections: a table-heavy
# library; a checkout the user gives) against Tandem's UIKit in Swift 5 mode,
# with only the edits Linux forces, and runs its own XCTest suite:
# scripts/check-quicktableviewcontroller.sh ~/src/QuickTableViewController
#
# The edits Linux forces:
# - `#if os(iOS)` branches (in the library and its tests) are taken: Tandem
#   stands in for iOS on Linux, which is neither iOS nor tvOS;
# - `#selector(SwitchCell.didToggleSwitch(_:))` becomes the method reference
#   `SwitchCell.didToggleSwitch`, and `@objc` goes (no Objective-C runtime);
# - a cell made from a metatype, `row.cellType.init(style:reuseIdentifier:)`,
#   which Swift allows for a non-required initializer only on Objective-C
#   classes, calls Tandem's required `init(registeredCellWithReuseIdentifier:style:)`;
# - the tests find their images with `Bundle(for:)`, a bundle per class,
#   which needs the Objective-C runtime; the images become the test
#   target's resources, read through `Bundle.module`;
# - the tests name UIKit's types after `import XCTest` alone, which on iOS
#   brings UIKit with it; Linux's XCTest does not, so they import UIKit.
# It then renders the example app's screen (its ExampleViewController and
# asset catalog, whose icons are PDFs) into .build/qtvc-check/screens, to
# compare with iOS, and changes a switch and a radio option through touches.
# The library's code stays out of Tandem's repository: the check is
# assembled in .build/qtvc-check and built in .build/libs-check-scratch
# (shared with the other library checks, so Tandem is built once for all).
set -euo pipefail
source=${1:?usage: scripts/check-quicktableviewcontroller.sh <QuickTableViewController checkout>}
source=$(cd "$source" && pwd)
source "$(dirname "$0")/library-check.sh"
library_check_folder qtvc
mkdir -p "$check/Sources/QuickTableViewController" "$check/Tests/QuickTableViewControllerTests" \
    "$check/Sources/QTVCScreens"
cp "$source/Example-iOS/UIKit/ExampleViewController.swift" "$check/Sources/QTVCScreens/"
cp "$tandem/scripts/qtvc-screens.swift" "$check/Sources/QTVCScreens/main.swift"
find "$source/Source" -name "*.swift" -exec cp {} "$check/Sources/QuickTableViewController/" \;
find "$source/Tests" -name "*.swift" -exec cp {} "$check/Tests/QuickTableViewControllerTests/" \;
cp "$source"/Tests/Assets/*.png "$check/Tests/QuickTableViewControllerTests/"
cat > "$check/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "QuickTableViewControllerCheck",
    dependencies: [.package(path: "$tandem")],
    targets: [
        .target(name: "QuickTableViewController", dependencies: [.product(name: "UIKit", package: "$identity")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "QTVCScreens",
                          dependencies: ["QuickTableViewController", .product(name: "UIKit", package: "$identity"),
                                         .product(name: "TandemTesting", package: "$identity")],
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "QuickTableViewControllerTests",
                    dependencies: ["QuickTableViewController", .product(name: "UIKit", package: "$identity")],
                    resources: [.copy("icon.png"), .copy("icon-highlighted.png")],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
PACKAGE
sed -i 's/#if os(iOS)/#if os(iOS) || os(Linux)/' "$check"/Sources/*/*.swift "$check"/Tests/*/*.swift
sed -i 's/#selector(SwitchCell\.didToggleSwitch(_:))/SwitchCell.didToggleSwitch/; /^ *@objc$/d' \
    "$check"/Sources/*/*.swift "$check"/Tests/*/*.swift
sed -i 's/row\.cellType\.init(style: row\.cellStyle, reuseIdentifier: row\.cellReuseIdentifier)/row.cellType.init(registeredCellWithReuseIdentifier: row.cellReuseIdentifier, style: row.cellStyle)/' \
    "$check"/Sources/QuickTableViewController/QuickTableViewController.swift
sed -i 's/Bundle(for: [A-Za-z]*\.self)/Bundle.module/g' "$check"/Tests/*/*.swift
library_check_import_uikit_in_tests
library_check_build_and_test
# The example's asset catalog, where Bundle.main finds it: beside the executable.
rm -rf "$tandem/.build/libs-check-scratch/debug/Assets.xcassets"
cp -r "$source/Example-iOS/Assets.xcassets" "$tandem/.build/libs-check-scratch/debug/"
mkdir -p "$check/screens"
"$tandem/.build/libs-check-scratch/debug/QTVCScreens" "$check/screens"

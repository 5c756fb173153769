#!/usr/bin/env bash
# Compiles SkyFloatingLabelTextField (github.com/Skyscanner/SkyFloatingLabelTextField,
# a text field whose placeholder floats up into a title as the user types:
# a text-input library; a checkout the user gives) against Tandem's UIKit in
# Swift 5 mode, with only the edits Linux forces, and runs its own XCTest
# suite: scripts/check-skyfloatinglabeltextfield.sh ~/src/SkyFloatingLabelTextField
#
# The edits Linux forces (there is no Objective-C runtime):
# - `#selector(SkyFloatingLabelTextField.editingChanged)` becomes the method
#   reference `SkyFloatingLabelTextField.editingChanged`, and `@objc` and
#   `dynamic` go;
# - the tests call the delegate's optional methods with `!`
#   (`delegate!.textFieldShouldBeginEditing!(field)`); Swift has optional
#   protocol requirements only for Objective-C protocols, so Tandem's
#   delegate methods have default implementations and are called without it;
# - the tests name UIKit's types after `import XCTest` alone, which on iOS
#   brings UIKit with it; Linux's XCTest does not, so they import UIKit.
# It then renders three fields as its README pictures them (empty, typed
# into through touches and keys, with an error) into .build/sky-check/screens.
# The library's code stays out of Tandem's repository: the check is
# assembled in .build/sky-check and built in .build/libs-check-scratch
# (shared with the other library checks, so Tandem is built once for all).
set -euo pipefail
source=${1:?usage: scripts/check-skyfloatinglabeltextfield.sh <SkyFloatingLabelTextField checkout>}
source=$(cd "$source" && pwd)
source "$(dirname "$0")/library-check.sh"
library_check_folder sky
mkdir -p "$check/Sources/SkyFloatingLabelTextField" "$check/Tests/SkyFloatingLabelTextFieldTests" \
    "$check/Sources/SkyScreens"
cp "$tandem/scripts/sky-screens.swift" "$check/Sources/SkyScreens/main.swift"
cp "$source"/Sources/*.swift "$check/Sources/SkyFloatingLabelTextField/"
cp "$source"/SkyFloatingLabelTextField/SkyFloatingLabelTextFieldTests/*.swift "$check/Tests/SkyFloatingLabelTextFieldTests/"
cat > "$check/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SkyFloatingLabelTextFieldCheck",
    dependencies: [.package(path: "$tandem")],
    targets: [
        .target(name: "SkyFloatingLabelTextField", dependencies: [.product(name: "UIKit", package: "$identity")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "SkyScreens",
                          dependencies: ["SkyFloatingLabelTextField", .product(name: "UIKit", package: "$identity"),
                                         .product(name: "TandemTesting", package: "$identity")],
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "SkyFloatingLabelTextFieldTests",
                    dependencies: ["SkyFloatingLabelTextField", .product(name: "UIKit", package: "$identity")],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
PACKAGE
sed -i -E 's/#selector\(SkyFloatingLabelTextField\.editingChanged\)/SkyFloatingLabelTextField.editingChanged/;
    s/@objc dynamic //; s/@objc //; /^ *@objc$/d' "$check"/Sources/*/*.swift "$check"/Tests/*/*.swift
library_check_import_uikit_in_tests
sed -i -E 's/\.(textField[A-Za-z]*)!\(/.\1(/g' "$check"/Tests/*/*.swift
library_check_build_and_test
mkdir -p "$check/screens"
"$tandem/.build/libs-check-scratch/debug/SkyScreens" "$check/screens"

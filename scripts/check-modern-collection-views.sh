#!/usr/bin/env bash
# Compiles Apple's "Implementing Modern Collection Views" sample (its
# folder holding "Modern Collection Views"; e.g. the
# ImplementingModernCollectionViews folder of
# github.com/DonMag/AppleModernCollectionViews, a copy the user gives) against Tandem's UIKit in Swift 5 mode, with only
# the edits Linux forces, runs the tests that checkout carries, and renders
# every screen of the sample's outline to PNG:
#   scripts/check-modern-collection-views.sh ~/src/ImplementingModernCollectionViews [out-dir]
#
# The edits Linux forces (there is no Objective-C runtime):
# - `#selector(method)` becomes a method reference (`Type.method`), and
#   `@objc` goes;
# - Swift overrides a method in an extension only when the Objective-C
#   runtime dispatches it: two overrides written in extensions
#   (`viewWillAppear` in EmojiExplorerViewController, `viewWillTransition`
#   in InsertionSortViewController) become methods the class body's
#   overrides call;
# - Swift constructs a class from a metatype only through a `required`
#   initializer (Objective-C's dynamic initializers make `type.init()` work
#   on iOS); UIViewController's `init()` cannot be made required without
#   breaking every subclass that declares its own designated initializer,
#   so the outline's `viewController.init()` becomes
#   `viewController.init(coder: NSCoder())!`, the required initializer the
#   sample's controllers inherit;
# - the storyboard app delegate (`@UIApplicationMain`, Main.storyboard) is
#   left out: the screens are shown by a small driver instead, which puts
#   the sample's `OutlineViewController` in a navigation controller as the
#   storyboard does and opens each screen of its outline in turn.
# The sample's code stays out of Tandem's repository: the check is built in
# .build/mcv-check.
set -euo pipefail
source=${1:?usage: scripts/check-modern-collection-views.sh <sample checkout> [out-dir]}
source=$(cd "$source" && pwd)
cd "$(dirname "$0")/.."
tandem=$PWD
check=$tandem/.build/mcv-check
out=${2:-$check/screens}
rm -rf "$check/Sources" "$check/Tests"
mkdir -p "$check/Sources/Modern_Collection_Views" "$check/Sources/mcv-screens" "$check/Tests/ModernCollectionViewsTests" "$out"
(cd "$source/Modern Collection Views" && find . -name '*.swift' ! -name AppDelegate.swift ! -name SceneDelegate.swift -print0 |
    xargs -0 -I{} cp {} "$check/Sources/Modern_Collection_Views/")
if [ -d "$source/ModernCollectionViewsTests" ]; then  # (a copy with tests)
    find "$source/ModernCollectionViewsTests" -name '*.swift' -exec cp {} "$check/Tests/ModernCollectionViewsTests/" \;
fi
sources=$check/Sources/Modern_Collection_Views
# #selector → method reference; @objc goes.
# (the type is the class or extension the selector is written in).
for file in "$sources"/*.swift; do
    awk '{
        if (match($0, /^(final )?(class|extension) [A-Za-z_]+/)) { split(substr($0, RSTART, RLENGTH), words, " "); type = words[length(words)] }
        while (match($0, /#selector\((self\.)?[A-Za-z_]+(\([^)]*\))?\)/)) {
            name = substr($0, RSTART + 10, RLENGTH - 11); sub(/^self\./, "", name); sub(/\(.*$/, "", name)
            $0 = substr($0, 1, RSTART - 1) type "." name substr($0, RSTART + RLENGTH)
        }
        if ($0 ~ /^[[:space:]]*@objc[[:space:]]*$/) next
        gsub(/@objc /, "")
        print
    }' "$file" > "$file.tmp" && mv "$file.tmp" "$file"
done
sed -i 's/viewController\.init()/viewController.init(coder: NSCoder())!/' "$sources/OutlineViewController.swift"
# Overrides written in extensions → methods the class body's overrides call.
sed -i -E 's/^    override func viewWillAppear\(_ animated: Bool\) \{$/    func extensionViewWillAppear(_ animated: Bool) {/;
    s/^class EmojiExplorerViewController: UIViewController \{$/&\n    override func viewWillAppear(_ animated: Bool) { extensionViewWillAppear(animated) }/' \
    "$sources/EmojiExplorerViewController.swift"
sed -i -E 's/^    override func viewWillTransition\(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator\) \{$/    func extensionViewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {/;
    s/^class InsertionSortViewController: UIViewController \{$/&\n    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) { extensionViewWillTransition(to: size, with: coordinator) }/' \
    "$sources/InsertionSortViewController.swift"
cp "$tandem/scripts/mcv-screens.swift" "$check/Sources/mcv-screens/main.swift"
# The dependency is named after the folder Tandem is checked out in.
identity=$(basename "$tandem" | tr "[:upper:]" "[:lower:]")
cat > "$check/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ModernCollectionViewsCheck",
    dependencies: [.package(path: "$tandem")],
    targets: [
        .target(name: "Modern_Collection_Views", dependencies: [.product(name: "UIKit", package: "$identity")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "mcv-screens", dependencies: ["Modern_Collection_Views", .product(name: "UIKit", package: "$identity")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "ModernCollectionViewsTests", dependencies: ["Modern_Collection_Views", .product(name: "UIKit", package: "$identity")],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
PACKAGE
# The sample itself has no tests; a copy that carries some runs them.
if [ -z "$(ls "$check/Tests/ModernCollectionViewsTests")" ]; then
    sed -i '/testTarget/,/swiftLanguageMode/d' "$check/Package.swift"
fi
cd "$check"
swift build --build-tests 2>&1 | tee "$check/build.log" | grep -E "error:" | sort -u || true
grep -q "error:" "$check/build.log" && { echo "$(grep -E ': error:' "$check/build.log" | sort -u | wc -l) distinct errors; see $check/build.log"; exit 1; }
if grep -q testTarget Package.swift; then TANDEM_QUIET=1 swift test --skip-build; fi
TANDEM_DISPLAY=headless "$(swift build --show-bin-path)/mcv-screens" "$out"

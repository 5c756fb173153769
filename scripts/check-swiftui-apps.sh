#!/usr/bin/env bash
# Compiles open-source SwiftUI apps against Tandem in Swift 5 mode, with
# only the edits Linux forces, runs the tests they carry, and renders their
# screens headless to PNG, to compare with what iOS shows:
#   scripts/check-swiftui-apps.sh <apps-folder> [out-dir]
# The folder holds checkouts the user has put there (each is skipped when
# missing):
# - HackingWithSwift (github.com/twostraws/HackingWithSwift): from its
#   SwiftUI folder, WeSplit (project 1: a form of controls), iExpense
#   (project 7: a list, a sheet, JSON in UserDefaults), Moonshot (project 8:
#   a data app, JSON and an asset catalog of JPEG/PNG images in a grid) and
#   Drawing (project 20: custom shapes, gradients, blend modes) and
#   Animations (project 6: implicit, explicit and binding animations,
#   springs, a transition, a repeating pulse; frames on a manual clock) and
#   CupcakeCorner (project 10: an @Observable order in forms, a disabled
#   link, an AsyncImage, a URLSession upload; `@Observable` under `import
#   Foundation` alone needs `import Observation`, which Apple's Foundation
#   re-exports and Linux's does not) and GuessTheFlag (project 2: a radial
#   gradient of stops, a material card, an alert; shuffled each launch) and
#   WordScramble (project 5: words checked with UITextChecker; its root word
#   is picked at random) and SnowSeeker (project 19: a NavigationSplitView,
#   searchable, an alert titled with a string, an @Observable in the
#   environment);
# - skipapp-hello (github.com/skiptools/skipapp-hello): a tab app with an
#   @Observable model, a list with navigation, a form, and Swift Testing tests.
# Each app's sources become a library target (their `@main` App is kept; its
# entry point is renamed by a compiler flag, as SwiftPM does for
# executables under test) and a driver under scripts/swiftui-apps launches
# the app with TandemTesting's XCUIApplication, taps through it as a user
# would and writes each screen to <out-dir>/<App>/ (default
# .build/swiftui-apps-check/screens).
#
# The edits Linux forces:
# - `#Preview { ... }` blocks are left out: `#Preview` is a macro of
#   Xcode's developer tools, which a package built with the toolchain alone
#   cannot declare (docs/Compatibility.md);
# - `import OSLog` gets a stand-in module (scripts/swiftui-apps/OSLog.swift)
#   whose `Logger` prints: Linux has no unified log;
# - Foundation API Linux's Foundation lacks (`URL.applicationSupportDirectory`)
#   gets a stand-in file in the app that uses it
#   (scripts/swiftui-apps/FoundationStandIns.swift);
# - an app's bundle resources (its asset catalog, JSON files) are put beside
#   the driver's executable, which is Linux's main bundle (iOS copies them
#   into the .app);
# - skipapp-hello's package depends on Skip's packages only for its Android
#   build (its SKIP_ZERO setting removes them): they are left out.
# The apps' code stays out of Tandem's repository.
set -euo pipefail
apps=${1:?usage: scripts/check-swiftui-apps.sh <apps-folder> [out-dir]}
apps=$(cd "$apps" && pwd)
source "$(dirname "$0")/library-check.sh"
library_check_folder swiftui-apps
out=${2:-$check/screens}
drivers=$tandem/scripts/swiftui-apps
scratch=$tandem/.build/libs-check-scratch
rm -rf "$check/run"
mkdir -p "$check/Sources/SwiftUIAppScreens" "$check/Sources/OSLog" "$out"
cp "$drivers/ScreenWriter.swift" "$check/Sources/SwiftUIAppScreens/"
cp "$drivers/OSLog.swift" "$check/Sources/OSLog/"

# strip_previews FILE...: leaves out each `#Preview` and the braces that follow it.
strip_previews() {
    python3 - "$@" <<'PYTHON'
import re, sys
for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    while (match := re.search(r"^#Preview\b", text, re.M)):
        depth, i = 0, text.index("{", match.end())
        while True:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
            if depth == 0:
                break
        text = text[: match.start()] + text[i:]
    open(path, "w", encoding="utf-8").write(text)
PYTHON
}

targets=""
apps_built=()
# add_app NAME SOURCE-FOLDER RESOURCE...: the app's Swift files become target
# NAME, its resources go to run/NAME, and scripts/swiftui-apps/NAMEScreens.swift
# becomes the executable NAMEScreens. With app_main=no the sources have no
# `@main` (a library of the app); app_dependencies adds the check's modules.
add_app() {
    local name=$1 folder=$2 settings="swift5"
    shift 2
    if [ "${app_main:-yes}" = yes ]; then
        settings="swift5 + [.unsafeFlags([\"-Xfrontend\", \"-entry-point-function-name\", \"-Xfrontend\", \"${name}_main\"])]"
    fi
    mkdir -p "$check/Sources/$name" "$check/Sources/${name}Screens" "$check/run/$name"
    find "$folder" -maxdepth 1 -name '*.swift' -exec cp {} "$check/Sources/$name/" \;
    strip_previews "$check/Sources/$name"/*.swift
    for resource in "$@"; do cp -r "$resource" "$check/run/$name/"; done
    cp "$drivers/${name}Screens.swift" "$check/Sources/${name}Screens/main.swift"
    targets+="
        .target(name: \"$name\", dependencies: [${app_dependencies:-}] + ui, swiftSettings: $settings),
        .executableTarget(name: \"${name}Screens\", dependencies: [\"$name\", \"SwiftUIAppScreens\"] + ui, swiftSettings: swift5),"
    apps_built+=("$name")
}

hws=$apps/HackingWithSwift/SwiftUI
if [ -d "$hws" ]; then
    add_app WeSplit "$hws/project1/WeSplit" "$hws/project1/WeSplit/Assets.xcassets"
    add_app iExpense "$hws/project7/iExpense" "$hws/project7/iExpense/Assets.xcassets"
    add_app Moonshot "$hws/project8/Moonshot" "$hws/project8/Moonshot/Assets.xcassets" \
        "$hws/project8/Moonshot/astronauts.json" "$hws/project8/Moonshot/missions.json"
    add_app Drawing "$hws/project20/Drawing" "$hws/project20/Drawing/Assets.xcassets"
    add_app Animations "$hws/project6/Animations" "$hws/project6/Animations/Assets.xcassets"
    add_app CupcakeCorner "$hws/project10/CupcakeCorner" "$hws/project10/CupcakeCorner/Assets.xcassets"
    # Apple's Foundation re-exports Observation (Order.swift writes
    # `@Observable` under `import Foundation` alone); Linux's does not.
    sed -i '1i import Observation' "$check/Sources/CupcakeCorner/Order.swift"
    add_app GuessTheFlag "$hws/project2/GuessTheFlag" "$hws/project2/GuessTheFlag/Assets.xcassets"
    add_app WordScramble "$hws/project5/WordScramble" "$hws/project5/WordScramble/Assets.xcassets" \
        "$hws/project5/WordScramble/start.txt"
    add_app SnowSeeker "$hws/project19/SnowSeeker" "$hws/project19/SnowSeeker/Assets.xcassets" \
        "$hws/project19/SnowSeeker/resorts.json"
else
    echo "check-swiftui-apps: no HackingWithSwift checkout in $apps; skipped"
fi

hello=$apps/skipapp-hello
if [ -d "$hello" ]; then
    # HelloSkip is a library; its app is Darwin/Sources/Main.swift, an executable of its own.
    app_main=no app_dependencies='"OSLog"' add_app HelloSkip "$hello/Sources/HelloSkip" "$hello/Darwin/Assets.xcassets"
    cp "$drivers/FoundationStandIns.swift" "$check/Sources/HelloSkip/"
    mkdir -p "$check/Sources/HelloSkipApp" "$check/Tests/HelloSkipTests"
    cp "$hello/Darwin/Sources/Main.swift" "$check/Sources/HelloSkipApp/"
    cp -r "$hello/Tests/HelloSkipTests/HelloSkipTests.swift" "$hello/Tests/HelloSkipTests/Resources" "$check/Tests/HelloSkipTests/"
    targets+="
        .executableTarget(name: \"HelloSkipApp\", dependencies: [\"HelloSkip\"] + ui, swiftSettings: swift5),
        .testTarget(name: \"HelloSkipTests\", dependencies: [\"HelloSkip\", \"OSLog\"], resources: [.process(\"Resources\")], swiftSettings: swift5),"
else
    echo "check-swiftui-apps: no skipapp-hello checkout in $apps; skipped"
fi
[ ${#apps_built[@]} -gt 0 ] || { echo "check-swiftui-apps: no app found in $apps"; exit 1; }

cat > "$check/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription

let ui: [Target.Dependency] = ["SwiftUI", "UIKit", "TandemTesting"].map { .product(name: \$0, package: "$identity") }
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "SwiftUIAppsCheck",
    dependencies: [.package(path: "$tandem")],
    targets: [
        .target(name: "SwiftUIAppScreens", dependencies: ui, swiftSettings: swift5),
        .target(name: "OSLog", swiftSettings: swift5),$targets
    ]
)
PACKAGE
if [ -d "$check/Tests" ] && [ -n "$(ls -A "$check/Tests" 2>/dev/null)" ]; then
    library_check_build_and_test
else
    (cd "$check" && swift build --scratch-path "$scratch")
fi

# Each driver runs from a folder of its own that holds its app's resources
# (the main bundle) and the build's resource bundles (Tandem's SF Symbols table).
for name in "${apps_built[@]}"; do
    run=$check/run/$name
    cp -l "$scratch/debug/${name}Screens" "$run/" 2>/dev/null || cp "$scratch/debug/${name}Screens" "$run/"
    for bundle in "$scratch"/debug/*.resources; do ln -sfn "$bundle" "$run/"; done
    (cd "$run" && TANDEM_QUIET=${TANDEM_QUIET:-} "./${name}Screens" "$out/$name")
done
echo "check-swiftui-apps: screens of ${apps_built[*]} in $out"

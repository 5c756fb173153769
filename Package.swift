// swift-tools-version: 6.0
import PackageDescription

/// Settings every library target shares: Swift 6 language mode comes from the
/// tools version; member imports must be explicit so that a module's API never
/// leaks in through a transitive import. Debug builds (the tests, CI) check
/// the exclusivity of the properties release builds leave unchecked for
/// speed (`TANDEM_CHECKED_EXCLUSIVITY`): a check only traps, so what passes
/// checked behaves the same unchecked.
let librarySettings: [SwiftSetting] = [
    .enableUpcomingFeature("MemberImportVisibility"),
    .define("TANDEM_CHECKED_EXCLUSIVITY", .when(configuration: .debug)),
]

/// The seed programs, one target each under `Examples/` (`Seed000Example`
/// in `Examples/Seed000`, ...): the seeds define the same names
/// (`ViewController`, `ContentView`, `Demo`), so each gets its own module.
let seedExamples = (0...4).map { "Seed00\($0)Example" }

/// The .pc file CPangoCairo's headers are found through, by its path (SwiftPM
/// takes an absolute path as a .pc file): `pangocairo`'s flags without the
/// `-pthread` SwiftPM warns about on every build. SwiftPM splits the name at
/// spaces, so a package folder with a space in its path uses `pangocairo`
/// itself (and gets the warning).
let pangoCairoPkgConfig: String = {
    let path = Context.packageDirectory + "/Sources/CPangoCairo/tandem-pangocairo.pc"
    return path.contains(" ") ? "pangocairo" : path
}()

/// The .pc file CATKBridge's headers are found through, by its path, as
/// CPangoCairo's (`atk-bridge-2.0`'s own flags carry `-pthread`).
let atkPkgConfig: String = {
    let path = Context.packageDirectory + "/Sources/CATKBridge/tandem-atk.pc"
    return path.contains(" ") ? "atk-bridge-2.0" : path
}()

let package = Package(
    name: "Tandem",
    products: [
        .library(name: "TandemGraphics", targets: ["TandemGraphics"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "TandemSolver", targets: ["TandemSolver"]),
        .library(name: "TandemReactive", targets: ["TandemReactive"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "TandemUIKit", targets: ["TandemUIKit"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "TandemSwiftUI", targets: ["TandemSwiftUI"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "TandemTesting", targets: ["TandemTesting"]),
        .executable(name: "tandem-bench", targets: ["tandem-bench"]),
        .executable(name: "tandem-demo", targets: ["tandem-demo"]),
    ],
    targets: [
        // C libraries; `scripts/deps.sh` installs the apt packages named here
        // when they are missing. Each module map links its libraries itself,
        // and neither target passes a flag SwiftPM rejects (`-pthread`,
        // `-D_REENTRANT`, which the system's .pc files carry): Pango's header
        // folders come from a .pc file of the package's own
        // (`Sources/CPangoCairo/tandem-pangocairo.pc`, which says why), SDL's
        // headers need none.
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: pangoCairoPkgConfig,
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfribidi-dev"])]
        ),

        // PDF pages drawn into cairo contexts (Debian's libpoppler-glib-dev):
        // the vector images of asset catalogs.
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"])]
        ),

        // Spelling dictionaries (Debian's libhunspell-dev and hunspell-en-us):
        // UITextChecker.
        .systemLibrary(
            name: "CHunspell",
            pkgConfig: "hunspell",
            providers: [.apt(["libhunspell-dev"])]
        ),

        // What every module shares and no client sees: the diagnostics
        // channel (package API only).
        .target(name: "TandemSupport", dependencies: ["CTandemStack"], swiftSettings: librarySettings),
        // Stack segments for walks as deep as the trees they walk (StackSpace).
        .target(name: "CTandemStack"),
        // JPEG decoding and encoding on libjpeg (Debian's libjpeg62-turbo), its
        // fatal errors caught in C (see the header).
        .target(name: "CTandemJPEG", linkerSettings: [.linkedLibrary("jpeg")]),

        // The accessibility bus export: ATK, the AT-SPI bridge that serves ATK
        // objects on Linux's accessibility bus, and GIO's D-Bus client, found
        // through a .pc file of the package's own (see CPangoCairo's), and
        // CTandemATK, the ATK objects that stand for Tandem's elements.
        .systemLibrary(
            name: "CATKBridge",
            pkgConfig: atkPkgConfig,
            providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]
        ),
        .target(
            name: "CTandemATK",
            dependencies: ["CATKBridge"],
            linkerSettings: ["atk-bridge-2.0", "atk-1.0", "gio-2.0", "gobject-2.0", "glib-2.0"].map {
                .linkedLibrary($0)
            }
        ),

        // The window display: SDL2 windows, input and clipboard.
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev"])]
        ),

        // Linux's CoreGraphics: geometry, colors, paths, images, bitmap
        // contexts and text layout, on cairo and Pango.
        .target(
            name: "TandemGraphics",
            dependencies: ["CPangoCairo", "CTandemJPEG", "CPoppler", "TandemSupport"],
            swiftSettings: librarySettings
        ),

        // Combine's API: publishers, subscribers, subjects, operators,
        // schedulers, @Published and ObservableObject.
        .target(name: "TandemReactive", dependencies: ["TandemSupport"], swiftSettings: librarySettings),
        // Compatibility module: `import Combine` as on Apple's systems.
        .target(name: "Combine", dependencies: ["TandemReactive"], swiftSettings: librarySettings),

        // Cassowary: the incremental constraint solver under Auto Layout.
        .target(name: "TandemSolver", dependencies: ["TandemSupport"], swiftSettings: librarySettings),

        // Compatibility module: `import CoreGraphics` as on Apple's systems.
        .target(
            name: "CoreGraphics",
            dependencies: ["TandemGraphics", "_Testing_CoreGraphics"],
            swiftSettings: librarySettings
        ),
        // Swift Testing's cross-import overlay name for CoreGraphics, which
        // the Linux toolchain declares but does not ship (see the file).
        .target(name: "_Testing_CoreGraphics", swiftSettings: librarySettings),

        // UIKit's API: views, layers, view controllers, windows, Auto Layout,
        // headless rendering.
        .target(
            name: "TandemUIKit",
            dependencies: ["TandemSupport", "TandemGraphics", "TandemSolver", "CSDL2", "CTandemATK", "CHunspell"],
            // SF Symbols names and the icon font's ligatures that draw them, as data (SymbolCatalog).
            resources: [.copy("Image/SFSymbols.tsv")],
            swiftSettings: librarySettings
        ),
        // Compatibility module: `import UIKit` as on Apple's systems.
        .target(
            name: "UIKit",
            dependencies: ["TandemUIKit", "CoreGraphics", "_Testing_UIKit"],
            swiftSettings: librarySettings
        ),
        .target(
            name: "QuartzCore",
            dependencies: ["TandemUIKit", "CoreGraphics"],
            swiftSettings: librarySettings
        ),
        // Swift Testing's cross-import overlay name for UIKit (see _Testing_CoreGraphics).
        .target(name: "_Testing_UIKit", swiftSettings: librarySettings),

        // SwiftUI's API: the view graph, state, environment, layout,
        // primitives drawn by UIKit views, and UIHostingController.
        .target(
            name: "TandemSwiftUI",
            dependencies: ["TandemSupport", "TandemGraphics", "TandemReactive", "TandemUIKit"],
            swiftSettings: librarySettings
        ),
        // Compatibility module: `import SwiftUI` as on Apple's systems.
        .target(
            name: "SwiftUI",
            dependencies: ["TandemSwiftUI", "UIKit", "Combine", "_Testing_SwiftUI"],
            swiftSettings: librarySettings
        ),
        // Swift Testing's cross-import overlay name for SwiftUI (see _Testing_CoreGraphics).
        .target(name: "_Testing_SwiftUI", swiftSettings: librarySettings),

        // UI tests as XCUITest writes them, run in-process, and snapshot
        // assertions; for Swift Testing and XCTest test targets.
        .target(
            name: "TandemTesting",
            dependencies: ["TandemSupport", "TandemGraphics", "TandemUIKit", "TandemSwiftUI"],
            swiftSettings: librarySettings
        ),

        .executableTarget(
            name: "tandem-bench",
            dependencies: [
                "TandemSupport", "TandemGraphics", "TandemSolver", "TandemReactive", "TandemUIKit", "TandemSwiftUI",
                "CPangoCairo",
            ],
            swiftSettings: librarySettings
        ),
        // Swift 5 mode, as most iOS code is: its top-level code uses UIKit
        // without concurrency annotations, as an app's `main.swift` does.
        .executableTarget(
            name: "tandem-demo",
            dependencies: ["CoreGraphics", "UIKit", "SwiftUI"] + seedExamples.map { .target(name: $0) },
            swiftSettings: librarySettings + [.swiftLanguageMode(.v5)]
        ),

        // Helpers every test target shares: pixels, diagnostics.
        .target(
            name: "TandemTestSupport",
            dependencies: ["TandemSupport", "TandemGraphics"],
            path: "Tests/TandemTestSupport",
            swiftSettings: librarySettings
        ),
        .testTarget(
            name: "TandemGraphicsTests",
            dependencies: ["TandemGraphics", "CoreGraphics", "TandemTestSupport"],
            swiftSettings: librarySettings
        ),
        // Swift 5 mode: the seeds' Combine code is Swift 5 code (a Timer block
        // capturing a model, as on iOS), compiled here exactly as written.
        .testTarget(
            name: "TandemReactiveTests",
            dependencies: ["TandemReactive", "Combine"],
            swiftSettings: librarySettings + [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "TandemUIKitTests",
            dependencies: ["TandemUIKit", "UIKit", "TandemSolver", "TandemTestSupport"],
            // Interface Builder files the storyboard tests load at run time,
            // copied to the bundle's top level as Xcode places compiled ones.
            exclude: ["Fonts/README.md"],
            resources: [
                "Main.storyboard", "Lists.storyboard", "Unwind.storyboard", "Settings.storyboard",
                "ProfileViewController.xib",
            ].map {
                .copy("Storyboard/" + $0)
            } + [.copy("Fonts/TandemFixtureSans.ttf")],
            swiftSettings: librarySettings
        ),
        // Swift 5 mode, as most iOS code is: nonisolated helpers and an
        // XCTestCase touch UIKit without concurrency annotations, and must
        // compile without a diagnostic, as they do against Apple's SDK.
        .testTarget(
            name: "TandemUIKitSwift5Tests",
            dependencies: ["UIKit", "SwiftUI", "Combine", "TandemSupport"],
            swiftSettings: librarySettings + [.swiftLanguageMode(.v5)]
        ),
        // Swift 5 mode, as the seeds are: a View struct, an ObservableObject
        // and a UIKit controller hosting the view compile exactly as written.
        .testTarget(
            name: "TandemSwiftUITests",
            dependencies: ["TandemSwiftUI", "SwiftUI", "TandemTestSupport", "TandemTesting"]
                + seedExamples.map { .target(name: $0) },
            swiftSettings: librarySettings + [.swiftLanguageMode(.v5)]
        ),
        // Swift 5 mode, as UI tests are written: XCUITest-style tests of a
        // UIKit and a SwiftUI screen, under Swift Testing and XCTest.
        .testTarget(
            name: "TandemTestingTests",
            // The demo's screens are driven as an app's UI tests drive its screens.
            dependencies: ["TandemTesting", "UIKit", "SwiftUI", "tandem-demo"],
            // Snapshot references are read from disk by the assertions, not built.
            exclude: ["__Snapshots__"],
            swiftSettings: librarySettings + [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "TandemSolverTests",
            dependencies: ["TandemSolver"],
            swiftSettings: librarySettings
        ),
    ]
        + seedExamples.map { name in
            // Swift 5 mode, as the seeds are: their code compiles as written,
            // without `MemberImportVisibility` (an app's code does not opt in).
            .target(
                name: name,
                dependencies: ["SwiftUI", "UIKit", "Combine"],
                path: "Examples/" + name.dropLast("Example".count),
                // Seed 002 loads its storyboard's XML source at run time.
                resources: name == "Seed002Example" ? [.copy("Storyboard.storyboard")] : nil,
                swiftSettings: [.swiftLanguageMode(.v5)]
            )
        }
)

import Foundation

// tandem-bench: `swift run -c release tandem-bench <suite>`. Each suite prints
// one JSON object per line: suite, case, n, median_ns and, where a baseline
// runs in the same process, baseline and ratio (measured / baseline).

let suites: [String: () -> Void] = [
    "graphics": GraphicsSuite.run,
    "solver": SolverSuite.run,
    "reactive": ReactiveSuite.run,
    "uikit": UIKitSuite.run,
    "input": InputSuite.run,
    "swiftui": SwiftUISuite.run,
    "lists": ListsSuite.run,
    "present": PresentPathBenchmark.run,
]

// A child started by `uikit`'s side-by-side case to measure memory alone.
GTKSideBySide.probeMemoryIfAsked()
// A child started by `present` to measure one present path.
PresentPathBenchmark.probeIfAsked()

let requested = Array(CommandLine.arguments.dropFirst())
let names = requested.isEmpty || requested == ["all"] ? suites.keys.sorted() : requested
for name in names {
    guard let suite = suites[name] else {
        FileHandle.standardError.write(
            Data("tandem-bench: unknown suite '\(name)'; known: \(suites.keys.sorted().joined(separator: ", "))\n".utf8)
        )
        exit(2)
    }
    suite()
}

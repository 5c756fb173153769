import Foundation
import TandemSolver

/// `tandem-bench solver`: building Auto Layout-shaped systems and re-solving
/// them after width changes, against kiwisolver running the same systems in
/// the same run (through `Benchmarks/kiwi_bench.py`).
enum SolverSuite {
    static let sizes =
        ProcessInfo.processInfo.environment["TANDEM_BENCH_SIZES"].map {
            $0.split(separator: ",").compactMap { Int($0) }
        } ?? [100, 1000, 5000]
    static let resolves = 1000

    static func run() {
        let kiwi = KiwiBaseline()
        let only = ProcessInfo.processInfo.environment["TANDEM_BENCH_SHAPES"]?.split(separator: ",").map(String.init)
        for shape in SolverSystems.Shape.allCases where only?.contains(shape.rawValue) ?? true {
            for n in sizes {
                let samples = n >= 5000 ? 1 : n >= 1000 ? 3 : 15
                var built: SolverSystems.Built?
                let buildTime = Benchmark.median(samples: samples) {
                    built = try! SolverSystems.build(shape, n: n)
                }
                let baseline = kiwi.measure(shape: shape.rawValue, n: n, resolves: resolves, samples: samples)
                Benchmark.report(
                    suite: "solver", case: "\(shape.rawValue)-build", n: n, medianNanoseconds: buildTime,
                    baseline: baseline?.build, extra: ["per_view_ns": String(format: "%.0f", buildTime / Double(n))])
                // Incremental: alternate the superview width, reading the solution back each time.
                let system = built!
                var step = 0
                let resolveTime = Benchmark.median(samples: samples) {
                    for _ in 0..<resolves {
                        step += 1
                        try! system.solver.suggestValue(step % 2 == 0 ? 1024 : 768, for: system.width)
                        system.solver.updateVariables()
                    }
                }
                Benchmark.report(
                    suite: "solver", case: "\(shape.rawValue)-resolve", n: n,
                    medianNanoseconds: resolveTime / Double(resolves),
                    baseline: baseline.map { $0.resolve })
            }
        }
    }
}

/// Runs kiwisolver (C++ Cassowary, as matplotlib ships it) on the same systems.
struct KiwiBaseline {
    let script: URL
    let available: Bool

    init() {
        script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Benchmarks/kiwi_bench.py")
        var ok = KiwiBaseline.python(["-c", "import kiwisolver"]) == 0
        if !ok {
            FileHandle.standardError.write(Data("tandem-bench: installing kiwisolver with pip for the baseline\n".utf8))
            _ = KiwiBaseline.python(["-m", "pip", "install", "--quiet", "kiwisolver"])
            ok = KiwiBaseline.python(["-c", "import kiwisolver"]) == 0
        }
        if !ok {
            FileHandle.standardError.write(
                Data("tandem-bench: kiwisolver unavailable; solver lines have no baseline\n".utf8))
        }
        available = ok
    }

    /// Median build and per-resolve nanoseconds, or nil without kiwisolver.
    func measure(shape: String, n: Int, resolves: Int, samples: Int) -> (build: Double, resolve: Double)? {
        guard available else { return nil }
        let pipe = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, shape, String(n), String(resolves), String(samples)]
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap {
            Double($0)
        }
        guard fields.count == 2 else { return nil }
        return (fields[0], fields[1])
    }

    static func python(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

import Foundation
import TandemReactive
import TandemSwiftUI
import TandemUIKit

/// `tandem-bench present`: what one SwiftUI counter update costs in a
/// desktop window through each of SDL's present paths, under an Xvfb
/// started here (no hardware GL, as in VMs and CI): the CPU time of the
/// whole process per update (Mesa's threads included) and the resident
/// memory after the updates, framebuffer over GL (ratio < 1: the
/// framebuffer is cheaper). Each path runs in a fresh `tandem-bench`
/// (SDL reads the choice once), as does the default choice, which is
/// printed with the path it took.
enum PresentPathBenchmark {
    /// The environment variable that makes `tandem-bench` a present probe:
    /// it opens a counter window, updates it that many times, prints one
    /// JSON line and exits (see `probeIfAsked`).
    static let probeVariable = "TANDEM_PRESENT_PROBE"

    static func run() {
        guard let server = XvfbServer(purpose: "present paths") else { return }
        defer { withExtendedLifetime(server) {} }
        let updates = Int(ProcessInfo.processInfo.environment["TANDEM_PRESENT_UPDATES"] ?? "") ?? 200
        var results: [String: [String: Double]] = [:]
        var chosen = "?"
        for path in ["framebuffer", "gl", "default"] {
            guard let result = probe(path: path == "default" ? nil : path, updates: updates, display: server.display)
            else {
                note("the \(path) probe failed")
                continue
            }
            results[path] = result.numbers
            if path == "default" { chosen = result.path }
        }
        guard let framebuffer = results["framebuffer"], let gl = results["gl"] else { return }
        let measures = [
            ("CPU per SwiftUI counter update in a window", "cpu_ns"), ("wall time per update", "wall_ns"),
            ("resident memory after the updates (bytes)", "rss_bytes"),
        ]
        for (name, key) in measures {
            guard let ours = framebuffer[key], let theirs = gl[key] else { continue }
            Benchmark.report(
                suite: "present", case: "framebuffer vs GL present path: \(name)", n: updates,
                medianNanoseconds: ours, baseline: max(1, theirs), extra: ["default_path": "\"\(chosen)\""])
        }
    }

    private static func note(_ line: String) {
        FileHandle.standardError.write(Data("tandem-bench present: \(line)\n".utf8))
    }

    /// Runs a fresh `tandem-bench` as a probe on `display` with the path
    /// forced (nil: Tandem's own choice) and reads its line.
    private static func probe(path: String?, updates: Int, display: String) -> (
        numbers: [String: Double], path: String
    )? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["present"]
        var environment = ProcessInfo.processInfo.environment
        environment[probeVariable] = String(updates)
        environment["DISPLAY"] = display
        environment["TANDEM_PRESENT_PATH"] = path
        environment["TANDEM_DISPLAY"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        var numbers: [String: Double] = [:]
        for (key, value) in object {
            if let number = value as? NSNumber { numbers[key] = number.doubleValue }
        }
        return (numbers, object["path"] as? String ?? "?")
    }

    /// The counter the probe updates.
    final class Counter: ObservableObject {
        @Published var count = 0
    }

    struct CounterView: View {
        @ObservedObject var counter: Counter

        var body: some View {
            VStack(spacing: 12) {
                Text("Count: \(counter.count)").font(.largeTitle)
                Button("Increment") { counter.count += 1 }
            }
        }
    }

    /// When this process is a present probe: opens the window, times the
    /// updates (each to a presented frame), prints the line, exits.
    static func probeIfAsked() {
        guard let value = ProcessInfo.processInfo.environment[probeVariable], let updates = Int(value), updates > 0
        else { return }
        let line = MainActor.assumeIsolated { () -> String? in
            guard let display = SDLDisplay.make() else { return nil }
            ActiveDisplay.current = display
            let counter = Counter()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = UIHostingController(rootView: CounterView(counter: counter))
            window.makeKeyAndVisible()
            CATransaction.flush()
            // Warm-up: text shaping and the present path's first buffers.
            for _ in 0..<20 {
                counter.count += 1
                CATransaction.flush()
            }
            var cpu: [Double] = [], wall: [Double] = []
            for _ in 0..<updates {
                let cpuStart = processCPUNanoseconds(), wallStart = DispatchTime.now().uptimeNanoseconds
                counter.count += 1
                CATransaction.flush()
                cpu.append(processCPUNanoseconds() - cpuStart)
                wall.append(Double(DispatchTime.now().uptimeNanoseconds - wallStart))
            }
            let path = SDLPresentPath.chosen?.rawValue ?? "SDL's own"
            return
                "{\"path\": \"\(path)\", \"cpu_ns\": \(Benchmark.median(of: cpu)), \"wall_ns\": \(Benchmark.median(of: wall)), \"rss_bytes\": \(UIKitSuite.residentBytes())}"
        }
        guard let line else { exit(1) }
        print(line)
        exit(0)
    }

    /// CPU time of every thread of this process so far, user and system.
    private static func processCPUNanoseconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let seconds = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        let micros = Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return seconds * 1e9 + micros * 1e3
    }
}

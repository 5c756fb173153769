import Foundation
import TandemGraphics
import TandemUIKit

/// `tandem-bench uikit`'s side-by-side case: the same labels laid out and
/// drawn by Tandem and by GTK 4 (the C program `Benchmarks/gtk_labels.c`,
/// compiled by `scripts/bench.sh`, run under an Xvfb started here with the
/// cairo renderer), per phase, with ratio = Tandem / GTK.
enum GTKSideBySide {
    @MainActor
    static func run() {
        let environment = ProcessInfo.processInfo.environment
        guard let program = environment["TANDEM_GTK_BENCH"], FileManager.default.isExecutableFile(atPath: program)
        else {
            note(
                "GTK side-by-side skipped: TANDEM_GTK_BENCH does not name the compiled Benchmarks/gtk_labels.c (scripts/bench.sh builds it)"
            )
            return
        }
        guard let server = XvfbServer(purpose: "GTK side-by-side") else { return }
        defer { withExtendedLifetime(server) {} }
        let display = server.display
        let sizes = environment["TANDEM_BENCH_SIZES"]?.split(separator: ",").compactMap { Int($0) } ?? [1000, 5000]
        for n in sizes where n >= 100 {
            let samples = n >= 5000 ? 5 : 9
            guard let gtk = runGTK(program, n: n, samples: samples, display: display) else {
                note("GTK side-by-side: the GTK program failed for n=\(n)")
                continue
            }
            let tandem = measureTandem(n: n, samples: samples)
            for phase in ["build", "layout", "first frame", "one label changed to frame"] {
                guard let ours = tandem[phase], let theirs = gtk[phase] else { continue }
                Benchmark.report(
                    suite: "uikit", case: "labels in a scrolling stack vs GTK 4 (cairo): \(phase)", n: n,
                    medianNanoseconds: ours, baseline: theirs)
            }
            if let ours = memoryInFreshProcess(n: n), let theirs = gtk["memory per label"] {
                Benchmark.report(
                    suite: "uikit", case: "labels in a scrolling stack vs GTK 4 (cairo): memory per label (bytes)",
                    n: n,
                    medianNanoseconds: ours, baseline: max(1, theirs))
            }
        }
    }

    private static func note(_ line: String) {
        FileHandle.standardError.write(Data("tandem-bench uikit: \(line)\n".utf8))
    }

    /// Runs the GTK program and reads its JSON lines: phase to median (bytes for memory).
    private static func runGTK(_ program: String, n: Int, samples: Int, display: String) -> [String: Double]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = [String(n), String(samples), "Inter"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["GSK_RENDERER"] = "cairo"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        var result: [String: Double] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let phase = object["phase"] as? String
            else { continue }
            if let value = (object["median_ns"] ?? object["bytes"]) as? NSNumber { result[phase] = value.doubleValue }
        }
        return result
    }

    /// The environment variable that makes `tandem-bench` a memory probe:
    /// it builds one screen of that many labels, prints the resident growth
    /// per label, and exits (see `probeMemoryIfAsked`).
    static let memoryProbeVariable = "TANDEM_UIKIT_MEMORY_PROBE"

    /// Resident growth per label measured in a fresh `tandem-bench`, as the
    /// GTK program measures its own: in this process, memory freed by the
    /// earlier cases would be reused and the growth would read near zero.
    private static func memoryInFreshProcess(n: Int) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["uikit"]
        var environment = ProcessInfo.processInfo.environment
        environment[memoryProbeVariable] = String(n)
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// When this process is a memory probe: measures one screen, prints bytes per label, exits.
    /// Both sides measure one throwaway label before (fonts load once per
    /// process), so the growth is the labels', not the text system's start.
    static func probeMemoryIfAsked() {
        guard let value = ProcessInfo.processInfo.environment[memoryProbeVariable], let n = Int(value), n > 0 else {
            return
        }
        let bytes = MainActor.assumeIsolated {
            // Font loading happens once per process, not per label: one
            // throwaway label is measured first, as the GTK program does.
            let warm = UILabel()
            warm.text = "Warm-up 0.0: fonts"
            _ = warm.intrinsicContentSize
            return measureTandem(n: n, samples: 1)["memory per label"] ?? 0
        }
        print(Int(bytes))
        exit(0)
    }

    /// The same phases in Tandem, headless: build, layout, first frame, one change.
    @MainActor
    private static func measureTandem(n: Int, samples: Int) -> [String: Double] {
        var build: [Double] = [], layout: [Double] = [], frame: [Double] = [], change: [Double] = []
        var memory = 0.0
        for sample in 0..<samples {
            let before = UIKitSuite.residentBytes()
            let t0 = DispatchTime.now().uptimeNanoseconds
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let controller = UIViewController()
            window.rootViewController = controller
            let scroll = UIScrollView()
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 8
            stack.alignment = .leading
            scroll.translatesAutoresizingMaskIntoConstraints = false
            stack.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(scroll)
            scroll.addSubview(stack)
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: controller.view.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
                stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
                stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
            ])
            var labels: [UILabel] = []
            labels.reserveCapacity(n)
            for i in 0..<n {
                let label = UILabel()
                // Texts never seen before in the process, as in the GTK program (offset so they differ from it too).
                label.text =
                    "Row \(i).\(sample + 1): \(i % 3 == 0 ? "a longer line of text that fills the row" : "short") "
                stack.addArrangedSubview(label)
                labels.append(label)
            }
            // Shown (the root view installed), but nothing laid out or drawn yet.
            window.makeKeyAndVisible()
            let t1 = DispatchTime.now().uptimeNanoseconds
            window.layoutIfNeeded()
            let t2 = DispatchTime.now().uptimeNanoseconds
            CATransaction.flush()
            let t3 = DispatchTime.now().uptimeNanoseconds
            labels[n / 2].text = sample % 2 == 1 ? "Changed text, longer than before, wrapping nothing" : "Changed"
            CATransaction.flush()
            let t4 = DispatchTime.now().uptimeNanoseconds
            build.append(Double(t1 - t0))
            layout.append(Double(t2 - t1))
            frame.append(Double(t3 - t2))
            change.append(Double(t4 - t3))
            // The first sample: in a fresh process (a memory probe) no freed
            // memory is reused yet, as in the GTK program.
            if sample == 0 { memory = (UIKitSuite.residentBytes() - before) / Double(n) }
            withExtendedLifetime(window) {}
        }
        return [
            "build": Benchmark.median(of: build), "layout": Benchmark.median(of: layout),
            "first frame": Benchmark.median(of: frame), "one label changed to frame": Benchmark.median(of: change),
            "memory per label": memory,
        ]
    }
}

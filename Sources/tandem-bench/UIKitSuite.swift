import Foundation
import TandemGraphics
import TandemUIKit

/// `tandem-bench uikit`: Auto Layout passes over a stack of labels in a
/// scroll view, damage-limited against full redraws, and memory per view.
enum UIKitSuite {
    static func run() {
        // TANDEM_UIKIT_CASES=layout,redraw,animation,memory,gtk picks parts (all by default).
        let cases = ProcessInfo.processInfo.environment["TANDEM_UIKIT_CASES"].map {
            Set($0.split(separator: ",").map(String.init))
        }
        MainActor.assumeIsolated {
            if cases?.contains("layout") ?? true { layout() }
            if cases?.contains("redraw") ?? true { redraw() }
            if cases?.contains("animation") ?? true { AnimationFrameBenchmark.run() }
            if cases?.contains("memory") ?? true { memory() }
            if cases?.contains("gtk") ?? true { GTKSideBySide.run() }
        }
    }

    // MARK: Layout

    /// A window-less tree: a scroll view holding a vertical stack of `count` labels.
    @MainActor
    final class StackTree {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = UIScrollView()
        let stack = UIStackView()
        var labels: [UILabel] = []

        /// `generation` makes every label's text new to the process-wide
        /// measurement cache, so that a first layout measures every label
        /// with Pango, as an app's first layout does.
        init(count: Int, generation: Int = 0) {
            root.addSubview(scroll)
            scroll.frame = root.bounds
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
                stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
                stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
                stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
            ])
            for i in 0..<count {
                let label = UILabel()
                label.text =
                    "Row \(i).\(generation): \(i % 3 == 0 ? "a longer line of text that fills the row" : "short")"
                stack.addArrangedSubview(label)
                labels.append(label)
            }
        }
    }

    @MainActor
    static func layout() {
        let sizes =
            ProcessInfo.processInfo.environment["TANDEM_BENCH_SIZES"]?.split(separator: ",").compactMap { Int($0) }
            ?? [100, 1000, 5000]
        var firstPerView: [Int: Double] = [:], relayoutPerView: [Int: Double] = [:]
        var generation = 0
        for n in sizes {
            let samples = n >= 5000 ? 3 : n >= 1000 ? 5 : 15
            // First layout: a fresh tree with texts never measured before each
            // sample; only the pass is timed.
            var times: [Double] = []
            for _ in 0..<(samples + 1) {
                generation += 1
                let tree = StackTree(count: n, generation: generation)
                let start = DispatchTime.now().uptimeNanoseconds
                tree.root.layoutIfNeeded()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start))
                precondition(tree.scroll.contentSize.height > CGFloat(n) * 10, "the stack was not laid out")
            }
            let first = Benchmark.median(of: Array(times.dropFirst()))
            firstPerView[n] = first / Double(n)

            // Re-layout after one label's text changes.
            let tree = StackTree(count: n)
            tree.root.layoutIfNeeded()
            var flip = false
            let target = tree.labels[n / 2]
            let relayout = Benchmark.median(samples: 15) {
                flip.toggle()
                target.text = flip ? "Changed text, longer than before, wrapping nothing" : "Changed"
                tree.root.layoutIfNeeded()
            }
            relayoutPerView[n] = relayout / Double(n)
            // One view appended, and one hidden or shown again: the stack
            // swaps a few constraints, the solver rebuilds at most once.
            var appended = 0
            let append = Benchmark.median(samples: 9) {
                appended += 1
                let label = UILabel()
                label.text = "Appended \(appended)"
                tree.stack.addArrangedSubview(label)
                tree.root.layoutIfNeeded()
            }
            let hide = Benchmark.median(samples: 9) {
                target.isHidden.toggle()
                tree.root.layoutIfNeeded()
            }
            Benchmark.report(
                suite: "uikit", case: "stack: one view appended, re-layout", n: n, medianNanoseconds: append)
            Benchmark.report(
                suite: "uikit", case: "stack: one view hidden or shown, re-layout", n: n, medianNanoseconds: hide)
            let base = sizes.first!
            Benchmark.report(
                suite: "uikit", case: "stack first layout", n: n, medianNanoseconds: first,
                extra: [
                    "per_view_ns": String(format: "%.0f", first / Double(n)),
                    "per_view_ratio_vs_n\(base)": String(format: "%.2f", (first / Double(n)) / firstPerView[base]!),
                ])
            Benchmark.report(
                suite: "uikit", case: "stack re-layout after one text change", n: n, medianNanoseconds: relayout,
                extra: [
                    "per_view_ns": String(format: "%.0f", relayout / Double(n)),
                    "per_view_ratio_vs_n\(base)": String(
                        format: "%.2f", (relayout / Double(n)) / relayoutPerView[base]!),
                ])
        }
    }

    // MARK: Redraw

    @MainActor
    static func redraw() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.backgroundColor = .white
        let labels = addLabelGrid(to: root.view)
        CATransaction.flush()
        var counter = 0
        let target = labels[517]
        let (damage, full) = Benchmark.compare(samples: 21) {
            counter += 1
            target.text = "\(counter % 100)"
            CATransaction.flush()
        } baseline: {
            window.tandemDamageAll()
            CATransaction.flush()
        }
        window.tandemResetRenderStatistics()
        target.text = "x"
        CATransaction.flush()
        let stats = window.tandemRenderStatistics
        Benchmark.report(
            suite: "uikit", case: "redraw after one label change (damage) vs full window, 1000 views 1280x800",
            n: 1000, medianNanoseconds: damage, baseline: full,
            extra: ["drawn_layers": "\(stats.drawnLayers)", "redrawn_pixels": "\(stats.redrawnPixels)"])

        commitByPhase(target: target)
        emptyCommit()
    }

    /// Adds 1000 views to `view` (a 1280×800 window's content): 40 columns ×
    /// 25 rows of labels 32 points square, on alternating backgrounds.
    @MainActor
    static func addLabelGrid(to view: UIView) -> [UILabel] {
        var labels: [UILabel] = []
        for row in 0..<25 {
            for column in 0..<40 {
                let label = UILabel(frame: CGRect(x: column * 32, y: row * 32, width: 32, height: 32))
                label.text = "\(row * 40 + column)"
                label.font = .systemFont(ofSize: 11)
                label.textAlignment = .center
                label.backgroundColor = (row + column) % 2 == 0 ? .systemGray6 : .white
                view.addSubview(label)
                labels.append(label)
            }
        }
        return labels
    }

    /// One label's text changed in the 1000-view window: the commit split by phase.
    @MainActor
    static func commitByPhase(target: UILabel) {
        let samples = 21
        var perPhase: [Commit.Phase: [Double]] = [:]
        var totals: [Double] = []
        Commit.measuresPhases = true
        for sample in 0..<samples {
            target.text = "\(sample % 100)!"
            Commit.phaseNanoseconds = [:]
            let start = DispatchTime.now().uptimeNanoseconds
            CATransaction.flush()
            totals.append(Double(DispatchTime.now().uptimeNanoseconds - start))
            for phase in [Commit.Phase.update, .layout, .display, .render] {
                perPhase[phase, default: []].append(Double(Commit.phaseNanoseconds[phase] ?? 0))
            }
        }
        Commit.measuresPhases = false
        let total = Benchmark.median(of: totals)
        Benchmark.report(
            suite: "uikit", case: "commit after one label change by phase, 1000 views 1280x800", n: 1000,
            medianNanoseconds: total,
            extra: [
                "update_ns": String(format: "%.0f", Benchmark.median(of: perPhase[.update] ?? [0])),
                "layout_ns": String(format: "%.0f", Benchmark.median(of: perPhase[.layout] ?? [0])),
                "display_ns": String(format: "%.0f", Benchmark.median(of: perPhase[.display] ?? [0])),
                "render_ns": String(format: "%.0f", Benchmark.median(of: perPhase[.render] ?? [0])),
            ])
    }

    /// A commit with nothing pending; the target is under 1 µs, so the
    /// ratio is against that.
    @MainActor
    static func emptyCommit() {
        let batch = 10_000
        let perCommit =
            Benchmark.median(samples: 21) {
                for _ in 0..<batch { CATransaction.flush() }
            } / Double(batch)
        Benchmark.report(
            suite: "uikit", case: "commit with nothing pending (per commit) vs the 1 µs target", n: batch,
            medianNanoseconds: perCommit, baseline: 1000)
    }

    // MARK: Memory

    @MainActor
    static func memory() {
        let count = 100_000
        var keep: [UIView] = []
        keep.reserveCapacity(count)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let before = residentBytes()
        for i in 0..<count {
            let view = UIView(frame: CGRect(x: i % 1000, y: i / 1000, width: 1, height: 1))
            container.addSubview(view)
            keep.append(view)
        }
        let after = residentBytes()
        Benchmark.report(
            suite: "uikit", case: "resident growth per UIView + CALayer (100k views in a superview)", n: count,
            medianNanoseconds: 0,
            extra: ["bytes_per_view": "\(Int((after - before) / Double(count)))"])
        withExtendedLifetime((keep, container)) {}
    }

    /// Resident memory of this process, from /proc/self/statm.
    static func residentBytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE)))
    }
}

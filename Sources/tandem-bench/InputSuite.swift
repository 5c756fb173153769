import Foundation
import TandemGraphics
import TandemUIKit

/// `tandem-bench input`: event delivery through hit-testing to a control's
/// action in windows of growing size, and keystroke-to-commit cost in text
/// inputs holding growing amounts of text (ratios against the smallest).
enum InputSuite {
    static func run() {
        MainActor.assumeIsolated {
            tapDelivery()
            typing()
            idleWindow()
        }
    }

    /// CPU time of an open, idle window on the SDL2 display under an Xvfb the
    /// bench starts, over 5 seconds (target: under 2% of one core). Skipped,
    /// with a line saying why, without Xvfb.
    @MainActor
    static func idleWindow() {
        guard let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile)
        else {
            FileHandle.standardError.write(
                Data("tandem-bench input: idle window skipped (no Xvfb; apt-get install xvfb)\n".utf8))
            return
        }
        let display = ":\(150 + Int(getpid()) % 300)"
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = [display, "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        guard (try? server.run()) != nil else { return }
        defer { server.terminate() }
        Thread.sleep(forTimeInterval: 1)
        setenv("DISPLAY", display, 1)
        ActiveDisplay.chooseForApplication()
        guard ActiveDisplay.current is SDLDisplay else {
            FileHandle.standardError.write(
                Data("tandem-bench input: idle window skipped (SDL could not open \(display))\n".utf8))
            return
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.rootViewController = UIViewController()
        window.rootViewController!.view.backgroundColor = .systemBackground
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 34))
        field.borderStyle = .roundedRect
        window.rootViewController!.view.addSubview(field)
        window.makeKeyAndVisible()
        field.becomeFirstResponder()  // a blinking caret: the idle window still has a timer
        UIApplication.shared.runLoop(until: Date(timeIntervalSinceNow: 0.5))
        func cpu() -> Double {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e9
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e3
        }
        let wall = 5.0
        let before = cpu()
        UIApplication.shared.runLoop(until: Date(timeIntervalSinceNow: wall))
        let used = cpu() - before
        Benchmark.report(
            suite: "input", case: "CPU of an idle window with a blinking caret over 5 s, vs 2% of one core", n: 1,
            medianNanoseconds: used, baseline: wall * 1e9 * 0.02)
    }

    /// A synthetic tap (down and up) through hit-testing to a button's action,
    /// in a window whose other views are outside the hit path.
    @MainActor
    static func tapDelivery() {
        var base: Double?
        for n in [100, 1000, 5000] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 800))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let root: UIView = window.rootViewController!.view
            for i in 0..<n {
                let label = UILabel(frame: CGRect(x: (i % 50) * 20, y: (i / 50) % 40 * 20, width: 20, height: 20))
                label.text = "\(i)"
                root.addSubview(label)
            }
            let button = UIButton(type: .system)
            button.setTitle("Tap", for: .normal)
            button.frame = CGRect(x: 900, y: 700, width: 80, height: 40)
            var taps = 0
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            root.addSubview(button)
            CATransaction.flush()
            var time: TimeInterval = 0
            let median = Benchmark.median(samples: 51) {
                time += 1
                window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 940, y: 720), timestamp: time))
                window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 940, y: 720), timestamp: time + 0.05))
            }
            precondition(taps > 50, "the taps did not reach the button")
            base = base ?? median
            Benchmark.report(
                suite: "input", case: "tap through hit-testing to an action, views in the window", n: n,
                medianNanoseconds: median, baseline: base)
        }
    }

    /// One keystroke, then the commit that shows it, in a text field and a text view.
    @MainActor
    static func typing() {
        for (kind, sizes) in [("text field", [100, 10_000]), ("text view", [100, 100_000])] {
            var base: Double?
            for n in sizes {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
                window.rootViewController = UIViewController()
                window.makeKeyAndVisible()
                let line = "The quick brown fox jumps over the lazy dog. "
                let text = String(
                    String(repeating: line + (kind == "text view" ? "\n" : ""), count: n / line.count + 1).prefix(n))
                let input: UIView
                if kind == "text field" {
                    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 580, height: 34))
                    field.text = text
                    input = field
                } else {
                    let view = UITextView(frame: CGRect(x: 10, y: 10, width: 580, height: 380))
                    view.text = text
                    input = view
                }
                window.rootViewController!.view.addSubview(input)
                input.becomeFirstResponder()
                CATransaction.flush()
                var flip = false
                let median = Benchmark.median(samples: 15) {
                    flip.toggle()
                    window.handleKeyboardInput(flip ? .text("x") : .key(.backspace, modifiers: []))
                    CATransaction.flush()
                }
                base = base ?? median
                Benchmark.report(
                    suite: "input", case: "keystroke to commit in a \(kind), characters", n: n,
                    medianNanoseconds: median,
                    baseline: base)
            }
        }
    }
}

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
        }
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
                let text = String(String(repeating: line + (kind == "text view" ? "\n" : ""), count: n / line.count + 1).prefix(n))
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
                    suite: "input", case: "keystroke to commit in a \(kind), characters", n: n, medianNanoseconds: median,
                    baseline: base)
            }
        }
    }
}

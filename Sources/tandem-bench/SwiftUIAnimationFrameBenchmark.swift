import Foundation
import TandemReactive
import TandemSwiftUI
import TandemUIKit

/// A `withAnimation` that moves and fades 100 views against the same motion
/// written with `UIView.animate`: the cost of one animation frame of each,
/// in windows of 1280×800 over the same 1,000 labels, on a manual clock.
/// Also counts the SwiftUI bodies evaluated per frame (there should be none).
@MainActor
enum SwiftUIAnimationFrameBenchmark {
    /// The hundred squares, moved and faded by `moved`.
    final class Model: ObservableObject {
        @Published var moved = false
        var bodies = 0
    }

    struct Squares: View {
        @ObservedObject var model: Model

        var body: some View {
            model.bodies += 1
            return ZStack(alignment: .topLeading) {
                ForEach(0..<100, id: \.self) { index in
                    Color.blue.frame(width: 24, height: 24)
                        .opacity(model.moved ? 0.3 : 1)
                        .offset(
                            x: CGFloat(40 + (index % 20) * 60),
                            y: CGFloat(60 + (index / 20) * 140) + (model.moved ? 40 : 0))
                }
            }
            .frame(width: 1280, height: 800, alignment: .topLeading)
        }
    }

    private static func window(with root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.rootViewController = root
        window.makeKeyAndVisible()
        // Under the moving views in both windows: SwiftUI's content is built
        // at the first commit, so the labels go behind it.
        CATransaction.flush()
        for label in UIKitSuite.addLabelGrid(to: root.view).reversed() { root.view.sendSubviewToBack(label) }
        return window
    }

    static func run() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = Model()
        let hosting = UIHostingController(rootView: Squares(model: model))
        let swiftUIWindow = window(with: hosting)
        let plain = UIViewController()
        plain.view.backgroundColor = .white
        let uikitWindow = window(with: plain)
        var boxes: [UIView] = []
        for index in 0..<100 {
            let box = UIView(
                frame: CGRect(x: 40 + (index % 20) * 60, y: 60 + (index / 20) * 140, width: 24, height: 24))
            box.backgroundColor = .systemBlue
            plain.view.addSubview(box)
            boxes.append(box)
        }
        CATransaction.flush()
        withAnimation(.easeInOut(duration: 2).repeatForever()) { model.moved = true }
        UIView.animate(withDuration: 2, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut]) {
            for box in boxes {
                box.center.y += 40
                box.alpha = 0.3
            }
        }
        TandemAnimationClock.advance(by: 1.0 / 60)
        let bodiesBefore = model.bodies
        // Each window alone on screen in turn, so a frame draws one of them.
        var swiftUIFrames: [Double] = [], uikitFrames: [Double] = []
        var frames = 0
        for round in 0..<12 {
            let swiftUIShown = round % 2 == 0
            swiftUIWindow.isHidden = !swiftUIShown
            uikitWindow.isHidden = swiftUIShown
            // Settle the window just shown (drawn whole), then time frames.
            TandemAnimationClock.advance(by: 1.0 / 60)
            let median = Benchmark.median(samples: 15) {
                TandemAnimationClock.advance(by: 1.0 / 60)
                frames += 1
            }
            if swiftUIShown { swiftUIFrames.append(median) } else { uikitFrames.append(median) }
        }
        Benchmark.report(
            suite: "swiftui",
            case: "animation frame, withAnimation moving and fading 100 views vs UIView.animate, 1280x800",
            n: 100, medianNanoseconds: Benchmark.median(of: swiftUIFrames), baseline: Benchmark.median(of: uikitFrames),
            extra: ["bodies_per_frame": "\(Double(model.bodies - bodiesBefore) / Double(max(frames, 1)))"])
        swiftUIWindow.isHidden = true
        uikitWindow.isHidden = true
        for box in boxes { box.layer.removeAllAnimations() }
        swiftUIWindow.rootViewController = nil
        TandemAnimationClock.runAnimationsToEnd()
    }
}

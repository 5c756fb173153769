import Foundation
import TandemGraphics
import TandemUIKit

/// One animation frame against a full redraw: 100 views animating opacity
/// and position over a window of 1,000 labels, 1280×800, on a manual
/// animation clock (a frame is the presentation update and the render of
/// what moved). Also counts the layout passes frames make (there should be none).
@MainActor
enum AnimationFrameBenchmark {
    /// The window's root view, counting its layout passes.
    final class CountingView: UIView {
        var layouts = 0

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    static func run() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        let root = UIViewController()
        let content = CountingView()
        root.view = content
        window.rootViewController = root
        window.makeKeyAndVisible()
        content.backgroundColor = .white
        _ = UIKitSuite.addLabelGrid(to: content)
        var boxes: [UIView] = []
        for index in 0..<100 {
            let box = UIView(
                frame: CGRect(x: 40 + (index % 20) * 60, y: 60 + (index / 20) * 140, width: 24, height: 24))
            box.backgroundColor = .systemBlue
            content.addSubview(box)
            boxes.append(box)
        }
        CATransaction.flush()
        UIView.animate(withDuration: 2, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut]) {
            for box in boxes {
                box.center.y += 40
                box.alpha = 0.3
            }
        }
        // The first frames: drawn whole, then the one that also paints the
        // picture of what lies under the animating views (AnimationUnderlay).
        let firstFrames = (0..<2).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            TandemAnimationClock.advance(by: 1.0 / 60)
            return DispatchTime.now().uptimeNanoseconds - start
        }
        // TANDEM_ANIMATION_LOOP=n: only n frames, for a profiler around the run.
        if let loop = ProcessInfo.processInfo.environment["TANDEM_ANIMATION_LOOP"].flatMap(Int.init) {
            for _ in 0..<loop { TandemAnimationClock.advance(by: 1.0 / 60) }
            return
        }
        let layoutsBefore = content.layouts
        var frames = 0
        let (frame, full) = Benchmark.compare(samples: 21) {
            frames += 1
            TandemAnimationClock.advance(by: 1.0 / 60)
        } baseline: {
            window.tandemDamageAll()
            CATransaction.flush()
        }
        window.tandemResetRenderStatistics()
        TandemAnimationClock.advance(by: 1.0 / 60)
        let stats = window.tandemRenderStatistics
        Benchmark.report(
            suite: "uikit", case: "animation frame, 100 views moving and fading (damage) vs full window, 1280x800",
            n: 100, medianNanoseconds: frame, baseline: full,
            extra: [
                "drawn_layers": "\(stats.drawnLayers)", "redrawn_pixels": "\(stats.redrawnPixels)",
                "first_frame_ns": "\(firstFrames[0])", "underlay_frame_ns": "\(firstFrames[1])",
                "over_underlay": "\(window.tandemDrawsOverAnimationUnderlay)",
                "layouts_per_frame": "\(Double(content.layouts - layoutsBefore) / Double(max(frames, 1)))",
            ])
        for box in boxes { box.layer.removeAllAnimations() }
        TandemAnimationClock.runAnimationsToEnd()
        window.isHidden = true
    }
}

import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

/// Animation frames painted over a picture of what lies under the
/// animating views (a compositor's still layers): the same pixels as a
/// frame painted whole, at every step, and the picture dropped whenever
/// what lies under the animation may have changed.
@MainActor
@Suite(.serialized) struct AnimationUnderlayTests {
    /// A window of 300 labels on alternating backgrounds, a bordered
    /// container of `boxes` views, and a view painted above the boxes.
    private struct Scene {
        let window: UIWindow
        let labels: [UILabel]
        let container: UIView
        let boxes: [UIView]
        let cover: UIView
    }

    private func makeScene(boxCount: Int = 40, scale: CGFloat = 1) -> Scene {
        TandemAnimationClock.useManualTime()
        let window = makeWindow(width: 400, height: 300)
        if scale != 1 { window.screen = .tandemHeadless(size: CGSize(width: 400, height: 300), scale: scale) }
        window.backgroundColor = .white
        var labels: [UILabel] = []
        for index in 0..<300 {
            let label = UILabel(frame: CGRect(x: (index % 20) * 20, y: (index / 20) * 20, width: 20, height: 20))
            label.text = "\(index % 100)"
            label.font = .systemFont(ofSize: 9)
            label.textAlignment = .center
            label.backgroundColor = index % 2 == 0 ? .systemGray5 : .white
            window.addSubview(label)
            labels.append(label)
        }
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 380, height: 280))
        container.layer.borderWidth = 3
        container.layer.borderColor = UIColor.systemGreen.cgColor
        window.addSubview(container)
        var boxes: [UIView] = []
        for index in 0..<boxCount {
            let box = UIView(frame: CGRect(x: 8 + (index % 10) * 36, y: 12 + (index / 10) * 64, width: 18, height: 18))
            box.backgroundColor = index % 3 == 0 ? .systemBlue : .systemOrange
            box.layer.cornerRadius = index % 2 == 0 ? 5 : 0
            container.addSubview(box)
            boxes.append(box)
        }
        let cover = UIView(frame: CGRect(x: 150, y: 0, width: 60, height: 300))
        cover.backgroundColor = UIColor.systemPurple.withAlphaComponent(0.5)
        window.addSubview(cover)
        CATransaction.flush()
        return Scene(window: window, labels: labels, container: container, boxes: boxes, cover: cover)
    }

    private func moveAndFade(_ boxes: [UIView]) {
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut]) {
            for (index, box) in boxes.enumerated() {
                box.center.y += index % 2 == 0 ? 30 : -7
                box.center.x += 11
                box.alpha = 0.4
            }
        }
    }

    /// Runs the frames that make the underlay: the one with the model's
    /// change, the first of animation alone, the one that paints it.
    private func startUnderlay(_ window: UIWindow) {
        TandemAnimationClock.advance(by: 1.0 / 15)
        TandemAnimationClock.advance(by: 1.0 / 15)
        #expect(!window.tandemDrawsOverAnimationUnderlay)
        TandemAnimationClock.advance(by: 1.0 / 15)
        #expect(window.tandemDrawsOverAnimationUnderlay)
    }

    /// The window's pixels now, and the same moment painted whole.
    private func incrementalAndWhole(_ window: UIWindow) -> (Data?, Data?) {
        let incremental = window.tandemSnapshot().cgImage?.dataProvider?.data
        window.tandemDamageAll()
        let whole = window.tandemSnapshot().cgImage?.dataProvider?.data
        return (incremental, whole)
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func framesOverTheUnderlayHaveThePixelsOfFramesPaintedWhole(scale: CGFloat) {
        defer { TandemAnimationClock.useRealTime() }
        let scene = makeScene(scale: scale)
        defer { scene.window.isHidden = true }
        moveAndFade(scene.boxes)
        var usedUnderlay = 0
        for step in 0..<12 {
            TandemAnimationClock.advance(by: 1.0 / 15)
            if scene.window.tandemDrawsOverAnimationUnderlay { usedUnderlay += 1 }
            let (incremental, whole) = incrementalAndWhole(scene.window)
            #expect(incremental?.count == 400 * 300 * Int(scale * scale) * 4)
            #expect(incremental == whole, "step \(step)")
        }
        // The first frame has the model's change (the views' new frames);
        // made on the third, the second damaged by the animation alone.
        #expect(usedUnderlay == 10)
        // Only the boxes and what is above them were painted on a frame over it.
        scene.window.tandemResetRenderStatistics()
        TandemAnimationClock.advance(by: 1.0 / 15)
        let drawn = scene.window.tandemRenderStatistics.drawnLayers
        #expect(drawn > 0 && drawn <= scene.boxes.count + 1, "drew \(drawn) layers")
    }

    @Test func aModelChangeUnderTheAnimationDropsTheUnderlay() {
        defer { TandemAnimationClock.useRealTime() }
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        moveAndFade(scene.boxes)
        startUnderlay(scene.window)
        // A label under the moving boxes changes while they move.
        scene.labels[21].text = "X"
        scene.labels[21].backgroundColor = .systemRed
        TandemAnimationClock.advance(by: 1.0 / 15)
        #expect(!scene.window.tandemDrawsOverAnimationUnderlay)
        let (incremental, whole) = incrementalAndWhole(scene.window)
        #expect(incremental == whole)
        // On the second frame of animation alone, it is made again, with the new label.
        TandemAnimationClock.advance(by: 1.0 / 15)
        #expect(!scene.window.tandemDrawsOverAnimationUnderlay)
        TandemAnimationClock.advance(by: 1.0 / 15)
        #expect(scene.window.tandemDrawsOverAnimationUnderlay)
        let (again, againWhole) = incrementalAndWhole(scene.window)
        #expect(again == againWhole)
        // The label's new background shows at its top-left corner (the boxes are below and right of it).
        let image = scene.window.tandemSnapshot()
        let scale = Int(image.scale)
        #expect(image.pixel(21 * scale, 21 * scale).r > 200 && image.pixel(21 * scale, 21 * scale).g < 100)
    }

    @Test func aViewPaintedBeforeTheSplitStartingToAnimateIsPaintedRight() {
        defer { TandemAnimationClock.useRealTime() }
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        moveAndFade(scene.boxes)
        startUnderlay(scene.window)
        // A label (painted before the boxes) starts an animation of its own
        // from a layer action: no model change reaches the window first.
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        scene.labels[45].layer.add(fade, forKey: "fade")
        for _ in 0..<4 {
            TandemAnimationClock.advance(by: 1.0 / 15)
            let (incremental, whole) = incrementalAndWhole(scene.window)
            #expect(incremental == whole)
        }
        #expect(scene.window.tandemDrawsOverAnimationUnderlay, "made again from the label on")
    }

    @Test func aTranslucentAncestorOfTheMovingViewsGetsNoUnderlay() {
        defer { TandemAnimationClock.useRealTime() }
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.container.alpha = 0.7
        CATransaction.flush()
        moveAndFade(scene.boxes)
        for _ in 0..<4 {
            TandemAnimationClock.advance(by: 1.0 / 15)
            #expect(!scene.window.tandemDrawsOverAnimationUnderlay)
            let (incremental, whole) = incrementalAndWhole(scene.window)
            #expect(incremental == whole)
        }
    }

    @Test func aFewMovingViewsOverFewLayersGetNoUnderlay() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, box) = manualClockWindowWithBox()
        defer { window.isHidden = true }
        UIView.animate(withDuration: 1) { box.center.x += 100 }
        for _ in 0..<4 { TandemAnimationClock.advance(by: 1.0 / 15) }
        #expect(!window.tandemDrawsOverAnimationUnderlay, "a frame of two layers gains nothing from it")
    }

    @Test func aLayerAnimatingOutsideTheWindowIsNotKept() {
        defer { TandemAnimationClock.useRealTime() }
        let scene = makeScene(boxCount: 1)
        defer { scene.window.isHidden = true }
        weak var gone: CALayer?
        do {
            let layer = CALayer()
            layer.frame = CGRect(x: 1000, y: 1000, width: 10, height: 10)
            layer.backgroundColor = UIColor.red.cgColor
            scene.window.layer.addSublayer(layer)
            let spin = CABasicAnimation(keyPath: "opacity")
            spin.fromValue = 0
            spin.toValue = 1
            spin.duration = 1
            spin.repeatCount = .infinity
            layer.add(spin, forKey: "blink")
            for _ in 0..<20 { TandemAnimationClock.advance(by: 1.0 / 60) }
            layer.removeAllAnimations()
            layer.removeFromSuperlayer()
            gone = layer
        }
        TandemAnimationClock.advance(by: 1.0 / 60)
        CATransaction.flush()
        #expect(gone == nil, "the window's damage of frames with nothing to redraw holds no layer")
    }

    @Test func theUnderlayGoesWhenTheAnimationsEnd() {
        defer { TandemAnimationClock.useRealTime() }
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        moveAndFade(scene.boxes)
        startUnderlay(scene.window)
        TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        #expect(!scene.window.tandemDrawsOverAnimationUnderlay)
        let (incremental, whole) = incrementalAndWhole(scene.window)
        #expect(incremental == whole)
    }
}

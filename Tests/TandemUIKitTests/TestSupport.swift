import Foundation
import TandemGraphics
import TandemSupport
import TandemTestSupport
import Testing
import UIKit

extension UIImage {
    /// The pixel at (x, y), counted from the top-left, in device pixels.
    func pixel(_ x: Int, _ y: Int) -> RGBA {
        cgImage?.pixel(x, y) ?? .transparent
    }

    /// How many pixels in `rect` (points at scale 1) are dark: their
    /// channels add up to less than 200.
    func darkPixelCount(in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let pixel = self.pixel(x, y)
                if Int(pixel.r) + Int(pixel.g) + Int(pixel.b) < 200 { count += 1 }
            }
        }
        return count
    }
}

/// The top of `view` in its superview as drawn now: its presentation
/// layer's, which an animation moves while the model is already at its end.
@MainActor
func presentedMinY(of view: UIView) -> CGFloat {
    let layer = view.layer.presentation() ?? view.layer
    return layer.position.y - layer.bounds.height / 2
}

/// A visible window of the given size with a root controller.
@MainActor
func makeWindow(width: CGFloat = 400, height: CGFloat = 800, root: UIViewController = UIViewController()) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = root
    window.makeKeyAndVisible()
    CATransaction.flush()
    return window
}

/// A white 200×200 window holding a red 100×100 layer at its origin, with
/// the animation clock stopped (set in the test itself: another suite's
/// test may run between a suite's `init` and its test).
@MainActor
func manualClockWindowWithLayer() -> (UIWindow, CALayer) {
    TandemAnimationClock.useManualTime()
    let window = makeWindow(width: 200, height: 200)
    window.backgroundColor = .white
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.backgroundColor = UIColor.red.cgColor
    window.layer.addSublayer(layer)
    CATransaction.flush()
    return (window, layer)
}

/// A white 300×300 window holding a red 50×50 view at its origin, with the
/// animation clock stopped.
@MainActor
func manualClockWindowWithBox() -> (UIWindow, UIView) {
    TandemAnimationClock.useManualTime()
    let window = makeWindow(width: 300, height: 300)
    window.backgroundColor = .white
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    box.backgroundColor = .red
    window.addSubview(box)
    CATransaction.flush()
    return (window, box)
}

/// Writes `image` to $TANDEM_SNAPSHOT_DIR, when set, to look at.
func keepSnapshot(_ image: UIImage, as name: String) {
    guard let folder = ProcessInfo.processInfo.environment["TANDEM_SNAPSHOT_DIR"] else { return }
    try? image.pngData()?.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
}

import Foundation
import TandemGraphics

/// A window's pixels in memory; presenting counts what was shown.
@preconcurrency @MainActor
final class BitmapSurface: DisplaySurface {
    let context: CGContext
    let pointSize: CGSize
    let scale: CGFloat
    /// Rectangles presented so far.
    private(set) var presentedRects = 0

    init?(pointSize: CGSize, scale: CGFloat) {
        guard let context = UIKitBitmap.makeContext(size: pointSize, scale: scale, opaque: false) else { return nil }
        self.context = context
        self.pointSize = pointSize
        self.scale = scale
    }

    func present(_ rects: [CGRect]) {
        presentedRects += rects.count
    }
}

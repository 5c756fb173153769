import Foundation
import TandemGraphics

/// A window's pixels kept in memory and shown in its desktop window:
/// presenting copies only the redrawn rectangles to the screen.
@preconcurrency @MainActor
final class SDLWindowSurface: DisplaySurface {
    let context: CGContext
    let pointSize: CGSize
    let scale: CGFloat
    private let native: SDLNativeWindow

    init?(native: SDLNativeWindow, pointSize: CGSize, scale: CGFloat) {
        guard let context = UIKitBitmap.makeContext(size: pointSize, scale: scale, opaque: false) else { return nil }
        self.context = context
        self.pointSize = pointSize
        self.scale = scale
        self.native = native
    }

    func present(_ rects: [CGRect]) {
        native.present(rects, from: context, scale: scale)
    }
}

import Foundation
import TandemGraphics

/// What one window renders into: a bitmap of the window in device pixels,
/// kept between frames, that the display shows.
///
/// The window redraws only damaged rectangles into ``context`` (UIKit's
/// coordinates: origin top-left, one unit a point) and then hands those
/// rectangles to ``present(_:)``. Main actor only.
@preconcurrency @MainActor
package protocol DisplaySurface: AnyObject {
    /// The size in points.
    var pointSize: CGSize { get }
    /// Device pixels per point.
    var scale: CGFloat { get }
    /// The window's pixels, drawn in UIKit's coordinates.
    var context: CGContext { get }
    /// Shows the rectangles (window points, on whole device pixels) that were just redrawn.
    func present(_ rects: [CGRect])
}

internal import CPangoCairo
import Foundation

extension CGContext {
    /// What stroking the current path with the current line settings (width,
    /// cap, join, miter limit, dashes) would cover, in user space; null when
    /// the path is empty. The path is kept.
    ///
    /// Tandem's, for views that draw beyond their bounds (a SwiftUI shape's
    /// stroke): CoreGraphics code asks
    /// `path.copy(strokingWithWidth:…).boundingBoxOfPath` for it.
    package var boundingBoxOfStroke: CGRect {
        guard !devicePath.isEmpty else { return .null }
        cairo_save(cr)
        replay(devicePath.segments)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
        cairo_new_path(cr)
        cairo_restore(cr)
        guard x2 > x1 || y2 > y1 else { return .null }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}

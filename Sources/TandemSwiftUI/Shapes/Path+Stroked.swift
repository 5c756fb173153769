import Foundation
import TandemGraphics

extension Path {
    /// The outline of this path stroked with `style` (its width, caps,
    /// joins, miter limit and dashes): a path whose fill covers what the
    /// stroke draws, as for hit-testing a line or filling its outline.
    ///
    /// Made of overlapping convex pieces, filled with the nonzero rule
    /// (`CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`).
    public func strokedPath(_ style: StrokeStyle) -> Path {
        var source = cgPath
        if !style.dash.isEmpty { source = source.copy(dashingWithPhase: style.dashPhase, lengths: style.dash) }
        return Path(
            source.copy(
                strokingWithWidth: style.lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin,
                miterLimit: style.miterLimit))
    }
}

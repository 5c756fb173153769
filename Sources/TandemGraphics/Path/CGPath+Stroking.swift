import Foundation

extension CGPath {
    /// The outline of this path's stroke with these settings: a path whose
    /// fill (nonzero rule) covers what the stroke paints, transformed by
    /// `transform`, as CoreGraphics' `CGPathCreateCopyByStrokingPath` makes it.
    ///
    /// The outline is made of overlapping convex pieces (a piece per
    /// segment, join and cap, curves flattened to about a point), not one
    /// contour around them: filled with the even-odd rule, or counted
    /// element by element, it differs from Apple's (see docs/Compatibility.md).
    /// A width that is zero, negative or not finite gives an empty path.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let outline = StrokeOutline(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
        return CGPath(segments: outline.outline(of: segments).map { $0.applying(transform) })
    }

    /// This path cut into its dashes — `lengths` alternately drawn and
    /// skipped, starting `phase` into the pattern at each subpath — as
    /// open subpaths, transformed by `transform`; as
    /// `CGPathCreateCopyByDashingPath` makes it (curves come back as lines
    /// of about a point). Empty or non-positive lengths leave the path whole.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity)
        -> CGPath
    {
        let pattern = StrokeOutline(
            lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10, dashPhase: phase, dashLengths: lengths)
        guard lengths.contains(where: { $0 > 0 }) else {
            return CGPath(segments: segments.map { $0.applying(transform) })
        }
        var result: [PathSegment] = []
        for dash in pattern.dashes(of: segments) {
            guard let first = dash.first else { continue }
            result.append(.move(first.applying(transform)))
            for point in dash.dropFirst() { result.append(.line(point.applying(transform))) }
        }
        return CGPath(segments: result)
    }
}

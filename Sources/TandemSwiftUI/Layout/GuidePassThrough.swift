import Foundation

/// How single-child layouts (padding, frames, modifiers' content) pass their
/// child's explicit guides on: the child's value moved by where the child sits.
@MainActor
enum GuidePassThrough {
    /// The explicit value of `key` of the only (or first) subview, placed at
    /// `origin` with `proposal`, in the container's coordinates.
    static func value(_ key: AlignmentKey, subviews: LayoutSubviews, proposal: ProposedViewSize, origin: CGPoint)
        -> CGFloat?
    {
        guard let child = subviews.first, let value = child.dimensions(in: proposal).explicit(key) else { return nil }
        return (key.axis == .horizontal ? origin.x : origin.y) + value
    }

    /// Where a child aligned on `alignment` sits in a frame of `size`.
    static func alignedOrigin(
        _ subviews: LayoutSubviews, size: CGSize, proposal: ProposedViewSize, alignment: Alignment
    ) -> CGPoint {
        guard let child = subviews.first else { return .zero }
        let frame = ViewDimensions(size: size)
        let dimensions = child.dimensions(in: proposal)
        return CGPoint(
            x: frame[alignment.horizontal] - dimensions[alignment.horizontal],
            y: frame[alignment.vertical] - dimensions[alignment.vertical])
    }
}

public import Foundation

/// Distances inward from the edges of a rectangle.
public struct EdgeInsets: Equatable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the leading edge.
    public var leading: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given lengths.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

extension EdgeInsets {
    /// `proposal` less the insets, never below zero; an unspecified
    /// dimension stays unspecified. What padding proposes its content.
    func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - leading - trailing) },
            height: proposal.height.map { max(0, $0 - top - bottom) })
    }

    /// `size` with the insets added around it: padding's size around its content's.
    func outset(_ size: CGSize) -> CGSize {
        CGSize(width: size.width + leading + trailing, height: size.height + top + bottom)
    }
}

public import Foundation

/// The layout of `HStack`: subviews side by side, aligned on a vertical guide.
public struct HStackLayout: Layout {
    /// The vertical guide the subviews align on.
    public var alignment: VerticalAlignment
    /// The distance between subviews, or `nil` for the system spacing.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The stack algorithm for this layout's spacing and alignment.
    var stack: StackLayout {
        StackLayout(distribution: StackDistribution(axis: .horizontal, spacing: spacing), guide: alignment.key)
    }

    /// The subviews' widths (distributed as SwiftUI's stacks do) plus spacing; the tallest's height.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal, subviews: subviews)
    }

    /// A custom horizontal guide a subview sets, carried up (see `StackLayout`).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        stack.customAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// The stack's text baselines (see `StackLayout`).
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        stack.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// Places the subviews left to right on the alignment guide.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(in: bounds, proposal: proposal, subviews: subviews)
    }
}

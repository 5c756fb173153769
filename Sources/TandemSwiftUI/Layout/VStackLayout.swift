public import Foundation

/// The layout of `VStack`: subviews one above the other, aligned on a horizontal guide.
public struct VStackLayout: Layout {
    /// The horizontal guide the subviews align on.
    public var alignment: HorizontalAlignment
    /// The distance between subviews, or `nil` for the system spacing.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The stack algorithm for this layout's spacing and alignment.
    var stack: StackLayout {
        StackLayout(distribution: StackDistribution(axis: .vertical, spacing: spacing), guide: alignment.key)
    }

    /// The subviews' heights (distributed as SwiftUI's stacks do) plus spacing; the widest one's width.
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

    /// Places the subviews top to bottom on the alignment guide.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(in: bounds, proposal: proposal, subviews: subviews)
    }
}

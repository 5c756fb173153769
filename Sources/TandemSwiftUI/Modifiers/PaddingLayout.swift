public import Foundation

/// Insets its content: proposes the proposal less the insets, and takes the
/// content's size plus the insets.
public struct _PaddingLayout: ViewModifier, LayoutModifier {
    /// The edges padded.
    public var edges: Edge.Set
    /// The insets (`nil`: the default padding, 16 points).
    public var insets: EdgeInsets?

    /// Padding of `insets` on `edges`.
    public init(edges: Edge.Set = .all, insets: EdgeInsets?) {
        self.edges = edges
        self.insets = insets
    }

    /// Never called: the graph applies it.
    public typealias Body = Never

    static let defaultPadding: CGFloat = 16

    private var resolved: EdgeInsets {
        let base =
            insets
            ?? EdgeInsets(
                top: Self.defaultPadding, leading: Self.defaultPadding, bottom: Self.defaultPadding,
                trailing: Self.defaultPadding)
        return EdgeInsets(
            top: edges.contains(.top) ? base.top : 0, leading: edges.contains(.leading) ? base.leading : 0,
            bottom: edges.contains(.bottom) ? base.bottom : 0, trailing: edges.contains(.trailing) ? base.trailing : 0)
    }

    /// The content's size for the inset proposal, plus the insets.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let insets = resolved
        let inner = insets.inset(proposal)
        var size = CGSize.zero
        for subview in subviews {
            let child = subview.sizeThatFits(inner)
            size.width = max(size.width, child.width)
            size.height = max(size.height, child.height)
        }
        return insets.outset(size)
    }

    /// The content's explicit vertical guides (text baselines, custom guides), moved by the insets.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        passThrough(guide.key, bounds, subviews)
    }

    /// The content's explicit horizontal guides, moved by the insets.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        passThrough(guide.key, bounds, subviews)
    }

    private func passThrough(_ key: AlignmentKey, _ bounds: CGRect, _ subviews: Subviews) -> CGFloat? {
        let insets = resolved
        let inner = insets.inset(ProposedViewSize(bounds.size))
        return GuidePassThrough.value(
            key, subviews: subviews, proposal: inner, origin: CGPoint(x: insets.leading, y: insets.top))
    }

    /// Places the content inside the insets.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let insets = resolved
        let inner = insets.inset(ProposedViewSize(bounds.size))
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), anchor: .topLeading,
                proposal: inner)
        }
    }
}

extension View {
    /// Pads every edge by the default padding (16 points).
    public func padding() -> some View {
        modifier(_PaddingLayout(edges: .all, insets: nil))
    }

    /// Pads `edges` by `length` (the default padding when `nil`).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(
            _PaddingLayout(
                edges: edges, insets: length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets))
    }
}

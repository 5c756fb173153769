public import Foundation

/// A container's layout: how big it is for a proposal, and where its
/// subviews go. The stacks are built on it.
///
/// SwiftUI's model: the parent proposes a size, each subview chooses its
/// own, the parent places them. Results are cached per proposal by the
/// graph until something inside changes. Use a layout as a view with
/// `MyLayout { ... }`.
@preconcurrency @MainActor
public protocol Layout {
    /// Data kept between calls while the subviews stay the same.
    associatedtype Cache = Void
    /// The subviews the methods receive.
    typealias Subviews = LayoutSubviews

    /// Properties of this layout (for example the stack orientation).
    static var layoutProperties: LayoutProperties { get }

    /// The container's size for `proposal`, given its subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Places every subview within `bounds` (the size chosen for `proposal`),
    /// by calling `place(at:anchor:proposal:)` on each. A subview not placed
    /// is centered in `bounds` at its size for the proposal.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// The spacing this container wants around it (the union of its subviews' by default).
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// An explicit position for a horizontal guide in a container of `bounds`, or `nil`.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?

    /// An explicit position for a vertical guide in a container of `bounds`, or `nil`.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?

    /// Makes the cache for `subviews`.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Refreshes the cache when the subviews changed (makes a new one by default).
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

extension Layout {
    /// Default properties (no stack orientation).
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes a new cache.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// No explicit horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// No explicit vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }
}

extension Layout where Cache == () {
    /// The empty cache.
    public func makeCache(subviews: Self.Subviews) -> Cache { () }
}

extension Layout {
    /// A view that lays out the views `content` builds with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

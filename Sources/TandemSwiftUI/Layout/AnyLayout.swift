public import Foundation

/// A type-erased layout: switch a container between layouts (an `HStack`
/// and a `VStack`, say) without changing its identity, so its subviews keep
/// their state.
public struct AnyLayout: Layout {
    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any?
        var layoutType: ObjectIdentifier
    }

    private let box: any Layout
    private let layoutType: ObjectIdentifier
    /// The wrapped layout's stack axis (a spacer grows along it).
    let wrappedOrientation: Axis?

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            box = erased.box
            layoutType = erased.layoutType
            wrappedOrientation = erased.wrappedOrientation
        } else {
            box = layout
            layoutType = ObjectIdentifier(L.self)
            wrappedOrientation = L.layoutProperties.stackOrientation
        }
    }

    /// A cache made by the wrapped layout.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: Self.makeCache(box, subviews), layoutType: layoutType)
    }

    /// The wrapped layout's cache, made anew when the wrapped layout's type changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        if cache.layoutType != layoutType { cache = makeCache(subviews: subviews) }
        return Self.sizeThatFits(box, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        if cache.layoutType != layoutType { cache = makeCache(subviews: subviews) }
        Self.place(box, bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        Self.spacing(box, subviews, &cache.value)
    }

    /// The wrapped layout's explicit horizontal guides.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        Self.explicit(box, guide.key, bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's explicit vertical guides.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        Self.explicit(box, guide.key, bounds, proposal, subviews, &cache.value)
    }

    private static func spacing<L: Layout>(_ layout: L, _ subviews: Subviews, _ cache: inout Any?) -> ViewSpacing {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return layout.spacing(subviews: subviews, cache: &typed)
    }

    private static func explicit<L: Layout>(
        _ layout: L, _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews,
        _ cache: inout Any?
    ) -> CGFloat? {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        switch key.axis {
        case .horizontal:
            return layout.explicitAlignment(
                of: HorizontalAlignment(key.type), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        case .vertical:
            return layout.explicitAlignment(
                of: VerticalAlignment(key.type), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
    }

    /// The wrapped layout's properties cannot be known statically: none.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Any {
        layout.makeCache(subviews: subviews)
    }

    private static func sizeThatFits<L: Layout>(
        _ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any?
    ) -> CGSize {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }

    private static func place<L: Layout>(
        _ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any?
    ) {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        cache = typed
    }
}

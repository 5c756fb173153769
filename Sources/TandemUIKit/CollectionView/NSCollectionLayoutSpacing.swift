public import Foundation

/// The space between a group's items: fixed, or flexible (at least the given
/// space, growing so the items spread over the group).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The space in points (the least space, when flexible).
    public let spacing: CGFloat
    /// Whether the space is fixed.
    public let isFixedSpacing: Bool
    /// Whether the space grows to spread the items.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    private init(_ spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
    }

    /// Exactly `fixedSpacing` points between items.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(fixedSpacing, fixed: true) }
    /// At least `flexibleSpacing` points; the group's leftover space is shared between the gaps.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        .init(flexibleSpacing, fixed: false)
    }
}

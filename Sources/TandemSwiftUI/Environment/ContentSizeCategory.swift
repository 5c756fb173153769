/// The preferred size of content (iOS 13's name for what
/// ``DynamicTypeSize`` says): `@Environment(\.sizeCategory)` reads and sets
/// the same setting as `\.dynamicTypeSize`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// Extra small.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large (the default).
    case large
    /// Extra large.
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// Extra extra extra large.
    case extraExtraExtraLarge
    /// Accessibility medium.
    case accessibilityMedium
    /// Accessibility large.
    case accessibilityLarge
    /// Accessibility extra large.
    case accessibilityExtraLarge
    /// Accessibility extra extra large.
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large.
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge:
            true
        default: false
        }
    }

    /// The category of a dynamic type size (their cases go in the same order).
    init(_ size: DynamicTypeSize) {
        self = Self.allCases[size.rawValue]
    }

    /// The dynamic type size of this category.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize(rawValue: Self.allCases.firstIndex(of: self) ?? 3) ?? .large
    }
}

import Foundation

/// The user's preferred text size, with UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// UIKit's identifier, such as `UICTContentSizeCategoryL`.
    public let rawValue: String
    /// Creates a category from UIKit's identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified: inherits, and resolves as ``large``.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large, the largest non-accessibility size.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large, the largest size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest; `index` is a position in it.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in ``ordered``; unspecified and unknown categories count as large.
    var index: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { index >= 7 }

    /// Orders categories by text size.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.index < rhs.index }
}

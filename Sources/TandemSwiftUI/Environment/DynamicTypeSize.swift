/// The user's preferred text size, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large (the default).
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// Accessibility size 1.
    case accessibility1
    /// Accessibility size 2.
    case accessibility2
    /// Accessibility size 3.
    case accessibility3
    /// Accessibility size 4.
    case accessibility4
    /// Accessibility size 5.
    case accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders sizes from smallest to largest.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

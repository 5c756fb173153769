import Foundation

/// The direction of the user interface's language.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// Not specified: inherits, and resolves as left-to-right.
    case unspecified = -1
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1
}

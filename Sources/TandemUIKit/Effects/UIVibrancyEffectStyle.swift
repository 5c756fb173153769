import Foundation

/// The strength of a vibrancy effect, with UIKit's raw values (iOS 13).
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// For primary text.
    case label = 0
    /// For secondary text.
    case secondaryLabel = 1
    /// For tertiary text.
    case tertiaryLabel = 2
    /// For quaternary text.
    case quaternaryLabel = 3
    /// For large filled areas.
    case fill = 4
    /// For medium filled areas.
    case secondaryFill = 5
    /// For small filled areas.
    case tertiaryFill = 6
    /// For separators.
    case separator = 7
}

import Foundation

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// Not specified: inherits, and resolves as light.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

import Foundation

/// The kind of device the interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// Not specified.
    case unspecified = -1
    /// A phone-sized interface; Tandem's headless screen is phone-shaped by default.
    case phone = 0
    /// A tablet-sized interface.
    case pad = 1
    /// A Mac interface.
    case mac = 5
}

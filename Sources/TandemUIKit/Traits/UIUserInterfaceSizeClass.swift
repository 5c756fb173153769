import Foundation

/// The horizontal or vertical size class of an environment.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// Not specified.
    case unspecified = 0
    /// A compact amount of space, as an iPhone's width.
    case compact = 1
    /// A regular amount of space.
    case regular = 2
}

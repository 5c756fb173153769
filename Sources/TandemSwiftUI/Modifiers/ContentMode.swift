import Foundation

/// Whether content scales to fit its space or to fill it.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The largest size of the ratio inside the space.
    case fit
    /// The smallest size of the ratio covering the space.
    case fill
}

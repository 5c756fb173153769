import Foundation

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge (left in left-to-right text).
    case leading
    /// The trailing edge.
    case trailing
}

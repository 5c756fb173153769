import Foundation

/// Where a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none
    /// Above the section (a header).
    case top
    /// Above, at the leading edge.
    case topLeading
    /// At the leading edge (not placed by Tandem's vertical layouts).
    case leading
    /// Below, at the leading edge.
    case bottomLeading
    /// Below the section (a footer).
    case bottom
    /// Below, at the trailing edge.
    case bottomTrailing
    /// At the trailing edge (not placed by Tandem's vertical layouts).
    case trailing
    /// Above, at the trailing edge.
    case topTrailing

    /// Whether the item goes above the section's items.
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the item goes below them.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

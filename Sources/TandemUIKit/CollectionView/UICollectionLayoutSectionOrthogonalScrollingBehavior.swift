import Foundation

/// How a compositional layout section scrolls across the layout's own
/// scrolling axis: not at all (its groups wrap as usual), or as one row
/// of groups the user scrolls sideways, stopping anywhere or at page,
/// group or centered-group boundaries.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own.
    case none = 0
    /// It scrolls freely and stops where the drag ends.
    case continuous = 1
    /// It scrolls freely and comes to rest with a group's leading edge at the section's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// It stops at multiples of the section's visible width.
    case paging = 3
    /// It stops with a group's leading edge at the section's leading edge, one group at a time.
    case groupPaging = 4
    /// It stops with a group centered, one group at a time.
    case groupPagingCentered = 5
}

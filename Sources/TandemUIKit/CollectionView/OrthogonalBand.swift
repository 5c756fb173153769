import Foundation

/// A section that scrolls sideways (its ``UICollectionLayoutSectionOrthogonalScrollingBehavior``
/// is not `.none`): the band it covers in the collection view, the width of
/// its row of groups, and where it may come to rest.
struct OrthogonalBand: Equatable {
    /// The band's frame in the collection view's content: the full width, the section's groups' height.
    var frame: CGRect
    /// The width of the row of groups, with the section's insets.
    var contentWidth: CGFloat
    /// How it scrolls and rests.
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The leading edges of the groups (for the boundary and group-paging behaviors).
    var groupStarts: [CGFloat]
    /// The groups' widths, in the same order.
    var groupWidths: [CGFloat]
    /// The section's leading content inset (groups rest against it).
    var leadingInset: CGFloat

    /// The offset the band comes to rest at when a drag ends at `offset`.
    func restingOffset(for offset: CGFloat) -> CGFloat {
        let maximum = max(0, contentWidth - frame.width)
        func clamp(_ value: CGFloat) -> CGFloat { min(max(0, value), maximum) }
        switch behavior {
        case .none, .continuous:
            return clamp(offset)
        case .paging:
            guard frame.width > 0 else { return clamp(offset) }
            return clamp((offset / frame.width).rounded() * frame.width)
        case .continuousGroupLeadingBoundary, .groupPaging:
            let targets = groupStarts.map { clamp($0 - leadingInset) }
            return targets.min { abs($0 - offset) < abs($1 - offset) } ?? clamp(offset)
        case .groupPagingCentered:
            let targets = zip(groupStarts, groupWidths).map { clamp($0 + $1 / 2 - frame.width / 2) }
            return targets.min { abs($0 - offset) < abs($1 - offset) } ?? clamp(offset)
        }
    }
}

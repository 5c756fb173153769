import Foundation

extension UITableView {
    /// Whether a cell that invalidates its size (`invalidateIntrinsicContentSize()`
    /// on the cell) has its row measured again.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Cells' invalidations are ignored.
        case disabled
        /// A cell's `invalidateIntrinsicContentSize()` re-measures its row.
        case enabled
        /// As `enabled`, and a view inside the cell whose intrinsic content
        /// size is invalidated re-measures the row too (other Auto Layout
        /// changes inside cells are not watched in Tandem).
        case enabledIncludingConstraints
    }
}

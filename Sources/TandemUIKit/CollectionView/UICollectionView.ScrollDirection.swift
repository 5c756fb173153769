import Foundation

extension UICollectionView {
    /// The axis a layout scrolls along.
    public enum ScrollDirection: Int, Sendable {
        /// Content scrolls up and down; lines of items wrap at the width.
        case vertical
        /// Content scrolls left and right; lines of items wrap at the height.
        case horizontal
    }
}

import Foundation

extension UICollectionView {
    /// Where an item ends up when scrolled to: at most one vertical and one
    /// horizontal position; no position scrolls as little as makes it visible.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No position: as little scrolling as makes the item visible.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centered vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centered horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}

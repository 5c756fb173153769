import Foundation

extension UIMenu {
    /// How a menu shows its children, with UIKit's raw values.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The menu's children are shown in the parent menu, as a group set
        /// apart from its neighbors by a wider gap, instead of behind a row
        /// that opens a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's row (as a submenu) is drawn in system red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing one of the menu's actions turns it `.on` and its sibling
        /// actions `.off` before its handler runs (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The menu's actions are shown side by side in one row, by their
        /// images (titles when they have none) (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
}

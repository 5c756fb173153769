import Foundation

extension UIMenuElement {
    /// How an action is shown and whether it can be chosen, with UIKit's raw values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits.
        public let rawValue: UInt
        /// Creates attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The action is drawn dimmed and cannot be chosen: tapping its row does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The action destroys data: its title and image are drawn in system red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The action is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the action runs it and leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}

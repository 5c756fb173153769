import Foundation

extension UITabBar {
    /// How a tab bar spreads its items.
    public enum ItemPositioning: Int, Sendable {
        /// As the idiom and size class choose.
        case automatic = 0
        /// Items share the bar's width.
        case fill = 1
        /// Items are centered at a fixed width.
        case centered = 2
    }
}

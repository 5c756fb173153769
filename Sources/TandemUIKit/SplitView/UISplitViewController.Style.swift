import Foundation

extension UISplitViewController {
    /// How a split view controller arranges its children: the classic
    /// two-controller interface, or the iOS 14 column interface.
    public enum Style: Int, Sendable {
        /// The classic interface: ``UISplitViewController/viewControllers`` holds
        /// the primary and the secondary controllers, which are shown as given.
        case unspecified = 0
        /// Two columns, primary and secondary, each shown in a navigation controller.
        case doubleColumn = 1
        /// Three columns, primary, supplementary and secondary, each shown in a navigation controller.
        case tripleColumn = 2
    }
}

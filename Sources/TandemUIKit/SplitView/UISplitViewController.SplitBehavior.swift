import Foundation

extension UISplitViewController {
    /// How the columns share the width with the secondary one.
    public enum SplitBehavior: Int, Sendable {
        /// The split view controller chooses from its size.
        case automatic = 0
        /// The columns sit side by side.
        case tile = 1
        /// The columns lie over the secondary one.
        case overlay = 2
        /// The columns push the secondary one aside.
        case displace = 3
    }
}

public import Foundation

extension UIViewController {
    /// Posted when a split view controller collapses or expands, so that
    /// controllers that show details can update (a disclosure indicator
    /// shows only while a detail would be pushed). The object is the split view controller.
    public nonisolated static let showDetailTargetDidChangeNotification = NSNotification.Name(
        "UIViewControllerShowDetailTargetDidChangeNotification")
}

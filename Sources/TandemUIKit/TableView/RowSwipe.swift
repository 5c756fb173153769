import Foundation

/// A row swiped open (or being swiped): its actions behind it and how far it moved.
@preconcurrency @MainActor
struct RowSwipe {
    var path: IndexPath
    let actionsView: SwipeActionsView
    let configuration: UISwipeActionsConfiguration
    /// How far the row moved, positive towards the revealed actions.
    var offset: CGFloat = 0
}

import Foundation

/// The actions a swipe on a row reveals, first action nearest the edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way performs the first action; true by default.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

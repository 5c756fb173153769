import Foundation

/// What a context menu interaction asks its delegate (the configuration of
/// the menu at a point) and tells it (the menu appears, the menu goes).
///
/// Only the configuration is required; the other methods have defaults
/// that do nothing (the Linux stand-in for `@objc optional`). Main actor only.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration of the menu for a long press or secondary click at
    /// `location` (in the interaction's view); nil shows no menu.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The menu of `configuration` is about to show.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu of `configuration` is going (an action was chosen, or the user tapped outside).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}

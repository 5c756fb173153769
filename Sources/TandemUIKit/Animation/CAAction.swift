import Foundation

/// What a layer runs when one of its properties changes (an implicit
/// animation) — Core Animation's action.
///
/// ``CALayer/action(forKey:)`` finds the action for a property; the layer
/// runs it when the property changes outside `UIView.animate`, unless
/// `CATransaction.setDisableActions(true)` is in effect. A ``CAAnimation``
/// is an action that adds a copy of itself to the layer under the
/// property's name; `NSNull` is the action that does nothing (return it
/// from ``CALayerDelegate/action(for:forKey:)`` or put it in
/// ``CALayer/actions`` to stop the search).
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` (a property's name) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: the action that ends the search for one.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Adds a copy of the animation to `anObject` (a ``CALayer``) under `event`.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

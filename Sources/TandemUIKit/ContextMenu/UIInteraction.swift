import Foundation

/// An object that gives a view a behavior (a context menu, for example)
/// when added with ``UIView/addInteraction(_:)``.
///
/// The view keeps its interactions; an interaction refers back to its view
/// without keeping it. Main actor only.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to, or nil.
    var view: UIView? { get }
    /// The interaction is about to be added to `view` (or removed, when nil).
    func willMove(to view: UIView?)
    /// The interaction was added to `view` (or removed, when nil).
    func didMove(to view: UIView?)
}

import Foundation
import TandemSolver

/// Something Auto Layout positions: a view or a layout guide.
@preconcurrency @MainActor
protocol LayoutItem: AnyObject {
    /// The item whose coordinate space this item's frame is in: a view's
    /// superview, a guide's owning view.
    var layoutParent: UIView? { get }
    /// The item's variables in its window's engine, when enrolled.
    var engineItem: EngineItem? { get set }
    /// Constraints the engine derives from the item itself (autoresizing
    /// pins, intrinsic size, guide insets), rebuilt when the item is dirty.
    func makeInternalConstraints(isEngineRoot: Bool) -> [NSLayoutConstraint]
    /// Constraints that mention the item, by identity.
    var referencingConstraints: [ObjectIdentifier: NSLayoutConstraint] { get }
    /// Records or forgets a constraint that mentions the item, in place
    /// (going through a get/set pair would copy the dictionary each time).
    func setReference(_ constraint: NSLayoutConstraint, present: Bool)
}

import Foundation
import TandemUIKit

/// What a representable's methods receive: its coordinator, the current
/// transaction and the environment. Made by the graph, never by you.
@preconcurrency @MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made for this identity.
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being applied.
    public var transaction: Transaction
    /// The environment of the representable.
    public var environment: EnvironmentValues

    /// Makes `changes` to the UIKit view with the animation of the current
    /// transaction (`transaction.animation`): the animatable properties of
    /// UIKit views they change animate with its timing; without an
    /// animation they change at once. `completion` runs when the animations
    /// have stopped (after the next frame when nothing animated).
    public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        RepresentableAnimation.run(transaction, changes: changes, completion: completion)
    }
}

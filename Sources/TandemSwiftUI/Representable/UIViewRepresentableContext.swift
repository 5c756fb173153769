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
    /// transaction (`transaction.animation`), then calls `completion`.
    ///
    /// Use it in update when a `withAnimation` state change reached the
    /// representable. Tandem applies the changes at once whatever the
    /// animation, so `completion` runs right after `changes`.
    public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        changes()
        completion?()
    }
}

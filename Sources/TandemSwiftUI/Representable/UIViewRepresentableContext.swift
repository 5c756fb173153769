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
}

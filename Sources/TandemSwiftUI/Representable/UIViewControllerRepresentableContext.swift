import Foundation
import TandemUIKit

/// What a controller representable's methods receive.
@preconcurrency @MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator for this identity.
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being applied.
    public var transaction: Transaction
    /// The environment of the representable.
    public var environment: EnvironmentValues
}

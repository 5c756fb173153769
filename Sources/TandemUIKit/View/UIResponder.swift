public import Foundation

/// An object in the responder chain: views, view controllers, windows and the application.
///
/// Event delivery arrives with the events issue; this issue gives the chain itself.
@preconcurrency @MainActor
open class UIResponder: Hashable {
    /// Identity, as `NSObject` compares: the same object.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Creates a responder.
    public init() {}

    /// The next responder up the chain: a view's view controller or superview,
    /// a view controller's view's superview or presenting controller.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder can resign first responder; true by default.
    open var canResignFirstResponder: Bool { true }
    /// Whether the responder is the first responder of its window.
    open var isFirstResponder: Bool { false }

    /// Asks to become first responder; false when ``canBecomeFirstResponder`` is false.
    @discardableResult
    open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

    /// Gives up first-responder status; true by default.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}

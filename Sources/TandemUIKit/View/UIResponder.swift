import Foundation

/// An object in the responder chain: views, view controllers, windows and the application.
///
/// Touches are delivered to the view they began in; a responder that does
/// not handle them passes them up the chain (``next``), as UIKit's default
/// implementations do.
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
    /// Whether the responder is the first responder of its window: the one
    /// that receives keyboard input.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Asks to become the first responder of the responder's window. Fails
    /// (false) when ``canBecomeFirstResponder`` is false, the responder is
    /// in no window, or the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        return window.makeFirstResponder(self)
    }

    /// Gives up first-responder status; false when ``canResignFirstResponder`` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { responderWindow?.clearFirstResponder() }
        return true
    }

    // MARK: Keys

    /// Keys went down; the default passes them to ``next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Keys went up; the default passes them to ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Key presses changed; the default passes them to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Key presses were cancelled; the default passes them to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The keyboard shortcuts this responder offers; none by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Scroll-wheel input of `delta` points over this responder: scroll views
    /// scroll, everything else passes it up the chain. Returns whether it was used.
    func handleScrollWheel(_ delta: CGPoint) -> Bool {
        next?.handleScrollWheel(delta) ?? false
    }

    /// Ends first-responder status even if the responder would refuse (its
    /// view is leaving the window): text inputs end editing without asking.
    func forceResignFirstResponder() {
        guard isFirstResponder else { return }
        if !resignFirstResponder() {
            endEditingForcibly()
            responderWindow?.clearFirstResponder()
        }
    }

    /// Stops editing without asking anyone; text inputs override it.
    func endEditingForcibly() {}

    /// The window whose first responder this responder can be (a view's window).
    var responderWindow: UIWindow? { nil }

    // MARK: Touches

    /// Touches began in the responder; the default passes them to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved; the default passes them to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches ended; the default passes them to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled (the system took them over); the default passes them to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}

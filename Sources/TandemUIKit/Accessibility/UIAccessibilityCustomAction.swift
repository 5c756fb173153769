import Foundation

/// An action an accessibility element offers beyond activation (a rotor
/// action in VoiceOver; `XCUIElement` lists it): a name and what to do.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    /// The name a screen reader speaks.
    open var name: String
    /// What the action does; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// An action named `name` that runs `actionHandler`.
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// Performs the action: false when it has no handler or the handler fails.
    @discardableResult
    package func perform() -> Bool {
        actionHandler?(self) ?? false
    }
}

import Foundation

/// A button of an alert: a title, a style, and what tapping it does.
@preconcurrency @MainActor
open class UIAlertAction {
    /// How an action is shown.
    public enum Style: Int, Sendable {
        /// A normal button.
        case `default` = 0
        /// The button that cancels: bold, and last (or apart in action sheets).
        case cancel = 1
        /// A button that destroys data: red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// How the button is shown.
    public let style: Style
    /// Whether the button can be tapped.
    open var isEnabled = true {
        didSet { enabledDidChange?(isEnabled) }
    }
    let handler: ((UIAlertAction) -> Void)?
    /// Tells the alert's button when ``isEnabled`` changes.
    var enabledDidChange: ((Bool) -> Void)?

    /// Creates an action; `handler` runs after the alert is dismissed by it.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

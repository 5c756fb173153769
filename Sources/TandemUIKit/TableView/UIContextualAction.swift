import Foundation

/// An action revealed by swiping a row: a titled button that runs its handler.
@preconcurrency @MainActor
open class UIContextualAction {
    /// How the action looks and what its full swipe does.
    public enum Style: Int, Sendable {
        /// A gray button.
        case normal
        /// A red button; a full swipe removes the row.
        case destructive
    }

    /// Runs when the action is tapped: call the completion with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's image.
    open var image: UIImage?
    /// The button's color (red for destructive, gray otherwise, by default).
    open var backgroundColor: UIColor!
    /// What the action does.
    public let handler: Handler

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

import Foundation

/// An action a control performs: a closure with a title and identifier.
///
/// `control.addAction(UIAction { _ in … }, for: .touchUpInside)` works as on
/// iOS; it is also the Linux stand-in for `#selector` target–action.
@preconcurrency @MainActor
open class UIAction {
    /// Identifies an action, so that adding one with the same identifier replaces it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The closure the action runs; it receives the action.
    public typealias Handler = (UIAction) -> Void

    /// The action's title (menus and buttons show it).
    open var title: String
    /// The action's image.
    open var image: UIImage?
    /// The action's identifier; a unique one unless given.
    public let identifier: Identifier
    /// The control that sent the action, while its handler runs.
    open internal(set) var sender: Any?
    let handler: Handler

    /// Creates an action running `handler`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping Handler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}

/// The closure type of a ``UIAction``.
public typealias UIActionHandler = (UIAction) -> Void

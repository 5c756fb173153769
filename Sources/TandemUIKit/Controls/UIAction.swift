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
    public var identifier: Identifier {
        if let storedIdentifier { return storedIdentifier }
        let made = Identifier(UUID().uuidString)
        storedIdentifier = made
        return made
    }
    /// The identifier given, or the unique one made when it was first
    /// read: most actions never have theirs read, and making one (a UUID's
    /// string) cost more than the rest of a control's set-up.
    private var storedIdentifier: Identifier?
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
        storedIdentifier = identifier
        self.handler = handler
    }

    /// Whether this action's identifier is `other`'s. One not yet made is
    /// unique (no one can have been given it), so it is only its own.
    func hasSameIdentifier(as other: UIAction) -> Bool {
        if self === other { return true }
        guard let mine = storedIdentifier, let theirs = other.storedIdentifier else { return false }
        return mine == theirs
    }

    /// Whether this action's identifier is `identifier` (one not yet made is no one's).
    func isIdentified(by identifier: Identifier) -> Bool { storedIdentifier == identifier }

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

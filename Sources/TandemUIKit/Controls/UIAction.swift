import Foundation

/// An action a control or a menu performs: a closure with a title, an
/// image, an identifier and how a menu shows it (attributes and state).
///
/// `control.addAction(UIAction { _ in … }, for: .touchUpInside)` works as on
/// iOS; it is also the Linux stand-in for `#selector` target–action. In a
/// ``UIMenu`` an action is a row: choosing it runs the handler with the
/// action, whose ``sender`` is the button or bar button item that showed
/// the menu while the handler runs. Main actor only.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
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
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The action's image (drawn at the trailing side of its menu row, and by buttons made from it).
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// The image drawn instead of ``image`` while the action's state is `.on`
    /// (iOS 17); nil uses ``image``.
    open var selectedImage: UIImage?
    /// A longer title, for the keyboard-shortcut overlay and accessibility;
    /// Tandem keeps it (no overlay draws it).
    open var discoverabilityTitle: String?
    /// How a menu shows the action and whether it can be chosen there.
    open var attributes: Attributes = []
    /// Whether the action is checked: a menu draws a checkmark (`.on`) or a
    /// dash (`.mixed`) at its row's leading side.
    open var state: State = .off
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

    /// Creates an action running `handler`, with UIKit's defaults for
    /// everything else: an empty title, no images, a unique identifier, no
    /// attributes, state `.off`. Covers the iOS 13, 15 and 17 forms of the
    /// initializer (`subtitle:` and `selectedImage:` may be left out).
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
        state: State = .off, handler: @escaping Handler
    ) {
        storedIdentifier = identifier
        self.handler = handler
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
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

import Foundation
import TandemSupport

/// A transition between two view controllers that a storyboard defines
/// (a show, a presentation, ...), or one made in code.
///
/// UIKit's order, kept here: the destination is made, the source's
/// `prepare(for:sender:)` runs, then ``perform()`` shows the destination.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard, or nil.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    /// What ``perform()`` does: the storyboard's kind of segue, or a handler given in code.
    private let performHandler: (@MainActor (UIStoryboardSegue) -> Void)?

    /// Creates a segue; ``perform()`` of this class does nothing unless a
    /// subclass overrides it (UIKit's storyboard segues are subclasses).
    /// Required (UIKit's is not): a storyboard makes a custom segue class
    /// through it, which Swift allows only for required initializers.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = nil
        super.init()
    }

    /// Creates a segue whose ``perform()`` runs `performHandler`.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination, handler: { _ in performHandler() })
    }

    /// Creates a segue performed by `handler` (a storyboard segue's kind).
    init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        handler: (@MainActor (UIStoryboardSegue) -> Void)?
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = handler
        super.init()
    }

    /// Shows the destination. Subclasses override it for custom segues (without calling `super`).
    open func perform() {
        performHandler?(self)
    }
}

import Foundation

/// What a menu holds: an action (``UIAction``), a submenu (``UIMenu``) or an
/// element whose children come later (``UIDeferredMenuElement``).
///
/// The base class only carries what every element shows — a title, a
/// subtitle and an image — and is not made directly (its initializer is not
/// public, as UIKit's is not usable). Elements are reference types with
/// identity: `==` is `===`, as for the `NSObject` they are on iOS. Menus
/// are not archived on Linux (no `NSCoding`). Main actor only.
@preconcurrency @MainActor
open class UIMenuElement: Hashable {
    /// The title; subclasses that let it be set (``UIAction``) override it.
    open var title: String { storedTitle }
    /// A second line of text under the title; nil when none (shown under the
    /// title of a menu row).
    open var subtitle: String?
    /// The image drawn at the trailing side of the element's row; subclasses
    /// that let it be set (``UIAction``) override it.
    open var image: UIImage? { storedImage }

    /// The title's storage, shared with subclasses that make it settable.
    var storedTitle: String
    /// The image's storage, shared with subclasses that make it settable.
    var storedImage: UIImage?

    /// Creates an element; only Tandem's element classes call it.
    init(title: String, subtitle: String?, image: UIImage?) {
        storedTitle = title
        self.subtitle = subtitle
        storedImage = image
    }

    /// Whether two elements are the same object (identity, as `NSObject`'s `isEqual(_:)`).
    nonisolated public static func == (lhs: UIMenuElement, rhs: UIMenuElement) -> Bool { lhs === rhs }

    /// Hashes the element's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

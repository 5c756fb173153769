import Foundation
import TandemUIKit

/// Traits that describe how an accessibility element behaves, for
/// ``View/accessibilityAddTraits(_:)`` and ``View/accessibilityRemoveTraits(_:)``.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    /// The UIKit traits these stand for.
    var uiTraits: UIAccessibilityTraits
    /// Whether the element is modal (its siblings are hidden from assistive technology).
    var isModalTrait = false

    /// No traits.
    public init() {
        uiTraits = []
    }

    init(_ traits: UIAccessibilityTraits, modal: Bool = false) {
        uiTraits = traits
        isModalTrait = modal
    }

    /// The element is a button.
    public static let isButton = AccessibilityTraits(.button)
    /// The element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(.header)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(.selected)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(.link)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(.searchField)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(.image)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(.playsSound)
    /// The element is a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(.keyboardKey)
    /// The element is static text.
    public static let isStaticText = AccessibilityTraits(.staticText)
    /// The element gives summary information when the app starts.
    public static let isSummaryElement = AccessibilityTraits(.summaryElement)
    /// The element's label or value changes often.
    public static let updatesFrequently = AccessibilityTraits(.updatesFrequently)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(.startsMediaSession)
    /// The element lets a screen reader's user touch it directly.
    public static let allowsDirectInteraction = AccessibilityTraits(.allowsDirectInteraction)
    /// The element turns the page when a screen reader finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(.causesPageTurn)
    /// The element is modal: assistive technology ignores what is beside it.
    public static let isModal = AccessibilityTraits([], modal: true)
    /// The element is a toggle (Tandem reports it as a button, as UIKit's traits before iOS 17 do).
    public static let isToggle = AccessibilityTraits(.button)

    /// Whether every trait of `member` is in this set.
    public func contains(_ member: AccessibilityTraits) -> Bool {
        uiTraits.isSuperset(of: member.uiTraits) && (isModalTrait || !member.isModalTrait)
    }

    /// The traits in either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(uiTraits.union(other.uiTraits), modal: isModalTrait || other.isModalTrait)
    }

    /// The traits in both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(uiTraits.intersection(other.uiTraits), modal: isModalTrait && other.isModalTrait)
    }

    /// The traits in exactly one of the sets.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(uiTraits.symmetricDifference(other.uiTraits), modal: isModalTrait != other.isModalTrait)
    }

    /// Adds `newMember`'s traits; returns whether any was new, and the member.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) {
        let inserted = !contains(newMember)
        formUnion(newMember)
        return (inserted, newMember)
    }

    /// Removes `member`'s traits; returns `member` if all were present.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let present = contains(member)
        uiTraits.subtract(member.uiTraits)
        if member.isModalTrait { isModalTrait = false }
        return present ? member : nil
    }

    /// Adds `newMember`'s traits.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let present = contains(newMember)
        formUnion(newMember)
        return present ? newMember : nil
    }

    /// Adds `other`'s traits.
    public mutating func formUnion(_ other: AccessibilityTraits) {
        self = union(other)
    }

    /// Keeps only the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) {
        self = intersection(other)
    }

    /// Keeps the traits in exactly one of the sets.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
        self = symmetricDifference(other)
    }
}

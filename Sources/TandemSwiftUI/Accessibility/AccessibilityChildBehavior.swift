import Foundation

/// What an accessibility element made by ``View/accessibilityElement(children:)``
/// does with the elements inside the view.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case ignore, contain, combine
    }

    let kind: Kind

    /// One element; the elements inside are not elements (set its label yourself).
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// A container: the elements inside stay elements, grouped in it.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// One element that says what the elements inside say: their labels,
    /// in order, joined by ", "; their values; their traits and actions.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

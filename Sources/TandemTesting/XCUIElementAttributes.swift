public import Foundation

/// What UI tests read of an element.
@preconcurrency @MainActor
public protocol XCUIElementAttributes {
    /// The accessibility identifier ("" when none).
    var identifier: String { get }
    /// The frame in screen coordinates.
    var frame: CGRect { get }
    /// The value (a switch's "1"/"0", a text field's text — its placeholder while empty).
    var value: Any? { get }
    /// The title ("": iOS elements have none).
    var title: String { get }
    /// The label ("" when none).
    var label: String { get }
    /// The kind of element.
    var elementType: XCUIElement.ElementType { get }
    /// Whether it is enabled.
    var isEnabled: Bool { get }
    /// The horizontal size class of the element's window.
    var horizontalSizeClass: XCUIElement.SizeClass { get }
    /// The vertical size class of the element's window.
    var verticalSizeClass: XCUIElement.SizeClass { get }
    /// The text a text input shows while empty.
    var placeholderValue: String? { get }
    /// Whether it is selected.
    var isSelected: Bool { get }
    /// Whether it has keyboard focus.
    var hasFocus: Bool { get }
}

/// An element's attributes and those of the elements inside it, read at one moment.
@preconcurrency @MainActor
public protocol XCUIElementSnapshot: XCUIElementAttributes {
    /// The elements directly inside, in order.
    var children: [any XCUIElementSnapshot] { get }
    /// The attributes by name.
    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] { get }
}

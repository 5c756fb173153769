import Foundation

/// What an object of a class reports to accessibility when the app set
/// nothing: a UIKit control's built-in label, value and traits (a button's
/// title, a switch's "1" or "0"). Each class that has defaults overrides
/// `UIResponder.accessibilityDefaults`, starting from its superclass's.
package struct AccessibilityDefaults {
    /// Whether the object is an element of its own.
    package var isElement = false
    /// The default label.
    package var label: String?
    /// The default value.
    package var value: String?
    /// The text a text input shows while empty.
    package var placeholder: String?
    /// The default hint.
    package var hint: String?
    /// The default identifier (a part of a view whose item has one).
    package var identifier: String?
    /// The default traits.
    package var traits: UIAccessibilityTraits = []
    /// The default frame, in screen coordinates.
    package var frame: CGRect = .zero
    /// What kind of element it is to UI automation.
    package var role: AccessibilityRole = .unspecified

    /// No defaults: not an element, nothing to say.
    package init() {}
}

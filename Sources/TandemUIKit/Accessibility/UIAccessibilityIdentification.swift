import Foundation

/// Objects that carry an identifier for UI tests: a string that names the
/// element for automation, never shown or read to the user.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// The element's identifier for automation (``UIView`` and
    /// ``UIAccessibilityElement``: nil until set).
    var accessibilityIdentifier: String? { get set }
}

extension UIResponder: UIAccessibilityIdentification {}

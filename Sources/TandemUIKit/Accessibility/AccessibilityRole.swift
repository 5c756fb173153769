import Foundation

/// What kind of element a view or accessibility element is to UI automation
/// (XCUITest's element types): UIKit classes and SwiftUI primitives say it;
/// otherwise it follows from the traits.
package enum AccessibilityRole: String, Sendable, CaseIterable {
    /// Nothing the class says: the traits decide (``AccessibilityNode/role``).
    case unspecified
    case application, window, alert, sheet, button, navigationBar, tabBar, toolbar, table, cell
    case collectionView, scrollView, slider, stepper, segmentedControl, switchControl
    case progressIndicator, activityIndicator, image, staticText, textField, secureTextField
    case textView, searchField, link, pageIndicator, picker, pickerWheel, datePicker, other

    /// Whether the class's kind stands whatever the traits say (a switch
    /// is a switch); a label, an image or a plain view is what its traits make it.
    var isFixed: Bool {
        switch self {
        case .unspecified, .button, .staticText, .image, .other: return false
        default: return true
        }
    }

    /// Whether elements of this kind act when activated (a combined element acts through its control).
    package var isControl: Bool {
        switch self {
        case .button, .link, .switchControl, .slider, .stepper, .segmentedControl, .textField, .secureTextField,
            .textView, .searchField, .picker, .pickerWheel, .datePicker:
            return true
        default: return false
        }
    }

    /// The kind `traits` make an element of a class of kind `self`.
    package func resolved(with traits: UIAccessibilityTraits) -> AccessibilityRole {
        if isFixed { return self }
        if traits.contains(.button) { return .button }
        if traits.contains(.link) { return .link }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) || traits.contains(.header) { return .staticText }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.tabBar) { return .tabBar }
        return self == .unspecified ? .other : self
    }

    /// The name XCUITest's descriptions give the kind ("Button", "StaticText").
    package var displayName: String {
        switch self {
        case .unspecified, .other: return "Other"
        case .switchControl: return "Switch"
        default:
            let name = rawValue
            return name.prefix(1).uppercased() + name.dropFirst()
        }
    }
}

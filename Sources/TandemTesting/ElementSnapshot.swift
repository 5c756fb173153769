import Foundation
import TandemUIKit

/// An element's attributes, copied from the accessibility tree.
@MainActor
final class ElementSnapshot: NSObject, XCUIElementSnapshot {
    let identifier: String
    let frame: CGRect
    let stringValue: String?
    let title = ""
    let label: String
    let elementType: XCUIElement.ElementType
    let isEnabled: Bool
    let horizontalSizeClass: XCUIElement.SizeClass
    let verticalSizeClass: XCUIElement.SizeClass
    let placeholderValue: String?
    let isSelected: Bool
    let hasFocus: Bool
    let children: [any XCUIElementSnapshot]

    init(_ node: AccessibilityNode) {
        identifier = node.identifier ?? ""
        frame = node.frame
        elementType = XCUIElement.ElementType(node.role)
        label = node.label ?? ""
        placeholderValue = node.placeholder
        // As XCUITest reports it: an empty text input's value is its placeholder.
        let isTextInput = [.textField, .secureTextField, .searchField, .textView].contains(elementType)
        stringValue = (node.value ?? "").isEmpty && isTextInput ? node.placeholder ?? node.value : node.value
        isEnabled = node.isEnabled
        isSelected = node.traits.contains(.selected)
        hasFocus = node.hasFocus
        let traits = node.view?.traitCollection
        horizontalSizeClass = XCUIElement.SizeClass(traits?.horizontalSizeClass)
        verticalSizeClass = XCUIElement.SizeClass(traits?.verticalSizeClass)
        children = node.children.map { ElementSnapshot($0) }
    }

    var value: Any? { stringValue }

    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] {
        var attributes: [XCUIElement.AttributeName: Any] = [
            .identifier: identifier, .frame: frame, .title: title, .label: label,
            .elementType: elementType.rawValue, .enabled: isEnabled, .selected: isSelected, .hasFocus: hasFocus,
        ]
        if let stringValue { attributes[.value] = stringValue }
        if let placeholderValue { attributes[.placeholderValue] = placeholderValue }
        return attributes
    }
}

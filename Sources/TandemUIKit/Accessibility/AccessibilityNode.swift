import Foundation

/// One element or container of a window's accessibility tree, as read at
/// one moment (``AccessibilityTree``): what UI automation queries and what
/// a screen reader would read.
@preconcurrency @MainActor
package final class AccessibilityNode {
    /// The object the node was read from: a view or an accessibility element.
    package let object: UIResponder
    /// What kind of element it is.
    package let role: AccessibilityRole
    /// Whether it is an element (false: a container of elements).
    package let isElement: Bool
    /// The label, value, hint, identifier and placeholder, as the object reports them.
    package let label: String?
    package let value: String?
    package let hint: String?
    package let identifier: String?
    package let placeholder: String?
    /// The traits.
    package let traits: UIAccessibilityTraits
    /// The frame in screen coordinates.
    package let frame: CGRect
    /// The names of the custom actions it offers.
    package let customActions: [String]
    /// Whether the object is enabled (a control's `isEnabled`, else no ``UIAccessibilityTraits/notEnabled``).
    package let isEnabled: Bool
    /// Whether it is its window's first responder (keyboard focus).
    package let hasFocus: Bool
    /// Where it goes among its siblings (higher first).
    package let sortPriority: Double
    /// The elements and containers inside, in reading order.
    package internal(set) var children: [AccessibilityNode]
    /// The container this node is in (nil for the root).
    package internal(set) weak var parent: AccessibilityNode?

    init(
        object: UIResponder, role: AccessibilityRole, isElement: Bool, children: [AccessibilityNode],
        frame: CGRect? = nil
    ) {
        self.object = object
        let defaults = object.accessibilityDefaults
        let traits = object.accessibilityTraits
        self.role = role
        self.isElement = isElement
        self.label = object.accessibilityLabel
        self.value = object.accessibilityValue
        self.hint = object.accessibilityHint
        self.identifier = object.accessibilityIdentifier
        self.placeholder = defaults.placeholder
        self.traits = traits
        self.frame = frame ?? object.accessibilityFrame
        self.customActions = object.accessibilityCustomActions?.map(\.name) ?? []
        self.isEnabled = (object as? UIControl)?.isEnabled ?? !traits.contains(.notEnabled)
        self.hasFocus = object.isFirstResponder
        self.sortPriority = object.accessibilitySortPriority
        self.children = children
        for child in children { child.parent = self }
    }

    /// The view the node's object is or lives in (an element's container view).
    package var view: UIView? {
        (object as? UIView) ?? (object as? UIAccessibilityElement)?.containerView
    }

    /// The node and everything inside it, depth first, in reading order.
    package var subtree: [AccessibilityNode] {
        var nodes: [AccessibilityNode] = []
        func walk(_ node: AccessibilityNode) {
            nodes.append(node)
            node.children.forEach(walk)
        }
        walk(self)
        return nodes
    }

    /// One line of the tree's description: kind, frame, then what is set
    /// ("Button, {{20.0, 100.0}, {80.0, 44.0}}, label: 'Go', Selected").
    package var line: String {
        var parts = [role.displayName, "{{\(frame.minX), \(frame.minY)}, {\(frame.width), \(frame.height)}}"]
        if let identifier, !identifier.isEmpty { parts.append("identifier: '\(identifier)'") }
        if let label, !label.isEmpty { parts.append("label: '\(label)'") }
        if let placeholder, !placeholder.isEmpty { parts.append("placeholderValue: '\(placeholder)'") }
        if let value, !value.isEmpty { parts.append("value: \(value)") }
        if let hint, !hint.isEmpty { parts.append("hint: '\(hint)'") }
        if traits.contains(.header) { parts.append("Header") }
        if traits.contains(.selected) { parts.append("Selected") }
        if !isEnabled { parts.append("Disabled") }
        if hasFocus { parts.append("Focused") }
        if !customActions.isEmpty {
            parts.append("actions: \(customActions.map { "'\($0)'" }.joined(separator: ", "))")
        }
        return parts.joined(separator: ", ")
    }

    /// The tree below and including this node, a line per node, indented
    /// two spaces a level (the dump XCUITest's `debugDescription` prints).
    package var treeDescription: String {
        var lines: [String] = []
        func walk(_ node: AccessibilityNode, _ depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + node.line)
            for child in node.children { walk(child, depth + 1) }
        }
        walk(self, 0)
        return lines.joined(separator: "\n")
    }
}

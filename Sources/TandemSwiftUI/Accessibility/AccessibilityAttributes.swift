import Foundation
import TandemUIKit

/// What one accessibility modifier sets; nil and empty fields set nothing.
struct AccessibilityAttributes {
    var label: String?
    var value: String?
    var hint: String?
    /// The names Voice Control takes for the element (`accessibilityInputLabels`).
    var inputLabels: [String]?
    var identifier: String?
    var addedTraits: AccessibilityTraits?
    var removedTraits: AccessibilityTraits?
    var hidden: Bool?
    var sortPriority: Double?
    var children: AccessibilityChildBehavior?
    var actions: [AccessibilityActionKind: () -> Void] = [:]
    var namedActions: [(name: String, handler: () -> Void)] = []
    var adjustment: ((AccessibilityAdjustmentDirection) -> Void)?
    /// What kind of element the view is, when a control says so (a toggle is a switch).
    var role: AccessibilityRole?
}

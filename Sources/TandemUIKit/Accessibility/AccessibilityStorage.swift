import Foundation

/// What an app set on one object's accessibility: made the first time a
/// property is set, so objects nobody describes carry one empty reference.
/// A nil field means "not set": the class's default applies.
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var userInputLabels: [String]?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var identifier: String?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var customActions: [UIAccessibilityCustomAction]?
    var role: AccessibilityRole?
    var sortPriority: Double = 0
}

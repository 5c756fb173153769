import Foundation
import TandemGraphics
import TandemSupport

/// Installs the Auto Layout constraints Interface Builder writes in a view's
/// `constraints` list, activated as UIKit activates them when it loads the file.
@MainActor
enum InterfaceBuilderConstraints {
    /// A view controller's `topLayoutGuide`/`bottomLayoutGuide` as old
    /// storyboards name them (`viewControllerLayoutGuide`): constraints to
    /// them are made to the edges of the view's safe area, which they stand for.
    final class LegacyGuide {
        let isTop: Bool
        weak var view: UIView?

        init(isTop: Bool, view: UIView?) {
            self.isTop = isTop
            self.view = view
        }
    }

    /// Makes and activates the constraints of `elements`; `owner` is the
    /// view whose list they are in (an item a constraint leaves out).
    static func install(_ elements: [InterfaceBuilderElement], ownedBy owner: UIView, loader: InterfaceBuilderLoader) {
        var made: [NSLayoutConstraint] = []
        for element in elements where element.name == "constraint" {
            // Placeholder constraints exist only in Interface Builder's canvas.
            if element.bool("placeholder") == true { continue }
            if let constraint = make(element, owner: owner, loader: loader) { made.append(constraint) }
        }
        NSLayoutConstraint.activate(made)
    }

    private static func make(
        _ element: InterfaceBuilderElement, owner: UIView, loader: InterfaceBuilderLoader
    ) -> NSLayoutConstraint? {
        guard var firstAttribute = element["firstAttribute"].flatMap(attribute) else {
            Diagnostics.report("UIStoryboard", "constraint \(element.id ?? "?") has no first attribute; skipped")
            return nil
        }
        var first: AnyObject? = owner
        if let id = element["firstItem"] { first = loader.object(withID: id) }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let id = element["secondItem"] {
            second = loader.object(withID: id)
            secondAttribute = element["secondAttribute"].flatMap(attribute) ?? firstAttribute
            if second == nil { first = nil }
        } else if let name = element["secondAttribute"], let value = attribute(name), value != .notAnAttribute {
            // A second attribute without a second item relates to the owner.
            second = owner
            secondAttribute = value
        }
        (first, firstAttribute) = resolveLegacy(first, firstAttribute)
        (second, secondAttribute) = resolveLegacy(second, secondAttribute)
        guard let first else {
            Diagnostics.report(
                "UIStoryboard", "constraint \(element.id ?? "?") names an object that was not made; skipped")
            return nil
        }
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation(element["relation"]), toItem: second,
            attribute: secondAttribute, multiplier: multiplier(element["multiplier"]),
            constant: element.number("constant") ?? 0)
        if let priority = element.number("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
        constraint.identifier = element["identifier"]
        return constraint
    }

    /// The safe area edge a legacy layout guide's attribute stands for.
    private static func resolveLegacy(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute)
        -> (AnyObject?, NSLayoutConstraint.Attribute)
    {
        guard let guide = item as? LegacyGuide else { return (item, attribute) }
        guard let view = guide.view else { return (nil, attribute) }
        let edge: NSLayoutConstraint.Attribute = guide.isTop ? .top : .bottom
        return (view.safeAreaLayoutGuide, attribute == .height ? attribute : edge)
    }

    private static func attribute(_ name: String) -> NSLayoutConstraint.Attribute? {
        switch name {
        case "left": .left
        case "right": .right
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "width": .width
        case "height": .height
        case "centerX": .centerX
        case "centerY": .centerY
        case "baseline", "lastBaseline": .lastBaseline
        case "firstBaseline": .firstBaseline
        case "leftMargin": .leftMargin
        case "rightMargin": .rightMargin
        case "topMargin": .topMargin
        case "bottomMargin": .bottomMargin
        case "leadingMargin": .leadingMargin
        case "trailingMargin": .trailingMargin
        case "centerXWithinMargins": .centerXWithinMargins
        case "centerYWithinMargins": .centerYWithinMargins
        default: nil
        }
    }

    private static func relation(_ name: String?) -> NSLayoutConstraint.Relation {
        switch name {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
    }

    /// Interface Builder writes a multiplier as a number (`0.5`) or a ratio (`16:9`).
    private static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return numerator / denominator
        }
        return Double(text) ?? 1
    }
}

import Foundation
import TandemSolver
import TandemGraphics

/// Turns an item's attribute into a linear expression of engine variables,
/// in the coordinates of a container (an ancestor view): the item's origin
/// is the sum of the frame origins on the way up to the container.
@preconcurrency @MainActor
enum LayoutExpressions {
    static func expression(
        _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in container: UIView, engine: LayoutEngine
    ) -> TandemSolver.Expression {
        let entry = engine.enroll(item)
        var left = TandemSolver.Expression(), top = TandemSolver.Expression()
        var node: LayoutItem = item
        while node !== container {
            let nodeEntry = engine.enroll(node)
            left = left + TandemSolver.Expression(nodeEntry.x)
            top = top + TandemSolver.Expression(nodeEntry.y)
            guard let parent = node.layoutParent else { break }
            node = parent
        }
        let width = TandemSolver.Expression(entry.width), height = TandemSolver.Expression(entry.height)
        let view = item as? UIView
        // Asked only by the attributes that need them: both walk traits.
        var margins: UIEdgeInsets { view?.layoutMargins ?? .zero }
        var rtl: Bool { view?.isRightToLeft ?? (item as? UILayoutGuide)?.owningView?.isRightToLeft ?? false }
        switch attribute {
        case .left: return left
        case .right: return left + width
        case .top: return top
        case .bottom: return top + height
        case .width: return width
        case .height: return height
        case .centerX: return left + 0.5 * width
        case .centerY: return top + 0.5 * height
        // Right to left, leading runs leftwards: it is the negated right edge,
        // so that `a.leading == b.leading + 16` puts a 16 points left of b.
        case .leading: return rtl ? -1.0 * (left + width) : left
        case .trailing: return rtl ? -1.0 * left : left + width
        case .leftMargin: return left + Double(margins.left)
        case .rightMargin: return left + width - Double(margins.right)
        case .topMargin: return top + Double(margins.top)
        case .bottomMargin: return top + height - Double(margins.bottom)
        case .leadingMargin:
            return rtl ? -1.0 * (left + width - Double(margins.right)) : left + Double(margins.left)
        case .trailingMargin:
            return rtl ? -1.0 * (left + Double(margins.left)) : left + width - Double(margins.right)
        case .centerXWithinMargins: return left + Double(margins.left) + 0.5 * (width - Double(margins.left + margins.right))
        case .centerYWithinMargins: return top + Double(margins.top) + 0.5 * (height - Double(margins.top + margins.bottom))
        case .firstBaseline: return top + Double(view?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline: return top + height - Double(view?.lastBaselineOffsetFromBottom ?? 0)
        case .notAnAttribute: return TandemSolver.Expression()
        }
    }
}

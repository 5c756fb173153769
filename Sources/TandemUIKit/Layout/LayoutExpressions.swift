import Foundation
import TandemGraphics
import TandemSolver

/// Turns an item's attribute into a linear expression of engine variables,
/// in the coordinates of a container (an ancestor view): the item's origin
/// is the sum of the frame origins on the way up to the container.
@preconcurrency @MainActor
enum LayoutExpressions {
    /// Adds `factor × item.attribute` (in `container`'s coordinates) to
    /// `expression`, term by term: a constraint's expression is built in one
    /// buffer instead of one array per operator (this runs for every
    /// constraint of a first layout).
    static func append(
        _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in container: UIView, times factor: Double,
        to expression: inout TandemSolver.Expression, engine: LayoutEngine
    ) {
        let entry = engine.enroll(item)
        let view = item as? UIView
        // Asked only by the attributes that need them: both walk traits.
        var margins: UIEdgeInsets { view?.layoutMargins ?? .zero }
        // Leading and trailing take the direction of the view the constraint
        // lives in (the items' common ancestor), as in UIKit: a view forced
        // right to left lays out its subviews from the right but still sits
        // at the leading edge of a left-to-right superview.
        var rtl: Bool { container.isRightToLeft }

        /// The item's origin on one axis: the sum of the origins up to the container.
        func origin(horizontal: Bool, _ k: Double) {
            var node: LayoutItem = item
            var nodeEntry = entry
            while node !== container {
                expression.terms.append(Term(horizontal ? nodeEntry.x : nodeEntry.y, k))
                guard let parent = node.layoutParent, parent !== container else { break }
                node = parent
                nodeEntry = engine.enroll(parent)
            }
        }
        func width(_ k: Double) { expression.terms.append(Term(entry.width, k)) }
        func height(_ k: Double) { expression.terms.append(Term(entry.height, k)) }
        func constant(_ c: Double) { expression.constant += c }

        let k = factor
        switch attribute {
        case .left: origin(horizontal: true, k)
        case .right: origin(horizontal: true, k); width(k)
        case .top: origin(horizontal: false, k)
        case .bottom: origin(horizontal: false, k); height(k)
        case .width: width(k)
        case .height: height(k)
        case .centerX: origin(horizontal: true, k); width(0.5 * k)
        case .centerY: origin(horizontal: false, k); height(0.5 * k)
        // Right to left, leading runs leftwards: it is the negated right edge,
        // so that `a.leading == b.leading + 16` puts a 16 points left of b.
        case .leading:
            if rtl { origin(horizontal: true, -k); width(-k) } else { origin(horizontal: true, k) }
        case .trailing:
            if rtl { origin(horizontal: true, -k) } else { origin(horizontal: true, k); width(k) }
        case .leftMargin: origin(horizontal: true, k); constant(k * Double(margins.left))
        case .rightMargin: origin(horizontal: true, k); width(k); constant(-k * Double(margins.right))
        case .topMargin: origin(horizontal: false, k); constant(k * Double(margins.top))
        case .bottomMargin: origin(horizontal: false, k); height(k); constant(-k * Double(margins.bottom))
        case .leadingMargin:
            let m = margins
            if rtl {
                origin(horizontal: true, -k); width(-k); constant(k * Double(m.right))
            } else {
                origin(horizontal: true, k); constant(k * Double(m.left))
            }
        case .trailingMargin:
            let m = margins
            if rtl {
                origin(horizontal: true, -k); constant(-k * Double(m.left))
            } else {
                origin(horizontal: true, k); width(k); constant(-k * Double(m.right))
            }
        case .centerXWithinMargins:
            let m = margins
            origin(horizontal: true, k); width(0.5 * k)
            constant(k * (Double(m.left) - 0.5 * Double(m.left + m.right)))
        case .centerYWithinMargins:
            let m = margins
            origin(horizontal: false, k); height(0.5 * k)
            constant(k * (Double(m.top) - 0.5 * Double(m.top + m.bottom)))
        case .firstBaseline:
            origin(horizontal: false, k); constant(k * Double(view?.firstBaselineOffsetFromTop ?? 0))
        case .lastBaseline:
            origin(horizontal: false, k); height(k); constant(-k * Double(view?.lastBaselineOffsetFromBottom ?? 0))
        case .notAnAttribute: break
        }
    }
}

import Foundation

/// The constraints of a stack view's arrangement, per distribution and alignment.
@preconcurrency @MainActor
struct StackConstraintBuilder {
    let stack: UIStackView
    let vertical: Bool

    private typealias Attr = NSLayoutConstraint.Attribute
    private var start: Attr { vertical ? .top : .leading }
    private var end: Attr { vertical ? .bottom : .trailing }
    private var length: Attr { vertical ? .height : .width }
    private var center: Attr { vertical ? .centerY : .centerX }
    private var crossStart: Attr { vertical ? .leading : .top }
    private var crossEnd: Attr { vertical ? .trailing : .bottom }
    private var crossCenter: Attr { vertical ? .centerX : .centerY }
    private var breadth: Attr { vertical ? .width : .height }

    private func c(
        _ a: AnyObject, _ aa: Attr, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: Attr,
        _ m: CGFloat = 1, _ k: CGFloat = 0, priority: UILayoutPriority = .required, kind: String
    ) -> NSLayoutConstraint {
        SystemConstraint.make(a, aa, r, b, ba, m, k, priority: priority, kind: kind)
    }

    func build(views: [UIView], spacerGuides: inout [UILayoutGuide]) -> [NSLayoutConstraint] {
        guard let first = views.first, let last = views.last else { return [] }
        let canvas: AnyObject = stack.arrangementFrame ?? stack
        var result: [NSLayoutConstraint] = []
        result.append(c(first, start, .equal, canvas, start, kind: "canvas-connection"))

        for (previous, next) in zip(views, views.dropFirst()) {
            let gap = stack.gap(after: previous)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                result.append(c(next, start, .equal, previous, end, 1, gap, kind: "spacing"))
            case .equalSpacing, .equalCentering:
                result.append(c(next, start, .greaterThanOrEqual, previous, end, 1, gap, kind: "spacing"))
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                stack.addLayoutGuide(guide)
                spacerGuides.append(guide)
                let from: Attr = stack.distribution == .equalSpacing ? end : center
                let to: Attr = stack.distribution == .equalSpacing ? start : center
                result.append(c(guide, start, .equal, previous, from, kind: "distributing-edge"))
                result.append(c(guide, end, .equal, next, to, kind: "distributing-edge"))
                if let firstGuide = spacerGuides.first, firstGuide !== guide {
                    result.append(c(guide, length, .equal, firstGuide, length, kind: "fill-equally"))
                }
            }
        }
        // After the chain: each view's start is then defined by the one
        // before it, and only the last edge meets the canvas (entered first,
        // it would pin the last view's start before the chain reached it).
        result.append(c(last, end, .equal, canvas, end, kind: "canvas-connection"))
        switch stack.distribution {
        case .fillEqually:
            for view in views.dropFirst() {
                result.append(c(view, length, .equal, first, length, kind: "fill-equally"))
            }
        case .fillProportionally:
            let lengths = views.map { v -> CGFloat in
                let size = v.intrinsicContentSize
                return max(0, vertical ? size.height : size.width)
            }
            let total = lengths.reduce(0, +)
            if total > 0 {
                let gaps = zip(views, views.dropFirst()).reduce(0) { $0 + stack.gap(after: $1.0) }
                for (view, intrinsic) in zip(views, lengths) {
                    let share = intrinsic / total
                    result.append(
                        c(
                            view, length, .equal, canvas, length, share, -gaps * share, priority: UILayoutPriority(999),
                            kind: "fill-proportionally"))
                }
            }
        default:
            break
        }

        for view in views {
            switch stack.alignment {
            case .fill:
                result.append(c(view, crossStart, .equal, canvas, crossStart, kind: "alignment"))
                result.append(c(view, crossEnd, .equal, canvas, crossEnd, kind: "alignment"))
            case .leading:
                result.append(c(view, crossStart, .equal, canvas, crossStart, kind: "alignment"))
                result.append(c(view, crossEnd, .lessThanOrEqual, canvas, crossEnd, kind: "spanning-boundary"))
            case .trailing:
                result.append(c(view, crossEnd, .equal, canvas, crossEnd, kind: "alignment"))
                result.append(c(view, crossStart, .greaterThanOrEqual, canvas, crossStart, kind: "spanning-boundary"))
            case .center:
                result.append(c(view, crossCenter, .equal, canvas, crossCenter, kind: "alignment"))
                result.append(c(view, crossStart, .greaterThanOrEqual, canvas, crossStart, kind: "spanning-boundary"))
            case .firstBaseline, .lastBaseline:
                if vertical {
                    result.append(c(view, crossStart, .equal, canvas, crossStart, kind: "alignment"))
                } else {
                    let baseline: Attr = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    if view !== first { result.append(c(view, baseline, .equal, first, baseline, kind: "alignment")) }
                    result.append(
                        c(view, crossStart, .greaterThanOrEqual, canvas, crossStart, kind: "spanning-boundary"))
                }
                result.append(c(view, crossEnd, .lessThanOrEqual, canvas, crossEnd, kind: "spanning-boundary"))
            }
        }
        if stack.alignment != .fill {
            // Without outside constraints, the stack is as broad as its broadest view.
            result.append(
                c(
                    canvas, breadth, .equal, nil, .notAnAttribute, 1, 0, priority: UILayoutPriority(49),
                    kind: "spanning-fit"))
        }
        return result
    }
}

import Foundation
import TandemGraphics

/// Where a popover goes: the side of its source with room for its content,
/// in the order UIKit tries them (below, above, right, left), its card
/// clamped within the margins, and its arrow pointing at the source's middle.
struct PopoverPlacement: Equatable {
    /// The arrow's length out of the card and its width at the card.
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 36
    static let cornerRadius: CGFloat = 13

    /// The popover view's frame: the card and the arrow.
    var frame: CGRect
    /// The card, in the popover view's coordinates.
    var card: CGRect
    /// Where the arrow points: `.unknown` for no arrow.
    var direction: UIPopoverArrowDirection
    /// The arrow's tip, in the popover view's coordinates.
    var tip: CGPoint

    /// The placement of a card of `content` size pointing at `anchor`, within `area`.
    static func place(
        content: CGSize, anchor: CGRect, in area: CGRect, permitted: UIPopoverArrowDirection
    ) -> PopoverPlacement {
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        let candidates = order.filter { permitted.contains($0) }
        func room(_ direction: UIPopoverArrowDirection) -> CGSize {
            switch direction {
            case .up: CGSize(width: area.width, height: area.maxY - anchor.maxY - arrowHeight)
            case .down: CGSize(width: area.width, height: anchor.minY - area.minY - arrowHeight)
            case .left: CGSize(width: area.maxX - anchor.maxX - arrowHeight, height: area.height)
            default: CGSize(width: anchor.minX - area.minX - arrowHeight, height: area.height)
            }
        }
        let fitting = candidates.first { room($0).width >= content.width && room($0).height >= content.height }
        let roomiest = candidates.max { a, b in
            let ra = room(a), rb = room(b)
            return max(0, min(ra.width, content.width)) * max(0, min(ra.height, content.height))
                < max(0, min(rb.width, content.width)) * max(0, min(rb.height, content.height))
        }
        guard let direction = fitting ?? roomiest else { return centered(content: content, in: area) }
        let space = room(direction)
        let size = CGSize(
            width: max(0, min(content.width, space.width)), height: max(0, min(content.height, space.height)))
        let inset = cornerRadius + arrowBase / 2
        switch direction {
        case .up, .down:
            let x = min(max(anchor.midX - size.width / 2, area.minX), area.maxX - size.width).rounded()
            let tipX = min(max(anchor.midX, x + inset), x + size.width - inset) - x
            if direction == .up {
                let frame = CGRect(x: x, y: anchor.maxY, width: size.width, height: size.height + arrowHeight)
                return PopoverPlacement(
                    frame: frame, card: CGRect(x: 0, y: arrowHeight, width: size.width, height: size.height),
                    direction: .up, tip: CGPoint(x: tipX, y: 0))
            }
            let frame = CGRect(
                x: x, y: anchor.minY - arrowHeight - size.height, width: size.width, height: size.height + arrowHeight)
            return PopoverPlacement(
                frame: frame, card: CGRect(x: 0, y: 0, width: size.width, height: size.height),
                direction: .down, tip: CGPoint(x: tipX, y: frame.height))
        default:
            let y = min(max(anchor.midY - size.height / 2, area.minY), area.maxY - size.height).rounded()
            let tipY = min(max(anchor.midY, y + inset), y + size.height - inset) - y
            if direction == .left {
                let frame = CGRect(x: anchor.maxX, y: y, width: size.width + arrowHeight, height: size.height)
                return PopoverPlacement(
                    frame: frame, card: CGRect(x: arrowHeight, y: 0, width: size.width, height: size.height),
                    direction: .left, tip: CGPoint(x: 0, y: tipY))
            }
            let frame = CGRect(
                x: anchor.minX - arrowHeight - size.width, y: y, width: size.width + arrowHeight, height: size.height)
            return PopoverPlacement(
                frame: frame, card: CGRect(x: 0, y: 0, width: size.width, height: size.height),
                direction: .right, tip: CGPoint(x: frame.width, y: tipY))
        }
    }

    /// A card without an arrow, centered in `area` (no source, or no permitted direction).
    static func centered(content: CGSize, in area: CGRect) -> PopoverPlacement {
        let size = CGSize(width: min(content.width, area.width), height: min(content.height, area.height))
        let frame = CGRect(
            x: (area.midX - size.width / 2).rounded(), y: (area.midY - size.height / 2).rounded(),
            width: size.width, height: size.height)
        return PopoverPlacement(frame: frame, card: CGRect(origin: .zero, size: size), direction: .unknown, tip: .zero)
    }

    /// The outline of the card and its arrow, in the popover view's coordinates.
    var outline: CGPath {
        let path = CGMutablePath()
        path.addRoundedRect(in: card, cornerWidth: Self.cornerRadius, cornerHeight: Self.cornerRadius)
        let half = Self.arrowBase / 2
        switch direction {
        case .up:
            path.move(to: CGPoint(x: tip.x - half, y: card.minY + 1))
            path.addLine(to: tip)
            path.addLine(to: CGPoint(x: tip.x + half, y: card.minY + 1))
        case .down:
            path.move(to: CGPoint(x: tip.x - half, y: card.maxY - 1))
            path.addLine(to: tip)
            path.addLine(to: CGPoint(x: tip.x + half, y: card.maxY - 1))
        case .left:
            path.move(to: CGPoint(x: card.minX + 1, y: tip.y - half))
            path.addLine(to: tip)
            path.addLine(to: CGPoint(x: card.minX + 1, y: tip.y + half))
        case .right:
            path.move(to: CGPoint(x: card.maxX - 1, y: tip.y - half))
            path.addLine(to: tip)
            path.addLine(to: CGPoint(x: card.maxX - 1, y: tip.y + half))
        default:
            return path
        }
        path.closeSubpath()
        return path
    }
}

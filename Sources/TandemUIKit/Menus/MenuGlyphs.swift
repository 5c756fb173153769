import Foundation
import TandemGraphics

/// The glyphs menus draw — checkmark, dash, chevrons, the circled ellipsis —
/// as paths, at the sizes menus need (iOS draws them from SF Symbols).
@preconcurrency @MainActor
enum MenuGlyphs {
    /// A checkmark (an `.on` action) in `rect`, stroked in `color`.
    static func drawCheckmark(in rect: CGRect, color: UIColor, context: CGContext) {
        stroke(color, width: 2, context) {
            context.move(to: CGPoint(x: rect.minX + rect.width * 0.1, y: rect.midY + rect.height * 0.05))
            context.addLine(to: CGPoint(x: rect.minX + rect.width * 0.38, y: rect.maxY - rect.height * 0.15))
            context.addLine(to: CGPoint(x: rect.maxX - rect.width * 0.1, y: rect.minY + rect.height * 0.15))
        }
    }

    /// A dash (a `.mixed` action) across the middle of `rect`.
    static func drawDash(in rect: CGRect, color: UIColor, context: CGContext) {
        stroke(color, width: 2, context) {
            context.move(to: CGPoint(x: rect.minX + rect.width * 0.15, y: rect.midY))
            context.addLine(to: CGPoint(x: rect.maxX - rect.width * 0.15, y: rect.midY))
        }
    }

    /// A chevron pointing right (a submenu row) or left (the row that goes
    /// back from an opened submenu), `rect` tall.
    static func drawChevron(pointingRight: Bool, in rect: CGRect, color: UIColor, context: CGContext) {
        let tip = pointingRight ? rect.maxX : rect.minX
        let tail = pointingRight ? rect.minX : rect.maxX
        stroke(color, width: 2, context) {
            context.move(to: CGPoint(x: tail, y: rect.minY))
            context.addLine(to: CGPoint(x: tip, y: rect.midY))
            context.addLine(to: CGPoint(x: tail, y: rect.maxY))
        }
    }

    /// A 22-point circle around three dots, iOS's "ellipsis.circle": what a
    /// bar button item with a menu and nothing else to show draws. A
    /// template image, so the bar's tint colors it.
    static let ellipsisCircle: UIImage = {
        let side: CGFloat = 22
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { renderer in
            let context = renderer.cgContext
            context.setStrokeColor(UIColor.black.cgColor)
            context.setFillColor(UIColor.black.cgColor)
            context.setLineWidth(1.5)
            context.strokeEllipse(in: CGRect(x: 1, y: 1, width: side - 2, height: side - 2))
            let dot: CGFloat = 2.5
            for offset in [-5.5, 0, 5.5] as [CGFloat] {
                context.fillEllipse(
                    in: CGRect(x: side / 2 + offset - dot / 2, y: side / 2 - dot / 2, width: dot, height: dot))
            }
        }
        return image.withRenderingMode(.alwaysTemplate)
    }()

    private static func stroke(_ color: UIColor, width: CGFloat, _ context: CGContext, path: () -> Void) {
        context.saveGState()
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(width)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        path()
        context.strokePath()
        context.restoreGState()
    }
}

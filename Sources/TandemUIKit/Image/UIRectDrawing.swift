public import Foundation
public import TandemGraphics

/// Fills `rect` in the current context with its fill color, replacing what
/// was there (`CGBlendMode.copy`), as UIKit does. Without a current context
/// it does nothing.
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` in the current context with its fill color using `blendMode`.
/// Without a current context it does nothing.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a frame one unit wide just inside `rect` with the current fill
/// color (`CGBlendMode.copy`); it stays visible when drawing is clipped to `rect`.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a frame one unit wide just inside `rect` with the current fill
/// color using `blendMode`. Without a current context it does nothing.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let side = min(1, r.width / 2, r.height / 2)
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: side),
        CGRect(x: r.minX, y: r.maxY - side, width: r.width, height: side),
        CGRect(x: r.minX, y: r.minY + side, width: side, height: r.height - 2 * side),
        CGRect(x: r.maxX - side, y: r.minY + side, width: side, height: r.height - 2 * side),
    ])
    context.restoreGState()
}

/// Intersects the current context's clipping area with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

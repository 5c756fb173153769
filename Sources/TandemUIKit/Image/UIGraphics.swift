public import Foundation
public import TandemGraphics
import TandemSupport

/// The context UIKit drawing goes to: the one pushed by `draw(_:)`, a
/// renderer's block or `UIGraphicsPushContext`; nil when none is.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` current for UIKit drawing until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
/// An unbalanced call is reported and ignored.
public func UIGraphicsPopContext() {
    if GraphicsContextStack.current.contexts.popLast() == nil {
        Diagnostics.report("UIGraphics", "UIGraphicsPopContext without a matching push; ignored")
    }
}

/// Opens a bitmap context of `size` points and makes it current; `scale` 0
/// means the main screen's scale.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIScreen.mainScale
    guard let context = UIKitBitmap.makeContext(size: size, scale: scale, opaque: opaque) else { return }
    let stack = GraphicsContextStack.current
    stack.imageContexts.append((context, scale))
    stack.contexts.append(context)
}

/// Opens an image context of `size` at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The pixels of the innermost image context so far, or nil when none is open.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (context, scale) = GraphicsContextStack.current.imageContexts.last,
        let image = context.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Closes the innermost image context.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let (context, _) = stack.imageContexts.popLast() else {
        Diagnostics.report("UIGraphics", "UIGraphicsEndImageContext without an open image context; ignored")
        return
    }
    if let index = stack.contexts.lastIndex(where: { $0 === context }) { stack.contexts.remove(at: index) }
}

extension CGContext {
    /// Draws `image` right side up in a UIKit (y-down) space, filling `rect`.
    func drawUpright(_ image: CGImage, in rect: CGRect) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        draw(image, in: rect)
        restoreGState()
    }
}

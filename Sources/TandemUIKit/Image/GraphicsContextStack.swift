import Foundation
import TandemGraphics

/// The per-thread stack of current drawing contexts behind
/// `UIGraphicsGetCurrentContext()`.
final class GraphicsContextStack {
    var contexts: [CGContext] = []
    /// Image contexts opened by `UIGraphicsBeginImageContextWithOptions`, with their scale.
    var imageContexts: [(context: CGContext, scale: CGFloat)] = []

    private static let key = "TandemUIGraphicsContextStack"

    /// This thread's stack.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }
}

import Foundation
import TandemGraphics
import TandemSupport

/// The per-thread stack of current drawing contexts behind
/// `UIGraphicsGetCurrentContext()`.
///
/// Each thread has its own, in a `ThreadSpecificSlot`: every view drawn
/// looks it up three times (its `draw(_:)` pushes a context, a label asks
/// for it, the push is popped), and `Thread.current`'s dictionary, which
/// held it before, cost a string's bridging, a hash and a dynamic cast each
/// time (a tenth of a table's frame when scrolling). A thread's exit
/// releases its stack, with the contexts it left pushed.
final class GraphicsContextStack {
    var contexts: [CGContext] = []
    /// Image contexts opened by `UIGraphicsBeginImageContextWithOptions`, with their scale.
    var imageContexts: [(context: CGContext, scale: CGFloat)] = []

    private static let slot = ThreadSpecificSlot<GraphicsContextStack>("UIGraphicsGetCurrentContext()")

    /// This thread's stack, made empty on its first use.
    static var current: GraphicsContextStack {
        if let stack = slot.value { return stack }
        let stack = GraphicsContextStack()
        slot.value = stack
        return stack
    }
}

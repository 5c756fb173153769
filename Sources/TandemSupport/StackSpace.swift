import CTandemStack

/// Stack for walks as deep as the trees they walk.
///
/// Evaluating, laying out and tearing down a view tree recurse once per node,
/// and a debug build spends a few kilobytes of stack per node: a 2,000-deep
/// nesting of stacks and modifiers (recursive views and generated UIs make
/// such trees) needs more than the 8 MiB a thread has. A recursive walk calls
/// ``withSufficientStack(_:)`` at each node: when little stack is left, the
/// rest of the walk runs on a new segment, on the same thread — thread
/// identity, thread-local storage and main-actor checks hold, and the caller
/// continues on its own stack when the walk returns. (Making every walk
/// iterative would turn each recursive layout protocol call inside out; the
/// segments leave the code as it reads.)
package enum StackSpace {
    /// Below this many bytes left, a walk continues on a new segment: more
    /// than any one node's frames between two checks take (text shaping
    /// and drawing included), in a debug build.
    package static let reserve = 512 * 1024
    /// The size of a new segment (pages are committed as they are touched).
    package static let segmentSize = 64 * 1024 * 1024

    /// Whether the stack has less than ``reserve`` left.
    @inline(__always)
    package static var isLow: Bool { tandem_stack_remaining() < reserve }

    /// Runs `body`, on a new stack segment when the current one is low.
    ///
    /// If no segment can be made (the address space is exhausted), `body`
    /// runs where it is, as it would have without this call.
    @inline(__always)
    package static func withSufficientStack<Result>(_ body: () -> Result) -> Result {
        if !isLow { return body() }
        return onNewSegment(body)
    }

    /// Runs `body` on a new segment of ``segmentSize`` bytes.
    package static func onNewSegment<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        withoutActuallyEscaping(body) { body in
            var call: () -> Void = { result = body() }
            let status = withUnsafeMutablePointer(to: &call) { pointer in
                tandem_stack_run(
                    segmentSize,
                    { context in
                        context!.assumingMemoryBound(to: (() -> Void).self).pointee()
                    }, pointer)
            }
            if status != 0 {
                Diagnostics.report(
                    "Stack", "No stack segment could be made; the walk continues on the thread's own stack.")
                call()
            }
        }
        return result!
    }

    /// The bytes of stack left below the caller (for tests).
    package static var remaining: Int { tandem_stack_remaining() }
}

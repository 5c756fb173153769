import Foundation
import TandemSupport

/// Calls main-actor graph code from `ViewDimensions`, whose subscripts are
/// nonisolated because Apple's are.
///
/// Layout only ever runs on the main actor: every entry to it (a hosting
/// view's `layoutSubviews`, `sizeThatFits`, `ImageRenderer`) is main-actor
/// isolated. But a `ViewDimensions` is a value Swift 5-mode code may keep
/// and read on another thread, so the cast below is checked, in release
/// builds too: read off the main thread, the guides are none (reported
/// once) instead of racing the graph — Apple's framework does not stop
/// there, so neither does Tandem. The check is a thread comparison;
/// `MainActor.assumeIsolated` would cost a closure context per guide read.
///
/// The call goes through a function without captures, not a closure: a
/// closure passed through `withoutActuallyEscaping` (as `assumeIsolated`
/// passes it) gets a heap-allocated context on every call, for the check
/// that it did not escape.
enum LayoutIsolation {
    private typealias ExplicitAlignment = (ViewNode, AlignmentKey, CGSize, ProposedViewSize) -> CGFloat?

    /// `node.explicitAlignment(key, size: size, proposal: proposal)`, from nonisolated code.
    static func explicitAlignment(of node: ViewNode, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize)
        -> CGFloat?
    {
        guard MainThread.isCurrent else {
            Diagnostics.reportOnce(
                "Layout", id: "ViewDimensions off the main actor",
                "a ViewDimensions' explicit guides were read off the main actor; they belong to its view's graph, which runs there: read as none"
            )
            return nil
        }
        let function: @MainActor (ViewNode, AlignmentKey, CGSize, ProposedViewSize) -> CGFloat? = ViewNode
            .explicitAlignment(of:_:size:proposal:)
        // A global-actor-isolated function has the same representation
        // as a nonisolated one; the isolation is only in the type.
        return unsafeBitCast(function, to: ExplicitAlignment.self)(node, key, size, proposal)
    }
}

extension ViewNode {
    /// ``explicitAlignment(_:size:proposal:)`` as a function of the node, for ``LayoutIsolation``.
    /// Dimensions kept past the life of their view have no explicit guides
    /// (the graph that would find them is gone).
    fileprivate static func explicitAlignment(
        of node: ViewNode, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize
    ) -> CGFloat? {
        node.isDismantled ? nil : node.explicitAlignment(key, size: size, proposal: proposal)
    }
}

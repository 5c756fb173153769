import Foundation
import TandemSupport

/// Calls main-actor graph code from `ViewDimensions`, whose subscripts are
/// nonisolated because Apple's are.
///
/// Layout only ever runs on the main actor: every entry to it (a hosting
/// view's `layoutSubviews`, `sizeThatFits`, `ImageRenderer`) is main-actor
/// isolated. `MainActor.assumeIsolated` would check that again on every
/// guide a stack reads — a large part of a layout pass — so this checks it
/// in debug builds only and otherwise calls through.
///
/// The call goes through a function without captures, not a closure: a
/// closure passed through `withoutActuallyEscaping` (as `assumeIsolated`
/// passes it) gets a heap-allocated context on every call, for the check
/// that it did not escape.
enum LayoutIsolation {
    private typealias ExplicitAlignment = (ViewNode, AlignmentKey, CGSize, ProposedViewSize) -> CGFloat?

    /// `node.explicitAlignment(key, size: size, proposal: proposal)`, from nonisolated code.
    static func explicitAlignment(of node: ViewNode, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        assert(MainThread.isCurrent, "layout ran off the main actor")
        let function: @MainActor (ViewNode, AlignmentKey, CGSize, ProposedViewSize) -> CGFloat? = ViewNode.explicitAlignment(of:_:size:proposal:)
        // A global-actor-isolated function has the same representation
        // as a nonisolated one; the isolation is only in the type.
        return unsafeBitCast(function, to: ExplicitAlignment.self)(node, key, size, proposal)
    }
}

extension ViewNode {
    /// ``explicitAlignment(_:size:proposal:)`` as a function of the node, for ``LayoutIsolation``.
    fileprivate static func explicitAlignment(of node: ViewNode, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        node.explicitAlignment(key, size: size, proposal: proposal)
    }
}

/// Work the commit still has to do for a layer (`needs…`) or somewhere below
/// it (`subtree…`), so that the layout and display phases walk only the
/// paths that lead to pending work.
struct LayerCommitFlags: OptionSet {
    let rawValue: UInt8

    /// ``CALayer/display()`` is pending.
    static let needsDisplay = LayerCommitFlags(rawValue: 1 << 0)
    /// A sublayer, at any depth, has ``needsDisplay``.
    static let subtreeNeedsDisplay = LayerCommitFlags(rawValue: 1 << 1)
    /// ``CALayer/layoutSublayers()`` is pending (layers that are not a view's).
    static let needsLayout = LayerCommitFlags(rawValue: 1 << 2)
    /// A sublayer, at any depth, has ``needsLayout``.
    static let subtreeNeedsLayout = LayerCommitFlags(rawValue: 1 << 3)
}

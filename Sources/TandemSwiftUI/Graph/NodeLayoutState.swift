import Foundation

/// What layout remembers of one node between passes, held inline in the
/// node (``ViewNode/layoutState``): where it was placed last, and what was
/// measured since its subtree last changed.
///
/// Only layout (`ViewNode+Layout.swift`) and the structure changes that
/// forget it (`ViewNode+Children.swift`, ``ViewNode/dismantle()``) touch it.
struct NodeLayoutState {
    /// A guide's explicit value, measured for one size and proposal.
    struct AlignmentEntry {
        let key: AlignmentKey
        let size: CGSize
        let proposal: ProposedViewSize
        let value: CGFloat?
    }

    /// The frame placed last, in the container's coordinates.
    var placedFrame: CGRect = .null
    /// The proposal of the last placement.
    var placedProposal: ProposedViewSize?
    /// Whether something inside changed since the last placement.
    var needsPlacement = true
    /// The edges on which the node's own scroll view (a `List`'s table, a
    /// `ScrollView`'s) reaches under the bars: into the container safe area
    /// where its frame reaches it (``ViewNode/platformFrame(for:)``); the
    /// ends of its scrolling axes.
    var scrollsUnderBars: Edge.Set = []
    /// Set before a layout places its subviews, cleared when this one is placed.
    var placementPending = false
    /// The subtree's ``TranslationFacts`` as last found; `nil` when they may have changed.
    var translationFactsCache: TranslationFacts?
    /// Sizes measured for proposals since the last change (a few entries).
    var sizeCache = SizeCache()
    /// The spacing computed last (a layout's is the union over its subtree), until layout changes.
    var cachedSpacing: ViewSpacing?
    /// The graph's layout generation when this node's layout was last
    /// invalidated (see ``ViewNode/invalidateLayout()``).
    var invalidationStamp: UInt64 = 0
    /// The flattened layout children (``ViewNode/layoutItems``), until the structure changes.
    var subviewCache: [ViewNode]?
    /// Whether each child gave one item to ``subviewCache``, in order (the
    /// rows of a `ForEach` of one view each): the cache can then follow
    /// the children when they are only reordered or some removed.
    var subviewsAlignWithChildren = false
    /// Explicit guide values computed since the last change (eight at most).
    var alignmentCache: [AlignmentEntry] = []

    /// Forgets what was measured: sizes, guides and spacing; the next
    /// placement places the subtree again.
    mutating func forgetMeasurements() {
        sizeCache.removeAll()
        alignmentCache.removeAll(keepingCapacity: true)
        cachedSpacing = nil
        needsPlacement = true
    }
}

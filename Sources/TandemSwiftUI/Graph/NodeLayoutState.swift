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

    // Stored properties are laid out in the order they are declared, each
    // at the next offset its alignment allows. What placing a node that
    // moved reads comes first: the frame, the proposal and the eight bytes
    // of one-byte fields fill the node's cache line after its effect view
    // (``ViewNode/effectView``), so a row moved touches one line of its
    // state, not three. The size cache and its two bytes of counts follow,
    // then the words; the state is inline in every node (216 bytes).

    /// The frame placed last, in the container's coordinates.
    var placedFrame: CGRect = .null
    private var packedPlacedProposal = PlacedProposal()
    /// Whether something inside changed since the last placement.
    var needsPlacement = true
    /// The edges on which the node's own scroll view (a `List`'s table, a
    /// `ScrollView`'s) reaches under the bars: into the container safe area
    /// where its frame reaches it (``ViewNode/platformFrame(for:)``); the
    /// ends of its scrolling axes.
    var scrollsUnderBars: Edge.Set = []
    /// Set before a layout places its subviews, cleared when this one is placed.
    var placementPending = false
    /// ``translationFactsCache`` in one byte: 0 for none; otherwise bit 7,
    /// bit 6 for `translates`, the low bits for the inset regions.
    private var packedTranslationFacts: UInt8 = 0
    /// Whether each child gave one item to ``subviewCache``, in order (the
    /// rows of a `ForEach` of one view each): the cache can then follow
    /// the children when they are only reordered or some removed.
    var subviewsAlignWithChildren = false
    /// Whether each child gave one UIKit view to the node's
    /// ``ViewNode/platformViewsCache``, in order (rows of one view or row
    /// container each): the cache can then follow the children when they
    /// are only reordered or some removed.
    var platformViewsAlignWithChildren = false
    /// The spacing computed last (a layout's is the union over its subtree), until layout changes.
    var cachedSpacing: ViewSpacing?
    /// Sizes measured for proposals since the last change (a few entries).
    var sizeCache = SizeCache()
    /// The graph's layout generation when this node's layout was last
    /// invalidated (see ``ViewNode/invalidateLayout()``).
    var invalidationStamp: UInt64 = 0
    /// The flattened layout children (``ViewNode/layoutItems``), until the structure changes.
    var subviewCache: [ViewNode]?
    /// Explicit guide values computed since the last change
    /// (``alignmentCacheCapacity`` at most, the oldest given up first).
    var alignmentCache: [AlignmentEntry] = []

    /// How many guide values ``alignmentCache`` holds at most. A full cache
    /// may have given one up (``ViewNode/invalidateLayoutUnlessMeasurementsHold()``).
    static let alignmentCacheCapacity = 8

    /// The proposal of the last placement.
    var placedProposal: ProposedViewSize? {
        get { packedPlacedProposal.proposal }
        set { packedPlacedProposal.proposal = newValue }
    }

    /// The subtree's ``TranslationFacts`` as last found; `nil` when they may have changed.
    ///
    /// Only the container and keyboard regions are kept: they are the
    /// only ones a host has insets in (``TranslationFacts/insetRegions``).
    var translationFactsCache: TranslationFacts? {
        get {
            guard packedTranslationFacts != 0 else { return nil }
            return TranslationFacts(
                translates: packedTranslationFacts & 0x40 != 0,
                insetRegions: SafeAreaRegions(rawValue: UInt(packedTranslationFacts & 0x3F)))
        }
        set {
            guard let newValue else {
                packedTranslationFacts = 0
                return
            }
            packedTranslationFacts =
                0x80 | (newValue.translates ? 0x40 : 0) | UInt8(newValue.insetRegions.intersection(.all).rawValue)
        }
    }

    /// Forgets what was measured: sizes, guides and spacing; the next
    /// placement places the subtree again.
    mutating func forgetMeasurements() {
        sizeCache.removeAll()
        alignmentCache.removeAll(keepingCapacity: true)
        cachedSpacing = nil
        needsPlacement = true
    }
}

import Foundation
import TandemSupport
import TandemUIKit

// Layout: measuring, placing and moving the node's subtree, and the caches
// that keep a pass from asking a subtree again (`layoutState`).
extension ViewNode {

    /// Forgets measured sizes here and in every ancestor, and asks the
    /// hosting view for layout.
    ///
    /// The node's own layout driver forgets what it remembers of its
    /// subviews' sizes (``LayoutDriver/sizesDidChange()``); an ancestor's
    /// is told that a subview's size may have changed
    /// (``LayoutDriver/subviewSizesMayHaveChanged()``): a stack keeps its
    /// distribution and measures again only the subviews stamped here.
    func invalidateLayout() {
        // Even when the node was stamped already (by a walk from below it,
        // which only told its driver that a subview may have changed).
        if case .layout(let driver) = role { driver.sizesDidChange() }
        // A node already invalidated since the last measurement or placement
        // anywhere in the graph has invalid ancestors too: the walk stops
        // there, so building N nodes invalidates in O(N), not O(N × depth).
        let generation = graph.layoutGeneration
        var node: ViewNode? = self
        while let current = node {
            if current.layoutState.invalidationStamp == generation { break }
            current.layoutState.invalidationStamp = generation
            current.layoutState.forgetMeasurements()
            if current !== self, case .layout(let driver) = current.role { driver.subviewSizesMayHaveChanged() }
            node = current.parent
        }
        graph.layoutDidChange()
    }

    /// ``invalidateLayout()`` for a leaf whose environment changed in a way
    /// that may change its size — unless it did not change anything its
    /// containers measured of it. (A leaf's own new value that may size
    /// differently usually does, a text's new characters: it is not
    /// measured here first, which would measure it once more than the
    /// layout pass after does.)
    ///
    /// Containers learn a leaf's size and guides only through the node's
    /// caches (``sizeThatFits(_:)``, ``explicitAlignment(_:size:proposal:)``;
    /// a leaf's spacing and ``LeafDriver/widthWithoutMeasuring(for:)`` do
    /// not depend on its value). When the caches still hold every answer
    /// given since the leaf was last invalidated, and the changed leaf gives
    /// the same answers, every measurement made from it holds: the
    /// containers keep their sizes and places, and the leaf its frame (a
    /// foreground style or tint set around a list's rows). Otherwise the
    /// sizes just measured are the new value's, and the layout pass after
    /// finds them in the cache rather than measuring again.
    func invalidateLayoutUnlessMeasurementsHold() {
        guard case .leaf(let leaf) = role else { return invalidateLayout() }
        var measured = SizeCache()
        let holds =
            layoutState.sizeCache.holdsEverySize
            && layoutState.alignmentCache.count < NodeLayoutState.alignmentCacheCapacity
            && layoutState.sizeCache.allSatisfy { proposal, size in
                let new = Self.sanitized(leaf.sizeThatFits(proposal))
                measured.insert(new, for: proposal)
                return new == size
            }
            && layoutState.alignmentCache.allSatisfy { entry in
                leaf.explicitAlignment(entry.key, size: entry.size) == entry.value
            }
        if holds { return }
        invalidateLayout()
        layoutState.sizeCache = measured
        // Measured after the walk stamped the node: a later change in this
        // pass must not stop at it, and forgets these sizes too.
        graph.layoutGeneration &+= 1
    }

    /// ``invalidateLayout()`` for a change that rearranged the subviews of
    /// `layout` (this node or an ancestor through groups) and added none
    /// (``LayoutDriver/subviewsRearranged()``): the nodes from this one up
    /// to `layout` forget their measurements but are not stamped, and
    /// `layout`'s driver keeps what it remembers of its subviews' sizes;
    /// the ancestors above are invalidated as usual.
    ///
    /// Not stamped, those nodes do not stop a later walk: a subview whose
    /// size changes later in the pass is invalidated up through `layout`,
    /// whose driver is then told (``LayoutDriver/subviewSizesMayHaveChanged()``).
    /// Stamps below `layout` are then only left by walks that went on
    /// through it, which is what a driver that keeps sizes through a
    /// rearrangement relies on (``StackMemo``).
    func invalidateLayout(keepingSizesBelow layout: ViewNode) {
        var node: ViewNode? = self
        while let current = node {
            current.layoutState.forgetMeasurements()
            if current === layout { break }
            node = current.parent
        }
        if let above = layout.parent {
            above.invalidateLayout()
        } else {
            graph.layoutDidChange()
        }
    }

    /// Marks the node and its ancestors for placement without forgetting
    /// sizes (the visible part of a lazy stack moved).
    func setNeedsPlacement() {
        var node: ViewNode? = self
        while let current = node {
            current.layoutState.needsPlacement = true
            // A stack passes over subviews it placed where they are (``StackMemo``).
            if case .layout(let driver) = current.role { driver.subviewNeedsPlacement() }
            node = current.parent
        }
    }

    /// The nodes a layout lays out: children, with groups replaced by
    /// their own items (a tuple or `ForEach` in a stack is several subviews).
    var layoutItems: [ViewNode] {
        if let cached = layoutState.subviewCache { return cached }
        var items: [ViewNode]
        // Whether each child gave one item, in order (``NodeLayoutState/subviewsAlignWithChildren``).
        var aligned = true
        if children.allSatisfy({ $0.hasLayoutRole && !$0.role.isGroup }) {
            // Each child is an item (a modifier's content, a stack of
            // leaves): the children's array is the items', shared, not copied.
            items = children
        } else {
            items = []
            for child in children {
                let count = items.count
                child.collectItems(into: &items)
                if items.count != count + 1 { aligned = false }
            }
        }
        layoutState.subviewCache = items
        layoutState.subviewsAlignWithChildren = aligned
        return items
    }

    /// The layout items this node stands for in its container's layout:
    /// itself when it is one, else its children's (a custom view whose body
    /// is several views stands for each of them).
    var itemsInContainer: [ViewNode] {
        var items: [ViewNode] = []
        collectItems(into: &items)
        return items
    }

    private func collectItems(into items: inout [ViewNode]) {
        if StackSpace.isLow { return StackSpace.onNewSegment { collectItems(into: &items) } }
        if hasLayoutRole, !role.isGroup {
            items.append(self)
        } else if children.count >= Self.groupsKeepingItems {
            // A group of many children (a `ForEach`'s rows) keeps its items
            // as a layout keeps its subviews (forgotten by the same changes,
            // ``structureDidChange(viewsKeepTheirOrder:sizesKept:)``): rows
            // reordered or removed then rearrange the list kept rather than
            // walk every row again (``adoptRearranged(_:)``).
            // Into an empty list, shared rather than copied.
            let own = layoutItems
            if items.isEmpty {
                items = own
            } else {
                items.append(contentsOf: own)
            }
        } else {
            for child in children { child.collectItems(into: &items) }
        }
    }

    /// How many children a group has for it to keep its layout items
    /// (``collectItems(into:)``): fewer are walked in less time than the
    /// memory a list takes per group is worth.
    static let groupsKeepingItems = 8

    /// The size the node chooses for `proposal`, cached per proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let known = layoutState.sizeCache.size(for: proposal) { return known }
        if StackSpace.isLow { return StackSpace.onNewSegment { sizeThatFits(proposal) } }
        graph.layoutGeneration &+= 1
        let size: CGSize
        switch role {
        case .leaf(let leaf): size = leaf.sizeThatFits(proposal)
        case .layout(let layout): size = layout.sizeThatFits(proposal, subviews: LayoutSubviews(layoutItems))
        case .group: size = GroupLayout.sizeThatFits(proposal, items: layoutItems)
        }
        if size.width.isNaN || size.height.isNaN || size.width < 0 || size.height < 0 {
            graph.reportOnce(
                "\(path) chose the invalid size \(size) for the proposal \(proposal); 0 is used in the invalid dimensions."
            )
        }
        let sanitized = Self.sanitized(size)
        layoutState.sizeCache.insert(sanitized, for: proposal)
        return sanitized
    }

    /// `size` with NaN and negative dimensions (a custom layout's) made 0;
    /// an infinite size is a legitimate answer to an infinite proposal.
    private static func sanitized(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isNaN ? 0 : max(0, size.width), height: size.height.isNaN ? 0 : max(0, size.height))
    }

    /// The node's length along `axis` for `proposal`: its size's, or a
    /// leaf's width known without measuring. A stack learns each subview's
    /// smallest length this way; a text offered no width takes none, and
    /// its height there (a word or a character per line) is not needed.
    /// A node sized as its one subview (a button's control around its
    /// label) has that subview's length, found the same way.
    func length(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat {
        if axis == .horizontal {
            if let known = layoutState.sizeCache.size(for: proposal) { return known.width }
            switch role {
            case .leaf(let leaf):
                if let width = leaf.widthWithoutMeasuring(for: proposal) { return width }
            case .layout(let layout) where layout.sizesAsItsSubview:
                let items = layoutItems
                if items.count == 1 {
                    if StackSpace.isLow { return StackSpace.onNewSegment { length(along: axis, for: proposal) } }
                    return items[0].length(along: axis, for: proposal)
                }
            case .layout, .group:
                break
            }
        }
        let size = sizeThatFits(proposal)
        return axis == .horizontal ? size.width : size.height
    }

    /// Places the node in `frame` (the container's coordinates), having proposed `proposal`.
    func place(in frame: CGRect, proposal: ProposedViewSize) {
        if StackSpace.isLow { return StackSpace.onNewSegment { place(in: frame, proposal: proposal) } }
        // A subtree whose change asked for an animation of its own
        // (`.animation(_:value:)`) is placed in it; a subtree placed for the
        // first time appears where it is put, without moving there.
        if let animator = graph.animatorIfMade, animator.hasPlacementTransactions,
            let transaction = animator.takePlacementTransaction(for: self)
        {
            return animator.perform(transaction, overriding: true) { place(in: frame, proposal: proposal) }
        }
        if layoutState.placedFrame.isNull, UIViewAnimationBlock.current != nil {
            return UIView.withoutEnclosingAnimation { place(in: frame, proposal: proposal) }
        }
        placementPending = false
        // Placement is incremental: a subtree placed at the same frame with
        // the same proposal (or one it ignores the difference from), and
        // unchanged inside, keeps its frames; moved without a change of
        // size, its frames move with it.
        if !layoutState.needsPlacement, proposal == layoutState.placedProposal || placesAlike(for: proposal) {
            layoutState.placedProposal = proposal
            if frame == layoutState.placedFrame { return }
            if frame.size == layoutState.placedFrame.size, placesByTranslation {
                translate(to: frame)
                return
            }
        }
        let isFirstPlacement = layoutState.placedFrame.isNull
        layoutState.placedFrame = frame
        layoutState.placedProposal = proposal
        layoutState.needsPlacement = false
        graph.layoutGeneration &+= 1
        var bounds = frame
        if let effectView {
            effectView.frame = platformFrame(for: frame)
            bounds = CGRect(origin: .zero, size: frame.size)
        }
        switch role {
        case .leaf(let leaf): leaf.place(in: platformFrame(for: extendedLeafFrame(frame, leaf)))
        case .layout(let layout):
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: LayoutSubviews(layoutItems))
        case .group: GroupLayout.place(items: layoutItems, in: bounds, proposal: proposal)
        }
        // Found at a subtree's first placement, while it is in the
        // processor's caches (its children, placed first, found theirs):
        // the first time it moves (a row below a removed one), asking would
        // walk every node of a subtree long gone from them, a cache miss or
        // two per node. Not at later placements: a list placed again after
        // each change would ask its thousand rows each time for an answer
        // only a move of the list itself needs.
        if isFirstPlacement, effectView == nil || plainContainer != nil, layoutState.translationFactsCache == nil,
            hasLayoutRole, !isLeaf
        {
            _ = translationFacts
        }
    }

    /// Whether `proposal`, which is not the last placement's, places the
    /// subtree as that one did: they differ along one axis only, and the
    /// node ignores the proposal along it (``ignoresProposal(along:)``).
    ///
    /// A stack offered a height offers each row a share of what its rows
    /// above left: when one row goes, the rows above it are offered other
    /// heights, though a row of a fixed height (`frame(height: 30)`) takes
    /// the same and shows the same. They are not placed again.
    private func placesAlike(for proposal: ProposedViewSize) -> Bool {
        guard let placed = layoutState.placedProposal else { return false }
        if proposal.width == placed.width { return ignoresProposal(along: .vertical) }
        if proposal.height == placed.height { return ignoresProposal(along: .horizontal) }
        return false
    }

    /// Whether the node's size for a proposal, and where everything in its
    /// subtree is placed in a given frame, do not depend on the proposal's
    /// length along `axis`: a frame fixed along it, and the layouts sized
    /// and placed as their content around one
    /// (``LayoutDriver/ignoresProposal(along:subviews:)``). Not a leaf
    /// (its size depends on what it is offered) nor a group.
    func ignoresProposal(along axis: Axis) -> Bool {
        guard case .layout(let driver) = role else { return false }
        if StackSpace.isLow { return StackSpace.onNewSegment { ignoresProposal(along: axis) } }
        return driver.ignoresProposal(along: axis, subviews: LayoutSubviews(layoutItems))
    }

    /// `frame` extended into the safe area where `leaf` ignores it (``LeafDriver/ignoredSafeAreaEdges``).
    private func extendedLeafFrame(_ frame: CGRect, _ leaf: any LeafDriver) -> CGRect {
        let edges = leaf.ignoredSafeAreaEdges
        return edges.isEmpty ? frame : frameExtendedIntoSafeArea(frame, regions: .all, edges: edges)
    }

    private var isLeaf: Bool {
        if case .leaf = role { return true }
        return false
    }

    /// Whether placing this subtree elsewhere at the same size moves its
    /// frames by as much and changes nothing else: true when every node
    /// in the container's coordinates is a leaf, a group or a layout that
    /// places by its bounds alone (``LayoutDriver/placesByBoundsAlone``),
    /// and no node inside that extends into the safe area could reach an
    /// inset of the host (``TranslationFacts/insetRegions``). A geometry
    /// reader, a lazy stack or a custom layout may depend on where it is:
    /// those subtrees are placed again.
    private var placesByTranslation: Bool {
        let facts = translationFacts
        guard facts.translates else { return false }
        return facts.insetRegions.isEmpty || graph.hostHasNoInsets(in: facts.insetRegions)
    }

    /// ``TranslationFacts`` of the subtree, cached until it changes.
    var translationFacts: TranslationFacts {
        // First, read with the placement state: a list row moved finds it
        // there. A node with an effect's own view has none
        // (``ensureEffectView(_:)`` forgets the one it had).
        if let cached = layoutState.translationFactsCache { return cached }
        // A plain container has no effect of its own: the subtree in it
        // decides, as it did before it had one.
        if effectView != nil, plainContainer == nil { return .always }
        if StackSpace.isLow { return StackSpace.onNewSegment { self.translationFacts } }
        var result: TranslationFacts
        switch role {
        case .leaf(let leaf):
            return leaf.ignoredSafeAreaEdges.isEmpty ? .always : TranslationFacts(translates: true, insetRegions: .all)
        case .layout(let driver):
            result = TranslationFacts(
                translates: driver.placesByBoundsAlone, insetRegions: driver.safeAreaRegionsExtendedInto)
        case .group: result = .always
        }
        // Every child is asked (and caches its answer), so that a node with
        // a cached answer has children with theirs (``subtreeDidChange()``).
        for child in children { result = result.combined(with: child.translationFacts) }
        layoutState.translationFactsCache = result
        return result
    }

    /// Moves the placed subtree to `frame` (the same size): a node with an
    /// effect view moves it (what is inside is placed in its coordinates),
    /// a leaf moves its view, others move their children.
    private func translate(to frame: CGRect) {
        graph.layoutGeneration &+= 1
        move(to: frame)
    }

    /// ``translate(to:)`` below the node it started at.
    private func move(to frame: CGRect) {
        if StackSpace.isLow { return StackSpace.onNewSegment { move(to: frame) } }
        let dx = frame.minX - layoutState.placedFrame.minX, dy = frame.minY - layoutState.placedFrame.minY
        layoutState.placedFrame = frame
        placementPending = false
        if let effectView {
            effectView.frame = platformFrame(for: frame)
            return
        }
        switch role {
        case .leaf(let leaf):
            leaf.place(in: platformFrame(for: extendedLeafFrame(frame, leaf)))
            return
        case .layout(let driver):
            // What it remembers of where it placed its subviews moves with them (``StackMemo``).
            driver.subviewsMoved(dx: dx, dy: dy)
        case .group: break
        }
        translateChildren(dx: dx, dy: dy)
    }

    /// Moves the placed children; groups, which stand for their children
    /// in layout and are not placed themselves, move theirs.
    private func translateChildren(dx: CGFloat, dy: CGFloat) {
        if StackSpace.isLow { return StackSpace.onNewSegment { translateChildren(dx: dx, dy: dy) } }
        // Unretained: the children array holds each child through the walk,
        // which changes no children (a retain and a release per child were
        // a sixth of moving a list's rows).
        for index in children.indices {
            unowned(unsafe) let child = children[index]
            if !child.layoutState.placedFrame.isNull {
                child.move(to: child.layoutState.placedFrame.offsetBy(dx: dx, dy: dy))
            } else if case .group = child.role {
                child.translateChildren(dx: dx, dy: dy)
            }
        }
    }

    /// The spacing the node wants around it: its layout's, or the system's.
    var viewSpacing: ViewSpacing {
        if let cached = layoutState.cachedSpacing { return cached }
        graph.layoutGeneration &+= 1
        let spacing = computeSpacing()
        layoutState.cachedSpacing = spacing
        return spacing
    }

    private func computeSpacing() -> ViewSpacing {
        if StackSpace.isLow { return StackSpace.onNewSegment { computeSpacing() } }
        switch role {
        case .layout(let layout): return layout.spacing(subviews: LayoutSubviews(layoutItems))
        case .leaf(let leaf): return leaf.spacing
        case .group: return layoutItems.first?.viewSpacing ?? ViewSpacing()
        }
    }

    /// An alignment guide's explicit value for a view of `size`, if the node sets one.
    func explicitAlignment(_ guide: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if StackSpace.isLow {
            return StackSpace.onNewSegment { explicitAlignment(guide, size: size, proposal: proposal) }
        }
        // Only text gives a baseline a value without a guide setter in the graph.
        if !graph.mayHaveExplicitGuides, !guide.isTextBaseline { return nil }
        // Cached like sizes: a guide passed up through nested containers asks
        // each level several times (a frame places its child by its guides).
        for entry in layoutState.alignmentCache
        where entry.key == guide && entry.size == size && entry.proposal == proposal {
            return entry.value
        }
        graph.layoutGeneration &+= 1
        let value: CGFloat?
        switch role {
        case .leaf(let leaf): value = leaf.explicitAlignment(guide, size: size)
        case .layout(let layout):
            value = layout.explicitAlignment(
                guide, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: LayoutSubviews(layoutItems))
        case .group:
            let items = layoutItems
            value = items.count == 1 ? items[0].explicitAlignment(guide, size: size, proposal: proposal) : nil
        }
        if layoutState.alignmentCache.count == NodeLayoutState.alignmentCacheCapacity {
            layoutState.alignmentCache.removeFirst()
        }
        layoutState.alignmentCache.append(
            NodeLayoutState.AlignmentEntry(key: guide, size: size, proposal: proposal, value: value))
        return value
    }

}

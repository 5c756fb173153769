import Foundation
import TandemUIKit

// A row of a list of rows (a `ForEach`'s) moves as one UIKit view.
extension ViewNode {
    /// Gives this row (a child of a node that ``containsRows``) a
    /// container view when it is one layout item that lays out views of
    /// its own children, and takes it away when it no longer is.
    ///
    /// A row's UIKit views (a label, a button, a background...) otherwise
    /// sit side by side in the container around the list. When a row above
    /// goes, or two rows trade places, every view of every row below
    /// moves, each a frame to set and a layer to damage, and every node of
    /// those rows is walked to find them: removing one of a thousand rows
    /// of three views moved fifteen hundred views, where a hand-written
    /// list moves five hundred cells. In a container (a
    /// ``PlainContainerView``: transparent to touches, drawing and
    /// clipping nothing) the row's views are placed in the row's
    /// coordinates, and the row moves by moving one view.
    ///
    /// The row's item gets one when it is the row's only layout item, lays
    /// out children (a leaf is one view already), and has no effect view of
    /// its own: facts of the tree as it is, so a row built afresh and a row
    /// that became what it is get the same views. Whether the row then
    /// moves by moving the container alone is its subtree's answer, as
    /// before it had one (``translationFacts``: no geometry reader or lazy
    /// stack inside reads where it is, nothing inside reaches an inset of
    /// the host); one that does not is placed again inside it.
    func updateRowContainer() {
        guard !isDismantled, let parent, parent.containsRows else { return }
        // Items of rows nested in this one (a `ForEach` in a row) are
        // theirs to decide.
        let items = itemsInContainer.filter { $0.row === self }
        var contained: ViewNode?
        if items.count == 1, case .layout = items[0].role, items[0].effectView == nil || items[0].plainContainer != nil
        {
            contained = items[0]
        }
        for item in items where item.plainContainer == .row && item !== contained {
            // A stack of rows keeps its container, as one (``updateListContainer()``).
            if item.holdsRows {
                item.plainContainer = .list
            } else {
                item.removePlainContainer()
            }
        }
        guard let contained else { return }
        if contained.effectView == nil {
            contained.addPlainContainer(.row)
        } else {
            // A stack of rows' container is the row's too (the same view either way).
            contained.plainContainer = .row
        }
    }

    /// The innermost list row this node is in (itself, or an ancestor
    /// whose parent ``containsRows``).
    private var row: ViewNode? {
        var node = self
        while let parent = node.parent {
            if parent.containsRows { return node }
            node = parent
        }
        return nil
    }

    /// The layout items of the list row this node is in (at or below it,
    /// through groups) may have changed: the row's container is decided
    /// again at the end of the pass. The walk goes up while nodes are
    /// groups now (a node laid out as one item hides changes below it).
    func rowMayHaveChanged() {
        guard graph.mayHaveRowContainers else { return }
        var node = self
        while let parent = node.parent {
            if parent.containsRows {
                graph.plainContainers.rowMayHaveChanged(node)
                return
            }
            if node !== self, !node.role.isGroup { return }
            node = parent
        }
    }

    /// Puts the node's views in a plain container of its own, a `kind` one.
    func addPlainContainer(_ kind: PlainContainer) {
        _ = ensureEffectView { PlainContainerView(frame: .zero) }
        plainContainer = kind
        // Found now, while the subtree is in the processor's caches: its
        // first move asks (``placesByTranslation``).
        _ = translationFacts
        graph.containerNeedsSync(self)
        graph.containerNeedsSync(containerNode)
        placeAgainIfPlaced()
    }

    /// Gives the node's views back to the container around it.
    func removePlainContainer() {
        plainContainer = nil
        effectView?.removeFromSuperview()
        effectView = nil
        subtreeDidChange()
        graph.containerNeedsSync(containerNode)
        placeAgainIfPlaced()
    }

    /// A node placed before it gained or lost its container has its views'
    /// frames in the other coordinates: it is placed again.
    private func placeAgainIfPlaced() {
        guard !layoutState.placedFrame.isNull else { return }
        setNeedsPlacement()
        graph.layoutDidChange()
    }
}

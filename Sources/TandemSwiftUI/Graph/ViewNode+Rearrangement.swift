import Foundation
import TandemUIKit

// Children rearranged in place: rows swapped, moved or removed, none new.
extension ViewNode {
    /// Rearranges the children by `rearrangement` (no child is new):
    /// dismantles the ones that go, and tells the containers.
    ///
    /// The children's array, and the caches that hold one entry per child
    /// in order — the layout items of a group whose kept items align with
    /// its children (``NodeLayoutState/subviewsAlignWithChildren``), and the
    /// UIKit views — are rearranged where they
    /// lie (``ChildRearrangement/apply(to:)``). A list whose rows were
    /// swapped or removed then touches only those rows: not every row
    /// retained for a new array and released with the old, nor walked again
    /// to collect its items and views.
    func adoptRearranged(_ rearrangement: ChildRearrangement) {
        guard !rearrangement.isIdentity else { return }
        let removed = rearrangement.removedIndices.map { children[$0] }
        // Taken before the change forgets them. A group whose children are
        // all items shares its items' array with its children: rearranged
        // once, it is shared again after.
        var items: [ViewNode]?
        var itemsAreChildren = false
        if layoutState.subviewsAlignWithChildren, let cache = layoutState.subviewCache, cache.count == children.count {
            itemsAreChildren = Self.shareStorage(cache, children)
            if !itemsAreChildren { items = cache }
        }
        // Kept even when rows are only removed, which syncs no container:
        // dropped, the list of a thousand rows' views would be destroyed
        // (a release each, a cache miss each on rows not touched since
        // they were built) and collected again at the next sync.
        var views: [UIView]?
        if layoutState.platformViewsAlignWithChildren, let cache = platformViewsCache, cache.count == children.count {
            views = cache
        }
        // First, so that the caches up to the container and the layout,
        // which share these arrays, let them go: each is then rearranged
        // without being copied. (Nothing here reads the children now.)
        structureDidChange(viewsKeepTheirOrder: rearrangement.keepsOrder, sizesKept: true)
        rearrangement.apply(to: &children)
        for child in removed { remove(child) }
        if itemsAreChildren {
            layoutState.subviewCache = children
            layoutState.subviewsAlignWithChildren = true
        } else if items != nil, rearrangement.apply(to: &items!) {
            layoutState.subviewCache = items
            layoutState.subviewsAlignWithChildren = true
        }
        // The kept children's views, in their new order: the container's
        // sync does not walk every row to find them again.
        if views != nil, rearrangement.apply(to: &views!) { restorePlatformViews(views!) }
    }

    /// Whether two arrays are one storage (one was assigned from the other).
    private static func shareStorage(_ a: [ViewNode], _ b: [ViewNode]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }
}

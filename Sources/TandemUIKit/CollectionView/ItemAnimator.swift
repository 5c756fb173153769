import Foundation
import TandemGraphics

/// Animates a collection view's batch update as UIKit does, through its
/// layout: cells, supplementary and decoration views that stay move from
/// their old places to their new ones; views coming on screen start where
/// the layout's `initialLayoutAttributesForAppearing…` puts them (by
/// default an inserted item fades in at its place), or, when the layout does
/// not say, move in with their neighbors; views of deleted items and
/// sections go where `finalLayoutAttributesForDisappearing…` puts them (by
/// default they fade out where they were) and are handed back, with
/// `didEndDisplaying`, once gone. The layout's
/// `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`
/// frame the update whether it animates or not. An animated change of
/// layout moves the views on screen in both the same way. Outside a window
/// or inside `performWithoutAnimation`, everything happens at once.
@MainActor
final class ItemAnimator {
    private typealias State = BatchUpdateMotion.State
    private typealias SupplementaryKey = UICollectionView.SupplementaryKey

    private weak var collectionView: UICollectionView?
    /// Whether the update animates.
    let animates: Bool
    /// Where each view on screen was before the update, and in which view
    /// (a cell of an orthogonal section lies in its scroller), by identity.
    private var oldPlaces: [ObjectIdentifier: (state: State, host: UIView?)] = [:]
    /// Copies of the attributes the elements on screen had before.
    private var oldItems: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var oldSupplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    /// The views leaving: a cell (by its old index path) or a supplementary
    /// view (by its old key), with what hands it back.
    /// Whether a batch update runs (not a change of layout): the layout hears of it.
    private var isUpdate = false
    private var leaving: [(view: UIView, item: IndexPath?, key: SupplementaryKey?, finish: () -> Void)] = []

    /// Notes the views on screen before an update of `collectionView`.
    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        animates = collectionView.window != nil && UIView.areAnimationsEnabled
        guard animates else { return }
        let layout = collectionView.collectionViewLayout
        for (path, cell) in collectionView.visibleCellsByPath {
            oldPlaces[ObjectIdentifier(cell)] = (Self.state(of: cell), cell.superview)
            oldItems[path] = layout.layoutAttributesForItem(at: path)?.copy() as? UICollectionViewLayoutAttributes
        }
        for (key, view) in collectionView.visibleSupplementaries {
            oldPlaces[ObjectIdentifier(view)] = (Self.state(of: view), view.superview)
            oldSupplementaries[key] =
                layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)?.copy()
                as? UICollectionViewLayoutAttributes
        }
        for view in collectionView.visibleDecorations.values {
            oldPlaces[ObjectIdentifier(view)] = (Self.state(of: view), view.superview)
        }
    }

    /// Hands the update to the layout (``UICollectionViewLayout/currentUpdate``
    /// and `prepare(forCollectionViewUpdates:)`), after it was prepared for the new data.
    func begin(_ updates: TableUpdates, plan: UpdatePlan, layout: UICollectionViewLayout) {
        isUpdate = true
        layout.currentUpdate = CollectionUpdateContext(
            updates: updates, plan: plan, oldItems: oldItems, oldSupplementaries: oldSupplementaries)
        layout.prepare(forCollectionViewUpdates: UICollectionViewUpdateItem.items(of: updates))
    }

    /// A cell leaving: handed back at once, or once it has gone.
    func leave(_ cell: UICollectionViewCell, at path: IndexPath) {
        guard animates else {
            collectionView?.endDisplaying(cell, at: path)
            return
        }
        leaving.append((cell, path, nil, { [weak collectionView] in collectionView?.endDisplaying(cell, at: path) }))
    }

    /// A supplementary view leaving, as a cell does.
    func leave(_ view: UICollectionReusableView, for key: UICollectionView.SupplementaryKey) {
        guard animates else {
            collectionView?.endDisplaying(view, for: key)
            return
        }
        leaving.append((view, nil, key, { [weak collectionView] in collectionView?.endDisplaying(view, for: key) }))
    }

    /// Animates from the old places to the ones the update's layout gave
    /// (the layout finalizing the update in the animation block), then runs
    /// `completion` (at once when nothing animates).
    func run(completion: @escaping () -> Void) {
        guard let collectionView else {
            completion()
            return
        }
        let layout = collectionView.collectionViewLayout
        defer { layout.currentUpdate = nil }
        let finalize = { if self.isUpdate { layout.finalizeCollectionViewUpdates() } }
        guard animates else {
            finalize()
            completion()
            return
        }
        var motion = BatchUpdateMotion()
        var arrivals: [UIView] = []
        var shifts: [CGFloat] = []
        func settle(_ view: UIView, appearing: UICollectionViewLayoutAttributes?, isNew: Bool) {
            let now = Self.state(of: view)
            if let old = oldPlaces[ObjectIdentifier(view)], old.host === view.superview {
                if old.state.frame != now.frame { shifts.append(old.state.frame.minY - now.frame.minY) }
                motion.move(view, from: old.state, to: now)
            } else if let appearing {
                motion.move(view, from: Self.state(appearing, for: view), to: now)
            } else if !isNew {
                arrivals.append(view)
            }
        }
        let update = layout.currentUpdate
        for (path, cell) in collectionView.visibleCellsByPath {
            let known = oldPlaces[ObjectIdentifier(cell)] != nil
            settle(
                cell, appearing: known ? nil : layout.initialLayoutAttributesForAppearingItem(at: path),
                isNew: update?.isInserted(path) ?? true)
        }
        for (key, view) in collectionView.visibleSupplementaries {
            let known = oldPlaces[ObjectIdentifier(view)] != nil
            settle(
                view,
                appearing: known
                    ? nil
                    : layout.initialLayoutAttributesForAppearingSupplementaryElement(
                        ofKind: key.kind, at: key.indexPath),
                isNew: update?.insertedSections.contains(key.indexPath.section) ?? true)
        }
        for view in collectionView.visibleDecorations.values {
            if oldPlaces[ObjectIdentifier(view)] == nil {
                // A new decoration (a section's background) fades in.
                var start = Self.state(of: view)
                start.alpha = 0
                motion.move(view, from: start, to: Self.state(of: view))
            } else {
                settle(view, appearing: nil, isNew: false)
            }
        }
        // Views that come on screen without the layout saying from where move as their neighbors do (the median shift).
        let shift = shifts.sorted().dropFirst(shifts.count / 2).first ?? 0
        for view in arrivals {
            let now = Self.state(of: view)
            var start = now
            start.frame.origin.y += shift
            motion.move(view, from: start, to: now)
        }
        for (view, item, key, finish) in leaving {
            let disappearing =
                if let item {
                    layout.finalLayoutAttributesForDisappearingItem(at: item)
                } else if let key {
                    layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                        ofKind: key.kind, at: key.indexPath)
                } else {
                    UICollectionViewLayoutAttributes?.none
                }
            // Without final attributes it stays as it is until the others have moved.
            motion.depart(
                view, to: disappearing.map { Self.state($0, for: view) } ?? Self.state(of: view), finish: finish)
        }
        motion.run(alongside: finalize, completion: completion)
    }

    /// Where a view is and how it looks now: its untransformed frame (its
    /// center and size), alpha and transform.
    private static func state(of view: UIView) -> State {
        let size = view.bounds.size
        return State(
            frame: CGRect(
                x: view.center.x - size.width / 2, y: view.center.y - size.height / 2, width: size.width,
                height: size.height),
            alpha: view.alpha, transform: view.transform)
    }

    /// Where `attributes` put a view (in its superview: a cell of an
    /// orthogonal section lies in its scroller, whose content starts at the band's top).
    private static func state(_ attributes: UICollectionViewLayoutAttributes, for view: UIView) -> State {
        var frame = attributes.frame
        if let scroller = view.superview as? OrthogonalScrollerView { frame.origin.y -= scroller.band.frame.minY }
        return State(frame: frame, alpha: attributes.alpha, transform: attributes.transform)
    }
}

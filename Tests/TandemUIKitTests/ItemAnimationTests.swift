import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Items a data source lists, and what the collection view told its delegate.
@MainActor
private final class AnimatedItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var titles = ["A", "B", "C", "D", "E"]
    var ended: [String] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.accessibilityLabel = titles[indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        ended.append(cell.accessibilityLabel ?? "?")
    }
}

/// A flow layout that scales inserted items in from a tenth of their size
/// (calling super, as such layouts do) and records what it was told.
@MainActor
private final class ScalingLayout: UICollectionViewFlowLayout {
    var calls: [String] = []
    private var inserted: Set<IndexPath> = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
        calls.append(
            "prepare "
                + updateItems.map {
                    "\($0.updateAction) \($0.indexPathBeforeUpdate?.item ?? -1)>\($0.indexPathAfterUpdate?.item ?? -1)"
                }
                .joined(separator: ","))
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        calls.append("appearing \(itemIndexPath.item)")
        if inserted.contains(itemIndexPath) { attributes?.transform = CGAffineTransform(scaleX: 0.1, y: 0.1) }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        calls.append("disappearing \(itemIndexPath.item)")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        calls.append("finalize in a block: \(UIViewAnimationBlock.current != nil)")
    }
}

/// A collection view's batch updates animate as UIKit's do, through its
/// layout: items that stay move, inserted ones fade in (or come as the
/// layout's appearing attributes say), deleted ones fade out and are handed
/// back once gone, and `performBatchUpdates`' completion waits for them.
@MainActor
@Suite struct ItemAnimationTests {
    private func makeCollection(_ items: AnimatedItems, layout: UICollectionViewFlowLayout = .init())
        -> (UIWindow, UICollectionView)
    {
        let controller = UIViewController()
        let window = makeWindow(width: 320, height: 480, root: controller)
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = items
        collection.delegate = items
        controller.view.addSubview(collection)
        CATransaction.flush()
        return (window, collection)
    }

    @Test func aDeletedItemFadesOutWhileTheItemsBelowMoveUp() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let items = AnimatedItems()
        let (window, collection) = makeCollection(items)
        defer { window.isHidden = true }
        let deleted = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let below = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        var completed: [Bool] = []
        items.titles.remove(at: 1)
        collection.performBatchUpdates {
            collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
        } completion: {
            completed.append($0)
        }
        #expect(below.frame.minY == 50 && collection.cellForItem(at: IndexPath(item: 1, section: 0)) === below)
        #expect(completed.isEmpty && items.ended.isEmpty, "the deleted item is still going")
        #expect(deleted.superview === collection && !deleted.isHidden)
        CATransaction.flush()
        #expect(abs(presentedMinY(of: below) - 100) < 0.5)
        TandemAnimationClock.advance(by: BatchUpdateMotion.duration / 2)
        let halfway = presentedMinY(of: below)
        #expect(halfway > 50 && halfway < 100)
        let fading = try #require(deleted.layer.presentation())
        #expect(fading.opacity > 0 && fading.opacity < 1 && fading.position.y == 75, "fades where it was")
        _ = TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        #expect(presentedMinY(of: below) == 50)
        #expect(items.ended == ["B"] && deleted.alpha == 1, "handed back once gone")
        #expect(completed == [true])
    }

    @Test func anInsertedItemFadesInAtItsPlace() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let items = AnimatedItems()
        let (window, collection) = makeCollection(items)
        defer { window.isHidden = true }
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        items.titles.insert("New", at: 0)
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        let inserted = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(inserted.accessibilityLabel == "New" && inserted.frame.minY == 0 && first.frame.minY == 50)
        CATransaction.flush()
        let start = try #require(inserted.layer.presentation())
        #expect(start.opacity == 0 && start.position.y == 25)
        #expect(presentedMinY(of: first) == 0, "the item below starts where it was")
        TandemAnimationClock.advance(by: BatchUpdateMotion.duration / 2)
        let halfway = try #require(inserted.layer.presentation())
        #expect(halfway.opacity > 0 && halfway.opacity < 1)
        _ = TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        #expect((inserted.layer.presentation() ?? inserted.layer).opacity == 1 && presentedMinY(of: first) == 50)
    }

    @Test func theLayoutSaysWhereItemsAppearAndHearsOfTheUpdate() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let items = AnimatedItems()
        let layout = ScalingLayout()
        let (window, collection) = makeCollection(items, layout: layout)
        defer { window.isHidden = true }
        layout.calls = []
        items.titles.remove(at: 4)
        items.titles.insert("New", at: 2)
        collection.performBatchUpdates {
            collection.deleteItems(at: [IndexPath(item: 4, section: 0)])
            collection.insertItems(at: [IndexPath(item: 2, section: 0)])
        }
        #expect(
            layout.calls == [
                "prepare delete 4>-1,insert -1>2", "appearing 2", "disappearing 4", "finalize in a block: true",
            ])
        let inserted = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        CATransaction.flush()
        let start = try #require(inserted.layer.presentation())
        #expect(abs(start.transform.m11 - 0.1) < 0.001 && start.opacity == 0)
        TandemAnimationClock.advance(by: BatchUpdateMotion.duration / 2)
        let halfway = try #require(inserted.layer.presentation())
        #expect(halfway.transform.m11 > 0.1 && halfway.transform.m11 < 1)
        _ = TandemAnimationClock.runAnimationsToEnd()
        CATransaction.flush()
        #expect(inserted.transform == .identity && inserted.frame == CGRect(x: 0, y: 100, width: 320, height: 50))
    }

    @Test func outsideAnAnimationEverythingChangesAtOnce() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let items = AnimatedItems()
        let layout = ScalingLayout()
        let (window, collection) = makeCollection(items, layout: layout)
        defer { window.isHidden = true }
        layout.calls = []
        var completed: [Bool] = []
        let moved = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        items.titles.remove(at: 0)
        UIView.performWithoutAnimation {
            collection.performBatchUpdates {
                collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            } completion: {
                completed.append($0)
            }
        }
        #expect(completed == [true] && items.ended == ["A"])
        #expect(layout.calls == ["prepare delete 0>-1", "finalize in a block: false"], "no appearing attributes asked")
        CATransaction.flush()
        #expect(moved.frame.minY == 0 && (moved.layer.animationKeys() ?? []).isEmpty)
        // Outside a window too.
        collection.removeFromSuperview()
        items.titles.remove(at: 0)
        collection.performBatchUpdates {
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        } completion: {
            completed.append($0)
        }
        #expect(completed == [true, true] && items.ended == ["A", "B"])
    }

    @Test func anAnimatedChangeOfLayoutMovesTheItemsToTheirNewPlaces() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let items = AnimatedItems()
        let (window, collection) = makeCollection(items)
        defer { window.isHidden = true }
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let grid = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 160, height: 50)
        grid.minimumInteritemSpacing = 0
        var completed: [Bool] = []
        collection.setCollectionViewLayout(grid, animated: true) { completed.append($0) }
        #expect(second.frame == CGRect(x: 160, y: 0, width: 160, height: 50) && completed.isEmpty)
        CATransaction.flush()
        TandemAnimationClock.advance(by: BatchUpdateMotion.duration / 2)
        let halfway = try #require(second.layer.presentation())
        #expect(
            halfway.position.x > 160 && halfway.position.x < 240 && halfway.position.y > 25 && halfway.position.y < 75)
        _ = TandemAnimationClock.runAnimationsToEnd()
        #expect(completed == [true])
        // Not animated: at once.
        collection.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false) { completed.append($0) }
        #expect(completed == [true, true])
    }

    @Test func aDiffableApplyAnimatesOnlyWhenAskedAndCompletesAfter() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let controller = UIViewController()
        let window = makeWindow(width: 320, height: 480, root: controller)
        defer { window.isHidden = true }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        let collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        controller.view.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
            cell.accessibilityLabel = title
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, path, title in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C"])
        source.apply(snapshot, animatingDifferences: false)
        CATransaction.flush()
        var done: [String] = []
        snapshot.deleteItems(["A"])
        source.apply(snapshot, animatingDifferences: false) { done.append("at once") }
        #expect(done == ["at once"])
        snapshot.deleteItems(["B"])
        source.apply(snapshot, animatingDifferences: true) { done.append("animated") }
        #expect(done == ["at once"], "waits for the animation")
        CATransaction.flush()
        _ = TandemAnimationClock.runAnimationsToEnd()
        #expect(done == ["at once", "animated"])
    }
}

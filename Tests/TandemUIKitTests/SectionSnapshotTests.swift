import Foundation
import TandemSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Section snapshots (trees of items) and the outlines a diffable data
/// source shows from them, as Apple's "Implementing Modern Collection
/// Views" sample uses them.
@MainActor
@Suite struct SectionSnapshotTests {
    /// fruit ▸ apple ▸ (red, green), banana; veg ▸ carrot.
    func tree() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["fruit", "veg"])
        snapshot.append(["apple", "banana"], to: "fruit")
        snapshot.append(["red", "green"], to: "apple")
        snapshot.append(["carrot"], to: "veg")
        return snapshot
    }

    @Test func aTreeListsItsItemsDepthFirstAndShowsOnlyExpandedChildren() {
        var snapshot = tree()
        #expect(snapshot.items == ["fruit", "apple", "red", "green", "banana", "veg", "carrot"])
        #expect(snapshot.rootItems == ["fruit", "veg"])
        // New items start collapsed.
        #expect(snapshot.visibleItems == ["fruit", "veg"])
        snapshot.expand(["fruit"])
        #expect(snapshot.visibleItems == ["fruit", "apple", "banana", "veg"])
        // A child of a collapsed parent stays hidden though it is expanded itself.
        snapshot.expand(["apple"])
        snapshot.collapse(["fruit"])
        #expect(snapshot.visibleItems == ["fruit", "veg"])
        #expect(snapshot.isExpanded("apple"))
        #expect(!snapshot.isVisible("red"))
        snapshot.expand(["fruit"])
        #expect(snapshot.visibleItems == ["fruit", "apple", "red", "green", "banana", "veg"])
        #expect(snapshot.level(of: "green") == 2)
        #expect(snapshot.level(of: "veg") == 0)
        #expect(snapshot.parent(of: "red") == "apple")
        #expect(snapshot.parent(of: "fruit") == nil)
        #expect(snapshot.index(of: "banana") == 4)
        #expect(snapshot.index(of: "kiwi") == nil)
    }

    @Test func insertingDeletingAndSubtreesKeepTheTreeConsistent() {
        var snapshot = tree()
        snapshot.insert(["cherry"], before: "banana")
        snapshot.insert(["date"], after: "banana")
        #expect(snapshot.snapshot(of: "fruit").rootItems == ["apple", "cherry", "banana", "date"])
        // Deleting a parent deletes what is under it.
        snapshot.delete(["apple"])
        #expect(!snapshot.contains("red"))
        #expect(snapshot.items == ["fruit", "cherry", "banana", "date", "veg", "carrot"])
        // A subtree keeps its children and expansion, as roots or under its parent.
        var full = tree()
        full.expand(["apple"])
        let subtree = full.snapshot(of: "apple", includingParent: true)
        #expect(subtree.items == ["apple", "red", "green"])
        #expect(subtree.isExpanded("apple"))
        var grafted = NSDiffableDataSourceSectionSnapshot<String>()
        grafted.append(["basket"])
        grafted.append(subtree, to: "basket")
        #expect(grafted.items == ["basket", "apple", "red", "green"])
        #expect(grafted.level(of: "red") == 2)
        #expect(grafted.isExpanded("apple"))
        grafted.replace(childrenOf: "basket", using: full.snapshot(of: "veg"))
        #expect(grafted.items == ["basket", "carrot"])
        grafted.deleteAll()
        #expect(grafted.items.isEmpty)
    }

    @Test func misuseUIKitStopsOnIsReportedAndChangesNothing() {
        var snapshot = tree()
        snapshot.append(["x"], to: "nowhere")
        #expect(Diagnostics.messages.contains { $0.contains("the parent nowhere is not in the snapshot") })
        snapshot.append(["apple"])
        #expect(Diagnostics.messages.contains { $0.contains("apple is already in the snapshot") })
        snapshot.insert(["y"], after: "nowhere")
        #expect(snapshot.items == tree().items)
        // A subtree with an item already here adds nothing at all.
        var graft = NSDiffableDataSourceSectionSnapshot<String>()
        graft.append(["crate"])
        graft.append(["pear", "carrot"], to: "crate")
        snapshot.append(graft, to: "fruit")
        #expect(snapshot.items == tree().items)
        var clash = NSDiffableDataSourceSectionSnapshot<String>()
        clash.append(["apple"])
        snapshot.replace(childrenOf: "veg", using: clash)
        #expect(snapshot.items == tree().items)
    }

    // MARK: Outlines in a collection view

    final class OutlineController: UIViewController, UICollectionViewDelegate {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var log: [String] = []
        let headerStyle: UICellAccessory.OutlineDisclosureOptions.Style

        init(headerStyle: UICellAccessory.OutlineDisclosureOptions.Style) {
            self.headerStyle = headerStyle
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .sidebar))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.delegate = self
            view.addSubview(collectionView)
            let style = headerStyle
            let parent = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure(options: .init(style: style))]
            }
            let leaf = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, path, item in
                ["fruit", "apple", "veg"].contains(item)
                    ? collectionView.dequeueConfiguredReusableCell(using: parent, for: path, item: item)
                    : collectionView.dequeueConfiguredReusableCell(using: leaf, for: path, item: item)
            }
            dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned self] in log.append("willExpand \($0)") }
            dataSource.sectionSnapshotHandlers.willCollapseItem = { [unowned self] in log.append("willCollapse \($0)") }
            dataSource.sectionSnapshotHandlers.shouldCollapseItem = { [unowned self] item in
                log.append("shouldCollapse \(item)")
                return item != "veg"
            }
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(dataSource.itemIdentifier(for: indexPath) ?? "?")")
        }
    }

    func visibleTitles(_ controller: OutlineController) -> [String] {
        controller.dataSource.snapshot().itemIdentifiers
    }

    func cell(_ controller: OutlineController, _ item: String) -> UICollectionViewListCell? {
        controller.dataSource.indexPath(for: item).flatMap { controller.collectionView.cellForItem(at: $0) }
            as? UICollectionViewListCell
    }

    func center(_ controller: OutlineController, _ item: String) -> CGPoint {
        let frame = cell(controller, item)!.convert(cell(controller, item)!.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aHeaderStyleRowTogglesItsChildrenWhenTappedAndTheHandlersHearIt() {
        let controller = OutlineController(headerStyle: .header)
        let window = makeWindow(width: 320, height: 480, root: controller)
        controller.dataSource.apply(tree(), to: 0, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(visibleTitles(controller) == ["fruit", "veg"])
        #expect(cell(controller, "fruit")?.configurationState.isExpanded == false)
        window.synthesizeTap(at: center(controller, "fruit"), time: 0)
        window.layoutIfNeeded()
        #expect(visibleTitles(controller) == ["fruit", "apple", "banana", "veg"])
        #expect(controller.log == ["willExpand fruit"])
        // The children are indented one level; the parent says it is expanded.
        #expect(cell(controller, "apple")?.indentationLevel == 1)
        #expect(cell(controller, "fruit")?.configurationState.isExpanded == true)
        #expect(cell(controller, "apple")!.contentView.frame.minX > cell(controller, "fruit")!.contentView.frame.minX)
        // A leaf is selected, as any row.
        window.synthesizeTap(at: center(controller, "banana"), time: 1)
        #expect(controller.log.last == "didSelect banana")
        // Collapsing asks first; a refusal leaves the item open.
        window.synthesizeTap(at: center(controller, "fruit"), time: 2)
        window.layoutIfNeeded()
        #expect(visibleTitles(controller) == ["fruit", "veg"])
        #expect(controller.log.suffix(2) == ["shouldCollapse fruit", "willCollapse fruit"])
        window.synthesizeTap(at: center(controller, "veg"), time: 3)
        window.synthesizeTap(at: center(controller, "veg"), time: 4)
        window.layoutIfNeeded()
        #expect(visibleTitles(controller) == ["fruit", "veg", "carrot"])
        #expect(controller.log.suffix(2) == ["willExpand veg", "shouldCollapse veg"])
        // The data source's tree is what was applied, with the expansions.
        #expect(controller.dataSource.snapshot(for: 0).isExpanded("veg"))
        #expect(!controller.dataSource.snapshot(for: 0).isExpanded("fruit"))
    }

    @Test func aCellStyleDisclosureTogglesOnlyFromTheChevronAndARowTapSelects() {
        let controller = OutlineController(headerStyle: .cell)
        let window = makeWindow(width: 320, height: 480, root: controller)
        controller.dataSource.apply(tree(), to: 0, animatingDifferences: false)
        window.layoutIfNeeded()
        window.synthesizeTap(at: center(controller, "fruit"), time: 0)
        #expect(controller.log == ["didSelect fruit"])
        #expect(visibleTitles(controller) == ["fruit", "veg"])
        // The chevron sits at the trailing edge.
        let row = cell(controller, "fruit")!
        let chevron = row.subviews.first { $0 is OutlineDisclosureView }!
        #expect(chevron.frame.minX >= row.contentView.frame.maxX)
        let point = chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: nil)
        window.synthesizeTap(at: point, time: 1)
        window.layoutIfNeeded()
        #expect(visibleTitles(controller) == ["fruit", "apple", "banana", "veg"])
        #expect(controller.log.last == "willExpand fruit")
    }

    @Test func aFlatSnapshotReplacesTheTreeAndAnUnknownSectionIsAdded() {
        let controller = OutlineController(headerStyle: .header)
        _ = makeWindow(width: 320, height: 480, root: controller)
        var expanded = tree()
        expanded.expand(["fruit"])
        controller.dataSource.apply(expanded, to: 7, animatingDifferences: false)
        #expect(controller.dataSource.snapshot().sectionIdentifiers == [7])
        #expect(controller.dataSource.snapshot(for: 7).items.count == 7)
        var flat = NSDiffableDataSourceSnapshot<Int, String>()
        flat.appendSections([7])
        flat.appendItems(["kiwi", "lime"])
        controller.dataSource.apply(flat, animatingDifferences: false)
        #expect(controller.dataSource.snapshot(for: 7).items == ["kiwi", "lime"])
        #expect(controller.dataSource.snapshot(for: 7).level(of: "lime") == 0)
    }

    // MARK: Reordering

    @Test func draggingAReorderGripMovesTheItemBetweenTheHandlersAndDescribesTheMove() {
        let controller = UIViewController()
        let window = makeWindow(width: 320, height: 480, root: controller)
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        controller.view.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .always)]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C", "D"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        func grip(_ item: Int) -> CGPoint {
            let cell = collection.cellForItem(at: IndexPath(item: item, section: 0))!
            let frame = cell.convert(cell.reorderHandleFrame, to: nil)
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        let rowHeight = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.height
        // Without canReorderItem, a drag on the grip moves nothing.
        window.synthesizeDrag(
            from: grip(0), by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 0, y: rowHeight * 2), steps: 8),
            time: 0)
        #expect(dataSource.snapshot().itemIdentifiers == ["A", "B", "C", "D"])
        var log: [String] = []
        dataSource.reorderingHandlers.canReorderItem = { $0 != "D" }
        dataSource.reorderingHandlers.willReorder = { transaction in
            log.append(
                "will \(transaction.initialSnapshot.itemIdentifiers.joined()) → \(transaction.finalSnapshot.itemIdentifiers.joined())"
            )
        }
        dataSource.reorderingHandlers.didReorder = { transaction in
            log.append("did, \(transaction.sectionTransactions.count) section, \(transaction.difference.count) changes")
            log.append("section \(transaction.sectionTransactions[0].finalSnapshot.items.joined())")
        }
        window.synthesizeDrag(
            from: grip(0), by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 0, y: rowHeight * 2), steps: 8),
            time: 2)
        #expect(dataSource.snapshot().itemIdentifiers == ["B", "C", "A", "D"])
        #expect(log == ["will ABCD → BCAD", "did, 1 section, 2 changes", "section BCAD"])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == rowHeight * 2)
        // An item the handler refuses stays.
        window.synthesizeDrag(
            from: grip(3), by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 0, y: -rowHeight * 3), steps: 8),
            time: 4)
        #expect(dataSource.snapshot().itemIdentifiers == ["B", "C", "A", "D"])
    }

    @Test func reorderingInAnOutlineMovesAnItemWithItsChildrenAmongItsSiblings() {
        let controller = OutlineController(headerStyle: .header)
        let window = makeWindow(width: 320, height: 480, root: controller)
        var expanded = tree()
        expanded.expand(["fruit", "apple"])
        controller.dataSource.apply(expanded, to: 0, animatingDifferences: false)
        window.layoutIfNeeded()
        var log: [String] = []
        controller.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        controller.dataSource.reorderingHandlers.didReorder = { transaction in
            log.append(transaction.sectionTransactions.map { $0.finalSnapshot.items.joined(separator: " ") }.joined())
        }
        let data = controller.dataSource as ReorderingDataSource
        // apple (with red and green) moves below banana, its sibling.
        let apple = controller.dataSource.indexPath(for: "apple")!,
            banana = controller.dataSource.indexPath(for: "banana")!
        data.reorderItem(from: apple, to: banana)
        let tree = controller.dataSource.snapshot(for: 0)
        #expect(tree.items == ["fruit", "banana", "apple", "red", "green", "veg", "carrot"])
        #expect(tree.isExpanded("apple") && tree.level(of: "red") == 2)
        #expect(
            controller.dataSource.snapshot().itemIdentifiers == ["fruit", "banana", "apple", "red", "green", "veg"])
        #expect(log == ["fruit banana apple red green veg carrot"])
        // Into another parent: reported, not made.
        data.reorderItem(
            from: controller.dataSource.indexPath(for: "red")!, to: controller.dataSource.indexPath(for: "veg")!)
        #expect(controller.dataSource.snapshot(for: 0).items == tree.items)
        #expect(
            Diagnostics.messages.contains {
                $0.contains("an outline item moves only among its siblings; the move of red was not made")
            })
    }
}

import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A cell class that counts how many were made, through `init(frame:)`,
/// which a registered class is made with.
final class CountingCollectionCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    var shown: Int?
    var label: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        CountingCollectionCell.made += 1
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A cell whose wrapped label, 134 points wide, is pinned 8 points inside
/// the content view: a self-sizing flow cell as tutorials write it.
final class WrappingCollectionCell: UICollectionViewCell {
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            body.widthAnchor.constraint(equalToConstant: 134),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A header that records its section.
final class TitleHeader: UICollectionReusableView {
    var section = -1
}

/// Items of text in sections, recording what the collection view asks and tells.
@MainActor final class ItemSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[String]]
    var log: [String] = []
    var asked: [IndexPath] = []
    var sizes: [IndexPath: CGSize] = [:]
    var insets: [Int: UIEdgeInsets] = [:]
    var identifier = "item"

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        (cell as? CountingCollectionCell)?.shown = indexPath.item
        (cell as? CountingCollectionCell)?.label = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    )
        -> UICollectionReusableView
    {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? TitleHeader)?.section = indexPath.section
        return view
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    { sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    )
        -> UIEdgeInsets
    { insets[section] ?? (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        log.append("didEndDisplaying \(indexPath.section).\(indexPath.item)")
    }
}

/// A layout that puts item i at (60 i, 60 i), 50 points square: a custom
/// subclass that the collection view drives through the public interface only.
final class DiagonalLayout: UICollectionViewLayout {
    var frames: [CGRect] = []
    var prepared = 0
    var queriedRects: [CGRect] = []

    override func prepare() {
        prepared += 1
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        frames = (0..<count).map { CGRect(x: CGFloat($0) * 60, y: CGFloat($0) * 60, width: 50, height: 50) }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: (frames.last?.maxX ?? 0), height: (frames.last?.maxY ?? 0))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queriedRects.append(rect)
        return frames.enumerated().filter { $0.element.intersects(rect) }.map { index, frame in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            attributes.frame = frame
            return attributes
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }
}

@MainActor
@Suite struct CollectionViewTests {
    func makeCollection(
        _ source: ItemSource, layout: UICollectionViewLayout, width: CGFloat = 320, height: CGFloat = 480
    ) -> UICollectionView {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "item")
        collection.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collection.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "header")
        collection.dataSource = source
        collection.delegate = source
        collection.layoutIfNeeded()
        return collection
    }

    func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func aVerticalFlowGridFillsLinesJustifiesFullOnesAndLeftAlignsTheLast() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 20, right: 10)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 15
        let source = ItemSource([(0..<7).map { "\($0)" }])
        let collection = makeCollection(source, layout: layout)
        // 300 points between the insets: three 90-point items fit (290 with the minimum spacing);
        // a full line spreads them, 15 points apart; the last line keeps to the left.
        let expected: [CGRect] = [
            CGRect(x: 10, y: 10, width: 90, height: 60), CGRect(x: 115, y: 10, width: 90, height: 60),
            CGRect(x: 220, y: 10, width: 90, height: 60),
            CGRect(x: 10, y: 85, width: 90, height: 60), CGRect(x: 115, y: 85, width: 90, height: 60),
            CGRect(x: 220, y: 85, width: 90, height: 60),
            CGRect(x: 10, y: 160, width: 90, height: 60),
        ]
        #expect((0..<7).map { frame(collection, $0) } == expected)
        #expect(collection.contentSize == CGSize(width: 320, height: 240))
        #expect(collection.visibleCells.count == 7)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == expected[4])
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 100)) == IndexPath(item: 4, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 107, y: 100)) == nil)
        #expect(collection.numberOfSections == 1 && collection.numberOfItems(inSection: 0) == 7)
    }

    @Test func aHorizontalFlowFillsColumnsTopToBottom() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 80)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        let source = ItemSource([(0..<5).map { "\($0)" }])
        let collection = makeCollection(source, layout: layout, width: 300, height: 200)
        // Two 80-point items fit in 200 points; a full column spreads them to the edges.
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 50, height: 80))
        #expect(frame(collection, 1) == CGRect(x: 0, y: 120, width: 50, height: 80))
        #expect(frame(collection, 2) == CGRect(x: 70, y: 0, width: 50, height: 80))
        #expect(frame(collection, 4) == CGRect(x: 140, y: 0, width: 50, height: 80))
        #expect(collection.contentSize == CGSize(width: 190, height: 200))
    }

    @Test func theFlowDelegateSizesItemsAndInsetsSections() {
        let layout = UICollectionViewFlowLayout()
        let source = ItemSource([(0..<4).map { "\($0)" }, ["x"]])
        source.sizes = [
            IndexPath(item: 0, section: 0): CGSize(width: 100, height: 40),
            IndexPath(item: 1, section: 0): CGSize(width: 100, height: 80),
            IndexPath(item: 2, section: 0): CGSize(width: 200, height: 50),
            IndexPath(item: 3, section: 0): CGSize(width: 300, height: 30),
        ]
        source.insets[1] = UIEdgeInsets(top: 5, left: 30, bottom: 0, right: 0)
        let collection = makeCollection(source, layout: layout)
        // Items of a line are centered on its tallest; a full line of one item is centered across.
        #expect(frame(collection, 0) == CGRect(x: 0, y: 20, width: 100, height: 40))
        #expect(frame(collection, 1) == CGRect(x: 220, y: 0, width: 100, height: 80))
        #expect(frame(collection, 2) == CGRect(x: 60, y: 90, width: 200, height: 50))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 150, width: 300, height: 30))
        // The second section, with its own inset, follows the first and uses the layout's 50-point items.
        #expect(frame(collection, 0, 1) == CGRect(x: 30, y: 185, width: 50, height: 50))
    }

    @Test func headersAndFootersComeFromTheDataSource() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let source = ItemSource([["a", "b", "c", "d"], ["e"]])
        let collection = makeCollection(source, layout: layout, height: 600)
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        let first =
            collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) as? TitleHeader
        #expect(first?.section == 0)
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(frame(collection, 0) == CGRect(x: 0, y: 40, width: 100, height: 100))
        // Two lines (3 + 1) of 100 with 10 between, then the footer, then the next header.
        #expect(
            collection.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 250, width: 320, height: 20))
        let second =
            collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) as? TitleHeader
        #expect(second?.section == 1 && second?.frame.minY == 270)
        #expect(frame(collection, 0, 1)?.minY == 310)
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?
                .frame.minY == 270)
    }

    @Test func onlyVisibleItemsHaveCellsAndScrollingTenThousandReusesThem() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let source = ItemSource([(0..<10_000).map { "\($0)" }])
        CountingCollectionCell.made = 0
        let collection = makeCollection(source, layout: layout)
        // Three items a line, 110 points a line: lines 0...4 meet the 480-point bounds.
        let first = collection.visibleCells.count
        #expect(first == 15)
        #expect(source.asked.count == 15)
        let expectedHeight: CGFloat = 3334 * 110 - 10
        #expect(collection.contentSize.height == expectedHeight)
        for screen in 1...200 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(screen) * 480)
            collection.layoutIfNeeded()
        }
        #expect(CountingCollectionCell.made <= 18)
        let paths = collection.indexPathsForVisibleItems
        #expect(paths.count >= 15 && paths.count <= 18)
        // At 96,000 points: line 872 onwards.
        #expect(paths.first == IndexPath(item: 872 * 3, section: 0))
        for path in paths {
            let cell = collection.cellForItem(at: path) as? CountingCollectionCell
            #expect(cell?.shown == path.item)
            #expect(cell?.frame == frame(collection, path.item))
        }
        #expect(collection.subviews.filter { $0 is UICollectionViewCell }.count <= 18)
        // A far jump and back reuses too.
        collection.scrollToItem(at: IndexPath(item: 9_999, section: 0), at: .bottom, animated: false)
        #expect(collection.cellForItem(at: IndexPath(item: 9_999, section: 0)) != nil)
        #expect(collection.contentOffset.y == collection.contentSize.height - 480)
        #expect(CountingCollectionCell.made <= 18)
    }

    @Test func estimatedItemSizeMakesCellsSizeToTheirWrappedLabels() {
        final class Source: NSObject, UICollectionViewDataSource {
            let texts = [
                "Short", String(repeating: "A long line of text that has to wrap. ", count: 4), "Mid sized text here",
            ]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                texts.count
            }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                let cell =
                    collectionView.dequeueReusableCell(withReuseIdentifier: "wrap", for: indexPath)
                    as! WrappingCollectionCell
                cell.body.text = texts[indexPath.item]
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 150, height: 40)
        layout.minimumInteritemSpacing = 10
        let source = Source()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        collection.register(WrappingCollectionCell.self, forCellWithReuseIdentifier: "wrap")
        collection.dataSource = source
        collection.layoutIfNeeded()
        let probe = UILabel()
        probe.numberOfLines = 0
        var heights: [CGFloat] = []
        for (item, text) in source.texts.enumerated() {
            probe.text = text
            let textHeight = probe.sizeThatFits(CGSize(width: 134, height: CGFloat.greatestFiniteMagnitude)).height
            let rect = frame(collection, item) ?? .zero
            #expect(abs(rect.width - 150) < 0.5, "item \(item): \(rect)")
            #expect(abs(rect.height - (textHeight + 16)) < 1, "item \(item): \(rect.height) vs \(textHeight + 16)")
            heights.append(rect.height)
        }
        #expect(heights[1] > 3 * heights[0])
        // Two 150-point cells a line: the short one is centered on the long one's height; the third starts the next line.
        let first = frame(collection, 0)!, second = frame(collection, 1)!, third = frame(collection, 2)!
        #expect(abs(first.midY - second.midY) < 0.5)
        #expect(third.minY == second.maxY + 10)
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? WrappingCollectionCell
        #expect(cell?.frame == second)
        #expect(cell.map { $0.body.frame.height > 50 } == true)
    }

    @Test func aCompositionalGridOfThreeFractionalColumns() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 5
        let source = ItemSource([(0..<8).map { "\($0)" }])
        let collection = makeCollection(source, layout: UICollectionViewCompositionalLayout(section: section))
        // 300 points between the insets: 100-point columns, each cell inset 2 points.
        for index in 0..<8 {
            let expected = CGRect(
                x: 10 + CGFloat(index % 3) * 100 + 2, y: 10 + CGFloat(index / 3) * 105 + 2, width: 96, height: 96)
            #expect(frame(collection, index) == expected, "item \(index)")
        }
        let expectedHeight: CGFloat = 10 + 3 * 100 + 2 * 5 + 10
        #expect(collection.contentSize.height == expectedHeight)
        #expect(collection.visibleCells.count == 8)

        // A provider reads the container's width: two columns of a counted subitem, 10 apart.
        let counted = UICollectionViewCompositionalLayout { _, environment in
            let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
            let cell = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitem: cell,
                count: columns)
            row.interItemSpacing = .fixed(10)
            return NSCollectionLayoutSection(group: row)
        }
        collection.setCollectionViewLayout(counted, animated: false)
        #expect(frame(collection, 1) == CGRect(x: 165, y: 0, width: 155, height: 50))
        #expect(frame(collection, 2) == CGRect(x: 0, y: 50, width: 155, height: 50))
        collection.frame.size.width = 650
        collection.layoutIfNeeded()
        #expect(frame(collection, 3) == CGRect(x: 495, y: 0, width: 155, height: 50))
    }

    @Test func listRowsWithAContentConfigurationAre44PointsAndInsetGroupedIsInset() {
        enum Section: Hashable { case one, two }
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) {
            collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.one, .two])
        snapshot.appendItems(["Apples", "Pears", "Plums"], toSection: .one)
        snapshot.appendItems(["Kale"], toSection: .two)
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        #expect(collection.backgroundColor == .systemGroupedBackground)
        // Rows 44 points tall, inset 20 points from the sides, 35 points below the top.
        for row in 0..<3 {
            let expected = CGRect(x: 20, y: 35 + 44 * CGFloat(row), width: 280, height: 44)
            #expect(frame(collection, row) == expected, "row \(row)")
        }
        // The next section starts after 18 points below and 35 above.
        #expect(frame(collection, 0, 1) == CGRect(x: 20, y: 167 + 18 + 35, width: 280, height: 44))
        let firstCell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        let lastCell = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(firstCell?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(lastCell?.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(firstCell?.backgroundColor == .secondarySystemGroupedBackground)
        // The content view leaves room for the chevron.
        #expect(firstCell.map { $0.contentView.frame.width == 280 - 26 } == true)

        // A plain list: rows edge to edge; a two-line row grows.
        let plain = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        collection.setCollectionViewLayout(plain, animated: false)
        #expect(frame(collection, 1) == CGRect(x: 0, y: 44, width: 320, height: 44))
        var tall = dataSource.snapshot()
        tall.insertItems([String(repeating: "A row with a long title that wraps. ", count: 3)], beforeItem: "Pears")
        dataSource.apply(tall)
        #expect((frame(collection, 1)?.height ?? 0) > 60)
        #expect(frame(collection, 2)?.minY == frame(collection, 1)?.maxY)
    }

    @Test func aDiffableDataSourceKeepsTheCellsOfItemsThatStay() {
        enum Section: Hashable { case main, more }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<CountingCollectionCell, String> { cell, _, item in
            configured.append(item)
            cell.label = item
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) {
            collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([Section.main, Section.more])
        snapshot.appendItems(["a", "b", "c", "d"], toSection: .main)
        snapshot.appendItems(["x", "y"], toSection: .more)
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        #expect(configured == ["a", "b", "c", "d", "x", "y"])
        let cellC = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        let cellX = collection.cellForItem(at: IndexPath(item: 0, section: 1))
        configured = []
        var next = dataSource.snapshot()
        next.deleteItems(["b"])
        next.moveItem("d", beforeItem: "a")
        next.appendItems(["e"], toSection: .main)
        next.moveItem("x", afterItem: "c")
        dataSource.apply(next)
        func labels(_ section: Int) -> [String?] {
            (0..<collection.numberOfItems(inSection: section)).map {
                (collection.cellForItem(at: IndexPath(item: $0, section: section)) as? CountingCollectionCell)?.label
            }
        }
        #expect(labels(0) == ["d", "a", "c", "x", "e"])
        #expect(labels(1) == ["y"])
        #expect(configured == ["e"])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === cellC)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === cellX)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == "x")
        #expect(dataSource.indexPath(for: "y") == IndexPath(item: 0, section: 1))
        // Reconfiguring hands the handler the same cell, not prepared for reuse.
        let reusesBefore = (cellC as? CountingCollectionCell)?.reuses
        var again = dataSource.snapshot()
        again.reconfigureItems(["c"])
        dataSource.apply(again)
        #expect(configured == ["e", "c"])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === cellC)
        #expect((cellC as? CountingCollectionCell)?.reuses == reusesBefore)
        // Reloading without comparing asks for every cell again.
        configured = []
        dataSource.applySnapshotUsingReloadData(again)
        collection.layoutIfNeeded()
        #expect(configured.count == 6)
    }

    @Test func anUpdateThatDoesNotMatchTheDataIsReportedAndTheViewReloads() {
        let layout = UICollectionViewFlowLayout()
        let source = ItemSource([["A", "B"]])
        let collection = makeCollection(source, layout: layout)
        source.sections = [["A", "B", "C"]]
        let lines = diagnostics {
            collection.performBatchUpdates {
                collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        #expect(
            lines.contains {
                $0.contains("Invalid update: invalid number of items in section 0") && $0.contains("(3)")
                    && $0.contains("(2)")
            })
        #expect(collection.numberOfItems(inSection: 0) == 3)
        #expect((collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? CountingCollectionCell)?.label == "C")
        // A consistent batch keeps the cells of the items that stay.
        let cellB = collection.cellForItem(at: IndexPath(item: 1, section: 0))
        source.sections = [["X", "B", "C"]]
        source.log = []
        var completed = false
        collection.performBatchUpdates(
            {
                collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
                collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { completed = $0 })
        #expect(completed)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cellB)
        #expect((collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingCollectionCell)?.label == "X")
        #expect(source.log == ["didEndDisplaying 0.0"])
        // Dequeuing an identifier nobody registered is reported, and a plain cell is used.
        let missing = diagnostics {
            source.identifier = "nobody"
            collection.reloadData()
            collection.layoutIfNeeded()
        }
        #expect(
            missing.contains {
                $0.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier nobody")
            })
        #expect(collection.visibleCells.count == 3)
    }

    @Test func aTapHighlightsThenSelectsAndTheDelegateHearsUIKitsOrder() {
        let controller = UIViewController()
        let window = makeWindow(width: 320, height: 480, root: controller)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let source = ItemSource([(0..<9).map { "\($0)" }])
        let collection = makeCollection(source, layout: layout)
        controller.view.addSubview(collection)
        collection.layoutIfNeeded()
        source.log = []
        let second = frame(collection, 1)!
        window.synthesizeTap(at: CGPoint(x: second.midX, y: second.midY), time: 0)
        #expect(
            source.log == ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didSelect 1"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        source.log = []
        let fifth = frame(collection, 4)!
        window.synthesizeTap(at: CGPoint(x: fifth.midX, y: fifth.midY), time: 1)
        #expect(
            source.log == [
                "shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4", "didDeselect 1",
                "didSelect 4",
            ])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        // With several allowed, a second tap deselects, asking first.
        collection.allowsMultipleSelection = true
        window.synthesizeTap(at: CGPoint(x: second.midX, y: second.midY), time: 2)
        source.log = []
        window.synthesizeTap(at: CGPoint(x: fifth.midX, y: fifth.midY), time: 3)
        #expect(
            source.log == [
                "shouldHighlight 4", "didHighlight 4", "shouldDeselect 4", "didUnhighlight 4", "didDeselect 4",
            ])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        // Programmatic selection tells the delegate nothing.
        source.log = []
        collection.selectItem(at: IndexPath(item: 7, section: 0), animated: false, scrollPosition: [])
        collection.deselectItem(at: IndexPath(item: 7, section: 0), animated: false)
        #expect(source.log.isEmpty)
        // A tap between items selects nothing.
        window.synthesizeTap(at: CGPoint(x: second.maxX + 5, y: second.midY), time: 4)
        #expect(source.log.isEmpty)
    }

    @Test func aCustomLayoutSubclassDrivesTheView() {
        let layout = DiagonalLayout()
        let source = ItemSource([(0..<100).map { "\($0)" }])
        let collection = makeCollection(source, layout: layout, width: 200, height: 200)
        #expect(layout.prepared >= 1)
        let extent: CGFloat = 99 * 60 + 50
        #expect(collection.contentSize == CGSize(width: extent, height: extent))
        // Items 0...3 meet the 200-point square.
        #expect(collection.indexPathsForVisibleItems == (0..<4).map { IndexPath(item: $0, section: 0) })
        #expect(
            collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 180, y: 180, width: 50, height: 50))
        #expect(layout.queriedRects.last == collection.bounds)
        collection.scrollToItem(at: IndexPath(item: 50, section: 0), at: [.top, .left], animated: false)
        #expect(collection.contentOffset == CGPoint(x: 3000, y: 3000))
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [50, 51, 52, 53])
        #expect(collection.indexPathForItem(at: CGPoint(x: 3070, y: 3070)) == IndexPath(item: 51, section: 0))
        // Scrolling does not invalidate the layout; invalidating prepares it again.
        let prepared = layout.prepared
        collection.contentOffset = CGPoint(x: 3100, y: 3100)
        collection.layoutIfNeeded()
        #expect(layout.prepared == prepared)
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(layout.prepared == prepared + 1)
    }

    @Test func aGridDrawsItsCellsOnTheBackground() {
        final class Colors: NSObject, UICollectionViewDataSource {
            let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemRed, .systemGreen, .systemBlue]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                colors.count
            }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                cell.contentView.backgroundColor = colors[indexPath.item]
                return cell
            }
        }
        let controller = UIViewController()
        let window = makeWindow(width: 320, height: 400, root: controller)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        let source = Colors()
        let collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        collection.dataSource = source
        controller.view.addSubview(collection)
        CATransaction.flush()
        let image = window.tandemSnapshot()
        let scale = window.traitCollection.displayScale
        func pixel(_ point: CGPoint) -> RGBA {
            let p = collection.convert(point, to: window)
            return image.pixel(Int(p.x * scale), Int(p.y * scale))
        }
        let red = pixel(CGPoint(x: 50, y: 50)), green = pixel(CGPoint(x: 160, y: 50)),
            blue = pixel(CGPoint(x: 270, y: 160))
        #expect(red.r > 200 && red.g < 100 && red.b < 100)
        #expect(green.g > 150 && green.r < 100)
        #expect(blue.b > 200 && blue.r < 100)
        // The gaps between items and lines show the white background.
        #expect(pixel(CGPoint(x: 105, y: 50)) == RGBA(255, 255, 255, 255))
        #expect(pixel(CGPoint(x: 50, y: 105)) == RGBA(255, 255, 255, 255))
        #expect(pixel(CGPoint(x: 50, y: 250)) == RGBA(255, 255, 255, 255))
    }

    @Test func listHeadersComeFromASupplementaryRegistrationAndEditingShowsTheDeleteControl() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        let controller = UIViewController()
        let window = makeWindow(width: 320, height: 480, root: controller)
        let collection = UICollectionView(
            frame: controller.view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        controller.view.addSubview(collection)
        var deleted: [String] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.delete { deleted.append(item) }, .checkmark(displayed: .whenNotEditing)]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) {
            view, kind, path in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Section \(path.section)"
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { collection, _, path in
            collection.dequeueConfiguredReusableSupplementary(using: header, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Milk", "Eggs"], toSection: 0)
        snapshot.appendItems(["Soap"], toSection: 1)
        dataSource.apply(snapshot)
        collection.layoutIfNeeded()
        // A header above each section's rows, at its estimated height; grouped rows follow it.
        let headerView = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(
            ((headerView as? UICollectionViewListCell)?.contentView as? UIListContentView)?.appliedConfiguration.text
                == "Section 1")
        let firstHeader = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(firstHeader?.frame == CGRect(x: 0, y: 0, width: 320, height: 38))
        #expect(frame(collection, 0) == CGRect(x: 0, y: 38, width: 320, height: 44))
        // Not editing: the checkmark shows, the content starts at the leading edge.
        let milk = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(milk?.contentView.frame.minX == 0)
        collection.isEditing = true
        milk?.layoutIfNeeded()
        // Editing: the delete control leads, the content moves over, the checkmark goes.
        #expect(milk?.contentView.frame.minX == 38)
        #expect(milk?.contentView.frame.width == 282)
        CATransaction.flush()
        let control = collection.convert(CGRect(x: 16, y: 38, width: 22, height: 44), to: window)
        let image = window.tandemSnapshot()
        let scale = window.traitCollection.displayScale
        let red = image.pixel(Int((control.minX + 4) * scale), Int(control.midY * scale))
        #expect(red.r > 200 && red.g < 100)
        window.synthesizeTap(at: CGPoint(x: control.midX, y: control.midY), time: 0)
        #expect(deleted == ["Milk"])
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    @Test func aFlowLayoutOfAHundredThousandItemsShowsOnlyTheItemsOnScreen() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 72.5, height: 70)
        let source = ItemSource([(0..<100_000).map { "\($0)" }])
        let collection = makeCollection(source, layout: layout)
        // Four items a line (4 × 72.5 + 3 × 10 = 320), 80 points a line.
        let expectedHeight: CGFloat = 25_000 * 80 - 10
        #expect(collection.contentSize.height == expectedHeight)
        collection.scrollToItem(at: IndexPath(item: 60_001, section: 0), at: .centeredVertically, animated: false)
        let target = frame(collection, 60_001)!
        #expect(target == CGRect(x: 82.5, y: 15_000 * 80, width: 72.5, height: 70))
        #expect(collection.contentOffset.y == target.midY - 240)
        let visible = collection.indexPathsForVisibleItems
        #expect(visible.count <= 28)
        #expect(visible.allSatisfy { collection.layoutAttributesForItem(at: $0)!.frame.intersects(collection.bounds) })
        #expect(source.asked.count <= 2 * 28)
    }
}

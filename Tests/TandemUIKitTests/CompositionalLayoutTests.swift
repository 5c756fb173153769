import Foundation
import TandemSupport
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A badge as a supplementary view, recording its item.
final class BadgeView: UICollectionReusableView {
    var item = -1
}

/// A section background, as Apple's sample's `SectionBackgroundDecorationView`.
final class SectionBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The compositional layout's orthogonal sections, item supplementary
/// items, decorations, pinned headers and configuration, in the shapes
/// Apple's "Implementing Modern Collection Views" sample uses.
@MainActor
@Suite struct CompositionalLayoutTests {
    func makeCollection(_ source: ItemSource, layout: UICollectionViewLayout, in controller: UIViewController)
        -> UICollectionView
    {
        let collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "item")
        collection.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collection.register(BadgeView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "header")
        collection.dataSource = source
        collection.delegate = source
        controller.view.addSubview(collection)
        collection.layoutIfNeeded()
        return collection
    }

    /// A row of groups 85% of the width, 100 tall, each of one item, scrolling sideways with `behavior`.
    func orthogonalSection(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
        -> NSCollectionLayoutSection
    {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        return section
    }

    func cellFrameInWindow(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.cellForItem(at: IndexPath(item: item, section: section)).map { $0.convert($0.bounds, to: nil) }
    }

    @Test func anOrthogonalSectionLaysItsGroupsSideBySideInOneBandThatScrollsSideways() {
        let controller = UIViewController()
        let window = makeWindow(width: 400, height: 600, root: controller)
        let source = ItemSource([(0..<5).map { "\($0)" }, (0..<3).map { "\($0)" }])
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let section = index == 0 ? self.orthogonalSection(.continuous) : self.orthogonalSection(.none)
            if index == 0 { section.boundarySupplementaryItems = [header] }
            return section
        }
        let collection = makeCollection(source, layout: layout, in: controller)
        // Groups of 0.85 × 360 = 306 points, 10 apart, from the 20-point inset, under the 30-point header.
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 20, y: 30, width: 306, height: 100))
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 336, y: 30, width: 306, height: 100))
        // The other section wraps as usual, below the band.
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 20, y: 130, width: 306, height: 100))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame.minY == 240)
        // The first two groups show; the rest of the row is off to the side.
        #expect(cellFrameInWindow(collection, 0) == CGRect(x: 20, y: 30, width: 306, height: 100))
        #expect(cellFrameInWindow(collection, 1)?.minX == 336)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
        // A sideways drag scrolls the row, not the collection view.
        window.synthesizeDrag(
            from: CGPoint(x: 300, y: 80),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: -700, y: 0), steps: 14), time: 0)
        window.layoutIfNeeded()
        #expect(collection.contentOffset.y == 0)
        let scroller = collection.orthogonalScrollers[0]!
        #expect(scroller.contentOffset.x > 600)
        #expect(cellFrameInWindow(collection, 3) != nil)
        #expect(cellFrameInWindow(collection, 0) == nil)
        // The section's header does not scroll with its row.
        let shownHeader = collection.subviews.compactMap { $0 as? TitleHeader }.first {
            !$0.isHidden && $0.section == 0
        }
        #expect(shownHeader?.frame == CGRect(x: 20, y: 0, width: 360, height: 30))
        // A tap on a scrolled item selects that item.
        source.log = []
        let third = cellFrameInWindow(collection, 2)!
        window.synthesizeTap(at: CGPoint(x: max(third.minX, 0) + 5, y: third.midY), time: 2)
        #expect(source.log.contains("didSelect 2"))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func groupPagingComesToRestWithAGroupAtTheLeadingInset() {
        let band = OrthogonalBand(
            frame: CGRect(x: 0, y: 0, width: 400, height: 100), contentWidth: 20 + 5 * 306 + 4 * 10 + 20,
            behavior: .groupPaging,
            groupStarts: [20, 336, 652, 968, 1284], groupWidths: Array(repeating: 306, count: 5), leadingInset: 20)
        #expect(band.restingOffset(for: 290) == 316)
        #expect(band.restingOffset(for: 100) == 0)
        var centered = band
        centered.behavior = .groupPagingCentered
        // The second group centered: 336 + 153 − 200.
        #expect(centered.restingOffset(for: 300) == 289)
        var paging = band
        paging.behavior = .paging
        #expect(paging.restingOffset(for: 250) == 400)
        var free = band
        free.behavior = .continuous
        #expect(free.restingOffset(for: 250) == 250)
        #expect(free.restingOffset(for: 5_000) == band.contentWidth - 400)
    }

    @Test func badgesSitAtTheirAnchorsAndDecorationsBehindTheirSections() {
        let controller = UIViewController()
        _ = makeWindow(width: 400, height: 600, root: controller)
        let source = ItemSource([(0..<4).map { "\($0)" }])
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "background")
        let collection = makeCollection(source, layout: layout, in: controller)
        // The first item: x 10 + 5, 95 × 90; its badge's top-trailing corner at the item's, moved by 0.3 of its size.
        let first = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        #expect(first == CGRect(x: 15, y: 15, width: 85, height: 90))
        let badgeFrame = collection.layoutAttributesForSupplementaryElement(
            ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
        #expect(badgeFrame == CGRect(x: first.maxX - 20 + 6, y: first.minY - 6, width: 20, height: 20))
        let badges = collection.subviews.compactMap { $0 as? BadgeView }.filter { !$0.isHidden }
        #expect(badges.count == 4)
        #expect(badges.allSatisfy { $0.layer.zPosition > 0 })
        // The background covers the section inside its insets, behind every
        // cell and above the collection view's background view.
        let backdrop = UIView()
        collection.backgroundView = backdrop
        collection.layoutIfNeeded()
        let decoration = collection.subviews.first { $0 is SectionBackgroundView }!
        #expect(decoration.frame == CGRect(x: 4, y: 4, width: 392, height: 112))
        let cellIndices = collection.visibleCells.map { collection.subviews.firstIndex(of: $0)! }
        #expect(cellIndices.allSatisfy { $0 > collection.subviews.firstIndex(of: decoration)! })
        #expect(collection.subviews.firstIndex(of: decoration)! > collection.subviews.firstIndex(of: backdrop)!)
    }

    @Test func anUnregisteredDecorationKindIsReportedAndNotShown() {
        let controller = UIViewController()
        _ = makeWindow(width: 400, height: 600, root: controller)
        let source = ItemSource([["a"]])
        let section = orthogonalSection(.none)
        section.decorationItems = [.background(elementKind: "nobody-registered-this")]
        let collection = makeCollection(
            source, layout: UICollectionViewCompositionalLayout(section: section), in: controller)
        #expect(collection.visibleCells.count == 1)
        #expect(collection.visibleDecorations.isEmpty)
        #expect(
            Diagnostics.messages.contains {
                $0.contains("no class is registered for the decoration kind nobody-registered-this")
            })
    }

    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionScrollsAndThenLeavesWithIt() {
        let controller = UIViewController()
        _ = makeWindow(width: 400, height: 300, root: controller)
        let source = ItemSource([(0..<10).map { "\($0)" }, (0..<10).map { "\($0)" }])
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                elementKind: "layout-footer",
                alignment: .bottom)
        ]
        let collection = makeCollection(
            source, layout: UICollectionViewCompositionalLayout(section: section, configuration: configuration),
            in: controller)
        collection.register(
            TitleHeader.self, forSupplementaryViewOfKind: "layout-footer", withReuseIdentifier: "header")
        func headerFrame(_ section: Int) -> CGRect? {
            collection.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?
                .frame
        }
        // Sections are 40 + 500 tall, 30 apart; the layout's footer is below them.
        #expect(headerFrame(1)?.minY == 570)
        #expect(collection.contentSize.height == 1_170)
        let footer = collection.collectionViewLayout.layoutAttributesForElements(
            in: CGRect(x: 0, y: 1_100, width: 400, height: 70))?
            .first { $0.representedElementKind == "layout-footer" }
        #expect(footer?.frame == CGRect(x: 0, y: 1_110, width: 400, height: 60))
        collection.contentOffset = CGPoint(x: 0, y: 200)
        collection.layoutIfNeeded()
        #expect(headerFrame(0)?.minY == 200)
        // Pushed up by the end of its section.
        collection.contentOffset = CGPoint(x: 0, y: 520)
        collection.layoutIfNeeded()
        #expect(headerFrame(0)?.minY == 500)
        let shown = collection.subviews.compactMap { $0 as? TitleHeader }.first { !$0.isHidden && $0.section == 0 }
        #expect(shown?.frame.minY == 500)
    }

    @Test func aListRowSwipesOpenToItsProvidersActionsAsATableRowDoes() {
        let controller = UIViewController()
        let window = makeWindow(width: 320, height: 480, root: controller)
        var starred: [Int] = []
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.leadingSwipeActionsConfigurationProvider = { path in
            let star = UIContextualAction(style: .normal, title: "Star") { _, _, done in
                starred.append(path.item)
                done(true)
            }
            star.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [star])
        }
        let source = ItemSource([(0..<5).map { "\($0)" }])
        let collection = makeCollection(
            source, layout: UICollectionViewCompositionalLayout.list(using: list), in: controller)
        let row = collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
        // No trailing actions: a leftward drag does nothing.
        window.synthesizeDrag(
            from: CGPoint(x: 250, y: row.midY),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: -120, y: 0), steps: 6), time: 0, interval: 0.05,
            lift: 0.1)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 0)
        window.synthesizeDrag(
            from: CGPoint(x: 40, y: row.midY),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 120, y: 0), steps: 6), time: 2, interval: 0.05,
            lift: 0.1)
        CATransaction.flush()
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(cell.frame.minX > 60)
        #expect(collection.contentOffset == .zero)
        #expect(source.log.allSatisfy { !$0.hasPrefix("didSelect") })
        let scale = window.traitCollection.displayScale
        let blue = window.tandemSnapshot().pixel(Int(10 * scale), Int(row.midY * scale))
        #expect(blue.b > 200 && blue.r < 100)
        window.synthesizeTap(at: CGPoint(x: 20, y: row.midY), time: 4)
        #expect(starred == [1])
        #expect(cell.frame.minX == 0)
        // A tap elsewhere closes an open row and selects nothing.
        window.synthesizeDrag(
            from: CGPoint(x: 40, y: row.midY),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 120, y: 0), steps: 6), time: 6, interval: 0.05,
            lift: 0.1)
        window.synthesizeTap(at: CGPoint(x: 200, y: row.midY + 100), time: 8)
        #expect(cell.frame.minX == 0)
        #expect(collection.indexPathsForSelectedItems == nil)
    }
}

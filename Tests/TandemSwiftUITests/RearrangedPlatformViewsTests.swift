import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI
@testable import TandemUIKit

/// A list whose rows are only reordered keeps its rows' UIKit views in
/// their new order without a walk over every row
/// (``ViewNode/adoptRearranged(_:)``): what it keeps is what a
/// walk would collect, and the container shows what a fresh build shows.
/// A row of two views, or of none, makes it walk.
@MainActor
@Suite struct RearrangedPlatformViewsTests {
    /// Reorderings, and a removal with a swap (the container syncs).
    static let changes: [(String, ([Int]) -> [Int])] = [
        (
            "swap",
            { ids in
                var ids = ids; ids.swapAt(1, 10); return ids
            }
        ),
        ("reverse", { ids in ids.reversed() }),
        ("move first to the end", { ids in Array(ids.dropFirst()) + [ids[0]] }),
        (
            "remove and swap",
            { ids in
                var ids = ids; ids.remove(at: 3); ids.swapAt(0, 5); return ids
            }
        ),
    ]

    @Test(arguments: RearrangedRowsModel.SixthRow.allCases)
    func rearrangedRowsKeepTheViewsAWalkWouldCollect(sixthRow: RearrangedRowsModel.SixthRow) throws {
        for (name, change) in Self.changes {
            let model = RearrangedRowsModel()
            model.sixthRow = sixthRow
            let heights = RearrangedRowHeights()
            let (controller, window) = host(RearrangedRowsStack(model: model, heights: heights, log: RowMeasureLog()))
            defer { window.isHidden = true }
            model.ids = change(model.ids)
            controller.view.layoutIfNeeded()

            let forEach = try forEachNode(in: controller)
            if let kept = forEach.platformViewsCache {
                forEach.subtreeDidChange()
                var walked: [UIView] = []
                forEach.collectPlatformViews(into: &walked)
                #expect(kept.map(ObjectIdentifier.init) == walked.map(ObjectIdentifier.init), "\(name), \(sixthRow)")
            }
            let (fresh, freshWindow) = host(
                RearrangedRowsStack(model: model.copy(), heights: RearrangedRowHeights(), log: RowMeasureLog()))
            defer { freshWindow.isHidden = true }
            #expect(describe(controller.view) == describe(fresh.view), "\(name), \(sixthRow)")
        }
    }

    @Test func aSwapOfRowsOfOneViewEachSwapsTheirViewsInTheCache() throws {
        let (model, controller, window, forEach) = try hostedRows()
        defer { window.isHidden = true }
        let before = try #require(forEach.platformViewsCache)
        model.ids.swapAt(2, 7)
        controller.view.layoutIfNeeded()
        let after = try #require(forEach.platformViewsCache)
        #expect(after[2] === before[7] && after[7] === before[2])
        #expect(after.count == before.count)
    }

    /// Rows swapped, then one removed, then two more swapped: the
    /// `ForEach` node rearranges its children's array where it lies (the
    /// same storage each time), the kept rows' nodes at their new places,
    /// the removed one dismantled (it has no parent and no children).
    @Test func rearrangedRowsKeepTheirNodesInTheSameArray() throws {
        let (model, controller, window, forEach) = try hostedRows()
        defer { window.isHidden = true }
        var expected = forEach.children.map(ObjectIdentifier.init)
        let storage = forEach.children.withUnsafeBufferPointer { $0.baseAddress }

        model.ids.swapAt(1, 10)
        controller.view.layoutIfNeeded()
        expected.swapAt(1, 10)
        #expect(forEach.children.map(ObjectIdentifier.init) == expected)

        let removed = forEach.children[4]
        model.ids.remove(at: 4)
        controller.view.layoutIfNeeded()
        expected.remove(at: 4)
        #expect(forEach.children.map(ObjectIdentifier.init) == expected)
        #expect(removed.parent == nil && removed.children.isEmpty)

        model.ids.swapAt(0, 2)
        controller.view.layoutIfNeeded()
        expected.swapAt(0, 2)
        #expect(forEach.children.map(ObjectIdentifier.init) == expected)
        #expect(forEach.children.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }

    /// Two rows swapped: the `ForEach`'s layout items are rearranged where
    /// they lie too. The stack's memo of its distribution, which held
    /// their array, lets it go when told of the rearrangement (it keeps the
    /// rows' identities instead), so the array is not copied.
    @Test func swappedRowsKeepTheirLayoutItemsInTheSameArray() throws {
        let (model, controller, window, forEach) = try hostedRows()
        defer { window.isHidden = true }
        // Read without holding the array, which would make the change copy it.
        let storage = forEach.layoutState.subviewCache?.withUnsafeBufferPointer { $0.baseAddress }
        var expected = try #require(forEach.layoutState.subviewCache?.map(ObjectIdentifier.init))
        #expect(expected.count == 12)

        model.ids.swapAt(1, 10)
        controller.view.layoutIfNeeded()
        expected.swapAt(1, 10)
        #expect(forEach.layoutState.subviewCache?.map(ObjectIdentifier.init) == expected)
        #expect(forEach.layoutState.subviewCache?.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }

    /// A stack of the model's rows, hosted in a window, and its `ForEach` node.
    private func hostedRows() throws -> (
        RearrangedRowsModel, UIHostingController<RearrangedRowsStack>, UIWindow, ViewNode
    ) {
        let model = RearrangedRowsModel()
        let (controller, window) = host(
            RearrangedRowsStack(model: model, heights: RearrangedRowHeights(), log: RowMeasureLog()))
        return (model, controller, window, try forEachNode(in: controller))
    }

    /// Each UIKit view under `view`, depth first: its class and frame in the window.
    private func describe(_ view: UIView) -> [String] {
        view.subviews.flatMap { subview in
            ["\(type(of: subview)) \(subview.convert(subview.bounds, to: nil))"] + describe(subview)
        }
    }

    private func forEachNode(in controller: UIHostingController<RearrangedRowsStack>) throws -> ViewNode {
        try graphNode(in: controller) { "\(type(of: $0.view))".hasPrefix("ForEach<") }
    }
}

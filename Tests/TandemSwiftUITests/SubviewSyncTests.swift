import Combine
import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemSwiftUI

/// The graph puts a container's subviews in its order by moving as few as
/// it can; whatever the old and new orders, the result is the new order,
/// and views that stay in it are neither removed nor re-added.
@MainActor
@Suite struct SubviewSyncTests {
    /// Counts how often it joins or leaves a superview.
    final class CountingView: UIView {
        var moves = 0
        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            moves += 1
        }
    }

    private func container(with views: [UIView]) -> UIView {
        let container = UIView()
        for view in views { container.addSubview(view) }
        return container
    }

    @Test func blocksOfViewsSwappedFarApartEndInTheNewOrder() {
        // Rows of three views each; rows 1 and 4 of 6 swap.
        let views = (0..<18).map { _ in CountingView() }
        let container = container(with: views)
        var target = views
        target.replaceSubrange(3..<6, with: views[12..<15])
        target.replaceSubrange(12..<15, with: views[3..<6])
        SubviewSync.apply(target, to: container)
        #expect(container.subviews.map(ObjectIdentifier.init) == target.map(ObjectIdentifier.init))
        #expect(views.allSatisfy { $0.moves == 1 }, "moved within the container, never removed")
        // The layers are in the same order as the views.
        #expect(container.layer.sublayers?.map(ObjectIdentifier.init) == target.map { ObjectIdentifier($0.layer) })
    }

    @Test func anyReorderingWithInsertionsEndsInTheNewOrder() {
        var generator = SplitMix(seed: 42)
        for round in 0..<200 {
            let count = Int.random(in: 0...12, using: &generator)
            let old = (0..<count).map { _ in UIView() }
            let container = container(with: old)
            // Keep a random subset (the rest were dismantled: removed first), add new views, shuffle.
            var kept = old.filter { _ in Bool.random(using: &generator) }
            for view in old where !kept.contains(where: { $0 === view }) { view.removeFromSuperview() }
            kept += (0..<Int.random(in: 0...4, using: &generator)).map { _ in UIView() }
            kept.shuffle(using: &generator)
            SubviewSync.apply(kept, to: container)
            #expect(
                container.subviews.map(ObjectIdentifier.init) == kept.map(ObjectIdentifier.init), "round \(round)")
        }
    }

    @Test func viewsInTheLongestOrderedRunAreNotMoved() {
        let views = (0..<6).map { _ in UIView() }
        let container = container(with: views)
        // 0 to the end: one view moves; the run 1...5 stays.
        let target = Array(views[1...]) + [views[0]]
        #expect(SubviewSync.longestIncreasingRun([0, 1, 2, 3, 4, 5].map { Optional($0) }).allSatisfy { $0 })
        #expect(SubviewSync.longestIncreasingRun([1, 2, 3, 4, 5, 0]) == [true, true, true, true, true, false])
        SubviewSync.apply(target, to: container)
        #expect(container.subviews.map(ObjectIdentifier.init) == target.map(ObjectIdentifier.init))
    }

    @Test func twoSwappedRowsMoveOnlyTheirViews() {
        let views = (0..<300).map { _ in UIView() }
        var target = views
        target.replaceSubrange(3..<6, with: views[294..<297])
        target.replaceSubrange(294..<297, with: views[3..<6])
        let (stays, middle) = SubviewSync.staying(target, current: views)
        #expect(middle == 3..<297)
        #expect(stays.filter { !$0 }.count == 6)
        let container = container(with: views)
        SubviewSync.apply(target, to: container)
        #expect(container.subviews.map(ObjectIdentifier.init) == target.map(ObjectIdentifier.init))
        #expect(container.layer.sublayers?.map(ObjectIdentifier.init) == target.map { ObjectIdentifier($0.layer) })
    }

    @Test func oneViewMovedToTheEndMovesAloneAmongMany() {
        // A middle of the same length with every view out of place: the longest run stays, one view moves.
        let views = (0..<100).map { _ in UIView() }
        let target = Array(views[1...]) + [views[0]]
        let (stays, _) = SubviewSync.staying(target, current: views)
        #expect(stays.filter { !$0 }.count == 1)
    }

    @Test func smallChangesInALongListEndInTheNewOrder() {
        var generator = SplitMix(seed: 9)
        for round in 0..<200 {
            let count = Int.random(in: 0...60, using: &generator)
            let old = (0..<count).map { _ in UIView() }
            let container = container(with: old)
            var target = old
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where count > 1:
                // A few swaps: the views at their own index stay.
                for _ in 0..<Int.random(in: 1...12, using: &generator) {
                    target.swapAt(
                        Int.random(in: 0..<count, using: &generator), Int.random(in: 0..<count, using: &generator))
                }
            case 1 where count > 0:
                // A run removed (dismantled first), new views inserted elsewhere.
                let start = Int.random(in: 0..<count, using: &generator)
                let end = min(count, start + Int.random(in: 1...5, using: &generator))
                for view in target[start..<end] { view.removeFromSuperview() }
                target.removeSubrange(start..<end)
                let at = Int.random(in: 0...target.count, using: &generator)
                target.insert(contentsOf: (0..<Int.random(in: 0...3, using: &generator)).map { _ in UIView() }, at: at)
            default:
                // One view moved far.
                if count > 1 {
                    let view = target.remove(at: Int.random(in: 0..<count, using: &generator))
                    target.insert(view, at: Int.random(in: 0..<count, using: &generator))
                }
            }
            SubviewSync.apply(target, to: container)
            #expect(
                container.subviews.map(ObjectIdentifier.init) == target.map(ObjectIdentifier.init), "round \(round)")
            #expect(
                container.layer.sublayers?.map(ObjectIdentifier.init) ?? []
                    == target.map { ObjectIdentifier($0.layer) },
                "round \(round)")
        }
    }

    final class Rows: ObservableObject {
        @Published var ids: [Int]
        init(_ ids: [Int]) { self.ids = ids }
    }

    struct RowsView: View {
        @ObservedObject var rows: Rows

        var body: some View {
            VStack(spacing: 0) {
                ForEach(rows.ids, id: \.self) { id in
                    HStack {
                        Text("row \(id)")
                        Button("x \(id)") {}
                    }
                    .background(id % 2 == 0 ? Color.yellow : Color.clear)
                }
            }
        }
    }

    /// Rows only removed are not synced into their container (their
    /// dismantled views left it): the host's subviews are then what a host
    /// of the remaining rows made afresh has, in order, with the same
    /// texts; rows removed and reordered in one change are synced.
    @Test func rowsOnlyRemovedLeaveTheContainerAsAFreshHostOfTheRestHasIt() {
        func texts(_ view: UIView) -> [String] {
            view.subviews.flatMap { subview -> [String] in
                // A row of several views is in a container of its own: its views, in order.
                if String(describing: type(of: subview)) == "PlainContainerView" { return texts(subview) }
                return [text(subview)]
            }
        }
        func text(_ subview: UIView) -> String {
            if let label = subview as? UILabel { return label.text ?? "" }
            if let button = subview.allSubviews.compactMap({ $0 as? UILabel }).first { return "[\(button.text ?? "")]" }
            return String(describing: type(of: subview))
        }
        let rows = Rows(Array(0..<12))
        let (controller, window) = host(RowsView(rows: rows))
        var expected = Array(0..<12)
        let steps: [(inout [Int]) -> Void] = [
            { $0.remove(at: 5) },
            { $0.removeFirst() },
            { $0.removeLast(2) },
            { ids in ids.removeAll { $0 % 3 == 0 } },
            { ids in
                ids.remove(at: 1); ids.swapAt(0, ids.count - 1)
            },
        ]
        for step in steps {
            step(&expected)
            rows.ids = expected
            controller.view.layoutIfNeeded()
            let (fresh, freshWindow) = host(RowsView(rows: Rows(expected)))
            #expect(texts(controller.view) == texts(fresh.view), "after removing, rows \(expected)")
            #expect(controller.view.subviews.allSatisfy { $0.superview === controller.view })
            #expect(
                controller.view.layer.sublayers?.map(ObjectIdentifier.init)
                    == controller.view.subviews.map { ObjectIdentifier($0.layer) })
            withExtendedLifetime(freshWindow) {}
        }
        #expect(texts(controller.view).filter { $0.hasPrefix("row") } == expected.map { "row \($0)" })
        withExtendedLifetime(window) {}
    }

    final class Shown: ObservableObject {
        @Published var parts: Set<Int>
        init(_ parts: Set<Int>) { self.parts = parts }
    }

    struct ConditionalParts: View {
        @ObservedObject var shown: Shown

        var body: some View {
            VStack {
                if shown.parts.contains(0) { Text("zero") }
                Text("one")
                if shown.parts.contains(2) { Button("two") {} }
                if shown.parts.contains(3) { Text("three").background(Color.yellow) }
                Text("four")
            }
        }
    }

    /// Conditional children going (the builder's own structure, not a
    /// `ForEach`) leave the others in order as a fresh host of what is
    /// left has them; one coming back is put in its place.
    @Test func conditionalChildrenGoingLeaveTheOthersInOrder() {
        func texts(_ view: UIView) -> [String] {
            view.allSubviews.compactMap { ($0 as? UILabel)?.text }
        }
        let shown = Shown([0, 2, 3])
        let (controller, window) = host(ConditionalParts(shown: shown))
        for parts: Set<Int> in [[2, 3], [3], [], [0, 3], [0, 2, 3]] {
            shown.parts = parts
            controller.view.layoutIfNeeded()
            let (fresh, freshWindow) = host(ConditionalParts(shown: Shown(parts)))
            #expect(texts(controller.view) == texts(fresh.view), "parts \(parts.sorted())")
            #expect(
                controller.view.layer.sublayers?.map(ObjectIdentifier.init)
                    == controller.view.subviews.map { ObjectIdentifier($0.layer) })
            withExtendedLifetime(freshWindow) {}
        }
        #expect(texts(controller.view) == ["zero", "one", "two", "three", "four"])
        withExtendedLifetime(window) {}
    }
}

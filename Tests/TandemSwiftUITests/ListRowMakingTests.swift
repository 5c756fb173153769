import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI

/// The rows a `List`'s `ForEach` made, in order, by id.
@MainActor
private final class MadeRows {
    var ids: [Int] = []
}

private struct Item: Identifiable {
    let id: Int
}

/// How often a `List` makes its rows' views: a cell shown for a row makes
/// the row's view in its own graph, and the list makes it once more only
/// to read the row's traits (its insets, background, separator, swipe
/// actions, chevron) when the row's type can set one
/// (``ListRowTraits/mayBeCarried(by:)``), or to tell an equal row given
/// again to the cell already showing it.
@MainActor
@Suite struct ListRowMakingTests {
    /// The visible rows' ids of the list in `view`.
    func visibleIDs(in view: UIView) throws -> [Int] {
        let table = try #require(view.allSubviews.first { $0 is UITableView } as? UITableView)
        return (table.indexPathsForVisibleRows ?? []).map(\.row)
    }

    @Test func aRowWhoseTypeSetsNoTraitIsMadeOnceForEachCellShowingIt() throws {
        let made = MadeRows()
        let (controller, window) = host(
            List((0..<300).map(Item.init)) { item in
                made.ids.append(item.id)
                return VStack(alignment: .leading) {
                    Text("Row \(item.id)")
                    Text("Detail \(item.id)").font(.footnote)
                }
            })
        defer { window.isHidden = true }
        let first = try visibleIDs(in: controller.view)
        #expect(first.count > 5)
        #expect(made.ids.sorted() == first.sorted())
        #expect(controller.view.labels.map(\.text).contains("Detail \(first.last!)"))

        // Scrolled a screen down: the cells are reused for the rows below, each made once.
        made.ids = []
        let table = try #require(controller.view.allSubviews.first { $0 is UITableView } as? UITableView)
        table.contentOffset = CGPoint(x: 0, y: 2_000)
        table.layoutIfNeeded()
        let second = try visibleIDs(in: controller.view)
        #expect(Set(second).isDisjoint(with: first))
        #expect(made.ids.sorted() == second.sorted())
        #expect(controller.view.labels.map(\.text).contains("Row \(second.first!)"))
    }

    @Test func aRowThatMaySetATraitIsMadeForItsTraitsToo() throws {
        let made = MadeRows()
        let (controller, window) = host(
            List((0..<300).map(Item.init)) { item in
                made.ids.append(item.id)
                return Text("Row \(item.id)").listRowInsets(EdgeInsets(top: 4, leading: 60, bottom: 4, trailing: 0))
            })
        defer { window.isHidden = true }
        let shown = try visibleIDs(in: controller.view)
        // Once for its traits, once by its graph.
        #expect(made.ids.sorted() == (shown + shown).sorted())
        // The traits apply: the text starts at the row's leading inset, in its cell.
        let label = try #require(controller.view.labels.first { $0.text == "Row \(shown[0])" })
        var cell: UIView? = label
        while let view = cell, !(view is UITableViewCell) { cell = view.superview }
        let row = try #require(cell)
        #expect(abs(label.convert(label.bounds, to: row).minX - 60) < 1)
    }

    @Test func theRowTypesThatMaySetATraitAreTheModifiedAndNavigatingOnes() {
        let views: [(view: any View, mayCarry: Bool)] = [
            (Text("a"), false),
            (VStack { Text("a") }, false),
            (Text("a").padding().background(Color.red), false),
            (Text("a").listRowInsets(nil), true),
            (Text("a").listRowSeparator(.hidden).padding(), true),
            (Text("a").swipeActions { Button("b") {} }.frame(height: 40), true),
            (NavigationLink("a") { Text("b") }, true),
            (NavigationLink("a") { Text("b") }.padding(), true),
        ]
        for (view, mayCarry) in views {
            #expect(ListRowTraits.mayBeCarried(by: type(of: view)) == mayCarry, "\(type(of: view))")
        }
        // What the rows' values set agrees: a value of a type that may set none sets none.
        for (view, mayCarry) in views where !mayCarry {
            let traits = ListRowTraits.of(view)
            #expect(traits.insets == nil && !traits.navigates && !traits.hidesSeparator && traits.background == nil)
            #expect(traits.swipeActions.isEmpty)
        }
    }
}

/// The selected row of ``ListRowMakingTests/aChangeReevaluatesOnlyTheRowsItChanges()``.
private final class Selection: ObservableObject {
    @Published var selected = 0
}

/// A row that counts its body's evaluations.
private struct CountedRow: View {
    let id: Int
    let isSelected: Bool
    let made: MadeRows

    var body: some View {
        made.ids.append(id)
        return Text("Row \(id)").background(isSelected ? Color.yellow : Color.clear)
    }
}

private struct SelectionList: View {
    @ObservedObject var selection: Selection
    let made: MadeRows
    let madeViews: MadeRows

    var body: some View {
        List((0..<100).map(Item.init)) { item in
            madeViews.ids.append(item.id)
            return CountedRow(id: item.id, isSelected: item.id == selection.selected, made: made)
        }
    }
}

extension ListRowMakingTests {
    /// The list reconfigures every row on screen when its content changes:
    /// a row given an equal view again is not evaluated, so a new
    /// selection evaluates the two rows it changed.
    @Test func aChangeReevaluatesOnlyTheRowsItChanges() throws {
        let made = MadeRows()
        let madeViews = MadeRows()
        let selection = Selection()
        let (controller, window) = host(SelectionList(selection: selection, made: made, madeViews: madeViews))
        defer { window.isHidden = true }
        let shown = try visibleIDs(in: controller.view)
        #expect(shown.count > 5)
        made.ids = []
        madeViews.ids = []
        selection.selected = 3
        CATransaction.flush()
        #expect(made.ids.sorted() == [0, 3])
        // Each row on screen made once, to be compared with the view its
        // cell shows; the two that changed once more, by their graphs.
        #expect(madeViews.ids.sorted() == (shown + [0, 3]).sorted())
    }
}

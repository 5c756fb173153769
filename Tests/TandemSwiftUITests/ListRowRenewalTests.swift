import Foundation
import Observation
import SwiftUI
import TandemUIKit
import Testing

@testable import TandemSwiftUI

/// A row whose views hold nothing of its identity: texts, a color, a button.
private struct RenewableRow: View {
    let title: String
    let detail: String
    let emphasized: Bool
    var action: () -> Void = {}

    var body: some View {
        HStack {
            Text(title).font(emphasized ? .title : .body).foregroundColor(emphasized ? .red : .primary)
            Spacer()
            Text(detail).underline(emphasized).lineLimit(emphasized ? 1 : nil)
            Button("x", action: action)
        }
        .frame(height: emphasized ? 40 : 30)
        .background(emphasized ? Color.yellow : Color.clear)
    }
}

/// A row whose text starts from its state: the first value an identity was given.
private struct StatefulText: View {
    @State private var shown: String

    init(_ initial: String) { _shown = State(initialValue: initial) }

    var body: some View { Text(shown) }
}

/// A stateless row that shows a stateful view in one branch.
private struct BranchingRow: View {
    let label: String
    let stateful: Bool

    var body: some View {
        if stateful { StatefulText(label) } else { Text(label) }
    }
}

/// A row with appear and disappear actions, optional ones included.
private struct LifecycleRow: View {
    let id: Int
    let log: RenewalLog
    let appears: Bool

    var body: some View {
        Text("Row \(id)")
            .onAppear(perform: appears ? { log.entries.append("appear \(id)") } : nil)
            .onDisappear(perform: appears ? { log.entries.append("disappear \(id)") } : nil)
    }
}

/// A list item whose title the rows read through observation.
@Observable @MainActor
private final class ObservedItem: Identifiable {
    let id: Int
    var title = "same"

    init(id: Int) { self.id = id }
}

@MainActor
private final class RenewalLog {
    var entries: [String] = []
}

/// A representable that logs its views' lives.
private struct LoggedLabel: UIViewRepresentable {
    let text: String
    let log: RenewalLog

    func makeUIView(context: Context) -> UILabel {
        log.entries.append("make \(text)")
        return UILabel()
    }

    func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = text }

    static func dismantleUIView(_ uiView: UILabel, coordinator: ()) {
        uiView.tag = -1
    }
}

/// A cell shown for a new row keeps the old row's nodes and UIKit views
/// when nothing in them is bound to the old identity (a renewal), and
/// shows exactly what a cell built for the new row shows; a row with
/// state, lifecycle actions or representables is built afresh, as before.
@MainActor
@Suite struct ListRowRenewalTests {
    private func cell() -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        return cell
    }

    /// Shows `view` in `cell` as the row `identity`, as a `List` configures it.
    private func show<V: View>(_ view: V, identity: Int, in cell: UITableViewCell) {
        var configuration = UIHostingConfiguration { view }
        configuration.identity = ListRowKey(scope: 0, id: AnyHashable(identity))
        cell.contentConfiguration = configuration
        cell.layoutIfNeeded()
    }

    /// Everything a view shows and says, for its whole subtree: classes,
    /// frames, visibility, colors, and each label's text and attributes.
    private func describe(_ view: UIView, in root: UIView) -> [String] {
        var line =
            "\(type(of: view)) \(root.frame(of: view)) alpha \(view.alpha) hidden \(view.isHidden) "
            + "background \(String(describing: view.backgroundColor)) "
            + "accessibility \(String(describing: view.accessibilityLabel)) \(view.isAccessibilityElement)"
        if let label = view as? UILabel {
            line +=
                " text \(String(describing: label.text)) font \(label.font.pointSize) \(label.font.fontName)"
                + " color \(String(describing: label.textColor)) lines \(label.numberOfLines)"
                + " truncation \(label.lineBreakMode.rawValue) alignment \(label.textAlignment.rawValue)"
                + " attributed \(String(describing: label.attributedText)) enabled \(label.isEnabled)"
                + " shrinks \(label.adjustsFontSizeToFitWidth) \(label.minimumScaleFactor)"
        }
        if let control = view as? UIControl {
            line += " enabled \(control.isEnabled) highlighted \(control.isHighlighted)"
        }
        return [line] + view.subviews.flatMap { describe($0, in: root) }
    }

    private func image(of view: UIView) -> Data? {
        UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }.pngData()
    }

    @Test(arguments: [true, false])
    func aRenewedRowShowsWhatAFreshOneShowsWithTheSameViews(oldEmphasized: Bool) throws {
        let reused = cell()
        show(RenewableRow(title: "Old title", detail: "old", emphasized: oldEmphasized), identity: 1, in: reused)
        let oldLabels = reused.contentView.labels.map(ObjectIdentifier.init)
        let oldDescription = describe(reused.contentView, in: reused.contentView)
        let new = RenewableRow(title: "New", detail: "new detail", emphasized: !oldEmphasized)
        show(new, identity: 2, in: reused)
        let fresh = cell()
        show(new, identity: 2, in: fresh)
        // The same labels, showing nothing of the old row.
        #expect(reused.contentView.labels.map(ObjectIdentifier.init) == oldLabels)
        #expect(reused.contentView.labels.map(\.text) == ["New", "new detail", "x"])
        let description = describe(reused.contentView, in: reused.contentView)
        #expect(description != oldDescription)
        #expect(description == describe(fresh.contentView, in: fresh.contentView))
        let pixels = try #require(image(of: reused.contentView))
        #expect(pixels == image(of: fresh.contentView))
    }

    @Test func aRenewedRowsButtonRunsTheNewRowsAction() throws {
        var ran: [Int] = []
        let reused = cell()
        show(RenewableRow(title: "1", detail: "", emphasized: false) { ran.append(1) }, identity: 1, in: reused)
        let control = try #require(reused.contentView.allSubviews.first { $0 is UIControl } as? UIControl)
        show(RenewableRow(title: "2", detail: "", emphasized: false) { ran.append(2) }, identity: 2, in: reused)
        #expect(reused.contentView.allSubviews.first { $0 is UIControl } === control)
        control.sendActions(for: .touchUpInside)
        #expect(ran == [2])
    }

    @Test func aRowWithStateIsBuiltAfreshAndItsStateStartsOver() {
        let reused = cell()
        show(StatefulText("A"), identity: 1, in: reused)
        let label = reused.contentView.labels.first
        // The same identity keeps its state; a new one starts from its own value.
        show(StatefulText("B"), identity: 1, in: reused)
        #expect(reused.contentView.labels.map(\.text) == ["A"])
        show(StatefulText("C"), identity: 2, in: reused)
        #expect(reused.contentView.labels.map(\.text) == ["C"])
        #expect(reused.contentView.labels.first !== label)
    }

    @Test func aRenewedRowMakesAStatefulBranchAfresh() {
        let reused = cell()
        show(BranchingRow(label: "A", stateful: false), identity: 1, in: reused)
        // Renewed (nothing stateful yet): the stateful branch is new, its state the new row's.
        show(BranchingRow(label: "B", stateful: true), identity: 2, in: reused)
        #expect(reused.contentView.labels.map(\.text) == ["B"])
        // Not renewed (the row holds state): the next row's state starts over too.
        show(BranchingRow(label: "C", stateful: true), identity: 3, in: reused)
        #expect(reused.contentView.labels.map(\.text) == ["C"])
        show(BranchingRow(label: "D", stateful: true), identity: 3, in: reused)
        #expect(reused.contentView.labels.map(\.text) == ["C"])
    }

    @Test func appearAndDisappearActionsRunAsForANewRow() {
        let log = RenewalLog()
        let reused = cell()
        show(LifecycleRow(id: 1, log: log, appears: true), identity: 1, in: reused)
        let label = reused.contentView.labels.first
        show(LifecycleRow(id: 2, log: log, appears: true), identity: 2, in: reused)
        #expect(log.entries == ["appear 1", "disappear 1", "appear 2"])
        #expect(reused.contentView.labels.first !== label)
        #expect(reused.contentView.labels.map(\.text) == ["Row 2"])
    }

    @Test func aRenewedRowThatGainsAnAppearActionRunsItOnce() {
        let log = RenewalLog()
        let reused = cell()
        show(LifecycleRow(id: 1, log: log, appears: false), identity: 1, in: reused)
        let label = reused.contentView.labels.first
        show(LifecycleRow(id: 2, log: log, appears: true), identity: 2, in: reused)
        #expect(reused.contentView.labels.first === label)
        #expect(log.entries == ["appear 2"])
        // The same identity again: no second appearance.
        show(LifecycleRow(id: 2, log: log, appears: true), identity: 2, in: reused)
        #expect(log.entries == ["appear 2"])
    }

    @Test func aRowWithARepresentableIsBuiltAfresh() {
        let log = RenewalLog()
        let reused = cell()
        show(LoggedLabel(text: "one", log: log), identity: 1, in: reused)
        let first = reused.contentView.labels.first
        show(LoggedLabel(text: "two", log: log), identity: 2, in: reused)
        #expect(log.entries == ["make one", "make two"])
        #expect(first?.tag == -1)
        #expect(reused.contentView.labels.map(\.text) == ["two"])
    }

    /// Scrolling a `List` renews its cells' rows, and each shows what a
    /// cell given the same configuration afresh shows, pixel for pixel.
    @Test func aScrolledListsRowsShowWhatFreshCellsShow() throws {
        let rows = (0..<200).map { $0 }
        let (_, window) = host(
            List(rows, id: \.self) { row in
                RenewableRow(title: "Row \(row)", detail: "detail \(row)", emphasized: row % 3 == 0)
            }
            .listStyle(.plain), width: 390, height: 600)
        defer { window.isHidden = true }
        let table = try #require(window.allSubviews.first { $0 is UITableView } as? UITableView)
        let before = Set(table.labels.map(ObjectIdentifier.init))
        for offset in [1_500, 3_000, 2_400] {
            table.contentOffset = CGPoint(x: 0, y: offset)
            CATransaction.flush()
            window.layoutIfNeeded()
        }
        // Labels made for the first screen show rows of this one.
        let shown = table.visibleCells
        #expect(shown.count > 5)
        #expect(shown.contains { $0.contentView.labels.contains { before.contains(ObjectIdentifier($0)) } })
        #expect(shown.allSatisfy { !["Row 0", "Row 1", "Row 2"].contains($0.contentView.labels.first?.text) })
        for cell in shown {
            // The cell's configuration's content view, made afresh, in the
            // same table (for the same traits) and of the same size.
            let content: UIView = cell.contentView
            let configuration = try #require(cell.contentConfiguration)
            let fresh = configuration.makeContentView()
            fresh.frame = content.frame.offsetBy(dx: 0, dy: -1_000)
            table.addSubview(fresh)
            defer { fresh.removeFromSuperview() }
            fresh.layoutIfNeeded()
            #expect(describe(content, in: content) == describe(fresh, in: fresh))
            let pixels = try #require(image(of: content))
            #expect(pixels == image(of: fresh))
        }
    }

    /// Rows whose views are equal (the same title) but read different
    /// items: a renewed row runs its closure again, so it follows its own
    /// item, not the one its cell showed before.
    @Test func aRenewedRowFollowsTheObservableValuesOfItsOwnItem() throws {
        let items = (0..<200).map(ObservedItem.init)
        let (_, window) = host(List(items) { item in Text(item.title) }.listStyle(.plain), width: 390, height: 600)
        defer { window.isHidden = true }
        let table = try #require(window.allSubviews.first { $0 is UITableView } as? UITableView)
        let before = Set(table.labels.map(ObjectIdentifier.init))
        table.contentOffset = CGPoint(x: 0, y: 2_000)
        CATransaction.flush()
        window.layoutIfNeeded()
        let paths = (table.indexPathsForVisibleRows ?? []).sorted()
        let path = try #require(paths.dropFirst(2).first)
        let cell = try #require(table.cellForRow(at: path))
        let label = try #require(cell.contentView.labels.first)
        #expect(before.contains(ObjectIdentifier(label)))
        items[path.row].title = "changed"
        CATransaction.flush()
        window.layoutIfNeeded()
        #expect(label.text == "changed")
        #expect(table.visibleCells.flatMap(\.contentView.labels).filter { $0.text == "changed" }.count == 1)
    }
}

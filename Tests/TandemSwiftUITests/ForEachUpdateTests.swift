import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// Rows with a label and state of their own (the serial each identity got when made).
struct LabeledRow: Identifiable {
    let id: Int
    var label: String
}

final class LabeledRowsModel: ObservableObject {
    @Published var rows: [LabeledRow]
    init(_ rows: [LabeledRow]) { self.rows = rows }
}

@MainActor
final class RowSerials {
    static var next = 0
    static func make() -> Int {
        next += 1
        return next
    }
}

struct SerialRow: View {
    let label: String
    @State private var serial = RowSerials.make()

    var body: some View { Text("\(label) #\(serial)") }
}

struct LabeledRowsList: View {
    @ObservedObject var model: LabeledRowsModel

    var body: some View {
        VStack {
            ForEach(model.rows) { row in SerialRow(label: row.label) }
        }
    }
}

/// The rows of a model shown through another collection: reversed (read
/// by index) or a slice (one contiguous buffer that does not start at 0).
struct ViewedRowsList: View {
    enum Shape { case reversed, dropFirst }
    @ObservedObject var model: LabeledRowsModel
    let shape: Shape

    var body: some View {
        VStack {
            switch shape {
            case .reversed: ForEach(model.rows.reversed()) { row in SerialRow(label: row.label) }
            case .dropFirst: ForEach(model.rows.dropFirst()) { row in SerialRow(label: row.label) }
            }
        }
    }
}

final class EnvironmentRowsModel: ObservableObject {
    @Published var rows: [LabeledRow]
    @Published var isDisabled = false
    init(_ rows: [LabeledRow]) { self.rows = rows }
}

/// A row that reads the environment and counts its evaluations by id.
struct EnvironmentRow: View {
    let row: LabeledRow
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        EvaluationLog.shared.record("row \(row.id)")
        return Text("\(row.label) \(isEnabled ? "on" : "off")")
    }
}

struct EnvironmentRowsList: View {
    @ObservedObject var model: EnvironmentRowsModel

    var body: some View {
        VStack {
            ForEach(model.rows) { row in EnvironmentRow(row: row) }
        }
        .disabled(model.isDisabled)
    }
}

@MainActor
@Suite struct ForEachUpdateTests {
    /// Rows whose ids stay in order are updated in place (their state kept);
    /// moved ids keep theirs; repeated ids get rows of their own, updated
    /// the same way on the next pass.
    @Test func rowsWithUnchangedIdsAreUpdatedInPlaceAndKeepTheirState() {
        let model = LabeledRowsModel([
            LabeledRow(id: 1, label: "a"), LabeledRow(id: 2, label: "b"), LabeledRow(id: 3, label: "c"),
        ])
        let (controller, window) = host(LabeledRowsList(model: model))
        defer { window.isHidden = true }
        let texts = { controller.view.labels.compactMap(\.text) }
        let first = texts()
        let serials = first.map { $0.split(separator: "#").last.map(String.init) ?? "" }
        #expect(first.map { $0.prefix(2) } == ["a ", "b ", "c "])

        model.rows[1].label = "B"
        CATransaction.flush()
        #expect(texts() == ["a #\(serials[0])", "B #\(serials[1])", "c #\(serials[2])"])

        model.rows.swapAt(0, 2)
        CATransaction.flush()
        #expect(texts() == ["c #\(serials[2])", "B #\(serials[1])", "a #\(serials[0])"])

        // A repeated id: reported, and its second row is a new identity.
        let messages = diagnostics {
            model.rows = [
                LabeledRow(id: 3, label: "c"), LabeledRow(id: 3, label: "again"), LabeledRow(id: 1, label: "a"),
            ]
            CATransaction.flush()
        }
        #expect(messages.contains { $0.contains("occurs multiple times") })
        let repeated = texts()
        #expect(repeated.map { $0.split(separator: " ").first.map(String.init) } == ["c", "again", "a"])
        #expect(repeated[0] == "c #\(serials[2])" && repeated[2] == "a #\(serials[0])")
        #expect(!serials.contains(String(repeated[1].split(separator: "#").last ?? "")))

        // The same repeated ids again, with new labels: every row updated, none made.
        _ = diagnostics {
            model.rows = [
                LabeledRow(id: 3, label: "C"), LabeledRow(id: 3, label: "AGAIN"), LabeledRow(id: 1, label: "A"),
            ]
            CATransaction.flush()
        }
        #expect(texts().map { $0.split(separator: " ").first.map(String.init) } == ["C", "AGAIN", "A"])
        #expect(
            texts().map { $0.split(separator: "#").last.map(String.init) }
                == repeated.map { $0.split(separator: "#").last.map(String.init) })
    }

    /// A `ForEach` over a collection that is not an array shows its
    /// elements in its own order, and updates and moves them by id the
    /// same way: a reversed array (read by index) and an array's slice
    /// (read from its buffer, from the slice's first element).
    @Test(arguments: [ViewedRowsList.Shape.reversed, .dropFirst])
    func rowsOfOtherCollectionsAreShownInTheirOrderAndKeepTheirState(shape: ViewedRowsList.Shape) {
        let model = LabeledRowsModel((1...4).map { LabeledRow(id: $0, label: "r\($0)") })
        let (controller, window) = host(ViewedRowsList(model: model, shape: shape))
        defer { window.isHidden = true }
        let texts = { controller.view.labels.compactMap(\.text) }
        let names = { texts().map { String($0.split(separator: " ")[0]) } }
        let serial = { (label: String) in
            texts().first { $0.hasPrefix(label + " ") }?.split(separator: "#").last.map(String.init)
        }
        let expected = shape == .reversed ? ["r4", "r3", "r2", "r1"] : ["r2", "r3", "r4"]
        #expect(names() == expected)
        let before = (serial("r2"), serial("r3"), serial("r4"))

        model.rows[2].label = "R3"
        CATransaction.flush()
        #expect(names() == expected.map { $0 == "r3" ? "R3" : $0 })
        #expect(serial("R3") == before.1 && serial("r2") == before.0)

        model.rows.swapAt(1, 3)
        CATransaction.flush()
        #expect(names() == (shape == .reversed ? ["r2", "R3", "r4", "r1"] : ["r4", "R3", "r2"]))
        #expect(serial("r2") == before.0 && serial("r4") == before.2)
    }

    /// A row whose value is the same as last time is not evaluated, from
    /// the first change on; a changed row is; a changed environment reaches
    /// every row, and so does the environment it changes back to.
    @Test func onlyChangedRowsAreEvaluatedAndEveryRowSeesTheEnvironment() {
        let model = EnvironmentRowsModel((1...5).map { LabeledRow(id: $0, label: "r\($0)") })
        let (controller, window) = host(EnvironmentRowsList(model: model))
        defer { window.isHidden = true }
        let texts = { controller.view.labels.compactMap(\.text) }
        let log = EvaluationLog.shared
        log.reset()

        model.rows[1].label = "changed"
        CATransaction.flush()
        #expect(texts() == ["r1 on", "changed on", "r3 on", "r4 on", "r5 on"])
        #expect((1...5).map { log.count("row \($0)") } == [0, 1, 0, 0, 0])

        model.rows[3].label = "again"
        CATransaction.flush()
        #expect((1...5).map { log.count("row \($0)") } == [0, 1, 0, 1, 0])

        model.isDisabled = true
        CATransaction.flush()
        #expect(texts() == ["r1 off", "changed off", "r3 off", "again off", "r5 off"])
        model.isDisabled = false
        CATransaction.flush()
        #expect(texts() == ["r1 on", "changed on", "r3 on", "again on", "r5 on"])

        log.reset()
        model.rows[4].label = "last"
        CATransaction.flush()
        #expect(texts() == ["r1 on", "changed on", "r3 on", "again on", "last on"])
        #expect((1...5).map { log.count("row \($0)") } == [0, 0, 0, 0, 1])
    }

    /// Rows that only moved, or stayed while another went, are not
    /// evaluated; a moved row whose value changed is, and shows it; an
    /// environment changed in the same update as a move reaches every row.
    @Test func movedAndKeptRowsAreEvaluatedOnlyWhenTheyChanged() {
        let model = EnvironmentRowsModel((1...5).map { LabeledRow(id: $0, label: "r\($0)") })
        let (controller, window) = host(EnvironmentRowsList(model: model))
        defer { window.isHidden = true }
        let texts = { controller.view.labels.compactMap(\.text) }
        let log = EvaluationLog.shared
        let counts = { (1...5).map { log.count("row \($0)") } }
        log.reset()

        model.rows.swapAt(0, 4)
        CATransaction.flush()
        #expect(texts() == ["r5 on", "r2 on", "r3 on", "r4 on", "r1 on"])
        #expect(counts() == [0, 0, 0, 0, 0])

        model.rows.remove(at: 2)
        CATransaction.flush()
        #expect(texts() == ["r5 on", "r2 on", "r4 on", "r1 on"])
        #expect(counts() == [0, 0, 0, 0, 0])

        var rows = model.rows
        rows.swapAt(0, 1)
        rows[0].label = "moved"
        model.rows = rows
        CATransaction.flush()
        #expect(texts() == ["moved on", "r5 on", "r4 on", "r1 on"])
        #expect(counts() == [0, 1, 0, 0, 0])

        model.isDisabled = true
        model.rows.swapAt(0, 3)
        CATransaction.flush()
        #expect(texts() == ["r1 off", "r5 off", "r4 off", "moved off"])
    }

    /// The same holds for a `ForEach` over a range and one identified by
    /// a key path: a row whose value did not change is not evaluated, a
    /// changed one is, and rows whose ids changed are matched again.
    @Test func rangeAndKeyPathRowsEvaluateOnlyTheChangedOnes() {
        let model = EnvironmentRowsModel((1...4).map { LabeledRow(id: $0, label: "r\($0)") })
        let (controller, window) = host(KeyedRowsLists(model: model))
        defer { window.isHidden = true }
        let texts = { controller.view.labels.compactMap(\.text) }
        let log = EvaluationLog.shared
        log.reset()

        model.rows[2].label = "third"
        CATransaction.flush()
        #expect(texts() == ["r1 on", "r2 on", "third on", "r4 on", "r1 on", "r2 on", "third on", "r4 on"])
        // Each row is evaluated once per list: the range's and the key path's.
        #expect((1...4).map { log.count("row \($0)") } == [0, 0, 2, 0])

        model.rows.swapAt(0, 3)
        CATransaction.flush()
        #expect(texts() == ["r4 on", "r2 on", "third on", "r1 on", "r4 on", "r2 on", "third on", "r1 on"])
    }
}

/// The rows of a model twice: by index over a range, and by a key path.
struct KeyedRowsLists: View {
    @ObservedObject var model: EnvironmentRowsModel

    var body: some View {
        VStack {
            ForEach(0..<model.rows.count) { index in EnvironmentRow(row: model.rows[index]) }
            ForEach(model.rows, id: \.id) { row in EnvironmentRow(row: row) }
        }
    }
}

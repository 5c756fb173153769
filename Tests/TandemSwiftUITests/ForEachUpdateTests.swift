import Foundation
import SwiftUI
import Testing
import TandemTestSupport

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

@MainActor
@Suite struct ForEachUpdateTests {
    /// Rows whose ids stay in order are updated in place (their state kept);
    /// moved ids keep theirs; repeated ids get rows of their own, updated
    /// the same way on the next pass.
    @Test func rowsWithUnchangedIdsAreUpdatedInPlaceAndKeepTheirState() {
        let model = LabeledRowsModel([LabeledRow(id: 1, label: "a"), LabeledRow(id: 2, label: "b"), LabeledRow(id: 3, label: "c")])
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
            model.rows = [LabeledRow(id: 3, label: "c"), LabeledRow(id: 3, label: "again"), LabeledRow(id: 1, label: "a")]
            CATransaction.flush()
        }
        #expect(messages.contains { $0.contains("occurs multiple times") })
        let repeated = texts()
        #expect(repeated.map { $0.split(separator: " ").first.map(String.init) } == ["c", "again", "a"])
        #expect(repeated[0] == "c #\(serials[2])" && repeated[2] == "a #\(serials[0])")
        #expect(!serials.contains(String(repeated[1].split(separator: "#").last ?? "")))

        // The same repeated ids again, with new labels: every row updated, none made.
        _ = diagnostics {
            model.rows = [LabeledRow(id: 3, label: "C"), LabeledRow(id: 3, label: "AGAIN"), LabeledRow(id: 1, label: "A")]
            CATransaction.flush()
        }
        #expect(texts().map { $0.split(separator: " ").first.map(String.init) } == ["C", "AGAIN", "A"])
        #expect(texts().map { $0.split(separator: "#").last.map(String.init) } == repeated.map { $0.split(separator: "#").last.map(String.init) })
    }
}

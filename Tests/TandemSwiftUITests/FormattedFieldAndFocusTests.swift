import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// What the views under test wrote.
@MainActor final class FocusFieldModel {
    var amount = 0.0
    var focusWrites: [String] = []
}

/// A form with a value field and a name field, both marked for one focus state.
private enum FieldName: Hashable { case amount, name }

private struct FocusForm: View {
    let model: FocusFieldModel
    @State private var amount = 12.5
    @State private var name = ""
    @FocusState private var focused: FieldName?
    @FocusState private var amountIsFocused: Bool

    var body: some View {
        VStack {
            TextField("Amount", value: $amount, format: .number)
                .focused($focused, equals: .amount)
            TextField("Name", text: $name)
                .focused($focused, equals: .name)
            Button("Focus name") { focused = .name }
            Button("Unfocus") { focused = nil }
            Text(verbatim: "focused: \(String(describing: focused)) amount: \(amount)")
        }
        .onChange(of: focused) { _, new in model.focusWrites.append(new.map { "\($0)" } ?? "nil") }
        .onChange(of: amount) { _, new in model.amount = new }
    }
}

/// `TextField(_:value:format:)` shows the value formatted, writes typed text
/// that parses, and formats it again when editing ends; `@FocusState` with
/// `focused(_:equals:)` follows editing and moves the keyboard.
@MainActor
@Suite struct FormattedFieldAndFocusTests {
    private func fields(in controller: UIViewController) -> [UITextField] {
        controller.view.allSubviews.compactMap { $0 as? UITextField }.sorted { $0.frame.minY < $1.frame.minY }
    }

    private func turn() {
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        Commit.run()
    }

    @Test func aValueFieldWritesWhatParsesAndShowsItFormattedWhenEditingEnds() throws {
        let model = FocusFieldModel()
        let (controller, window) = host(FocusForm(model: model))
        defer { window.isHidden = true }
        let amount = try #require(fields(in: controller).first)
        #expect(amount.text == (12.5).formatted(.number))
        #expect(amount.becomeFirstResponder())
        amount.text = "42"
        amount.sendActions(for: UIControl.Event.editingChanged)
        Commit.run()
        // Typed text that parses is written at once; the field keeps what was typed.
        #expect(model.amount == 42)
        #expect(amount.text == "42")
        amount.text = "42x"
        amount.sendActions(for: UIControl.Event.editingChanged)
        Commit.run()
        #expect(model.amount == 42, "text that does not parse leaves the value")
        amount.text = "1234"
        amount.sendActions(for: UIControl.Event.editingChanged)
        Commit.run()
        #expect(model.amount == 1234)
        #expect(amount.text == "1234", "typed text stays while editing")
        _ = (amount as? UITextFieldDelegate)?.textFieldShouldReturn(amount)
        Commit.run()
        #expect(amount.text == (1234.0).formatted(.number), "formatted again when editing ends")
    }

    @Test func textThatDoesNotParseLeavesTheValueAndIsReplacedByIt() throws {
        let model = FocusFieldModel()
        let (controller, window) = host(FocusForm(model: model))
        defer { window.isHidden = true }
        let amount = try #require(fields(in: controller).first)
        #expect(amount.becomeFirstResponder())
        amount.text = "lots"
        amount.sendActions(for: UIControl.Event.editingChanged)
        #expect(amount.resignFirstResponder())
        Commit.run()
        #expect(model.amount == 0)
        #expect(amount.text == (12.5).formatted(.number))
    }

    @Test func editingAFieldSetsTheFocusStateAndEndingClearsIt() throws {
        let model = FocusFieldModel()
        let (controller, window) = host(FocusForm(model: model))
        defer { window.isHidden = true }
        let list = fields(in: controller)
        let amount = try #require(list.first), name = try #require(list.last)
        #expect(amount.becomeFirstResponder())
        turn()
        #expect(model.focusWrites == ["amount"])
        // Moving to the other field: the first ends (nil), the second begins.
        #expect(name.becomeFirstResponder())
        turn()
        #expect(model.focusWrites == ["amount", "name"], "one field's end and the next's begin write once")
        #expect(name.resignFirstResponder())
        turn()
        #expect(model.focusWrites.last == "nil")
    }

    @Test func settingTheFocusStateMovesTheKeyboard() throws {
        let model = FocusFieldModel()
        let (controller, window) = host(FocusForm(model: model))
        defer { window.isHidden = true }
        let name = try #require(fields(in: controller).last)
        func tap(_ title: String) throws {
            let label = try #require(controller.view.labels.first { $0.text == title })
            window.synthesizeTap(at: label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil))
        }
        try tap("Focus name")
        turn()
        #expect(name.isFirstResponder)
        try tap("Unfocus")
        turn()
        #expect(!name.isFirstResponder)
        #expect(model.focusWrites == ["name", "nil"])
    }

    @Test func textFormatsValuesWithFormatStyles() {
        let amount = 3.14159
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        let (controller, window) = host(
            VStack {
                Text(0.25, format: .percent)
                Text(1234.5, format: .number.precision(.fractionLength(2)))
                Text("Amount: \(amount, format: .number.precision(.fractionLength(2)))")
                Text(NSNumber(value: 1500), formatter: formatter)
            })
        defer { window.isHidden = true }
        #expect(
            controller.view.labels.map(\.text) == [
                (0.25).formatted(.percent), (1234.5).formatted(.number.precision(.fractionLength(2))), "Amount: 3.14",
                formatter.string(from: 1500),
            ])
    }
}

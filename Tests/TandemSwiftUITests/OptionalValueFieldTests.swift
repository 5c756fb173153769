import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// What the fields under test wrote.
@MainActor final class OptionalFieldModel {
    var writes: [Double?] = []
}

/// Three fields bound to one optional value, one per initializer shape.
private struct OptionalAmountForm: View {
    let model: OptionalFieldModel
    @State private var amount: Double? = nil
    private let title = "Amount (string)"

    var body: some View {
        VStack {
            TextField("Amount", value: $amount, format: .number)
            TextField(title, value: $amount, format: .number, prompt: Text("Any amount"))
            TextField(value: $amount, format: .number, prompt: Text("With a label")) { Text("Label") }
        }
        .onChange(of: amount) { _, new in model.writes.append(new) }
    }
}

/// `TextField(_:value:format:prompt:)` and `TextField(value:format:prompt:label:)`
/// bound to an optional value: nil shows an empty field with its prompt, an
/// empty field writes nil, text that parses writes its value, and text that
/// does not parse writes nil (as Apple documents these initializers).
@MainActor
@Suite struct OptionalValueFieldTests {
    private func fields(in controller: UIViewController) -> [UITextField] {
        controller.view.allSubviews.compactMap { $0 as? UITextField }.sorted { $0.frame.minY < $1.frame.minY }
    }

    private func type(_ text: String, into field: UITextField) {
        field.text = text
        field.sendActions(for: UIControl.Event.editingChanged)
        Commit.run()
    }

    @Test func nilShowsAnEmptyFieldWithItsPrompt() throws {
        let model = OptionalFieldModel()
        let (controller, window) = host(OptionalAmountForm(model: model))
        defer { window.isHidden = true }
        let list = fields(in: controller)
        try #require(list.count == 3)
        #expect(list.map { $0.text ?? "" } == ["", "", ""])
        #expect(list.map { $0.placeholder ?? "" } == ["Amount", "Any amount", "With a label"])
    }

    @Test func typedTextWritesItsValueAndAnEmptyFieldWritesNil() throws {
        let model = OptionalFieldModel()
        let (controller, window) = host(OptionalAmountForm(model: model))
        defer { window.isHidden = true }
        let list = fields(in: controller)
        let first = try #require(list.first), second = try #require(list.dropFirst().first)
        #expect(first.becomeFirstResponder())
        type("42", into: first)
        #expect(model.writes == [42])
        // The other fields show the value written.
        #expect(second.text == (42.0).formatted(.number))
        type("", into: first)
        #expect(model.writes == [42, nil], "an empty field writes nil")
        #expect(second.text == "")
        type("7", into: first)
        _ = (first as? UITextFieldDelegate)?.textFieldShouldReturn(first)
        Commit.run()
        #expect(model.writes == [42, nil, 7])
        #expect(first.text == (7.0).formatted(.number))
    }

    @Test func textThatDoesNotParseWritesNil() throws {
        let model = OptionalFieldModel()
        let (controller, window) = host(OptionalAmountForm(model: model))
        defer { window.isHidden = true }
        let field = try #require(fields(in: controller).last)
        #expect(field.becomeFirstResponder())
        type("12", into: field)
        #expect(model.writes == [12])
        type("apples", into: field)
        #expect(model.writes == [12, nil])
        #expect(field.text == "apples", "typed text stays while editing")
        #expect(field.resignFirstResponder())
        Commit.run()
        #expect(field.text == "", "a nil value shows an empty field when editing ends")
        #expect(model.writes == [12, nil])
    }
}

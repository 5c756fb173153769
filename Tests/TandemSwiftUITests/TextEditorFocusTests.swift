import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// What the focus states under test were set to.
@MainActor final class EditorFocusModel {
    var fieldWrites: [String] = []
    var flagWrites: [Bool] = []
}

private enum NoteField: Hashable { case title, notes }

/// A title field and a notes editor under one focus state, and an editor
/// under a Boolean focus state.
private struct NotesForm: View {
    let model: EditorFocusModel
    @State private var title = ""
    @State private var notes = "Notes"
    @State private var summary = "Summary"
    @FocusState private var focused: NoteField?
    @FocusState private var summaryFocused: Bool

    var body: some View {
        VStack {
            TextField("Title", text: $title)
                .focused($focused, equals: .title)
            TextEditor(text: $notes)
                .focused($focused, equals: .notes)
                .frame(height: 100)
            TextEditor(text: $summary)
                .focused($summaryFocused)
                .frame(height: 100)
            Button("Focus notes") { focused = .notes }
            Button("Focus summary") { summaryFocused = true }
            Button("Unfocus") {
                focused = nil
                summaryFocused = false
            }
        }
        .onChange(of: focused) { _, new in model.fieldWrites.append(new.map { "\($0)" } ?? "nil") }
        .onChange(of: summaryFocused) { _, new in model.flagWrites.append(new) }
    }
}

/// A `TextEditor` is a focus target as a `TextField` is: setting the focus
/// state gives its `UITextView` the keyboard, and beginning or ending
/// editing in it writes the focus state.
@MainActor
@Suite struct TextEditorFocusTests {
    private func editors(in controller: UIViewController) -> [UITextView] {
        controller.view.allSubviews.compactMap { $0 as? UITextView }.sorted { $0.frame.minY < $1.frame.minY }
    }

    private func turn() {
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        Commit.run()
    }

    private func tap(_ title: String, in controller: UIViewController, window: UIWindow) throws {
        let label = try #require(controller.view.labels.first { $0.text == title })
        window.synthesizeTap(at: label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil))
        turn()
    }

    @Test func settingTheFocusStateGivesTheEditorTheKeyboard() throws {
        let model = EditorFocusModel()
        let (controller, window) = host(NotesForm(model: model))
        defer { window.isHidden = true }
        let list = editors(in: controller)
        let notes = try #require(list.first), summary = try #require(list.last)
        try tap("Focus notes", in: controller, window: window)
        #expect(notes.isFirstResponder)
        #expect(!summary.isFirstResponder)
        try tap("Focus summary", in: controller, window: window)
        // The notes editor's end of editing writes its state after the summary took the keyboard.
        turn()
        #expect(summary.isFirstResponder)
        #expect(!notes.isFirstResponder)
        // The notes editor lost the keyboard to the summary: its state says so.
        #expect(model.fieldWrites == ["notes", "nil"])
        #expect(model.flagWrites == [true])
        try tap("Unfocus", in: controller, window: window)
        #expect(!summary.isFirstResponder)
        #expect(model.flagWrites == [true, false])
    }

    @Test func tappingTheEditorSetsTheFocusStateAndLeavingItClearsIt() throws {
        let model = EditorFocusModel()
        let (controller, window) = host(NotesForm(model: model))
        defer { window.isHidden = true }
        let notes = try #require(editors(in: controller).first)
        let field = try #require(controller.view.allSubviews.compactMap { $0 as? UITextField }.first)
        window.synthesizeTap(at: notes.convert(CGPoint(x: notes.bounds.midX, y: notes.bounds.midY), to: nil))
        turn()
        #expect(notes.isFirstResponder)
        #expect(model.fieldWrites == ["notes"])
        // Moving to the title field: one write, the editor's end and the field's begin.
        #expect(field.becomeFirstResponder())
        turn()
        #expect(model.fieldWrites == ["notes", "title"])
        #expect(notes.becomeFirstResponder())
        turn()
        #expect(notes.resignFirstResponder())
        turn()
        #expect(model.fieldWrites == ["notes", "title", "notes", "nil"])
    }
}

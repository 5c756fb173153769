import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// iOS 15's text input modifiers set the traits of the UIKit views that
/// text fields and editors are: what a login form writes on every field.
@MainActor
@Suite struct TextInputTraitModifierTests {
    private func inputs<V: View>(_ view: V) -> (fields: [UITextField], editors: [UITextView], window: UIWindow) {
        let (controller, window) = host(view)
        let all = controller.view.allSubviews
        return (all.compactMap { $0 as? UITextField }, all.compactMap { $0 as? UITextView }, window)
    }

    @Test func capitalizationCorrectionAndReturnKeyReachTheFieldsAndEditors() {
        let (fields, editors, window) = inputs(
            VStack {
                TextField("Email", text: .constant(""))
                TextEditor(text: .constant(""))
            }
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .submitLabel(.go))
        defer { window.isHidden = true }
        #expect(fields.map(\.autocapitalizationType) == [.none])
        #expect(fields.map(\.autocorrectionType) == [.no])
        #expect(fields.map(\.returnKeyType) == [.go])
        #expect(editors.map(\.autocapitalizationType) == [.none])
        #expect(editors.map(\.autocorrectionType) == [.no])
        // A text editor's return key starts a line: the submit label is the fields'.
        #expect(editors.map(\.returnKeyType) == [.default])
    }

    @Test func theDefaultsAreUIKitsAndTheInnerModifierWins() {
        let (fields, _, window) = inputs(
            VStack {
                TextField("Plain", text: .constant(""))
                TextField("Name", text: .constant(""))
                    .textInputAutocapitalization(.words)
                    .autocorrectionDisabled(false)
                    .submitLabel(.next)
            }
            .textInputAutocapitalization(.characters)
            .autocorrectionDisabled()
            .submitLabel(.done))
        defer { window.isHidden = true }
        #expect(fields.map(\.autocapitalizationType) == [.allCharacters, .words])
        #expect(fields.map(\.autocorrectionType) == [.no, .yes])
        #expect(fields.map(\.returnKeyType) == [.done, .next])
        let (plain, _, other) = inputs(TextField("Plain", text: .constant("")).textInputAutocapitalization(nil))
        defer { other.isHidden = true }
        #expect(plain.map(\.autocapitalizationType) == [.sentences])
        #expect(plain.map(\.autocorrectionType) == [.default])
        #expect(plain.map(\.returnKeyType) == [.default])
    }

    @Test func theEnvironmentSaysWhetherAutocorrectionIsOff() {
        var environment = EnvironmentValues()
        #expect(!environment.autocorrectionDisabled)
        environment.autocorrectionDisabled = true
        #expect(environment.autocorrectionDisabled)
        #expect(TextInputAutocapitalization(.words) == .words)
    }
}

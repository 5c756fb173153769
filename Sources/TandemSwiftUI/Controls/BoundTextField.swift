import Foundation
import TandemUIKit

/// A text field that writes its text to a binding (or commits it to a
/// value), follows a focus state and submits on return.
final class BoundTextField: UITextField, UITextFieldDelegate {
    var binding: Binding<String>?
    /// For a field bound to a value: parses the text into it when editing ends.
    var commit: ((String) -> Void)?
    /// Whether a value field also writes each text that parses as it changes
    /// (format styles do; formatters write only when editing ends, as on iOS).
    var commitsWhileTyping = true
    var onSubmit: SubmitAction?
    /// The focus state the field reports to and follows.
    var focus: FocusLink? {
        get { focusFollower.link }
        set { focusFollower.link = newValue }
    }
    private let focusFollower = FocusFollower()

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                let text = self.text ?? ""
                // A value field writes each text that parses (the text stays as typed until editing ends).
                if let commit = self.commit {
                    if self.commitsWhileTyping { commit(text) }
                } else if self.binding?.wrappedValue != text {
                    self.binding?.wrappedValue = text
                }
            }, for: .editingChanged)
        addAction(UIAction { [weak self] _ in self?.focusFollower.report(true) }, for: .editingDidBegin)
        addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.commitText()
                self.focusFollower.report(false)
            }, for: .editingDidEnd)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Return submits, then ends editing (the keyboard goes), as SwiftUI's text field does on iOS.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        commitText()
        onSubmit?()
        textField.resignFirstResponder()
        return true
    }

    /// A value field parses what was typed into its value, then shows the
    /// value formatted (the same text again when it did not parse).
    private func commitText() {
        guard let commit, let binding else { return }
        commit(text ?? "")
        let shown = binding.wrappedValue
        if text != shown { text = shown }
    }

    /// Takes or gives up the keyboard as the focus state asks.
    func followFocus() {
        focusFollower.follow(self)
    }
}

import Foundation
import TandemUIKit

/// A text field that writes its text to a binding and submits on return.
final class BoundTextField: UITextField, UITextFieldDelegate {
    var binding: Binding<String>?
    var onSubmit: SubmitAction?

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                let text = self.text ?? ""
                if self.binding?.wrappedValue != text { self.binding?.wrappedValue = text }
            }, for: .editingChanged)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Return submits, then ends editing (the keyboard goes), as SwiftUI's text field does on iOS.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        onSubmit?()
        textField.resignFirstResponder()
        return true
    }
}

import Foundation
import TandemUIKit

/// A text view that writes its text to a binding.
final class BoundTextView: UITextView, UITextViewDelegate {
    var binding: Binding<String>?

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func textViewDidChange(_ textView: UITextView) {
        if binding?.wrappedValue != textView.text { binding?.wrappedValue = textView.text }
    }
}

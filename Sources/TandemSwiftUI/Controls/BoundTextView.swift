import Foundation
import TandemUIKit

/// A text view that writes its text to a binding and follows a focus state.
final class BoundTextView: UITextView, UITextViewDelegate {
    var binding: Binding<String>?
    /// The focus state the editor reports to and follows.
    var focus: FocusLink? {
        get { focusFollower.link }
        set { focusFollower.link = newValue }
    }
    private let focusFollower = FocusFollower()

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

    /// A tap (or `becomeFirstResponder`) that begins editing names this editor in the focus state.
    func textViewDidBeginEditing(_ textView: UITextView) {
        focusFollower.report(true)
    }

    /// Ending editing clears the focus state if it still names this editor.
    func textViewDidEndEditing(_ textView: UITextView) {
        focusFollower.report(false)
    }

    /// Takes or gives up the keyboard as the focus state asks.
    func followFocus() {
        focusFollower.follow(self)
    }
}

public import Foundation

/// What a text view asks and tells its delegate while it is edited.
///
/// Every method has a default implementation (the Linux stand-in for
/// `@objc optional`).
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16 offsets) may be replaced by `text`;
    /// asked before every edit the user makes.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not called when ``UITextView/text`` is set in code).
    func textViewDidChange(_ textView: UITextView)
    /// The selection or caret moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Returns true.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Returns true.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Returns true.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    {
        true
    }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

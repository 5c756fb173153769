/// A responder that takes simple text input: inserting text and deleting
/// backwards. Becoming first responder makes the keyboard type into it.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the caret, replacing the selection ("\n" is the Return key).
    func insertText(_ text: String)
    /// Deletes the character before the caret, or the selection.
    func deleteBackward()
}

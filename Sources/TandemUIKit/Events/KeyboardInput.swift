import Foundation

/// Keyboard input from a display — a real window's keys and text, or
/// headless input a test synthesizes — delivered by
/// `UIWindow.handleKeyboardInput(_:)` to the first responder.
package enum KeyboardInput: Sendable {
    /// Text typed (after the keyboard layout and input method).
    case text(String)
    /// An editing key, with the modifiers held.
    case key(EditingKey, modifiers: UIKeyModifierFlags)
}

/// The keys that edit or move rather than type.
package enum EditingKey: Sendable {
    /// Delete the character before the caret (or the selection).
    case backspace
    /// Delete the character after the caret (or the selection).
    case deleteForward
    /// Return.
    case returnKey
    /// Tab: move focus.
    case tab
    /// Escape.
    case escape
    /// Arrow keys.
    case left, right, up, down
    /// To the start or end of the line.
    case home, end
    /// Select all (Ctrl-A).
    case selectAll
    /// Copy, cut and paste (Ctrl-C, Ctrl-X, Ctrl-V).
    case copy, cut, paste
}

/// A first responder that handles editing keys itself (text fields, text views).
@preconcurrency @MainActor
package protocol EditingKeyHandling: AnyObject {
    /// Handles `key`; returns whether it did.
    func handleEditingKey(_ key: EditingKey, modifiers: UIKeyModifierFlags) -> Bool
}

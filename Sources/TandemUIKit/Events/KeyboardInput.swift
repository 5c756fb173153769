import Foundation

/// Keyboard input from a display — a real window's keys and text, or
/// headless input a test synthesizes — delivered by
/// `UIWindow.handleKeyboardInput(_:)` to the first responder.
package enum KeyboardInput: Sendable {
    /// Text typed (after the keyboard layout and input method).
    case text(String)
    /// The input method's composition so far, with its selected part (empty: none).
    case markedText(String, selected: NSRange)
    /// An editing key, with the modifiers held.
    case key(EditingKey, modifiers: UIKeyModifierFlags)
    /// A physical key went down (`true`) or up (`false`): offered to key
    /// commands, then `pressesBegan`/`pressesEnded`, then, going down, as
    /// the editing key it is (text itself arrives as ``text(_:)``).
    case press(KeyReport, down: Bool)
}

/// A physical key as a display reports it.
package struct KeyReport: Sendable {
    /// The characters the key types with the modifiers held.
    package var characters: String
    /// The characters without modifiers.
    package var charactersIgnoringModifiers: String
    /// The modifiers held.
    package var modifiers: UIKeyModifierFlags
    /// The key's HID usage code.
    package var keyCode: UIKeyboardHIDUsage

    /// A key report.
    package init(
        characters: String, charactersIgnoringModifiers: String? = nil, modifiers: UIKeyModifierFlags = [],
        keyCode: UIKeyboardHIDUsage
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifiers = modifiers
        self.keyCode = keyCode
    }

    /// The editing key this key is, if any.
    package var editingKey: EditingKey? {
        let shortcut = modifiers.contains(.control) || modifiers.contains(.command)
        switch keyCode {
        case .keyboardDeleteOrBackspace: return .backspace
        case .keyboardDeleteForward: return .deleteForward
        case .keyboardReturnOrEnter, .keypadEnter: return .returnKey
        case .keyboardTab: return .tab
        case .keyboardEscape: return .escape
        case .keyboardLeftArrow: return .left
        case .keyboardRightArrow: return .right
        case .keyboardUpArrow: return .up
        case .keyboardDownArrow: return .down
        case .keyboardHome: return .home
        case .keyboardEnd: return .end
        default:
            guard shortcut else { return nil }
            switch charactersIgnoringModifiers.lowercased() {
            case "a": return .selectAll
            case "c": return .copy
            case "x": return .cut
            case "v": return .paste
            default: return nil
            }
        }
    }
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

import Foundation

/// A keyboard shortcut a responder offers: a key with modifiers, and the
/// action it runs on the responder.
///
/// A responder lists its shortcuts in ``UIResponder/keyCommands``; a key
/// press is offered to the first responder's chain, the first match runs
/// and the press goes no further. The action is a method reference or a
/// closure (Linux has no `#selector`).
@preconcurrency @MainActor
open class UIKeyCommand {
    /// The Up arrow key's input string.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down arrow key's input string.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left arrow key's input string.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right arrow key's input string.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key's input string.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Home key's input string.
    public static let inputHome = "UIKeyInputHome"
    /// The End key's input string.
    public static let inputEnd = "UIKeyInputEnd"
    /// The Page Up key's input string.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key's input string.
    public static let inputPageDown = "UIKeyInputPageDown"

    /// The key, as the characters it types without modifiers (lowercased) or an `input…` constant.
    public let input: String?
    /// The modifiers that must be held, exactly.
    public let modifierFlags: UIKeyModifierFlags
    /// A title for menus and the shortcut overlay.
    open var title: String
    /// A longer title for the shortcut overlay.
    open var discoverabilityTitle: String?
    /// Whether the command runs even when a text input would take the key.
    open var wantsPriorityOverSystemBehavior = false
    private let perform: (UIResponder) -> Void

    /// A shortcut running `action` (a method of the responder class that offers it).
    public init<Responder: UIResponder>(
        title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
        action: @escaping (Responder) -> () -> Void
    ) {
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        perform = { responder in
            if let typed = responder as? Responder { action(typed)() }
        }
    }

    /// A shortcut running `action` (a method of the responder class taking the command).
    public init<Responder: UIResponder>(
        title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
        action: @escaping (Responder) -> (UIKeyCommand) -> Void
    ) {
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        // The command passes itself; weakly, so that it does not keep itself alive.
        weak var command: UIKeyCommand?
        perform = { responder in
            if let typed = responder as? Responder, let command { action(typed)(command) }
        }
        command = self
    }

    /// Whether `key` is this shortcut's key with exactly its modifiers (Caps
    /// Lock ignored). Control stands for Command, as Linux keyboards use it
    /// for shortcuts: ⌘S is also Ctrl-S (unless the command names Control too).
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        var held = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        if modifierFlags.contains(.command), !modifierFlags.contains(.control), held.contains(.control),
            !held.contains(.command)
        {
            held.remove(.control)
            held.insert(.command)
        }
        guard held == modifierFlags else { return false }
        return input == Self.input(for: key) || input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }

    func run(on responder: UIResponder) {
        perform(responder)
    }

    /// The `input…` constant of a special key, or its characters.
    static func input(for key: UIKey) -> String {
        switch key.keyCode {
        case .keyboardUpArrow: inputUpArrow
        case .keyboardDownArrow: inputDownArrow
        case .keyboardLeftArrow: inputLeftArrow
        case .keyboardRightArrow: inputRightArrow
        case .keyboardEscape: inputEscape
        case .keyboardHome: inputHome
        case .keyboardEnd: inputEnd
        case .keyboardPageUp: inputPageUp
        case .keyboardPageDown: inputPageDown
        case .keyboardReturnOrEnter, .keypadEnter: "\r"
        case .keyboardTab: "\t"
        case .keyboardDeleteOrBackspace: "\u{8}"
        default: key.charactersIgnoringModifiers.lowercased()
        }
    }
}

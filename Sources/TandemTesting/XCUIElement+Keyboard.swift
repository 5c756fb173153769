import Foundation
import TandemUIKit

extension XCUIElement {
    /// The modifiers ``perform(withKeyModifiers:block:)`` holds down now.
    @MainActor private static var heldModifiers: KeyModifierFlags = []

    /// Holds `flags` down while `block` runs: the keys `typeKey(_:modifierFlags:)`
    /// and ``typeText(_:)`` send inside it carry them (typed text then goes
    /// key by key, as shortcuts, when Control, Option or Command is held).
    public class func perform(withKeyModifiers flags: KeyModifierFlags, block: () -> Void) {
        let outer = heldModifiers
        heldModifiers.formUnion(flags)
        defer { heldModifiers = outer }
        block()
    }

    /// Types `key` (one character, or an ``XCUIKeyboardKey``'s raw value)
    /// with `flags` held, as a hardware keyboard does: the key goes down and
    /// up through the element's window — key commands along the first
    /// responder's chain, `pressesBegan`/`pressesEnded`, editing keys (arrows,
    /// Delete, Return, Control-A…) — and, when neither Control, Option nor
    /// Command is held, types its character into the first responder. The
    /// element need not have keyboard focus: the keys go where focus is.
    public func typeKey(_ key: String, modifierFlags flags: KeyModifierFlags) {
        guard let node = node(for: "type a key into \(path)") else { return }
        guard let window = node.view?.window ?? application.window else {
            TestFailure.record("Failed to type a key into \(path): it is in no window")
            return
        }
        guard key.count == 1, let character = key.first else {
            TestFailure.record("Failed to type the key '\(key)' into \(path): a key is one character.")
            return
        }
        Self.press(character, modifiers: flags.union(Self.heldModifiers), in: window)
        InputDriver.settle()
    }

    /// Types `key` with `flags` held (see `typeKey(_:modifierFlags:)`).
    public func typeKey(_ key: XCUIKeyboardKey, modifierFlags flags: KeyModifierFlags) {
        typeKey(key.rawValue, modifierFlags: flags)
    }

    /// Types `text` into the element, which must have keyboard focus (or
    /// hold the view that does; tap it first): each character goes through
    /// the text-input path, so delegates, `onChange` and bindings see it as
    /// typing. "\n" presses Return, "\u{8}" (``XCUIKeyboardKey/delete``) deletes backwards, "\t" Tab;
    /// the other ``XCUIKeyboardKey`` keys are pressed as keys. Inside
    /// ``perform(withKeyModifiers:block:)`` holding Control, Option or
    /// Command, each character is pressed as a shortcut instead.
    public func typeText(_ text: String) {
        guard let node = node(for: "type into \(path)") else { return }
        guard let window = node.view?.window, let focused = window.firstResponder as? UIView,
            node.hasFocus || focused === node.view || node.view.map({ focused.isDescendant(of: $0) }) == true
        else {
            TestFailure.record(
                "Failed to type into \(path): neither the element nor any descendant has keyboard focus (tap it first).\n\(debugDescription)"
            )
            return
        }
        let held = Self.heldModifiers
        let shortcuts = !held.isDisjoint(with: [.control, .option, .command])
        var pending = ""
        func flush() {
            if !pending.isEmpty { window.handleKeyboardInput(.text(pending)) }
            pending = ""
        }
        for character in text {
            let key: EditingKey?
            switch character {
            case "\n", "\r", "\u{3}": key = .returnKey
            case "\u{8}", "\u{7F}": key = .backspace
            case "\t": key = .tab
            default: key = nil
            }
            if shortcuts || Self.report(for: character, modifiers: []).isFunctionKey {
                flush()
                Self.press(character, modifiers: held, in: window)
            } else if let key {
                flush()
                window.handleKeyboardInput(.key(key, modifiers: Self.uiKitModifiers(held)))
            } else {
                // Uppercasing may give several characters ("ß" → "SS"): append the string.
                pending +=
                    held.contains(.shift) || held.contains(.capsLock) ? character.uppercased() : String(character)
            }
        }
        flush()
        InputDriver.settle()
    }

    /// One key down and up in `window`, and its character typed unless a
    /// shortcut modifier is held.
    @MainActor private static func press(_ character: Character, modifiers: KeyModifierFlags, in window: UIWindow) {
        let report = Self.report(for: character, modifiers: modifiers)
        let typesText = modifiers.isDisjoint(with: [.control, .option, .command])
        window.handleKeyboardInput(.press(report.key, down: true))
        if typesText, !report.isFunctionKey, report.key.editingKey == nil, !report.key.characters.isEmpty {
            window.handleKeyboardInput(.text(report.key.characters))
        }
        window.handleKeyboardInput(.press(report.key, down: false))
    }

    /// The key report a keyboard sends for `character` with `modifiers`.
    @MainActor static func report(for character: Character, modifiers: KeyModifierFlags) -> (
        key: KeyReport, isFunctionKey: Bool
    ) {
        let flags = uiKitModifiers(modifiers)
        let special: [Character: UIKeyboardHIDUsage] = [
            "\r": .keyboardReturnOrEnter, "\n": .keyboardReturnOrEnter, "\u{3}": .keypadEnter,
            "\u{8}": .keyboardDeleteOrBackspace, "\u{7F}": .keyboardDeleteOrBackspace, "\t": .keyboardTab,
            "\u{1B}": .keyboardEscape, " ": .keyboardSpacebar,
            "\u{F700}": .keyboardUpArrow, "\u{F701}": .keyboardDownArrow, "\u{F702}": .keyboardLeftArrow,
            "\u{F703}": .keyboardRightArrow, "\u{F728}": .keyboardDeleteForward, "\u{F729}": .keyboardHome,
            "\u{F72B}": .keyboardEnd, "\u{F72C}": .keyboardPageUp, "\u{F72D}": .keyboardPageDown,
        ]
        if let code = special[character] {
            // Navigation keys and Escape type no character.
            let isFunction =
                character == "\u{1B}"
                || (character.unicodeScalars.first.map { (0xF700...0xF8FF).contains($0.value) } ?? false)
            let text = isFunction ? "" : String(character)
            return (KeyReport(characters: text, modifiers: flags, keyCode: code), isFunction)
        }
        let plain = String(character).lowercased()
        let typed =
            modifiers.contains(.shift) || modifiers.contains(.capsLock)
            ? String(character).uppercased() : String(character)
        var code = UIKeyboardHIDUsage(rawValue: 0)
        if let ascii = plain.unicodeScalars.first?.value, plain.unicodeScalars.count == 1 {
            switch ascii {
            case 97...122: code = UIKeyboardHIDUsage(rawValue: 4 + Int(ascii - 97))
            case 49...57: code = UIKeyboardHIDUsage(rawValue: 30 + Int(ascii - 49))
            case 48: code = UIKeyboardHIDUsage(rawValue: 39)
            default: break
            }
        }
        return (
            KeyReport(characters: typed, charactersIgnoringModifiers: plain, modifiers: flags, keyCode: code), false
        )
    }

    /// XCUITest's modifier flags as UIKit's.
    static func uiKitModifiers(_ flags: KeyModifierFlags) -> UIKeyModifierFlags {
        var result: UIKeyModifierFlags = []
        if flags.contains(.capsLock) { result.insert(.alphaShift) }
        if flags.contains(.shift) { result.insert(.shift) }
        if flags.contains(.control) { result.insert(.control) }
        if flags.contains(.option) { result.insert(.alternate) }
        if flags.contains(.command) { result.insert(.command) }
        return result
    }
}

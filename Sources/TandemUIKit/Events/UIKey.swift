import Foundation

/// A key of a physical keyboard, as a press reports it.
@preconcurrency @MainActor
open class UIKey {
    /// The characters the key types with the modifiers held ("" for keys that type none).
    open internal(set) var characters: String
    /// The characters the key types without modifiers.
    open internal(set) var charactersIgnoringModifiers: String
    /// The modifier keys held.
    open internal(set) var modifierFlags: UIKeyModifierFlags
    /// The key's code in the USB HID usage table.
    open internal(set) var keyCode: UIKeyboardHIDUsage

    /// A key report (displays make them from their input).
    package init(
        characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
        keyCode: UIKeyboardHIDUsage
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}

/// Key codes of the USB HID usage table, with their raw values (the common keys).
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The usage code.
    public let rawValue: Int
    /// A usage code.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The letter keys A–Z are 4...29: `keyboardA` is 4.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)
    /// The digit 1 (the digits 1–9, 0 are 30...39).
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 30)
    /// Return.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
    /// Escape.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
    /// Backspace.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
    /// Tab.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
    /// Space.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
    /// Home.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)
    /// Page up.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 75)
    /// Delete (forward).
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 76)
    /// End.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)
    /// Page down.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 78)
    /// Right arrow.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
    /// Left arrow.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
    /// Down arrow.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
    /// Up arrow.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
    /// The keypad's Enter.
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 88)

    /// The code of letter `letter` (a–z, either case), or nil.
    static func letter(_ letter: Character) -> UIKeyboardHIDUsage? {
        guard let ascii = letter.lowercased().first?.asciiValue, (97...122).contains(ascii) else { return nil }
        return UIKeyboardHIDUsage(rawValue: 4 + Int(ascii - 97))
    }
}

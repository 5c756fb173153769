import Foundation

/// Keys that have no typed character of their own, for
/// `typeKey(_:modifierFlags:)`; the
/// editing ones also work inside ``XCUIElement/typeText(_:)``. The
/// navigation keys' raw values are the function-key characters Apple's
/// keyboards report (`"\u{F700}"` for the up arrow).
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
    /// The character the key types.
    public var rawValue: String
    /// The key that types `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The key that types `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Delete backwards.
    public static let delete = XCUIKeyboardKey(rawValue: "\u{8}")
    /// Return.
    public static let `return` = XCUIKeyboardKey(rawValue: "\r")
    /// Enter (the same as Return here).
    public static let enter = XCUIKeyboardKey(rawValue: "\u{3}")
    /// Tab.
    public static let tab = XCUIKeyboardKey(rawValue: "\t")
    /// Space.
    public static let space = XCUIKeyboardKey(rawValue: " ")
    /// Escape.
    public static let escape = XCUIKeyboardKey(rawValue: "\u{1B}")
    /// The up arrow.
    public static let upArrow = XCUIKeyboardKey(rawValue: "\u{F700}")
    /// The down arrow.
    public static let downArrow = XCUIKeyboardKey(rawValue: "\u{F701}")
    /// The left arrow.
    public static let leftArrow = XCUIKeyboardKey(rawValue: "\u{F702}")
    /// The right arrow.
    public static let rightArrow = XCUIKeyboardKey(rawValue: "\u{F703}")
    /// Delete forward.
    public static let forwardDelete = XCUIKeyboardKey(rawValue: "\u{F728}")
    /// Home.
    public static let home = XCUIKeyboardKey(rawValue: "\u{F729}")
    /// End.
    public static let end = XCUIKeyboardKey(rawValue: "\u{F72B}")
    /// Page up.
    public static let pageUp = XCUIKeyboardKey(rawValue: "\u{F72C}")
    /// Page down.
    public static let pageDown = XCUIKeyboardKey(rawValue: "\u{F72D}")
}

import Foundation

/// Keys that ``XCUIElement/typeText(_:)`` understands in the text it types.
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
    /// The character the key types.
    public var rawValue: String
    /// The key that types `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Delete backwards.
    public static let delete = XCUIKeyboardKey(rawValue: "\u{8}")
    /// Return.
    public static let `return` = XCUIKeyboardKey(rawValue: "\r")
    /// Enter (the same as Return here).
    public static let enter = XCUIKeyboardKey(rawValue: "\u{3}")
    /// Tab.
    public static let tab = XCUIKeyboardKey(rawValue: "\t")
}

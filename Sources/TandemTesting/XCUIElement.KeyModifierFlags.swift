extension XCUIElement {
    /// Modifier keys held while a key is typed: with
    /// `typeKey(_:modifierFlags:)` and
    /// ``XCUIElement/perform(withKeyModifiers:block:)``. The raw values are XCUITest's.
    public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
        /// The flags' bits.
        public let rawValue: UInt
        /// Flags from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Caps Lock.
        public static let capsLock = KeyModifierFlags(rawValue: 1 << 0)
        /// Shift.
        public static let shift = KeyModifierFlags(rawValue: 1 << 1)
        /// Control.
        public static let control = KeyModifierFlags(rawValue: 1 << 2)
        /// Option (Alt on a PC keyboard).
        public static let option = KeyModifierFlags(rawValue: 1 << 3)
        /// Command (the Super or Windows key on a PC keyboard, as Tandem's windows read it).
        public static let command = KeyModifierFlags(rawValue: 1 << 4)
        /// The Function (fn) key.
        public static let function = KeyModifierFlags(rawValue: 1 << 5)
        /// Caps Lock, by UIKit's name.
        public static let alphaShift = capsLock
        /// Option, by UIKit's name.
        public static let alternate = option
    }
}

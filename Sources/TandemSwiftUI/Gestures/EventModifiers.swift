/// Keys held with an event (Shift, Control, Option, Command...), as
/// keyboard shortcuts and pointer events name them.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers' bits.
    public let rawValue: Int

    /// Modifiers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift is held.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control is held.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option (Alt) is held.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command (the Super key on Linux keyboards) is held.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Function key is held.
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// All of them.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// The parts of a date a `DatePicker` shows and edits: the day, the time
/// of day, or both.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The bits of the components.
    public let rawValue: UInt

    /// Components from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A month calendar to pick the day in, with the time under it.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension GraphicalDatePickerStyle: DatePickerLookProviding {
    var look: DatePickerLook { .graphical }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month calendar to pick the day in, with the time under it.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

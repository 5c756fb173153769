/// The value as text in rounded fields, after the label.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension CompactDatePickerStyle: DatePickerLookProviding {
    var look: DatePickerLook { .compact }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The value as text in rounded fields, after the label.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

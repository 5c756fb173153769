/// The platform's default: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension DefaultDatePickerStyle: DatePickerLookProviding {
    var look: DatePickerLook { .compact }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default: compact on iOS.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
